package io.agentcage.interpreter.internal.object;

import static io.agentcage.interpreter.internal.object.Registry.method;

/** The methods of {@code list}, {@code tuple} and {@code range}, and the stable sort they share with sorted(). */
final class ListMethods {
    private ListMethods() {
    }

    static PyList self(PyObject o) {
        return (PyList) o;
    }

    static void install() {
        PyType t = PyType.LIST;
        Registry.constructor(t, (in, a, kw) -> {
            Args.check("list", a, kw, 0, 1);
            PyList l = new PyList();
            if (a.length == 1) {
                Iters.extend(l, a[0]);
            }
            return l;
        });
        // list.__init__, reached by super().__init__(...) in a subclass: empties the list, then extends it
        method(t, "__init__", (in, a, kw) -> {
            PyObject[] rest = java.util.Arrays.copyOfRange(a, 1, a.length);
            Args.check("list", rest, kw, 0, 1);
            PyList l = (PyList) a[0];
            l.setItems(new PyObject[4], 0);
            if (rest.length == 1) {
                Iters.extend(l, rest[0]);
            }
            return PyNone.NONE;
        });
        method(t, "append", (in, a, kw) -> {
            Args.method("list.append", a, kw, 1, 1);
            self(a[0]).append(a[1]);
            return PyNone.NONE;
        });
        Registry.fixed(t, "append", 2, 2, (in, s, x, unused) -> {
            self(s).append(x);
            return PyNone.NONE;
        });
        method(t, "extend", (in, a, kw) -> {
            Args.method("extend", a, kw, 1, 1);
            Iters.extend(self(a[0]), a[1] == a[0] ? PyList.of(self(a[0]).toArray()) : a[1]);
            return PyNone.NONE;
        });
        method(t, "insert", (in, a, kw) -> {
            Args.method("insert", a, kw, 2, 2);
            PyList l = self(a[0]);
            long i = Args.asLong(a[1]);
            if (i < 0) {
                i = Math.max(0, i + l.size());
            }
            l.insert((int) Math.min(i, l.size()), a[2]);
            in.charge(l.size() >> 4);
            return PyNone.NONE;
        });
        method(t, "pop", (in, a, kw) -> {
            Args.method("pop", a, kw, 0, 1);
            PyList l = self(a[0]);
            if (l.size() == 0) {
                throw Exc.indexError("pop from empty list");
            }
            long i = a.length > 1 ? Args.asLong(a[1]) : l.size() - 1;
            if (i < 0) {
                i += l.size();
            }
            if (i < 0 || i >= l.size()) {
                throw Exc.indexError("pop index out of range");
            }
            in.charge((l.size() - i) >> 4);
            return l.removeAt((int) i);
        });
        method(t, "remove", (in, a, kw) -> {
            Args.method("remove", a, kw, 1, 1);
            PyList l = self(a[0]);
            for (int i = 0; i < l.size(); i++) {
                if (Compare.eqBool(l.array()[i], a[1])) {
                    l.removeAt(i);
                    in.charge(l.size());
                    return PyNone.NONE;
                }
            }
            throw Exc.valueError("list.remove(x): x not in list");
        });
        method(t, "index", (in, a, kw) -> {
            Args.method("index", a, kw, 1, 3);
            PyList l = self(a[0]);
            int[] r = bounds(a, l.size());
            for (int i = r[0]; i < r[1] && i < l.size(); i++) {
                if (Compare.eqBool(l.array()[i], a[1])) {
                    in.charge(i);
                    return PyInt.of(i);
                }
            }
            throw Exc.valueError(Ops.repr(a[1]) + " is not in list");
        });
        method(t, "count", (in, a, kw) -> {
            Args.method("count", a, kw, 1, 1);
            PyList l = self(a[0]);
            int c = 0;
            for (int i = 0; i < l.size(); i++) {
                if (Compare.eqBool(l.array()[i], a[1])) {
                    c++;
                }
            }
            in.charge(l.size());
            return PyInt.of(c);
        });
        method(t, "clear", (in, a, kw) -> {
            PyList l = self(a[0]);
            l.setItems(new PyObject[4], 0);
            return PyNone.NONE;
        });
        method(t, "copy", (in, a, kw) -> {
            PyList l = self(a[0]);
            in.charge(l.size());
            return new PyList(java.util.Arrays.copyOf(l.array(), Math.max(4, l.size())), l.size());
        });
        method(t, "reverse", (in, a, kw) -> {
            PyList l = self(a[0]);
            PyObject[] items = l.rewrite();
            for (int i = 0, j = l.size() - 1; i < j; i++, j--) {
                PyObject x = items[i];
                items[i] = items[j];
                items[j] = x;
            }
            return PyNone.NONE;
        });
        method(t, "sort", (in, a, kw) -> {
            if (a.length > 1) {
                throw Exc.typeError("sort() takes no positional arguments");
            }
            Args.onlyKeywords("sort", kw, "key", "reverse");
            PyList l = self(a[0]);
            PyObject[] items = l.toArray();
            int n = l.size();
            l.setSize(0);
            boolean sorted = false;
            // the items are only in this copy while the sort runs: pinned (and charged) for the memory gauge
            int mark = in.memory().pin(new PyList(items, n));
            try {
                sort(in, items, Args.kw(kw, "key", PyNone.NONE), Ops.truth(Args.kw(kw, "reverse", PyBool.FALSE)));
                sorted = true;
            } finally {
                // as CPython: the sorted items replace whatever was added meanwhile; a sort error wins over that
                in.memory().unpin(mark);
                boolean modified = l.size() != 0;
                l.adopt(items.length == 0 ? new PyObject[4] : items, n);
                if (modified && sorted) {
                    throw Exc.valueError("list modified during sort");
                }
            }
            return PyNone.NONE;
        });
        method(t, "__len__", (in, a, kw) -> PyInt.of(self(a[0]).size()));
        method(t, "__getitem__", (in, a, kw) -> Items.builtinGetitem(self(a[0]), a[1]));
        method(t, "__setitem__", (in, a, kw) -> {
            if (a[0] instanceof PyList l && a[1] instanceof PySlice s) {
                Sequences.assignSlice(l, s, a[2]);
            } else {
                PyList l = self(a[0]);
                l.set(Items.index(Ops.index(a[1], "list indices must be integers or slices, not %T"), l.size(),
                        "list assignment"), a[2]);
            }
            return PyNone.NONE;
        });
        method(t, "__delitem__", (in, a, kw) -> {
            PyList l = self(a[0]);
            if (a[1] instanceof PySlice s) {
                Sequences.deleteSlice(l, s);
            } else {
                l.removeAt(Items.index(Ops.index(a[1], "list indices must be integers or slices, not %T"), l.size(),
                        "list assignment"));
            }
            return PyNone.NONE;
        });
        method(t, "__contains__", (in, a, kw) -> PyBool.of(Items.contains(PyList.of(self(a[0]).toArray()), a[1])));
        method(t, "__iter__", (in, a, kw) -> new Iters.ArrayIter(a[0], self(a[0]).array(), self(a[0]).size()));
        method(t, "__add__", (in, a, kw) -> Arith.binary(PyList.of(self(a[0]).toArray()), a[1], Arith.ADD));
        method(t, "__repr__", (in, a, kw) -> new PyStr(Ops.repr(PyList.of(self(a[0]).toArray()))));
        installTuple();
    }

