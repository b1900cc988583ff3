package io.agentcage.interpreter.internal.object;

import static io.agentcage.interpreter.internal.object.Registry.method;

/**
 * The container protocol's special methods that CPython's builtin containers have and code names directly
 * ({@code d.keys().__len__()}, {@code super().__contains__(x)} in a tuple subclass, {@code set.__or__(a, b)},
 * {@code functools.reduce(set.__and__, sets)}): each computes the builtin behaviour on the receiver as its builtin
 * type (an override in a guest subclass is not called back), and a binary set or dict operator answers
 * {@code NotImplemented} for an operand its type does not take, as CPython's slots do.
 */
final class ContainerSlots {
    private ContainerSlots() {
    }

    private static final int[] SET_OPS = {Arith.AND, Arith.OR, Arith.SUB, Arith.XOR};
    private static final String[] SET_NAMES = {"and", "or", "sub", "xor"};

    static void install() {
        for (PyType t : new PyType[] {PyType.DICT_KEYS, PyType.DICT_VALUES, PyType.DICT_ITEMS}) {
            method(t, "__len__", (in, a, kw) -> {
                Args.method("__len__", a, kw, 0, 0);
                return PyInt.of(((DictViews.View) a[0]).dict.size());
            });
            method(t, "__iter__", (in, a, kw) -> {
                Args.method("__iter__", a, kw, 0, 0);
                return Ops.iter(a[0]);
            });
            if (t != PyType.DICT_VALUES) {
                method(t, "__contains__", (in, a, kw) -> {
                    Args.method("__contains__", a, kw, 1, 1);
                    return PyBool.of(Items.contains(a[0], a[1]));
                });
                method(t, "isdisjoint", (in, a, kw) -> {
                    Args.method("isdisjoint", a, kw, 1, 1);
                    PyObject it = Ops.iter(a[1]);
                    for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                        if (Items.contains(a[0], x)) {
                            return PyBool.FALSE;
                        }
                    }
                    return PyBool.TRUE;
                });
                for (int i = 0; i < SET_OPS.length; i++) {
                    int op = SET_OPS[i];
                    method(t, "__" + SET_NAMES[i] + "__", (in, a, kw) -> viewOp(a, kw, op, false));
                    method(t, "__r" + SET_NAMES[i] + "__", (in, a, kw) -> viewOp(a, kw, op, true));
                }
            }
        }
        for (PyType t : new PyType[] {PyType.SET, PyType.FROZENSET}) {
            method(t, "__iter__", (in, a, kw) -> {
                Args.method("__iter__", a, kw, 0, 0);
                return Ops.iter(plainSet((PySet) a[0]));
            });
            for (int i = 0; i < SET_OPS.length; i++) {
                int op = SET_OPS[i];
                String name = "__" + SET_NAMES[i] + "__";
                String rname = "__r" + SET_NAMES[i] + "__";
                method(t, name, (in, a, kw) -> {
                    Args.method(name, a, kw, 1, 1);
                    return a[1] instanceof PySet o ? Containers.binary(plainSet((PySet) a[0]), plainSet(o), op)
                            : PyNone.NOT_IMPLEMENTED;
                });
                method(t, rname, (in, a, kw) -> {
                    Args.method(rname, a, kw, 1, 1);
                    return a[1] instanceof PySet o ? Containers.binary(plainSet(o), plainSet((PySet) a[0]), op)
                            : PyNone.NOT_IMPLEMENTED;
                });
            }
        }
        method(PyType.DICT, "__or__", (in, a, kw) -> {
            Args.method("__or__", a, kw, 1, 1);
            return a[1] instanceof PyDict o ? Containers.binary(plainDict((PyDict) a[0]), o, Arith.OR)
                    : PyNone.NOT_IMPLEMENTED;
        });
        method(PyType.DICT, "__ror__", (in, a, kw) -> {
            Args.method("__ror__", a, kw, 1, 1);
            return a[1] instanceof PyDict o ? Containers.binary(o, plainDict((PyDict) a[0]), Arith.OR)
                    : PyNone.NOT_IMPLEMENTED;
        });
        tuple();
        for (PyType t : new PyType[] {PyType.RANGE, PyType.BYTES, PyType.BYTEARRAY}) {
            method(t, "__len__", (in, a, kw) -> {
                Args.method("__len__", a, kw, 0, 0);
                return PyInt.of(a[0] instanceof PyRange r ? r.length() : ((PyBytes) a[0]).length());
            });
            method(t, "__iter__", (in, a, kw) -> {
                Args.method("__iter__", a, kw, 0, 0);
                return Ops.iter(plain(a[0]));
            });
            method(t, "__contains__", (in, a, kw) -> {
                Args.method("__contains__", a, kw, 1, 1);
                return PyBool.of(Items.contains(plain(a[0]), a[1]));
            });
            method(t, "__getitem__", (in, a, kw) -> {
                Args.method("__getitem__", a, kw, 1, 1);
                return Items.builtinGetitem(plain(a[0]), a[1]);
            });
        }
    }

    private static void tuple() {
        PyType t = PyType.TUPLE;
        method(t, "__contains__", (in, a, kw) -> {
            Args.method("__contains__", a, kw, 1, 1);
            return PyBool.of(Items.contains(new PyTuple(((PyTuple) a[0]).items), a[1]));
        });
        method(t, "__add__", (in, a, kw) -> {
            Args.method("__add__", a, kw, 1, 1);
            if (!(a[1] instanceof PyTuple o)) {
                throw Exc.typeError("can only concatenate tuple (not \"" + Ops.typeName(a[1]) + "\") to tuple");
            }
            return Containers.binary(new PyTuple(((PyTuple) a[0]).items), new PyTuple(o.items), Arith.ADD);
        });
        for (String name : new String[] {"__mul__", "__rmul__"}) {
            method(t, name, (in, a, kw) -> {
                Args.method(name, a, kw, 1, 1);
                PyInt n = Ops.index(a[1], "'%T' object cannot be interpreted as an integer");
                return Containers.binary(new PyTuple(((PyTuple) a[0]).items), Subclassed.plain(n), Arith.MUL);
            });
        }
    }

    /** {@code view op other} (or reflected): another view or any iterable, taken as a set; a set results. */
    private static PyObject viewOp(PyObject[] a, PyDict kw, int op, boolean reflected) {
        Args.method("view operator", a, kw, 1, 1);
        PySet mine = Containers.viewOperand(a[0]);
        PySet theirs = Containers.viewOperand(a[1]);
        return reflected ? Containers.setOp(theirs, mine, op) : Containers.setOp(mine, theirs, op);
    }

    /** The set itself, or for an instance of a guest subclass a plain set sharing its elements. */
    private static PySet plainSet(PySet s) {
        return s.type().hasGuestClass() ? new PySet(s.set, s.frozen) : s;
    }

    private static PyDict plainDict(PyDict d) {
        if (!d.type().hasGuestClass()) {
            return d;
        }
        PyDict r = new PyDict();
        r.map.putAll(d.map);
        return r;
    }

    /** A bytes or bytearray receiver as its plain builtin value (a range is never subclassed). */
    private static PyObject plain(PyObject o) {
        if (o instanceof PyBytes b && o.type().hasGuestClass()) {
            return new PyBytes(b.bytes(), b.mutable);
        }
        return o;
    }
}
