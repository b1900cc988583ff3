package io.agentcage.interpreter.internal.object;

/** The lazy builtin iterator types: {@code enumerate}, {@code zip}, {@code map}, {@code filter}, {@code reversed}. */
final class IterBuiltins {
    private IterBuiltins() {
    }

    static final PyType ENUMERATE = PyType.newBuiltin("enumerate", "builtins", null);
    static final PyType ZIP = PyType.newBuiltin("zip", "builtins", null);
    static final PyType MAP = PyType.newBuiltin("map", "builtins", null);
    static final PyType FILTER = PyType.newBuiltin("filter", "builtins", null);
    static final PyType REVERSED = PyType.newBuiltin("reversed", "builtins", null);

    static void install(PyDict d) {
        for (PyType t : new PyType[] {ENUMERATE, ZIP, MAP, FILTER, REVERSED}) {
            d.put(t.name(), t);
            Registry.method(t, "__iter__", (in, a, kw) -> a[0]);
            Registry.method(t, "__next__", (in, a, kw) -> {
                PyObject r = ((PyIter) a[0]).next();
                if (r == null) {
                    throw Exc.stopIteration(null);
                }
                return r;
            });
        }
        Registry.constructor(ENUMERATE, (in, a, kw) -> {
            Args.clinic("enumerate", a, kw, 2, "iterable", "start");
            PyObject src = a.length > 0 ? a[0] : Args.kw(kw, "iterable", null);
            if (src == null) {
                throw Exc.typeError("enumerate() missing required argument 'iterable'");
            }
            PyObject start = a.length > 1 ? a[1] : Args.kw(kw, "start", PyInt.of(0));
            return new Enumerate(Ops.iter(src), Ops.index(start, "'%T' object cannot be interpreted as an integer"));
        });
        Registry.constructor(ZIP, (in, a, kw) -> {
            Args.clinic("zip", a, kw, Integer.MAX_VALUE, "strict");
            PyObject[] its = new PyObject[a.length];
            for (int i = 0; i < a.length; i++) {
                its[i] = Ops.iter(a[i]);
            }
            return new Zip(its, Ops.truth(Args.kw(kw, "strict", PyBool.FALSE)));
        });
        Registry.constructor(MAP, (in, a, kw) -> {
            if (a.length < 2) {
                throw Exc.typeError("map() must have at least two arguments.");
            }
            PyObject[] its = new PyObject[a.length - 1];
            for (int i = 1; i < a.length; i++) {
                its[i - 1] = Ops.iter(a[i]);
            }
            return new MapIter(in, a[0], its);
        });
        Registry.constructor(FILTER, (in, a, kw) -> {
            Args.check("filter", a, kw, 2, 2);
            return new FilterIter(in, a[0], Ops.iter(a[1]));
        });
        Registry.constructor(REVERSED, (in, a, kw) -> {
            Args.check("reversed", a, kw, 1, 1);
            return reversed(a[0]);
        });
    }

    static PyObject reversed(PyObject o) {
        PyType t = o.type();
        if (t.hasGuestClass()) {
            PyObject m = t.lookupGuest(Names.REVERSED);
            if (m != null) {
                return Ops.callMethod(o, m);
            }
        }
        if (o instanceof PyList l) {
            return new Reversed(l, l.size());
        }
        if (o instanceof PyRange r) {
            long n = r.length();
            long last = n == 0 ? r.start : r.get(n - 1);
            PyRange rr = new PyRange(last, last - n * r.step, -r.step);
            return Ops.iter(rr);
        }
        if (o instanceof PyDict || o instanceof DictViews.View) {
            PyObject[] items = Iters.toArray(o);
            return reversed(new PyTuple(items));
        }
        if (o instanceof PyStr || o instanceof PyTuple || o instanceof PyBytes || t.lookup(Names.GETITEM) != null
                && t.lookup(Names.LEN) != null) {
            return new Reversed(o, Ops.len(o));
        }
        throw Exc.typeError("'" + t.name() + "' object is not reversible");
    }

    /** {@code reversed()} of a list (its items as they are now) or of a sequence (through {@code __getitem__}). */
    static final class Reversed extends PyIter {
        /** The sequence iterated (kept alive by this iterator, so the memory gauge must see it). */
        private final PyObject seq;
        private int i;

        Reversed(PyObject seq, int n) {
            this.seq = seq;
            this.i = n - 1;
        }

        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            refs.accept(seq);
        }

        @Override
        public PyType type() {
            return REVERSED;
        }