    private static int[] bounds(PyObject[] a, int n) {
        long st = a.length > 2 ? Args.asLong(a[2]) : 0;
        long en = a.length > 3 ? Args.asLong(a[3]) : n;
        if (st < 0) {
            st = Math.max(0, st + n);
        }
        if (en < 0) {
            en = Math.max(0, en + n);
        }
        return new int[] {(int) Math.min(st, n), (int) Math.min(en, n)};
    }

    private static void installTuple() {
        PyType t = PyType.TUPLE;
        Registry.constructor(t, (in, a, kw) -> {
            Args.check("tuple", a, kw, 0, 1);
            if (a.length == 0) {
                return PyTuple.EMPTY;
            }
            if (a[0] instanceof PyTuple tu && !tu.type().hasGuestClass()) {
                return tu;
            }
            return new PyTuple(Iters.toArray(a[0]).clone());
        });
        method(t, "count", (in, a, kw) -> {
            int c = 0;
            for (PyObject x : ((PyTuple) a[0]).items) {
                if (Compare.eqBool(x, a[1])) {
                    c++;
                }
            }
            return PyInt.of(c);
        });
        method(t, "index", (in, a, kw) -> {
            PyObject[] items = ((PyTuple) a[0]).items;
            int[] r = bounds(a, items.length);
            for (int i = r[0]; i < r[1]; i++) {
                if (Compare.eqBool(items[i], a[1])) {
                    return PyInt.of(i);
                }
            }
            throw Exc.valueError("tuple.index(x): x not in tuple");
        });
        method(t, "__len__", (in, a, kw) -> PyInt.of(((PyTuple) a[0]).items.length));
        method(t, "__getitem__", (in, a, kw) -> Items.builtinGetitem((PyTuple) a[0], a[1]));
        method(t, "__iter__", (in, a, kw) -> new Iters.ArrayIter(a[0], ((PyTuple) a[0]).items,
                ((PyTuple) a[0]).items.length));
        method(t, "__new__", (in, a, kw) -> {
            PyType cls = (PyType) a[0];
            PyObject[] rest = new PyObject[a.length - 1];
            System.arraycopy(a, 1, rest, 0, rest.length);
            if (cls.isBuiltin()) {
                return Ops.call(in, cls, rest, kw);
            }
            return TypeCalls.allocate(in, cls, rest, kw);
        });
        t.dict().put(Names.NEW, new PyBuiltin("__new__", ((PyBuiltin) t.dict().get(Names.NEW)).fn, false, "tuple"));
        PyType r = PyType.RANGE;
        Registry.constructor(r, (in, a, kw) -> {
            Args.check("range", a, kw, 1, 3);
            long start = 0;
            long stop;
            long step = 1;
            if (a.length == 1) {
                stop = Args.asLong(a[0]);
            } else {
                start = Args.asLong(a[0]);
                stop = Args.asLong(a[1]);
                if (a.length == 3) {
                    step = Args.asLong(a[2]);
                }
            }
            return new PyRange(start, stop, step);
        });
        method(r, "count", (in, a, kw) -> PyInt.of(Items.contains(a[0], a[1]) ? 1 : 0));
        method(r, "index", (in, a, kw) -> {
            PyRange rg = (PyRange) a[0];
            if (!Items.contains(rg, a[1])) {
                throw Exc.valueError(Ops.repr(a[1]) + " is not in range");
            }
            return PyInt.of((((PyInt) a[1]).value - rg.start) / rg.step);
        });
    }

    /**
     * CPython's list sort (see {@link Timsort}) of {@code items} in place, by {@code key} when it is not None;
     * charges n log n steps. A failing comparison leaves items permuted as CPython leaves them.
     */
    static void sort(Interp in, PyObject[] items, PyObject key, boolean reverse) {
        int n = items.length;
        if (n < 2) {
            return;
        }
        long work = (long) n * (64 - Long.numberOfLeadingZeros(n));
        if (key == PyNone.NONE) {
            in.charge(work);
            Timsort.sort(items, null, reverse);
            return;
        }
        // the items and their keys live in Java arrays while the keys are computed: pinned as lists, so the memory
        // gauge sees them (and the key array is charged)
        PyList keyList = new PyList(new PyObject[n], 0);
        PyObject[] keys = keyList.array();
        int mark = in.memory().pin(keyList);
        try {
            for (int i = 0; i < n; i++) {
                keys[i] = in.call1(key, items[i]);
                keyList.setSize(i + 1);
            }
            in.charge(work);
            Timsort.sort(keys, items, reverse);
        } finally {
            in.memory().unpin(mark);
        }
    }
}
