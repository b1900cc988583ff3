package io.agentcage.interpreter.internal.object;

import static io.agentcage.interpreter.internal.object.Registry.method;


/** The methods of {@code set} and {@code frozenset}. */
final class SetMethods {
    private SetMethods() {
    }

    static PySet self(PyObject o) {
        return (PySet) o;
    }

    static PySet toSet(PyObject o) {
        if (o instanceof PySet s) {
            return s;
        }
        PySet s = new PySet(true);
        addAll(Interp.current(), s, o);
        return s;
    }

    /**
     * Adds every item of {@code iterable} to {@code s}, a set being built: pinned meanwhile, so that the memory gauge
     * sees it grow (the iteration may run guest code, and any charge may walk).
     */
    static void addAll(Interp in, PySet s, PyObject iterable) {
        int mark = in.memory().pin(s);
        try {
            PyObject it = Ops.iter(iterable);
            for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                s.set.add(x);
                in.charge(1);
            }
        } finally {
            in.memory().unpin(mark);
        }
    }

    private static PySet mutable(PyObject o, String name) {
        PySet s = self(o);
        if (s.frozen) {
            // only reachable through the type (set.add(frozenset(), x)): a frozenset has no such attribute
            throw Exc.typeError("descriptor '" + name + "' for 'set' objects doesn't apply to a '" + Ops.typeName(o)
                    + "' object");
        }
        return s;
    }

    static void install() {
        // set.__init__, reached by super().__init__(...) in a subclass: empties the set, then adds the items
        method(PyType.SET, "__init__", (in, a, kw) -> {
            PyObject[] rest = java.util.Arrays.copyOfRange(a, 1, a.length);
            Args.check("set", rest, kw, 0, 1);
            PySet s = mutable(a[0], "__init__");
            s.set.clear();
            if (rest.length == 1) {
                PyObject it = Ops.iter(rest[0]);
                for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                    s.set.add(x);
                }
            }
            return PyNone.NONE;
        });
        for (PyType t : new PyType[] {PyType.SET, PyType.FROZENSET}) {
            boolean frozen = t == PyType.FROZENSET;
            Registry.constructor(t, (in, a, kw) -> {
                Args.check(t.name(), a, kw, 0, 1);
                PySet s = new PySet(frozen);
                if (a.length == 1) {
                    addAll(in, s, a[0]);
                }
                return s;
            });
            method(t, "union", (in, a, kw) -> {
                PySet r = new PySet(new CpySet(self(a[0]).set), self(a[0]).frozen);
                for (int i = 1; i < a.length; i++) {
                    if (a[i] instanceof PySet o) {
                        r.set.merge(o.set);
                    } else {
                        addAll(in, r, a[i]);
                    }
                }
                return r;
            });
            method(t, "intersection", (in, a, kw) -> {
                CpySet cur = self(a[0]).set;
                for (int i = 1; i < a.length; i++) {
                    cur = CpySet.intersection(cur, toSet(a[i]).set);
                }
                PySet r = new PySet(a.length == 1 ? new CpySet(cur) : cur, self(a[0]).frozen);
                return r;
            });
            method(t, "difference", (in, a, kw) -> {
                CpySet cur = self(a[0]).set;
                for (int i = 1; i < a.length; i++) {
                    cur = CpySet.difference(cur, toSet(a[i]).set);
                }
                PySet r = new PySet(a.length == 1 ? new CpySet(cur) : cur, self(a[0]).frozen);
                return r;
            });
            method(t, "symmetric_difference", (in, a, kw) -> Containers.setOp(self(a[0]), toSet(a[1]), Arith.XOR));
            method(t, "issubset", (in, a, kw) -> PyBool.of(toSet(a[1]).set.containsAll(self(a[0]).set)));
            method(t, "issuperset", (in, a, kw) -> PyBool.of(self(a[0]).set.containsAll(toSet(a[1]).set)));
            method(t, "isdisjoint", (in, a, kw) -> {
                PySet o = toSet(a[1]);
                for (PyObject x : self(a[0]).set) {
                    if (o.set.contains(x)) {
                        return PyBool.FALSE;
                    }
                }
                return PyBool.TRUE;
            });
            method(t, "copy", (in, a, kw) -> new PySet(new CpySet(self(a[0]).set), self(a[0]).frozen));
            method(t, "__contains__", (in, a, kw) -> PyBool.of(self(a[0]).set.contains(a[1])));
            method(t, "__len__", (in, a, kw) -> PyInt.of(self(a[0]).size()));
        }
        PyType t = PyType.SET;
        method(t, "add", (in, a, kw) -> {
            Args.method("add", a, kw, 1, 1);
            mutable(a[0], "add").set.add(a[1]);
            return PyNone.NONE;
        });
        Registry.fixed(t, "add", 2, 2, (in, s, x, unused) -> {
            mutable(s, "add").set.add(x);
            return PyNone.NONE;
        });
        method(t, "remove", (in, a, kw) -> {
            if (!mutable(a[0], "remove").set.remove(a[1])) {
                throw Exc.keyError(a[1]);
            }
            return PyNone.NONE;
        });
        method(t, "discard", (in, a, kw) -> {
            mutable(a[0], "discard").set.remove(a[1]);
            return PyNone.NONE;
        });
        method(t, "pop", (in, a, kw) -> {
            PySet s = mutable(a[0], "pop");
            if (s.set.isEmpty()) {
                throw Exc.keyError(new PyStr("pop from an empty set"));
            }
            return s.set.pop();
        });
        method(t, "clear", (in, a, kw) -> {
            mutable(a[0], "clear").set.clear();
            return PyNone.NONE;
        });
        method(t, "update", (in, a, kw) -> {
            PySet s = mutable(a[0], "update");
            for (int i = 1; i < a.length; i++) {
                PyObject it = Ops.iter(a[i]);
                for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                    s.set.add(x);
                }
            }
            return PyNone.NONE;
        });
        method(t, "intersection_update", (in, a, kw) -> {
            PySet s = mutable(a[0], "intersection_update");
            for (int i = 1; i < a.length; i++) {
                s.set.replaceWith(CpySet.intersection(s.set, toSet(a[i]).set));
            }
            return PyNone.NONE;
        });
        method(t, "difference_update", (in, a, kw) -> {
            PySet s = mutable(a[0], "difference_update");
            for (int i = 1; i < a.length; i++) {
                s.set.removeAll(toSet(a[i]).set);
            }
            return PyNone.NONE;
        });
        method(t, "symmetric_difference_update", (in, a, kw) -> {
            PySet s = mutable(a[0], "symmetric_difference_update");
            for (PyObject x : toSet(a[1]).set) {
                if (!s.set.remove(x)) {
                    s.set.add(x);
                }
            }
            return PyNone.NONE;
        });
    }
}