        @Override
        public PyObject next() {
            if (i < 0) {
                return null;
            }
            int at = i--;
            if (seq instanceof PyList l) {
                return at < l.size() ? l.array()[at] : null;
            }
            return Ops.getitem(seq, PyInt.of(at));
        }
    }

    static final class Enumerate extends PyIter {
        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            refs.accept(it);
        }

        final PyObject it;
        long n;
        PyInt big;

        Enumerate(PyObject it, PyInt start) {
            this.it = it;
            this.pipes = it instanceof PyIter p && p.pipes();
            if (start.big == null) {
                n = start.value;
            } else {
                big = start;
            }
        }

        @Override
        public PyType type() {
            return ENUMERATE;
        }

        @Override
        public PyObject next() {
            PyObject x = Ops.next(it);
            if (x == null) {
                return null;
            }
            return pipeItem(x);
        }

        @Override
        public PyIter pipeSource() {
            return it instanceof PyIter p ? p : null;
        }

        @Override
        public PyObject pipeItem(PyObject x) {
            return new PyTuple(new PyObject[] {index(), x});
        }

        /** The next index: a long until it would pass Long.MAX_VALUE, then a big int. */
        PyInt index() {
            PyInt idx;
            if (big != null) {
                idx = big;
                big = (PyInt) Arith.binary(big, PyInt.of(1), Arith.ADD);
            } else {
                idx = PyInt.of(n);
                if (n == Long.MAX_VALUE) {
                    big = (PyInt) Arith.binary(idx, PyInt.of(1), Arith.ADD);
                } else {
                    n++;
                }
            }
            return idx;
        }

        /** Forwards the drain to the wrapped iterator (a generator then pushes without leaving its loop). */
        @Override
        public boolean drain(ItemSink sink) {
            if (big != null) {
                return super.drain(sink);
            }
            return Iters.drain(it, x -> sink.accept(new PyTuple(new PyObject[] {index(), x})));
        }
    }

    static final class Zip extends PyIter {
        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            for (PyObject o : its) {
                refs.accept(o);
            }
        }

        final PyObject[] its;
        final boolean strict;
        boolean done;

        Zip(PyObject[] its, boolean strict) {
            super(Footprint.SMALL_OBJECT + Footprint.refArray(its.length));
            this.its = its;
            this.strict = strict;
        }

        @Override
        public long footprint() {
            return Footprint.SMALL_OBJECT + Footprint.refArray(its.length);
        }

        @Override
        public PyType type() {
            return ZIP;
        }

        @Override
        public PyObject next() {
            if (done || its.length == 0) {
                return null;
            }
            PyObject[] out = new PyObject[its.length];
            for (int i = 0; i < its.length; i++) {
                PyObject x = Ops.next(its[i]);
                if (x == null) {
                    done = true;
                    if (strict) {
                        if (i > 0) {
                            throw Exc.valueError("zip() argument " + (i + 1) + " is shorter than argument"
                                    + (i == 1 ? " 1" : "s 1-" + i));
                        }
                        for (int j = 1; j < its.length; j++) {
                            if (Ops.next(its[j]) != null) {
                                throw Exc.valueError("zip() argument " + (j + 1) + " is longer than argument"
                                        + (j == 1 ? " 1" : "s 1-" + j));
                            }
                        }
                    }
                    return null;
                }
                out[i] = x;
            }
            return new PyTuple(out);
        }
    }

    static final class MapIter extends PyIter {
        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            refs.accept(fn);
            for (PyObject o : its) {
                refs.accept(o);
            }
        }

        private final Interp in;
        final PyObject fn;
        final PyObject[] its;

        MapIter(Interp in, PyObject fn, PyObject[] its) {
            super(Footprint.SMALL_OBJECT + Footprint.refArray(its.length));
            this.in = in;
            this.fn = fn;
            this.its = its;
            this.pipes = its.length == 1 && its[0] instanceof PyIter p && p.pipes();
        }

        @Override
        public PyIter pipeSource() {
            return its.length == 1 && its[0] instanceof PyIter p ? p : null;
        }

        @Override
        public PyObject pipeItem(PyObject x) {
            return Ops.call(in, fn, new PyObject[] {x}, null);
        }

        @Override
        public long footprint() {
            return Footprint.SMALL_OBJECT + Footprint.refArray(its.length);
        }

        @Override
        public PyType type() {
            return MAP;
        }

        @Override
        public PyObject next() {
            PyObject[] args = new PyObject[its.length];
            for (int i = 0; i < its.length; i++) {
                PyObject x = Ops.next(its[i]);
                if (x == null) {
                    return null;
                }
                args[i] = x;
            }
            return Ops.call(in, fn, args, null);
        }

        /** With one iterable: forwards the drain to it (a generator then pushes without leaving its loop). */
        @Override
        public boolean drain(ItemSink sink) {
            if (its.length != 1) {
                return super.drain(sink);
            }
            return Iters.drain(its[0], x -> sink.accept(Ops.call(in, fn, new PyObject[] {x}, null)));
        }
    }

    static final class FilterIter extends PyIter {
        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            refs.accept(fn);
            refs.accept(it);
        }

        private final Interp in;
        final PyObject fn;
        final PyObject it;

        FilterIter(Interp in, PyObject fn, PyObject it) {
            this.in = in;
            this.fn = fn;
            this.it = it;
            this.pipes = it instanceof PyIter p && p.pipes();
        }

        @Override
        public PyIter pipeSource() {
            return it instanceof PyIter p ? p : null;
        }

        @Override
        public PyObject pipeItem(PyObject x) {
            in.charge(1);
            return (fn == PyNone.NONE ? Ops.truth(x) : Ops.truth(in.call(fn, x))) ? x : null;
        }

        @Override
        public PyType type() {
            return FILTER;
        }

        @Override
        public PyObject next() {
            for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                in.charge(1);
                if (fn == PyNone.NONE ? Ops.truth(x) : Ops.truth(in.call(fn, x))) {
                    return x;
                }
            }
            return null;
        }

        /** Forwards the drain to the filtered iterator (a generator then pushes without leaving its loop). */
        @Override
        public boolean drain(ItemSink sink) {
            return Iters.drain(it, x -> {
                in.charge(1);
                boolean keep = fn == PyNone.NONE ? Ops.truth(x) : Ops.truth(in.call(fn, x));
                return !keep || sink.accept(x);
            });
        }
    }

    /** {@code iter(callable, sentinel)}. */
    static final class CallIter extends PyIter {
        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            refs.accept(fn);
            refs.accept(sentinel);
        }

        private final Interp in;
        private final PyObject fn;
        private final PyObject sentinel;
        private boolean done;

        CallIter(Interp in, PyObject fn, PyObject sentinel) {
            this.in = in;
            this.fn = fn;
            this.sentinel = sentinel;
        }

        @Override
        public PyObject next() {
            if (done) {
                return null;
            }
            PyObject r = in.call(fn);
            if (Compare.eqBool(r, sentinel)) {
                done = true;
                return null;
            }
            return r;
        }
    }
}
