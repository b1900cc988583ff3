package io.agentcage.interpreter.internal.object;

import java.util.ConcurrentModificationException;
import java.util.Iterator;

/** The iteration protocol and the native iterators of the builtin containers. */
public final class Iters {
    private Iters() {
    }

    /** {@code iter(o)}: a native iterator, or the guest iterator object returned by {@code __iter__}. */
    public static PyObject iter(PyObject o) {
        PyType t = o.type();
        if (t.hasGuestClass()) {
            PyObject m = t.lookupGuest(Names.ITER);
            if (m != null) {
                PyObject it = Ops.callMethod(o, m);
                if (!(it instanceof PyIter) && it.type().lookup(Names.NEXT) == null) {
                    throw Exc.typeError("iter() returned non-iterator of type '" + Ops.typeName(it) + "'");
                }
                return it;
            }
            if (t.lookupGuest(Names.GETITEM) != null && !(o instanceof PyList || o instanceof PyTuple
                    || o instanceof PyDict)) {
                return new SeqIter(o);
            }
        }
        if (o instanceof PyIter) {
            return o;
        }
        if (o instanceof PyList l) {
            return new ListIter(l);
        }
        if (o instanceof PyTuple tu) {
            return new ArrayIter(tu, tu.items, tu.items.length);
        }
        if (o instanceof PyStr s) {
            return new StrIter(s);
        }
        if (o instanceof PyDict d) {
            return JavaIter.of(d, JavaIter.KEYS);
        }
        if (o instanceof PySet s) {
            return JavaIter.of(s);
        }
        if (o instanceof PyRange r) {
            return new RangeIter(r);
        }
        if (o instanceof DictViews.View v) {
            return v.iterator();
        }
        if (o instanceof PyMemoryView m) {
            PyObject[] items = MemoryViews.items(m);
            return new ArrayIter(items, items.length);
        }
        if (o instanceof PyBytes b) {
            byte[] data = b.bytes();
            PyObject[] items = new PyObject[data.length];
            for (int i = 0; i < data.length; i++) {
                items[i] = PyInt.of(data[i] & 0xff);
            }
            return new ArrayIter(items, items.length);
        }
        if (o instanceof IntFlagValue) {
            return Ops.callMethod(o, o.type().lookup(Names.ITER));
        }
        throw Exc.typeError("'" + Ops.typeName(o) + "' object is not iterable");
    }

    /** Calls a guest {@code __next__}; {@code null} when it raises StopIteration. */
    static PyObject guestNext(PyObject it) {
        PyObject m = it.type().lookup(Names.NEXT);
        if (m == null) {
            throw Exc.typeError("'" + Ops.typeName(it) + "' object is not an iterator");
        }
        try {
            return Ops.callMethod(it, m);
        } catch (PyException e) {
            if (Exc.matches(e, Exc.StopIteration)) {
                return null;
            }
            throw e;
        }
    }

    /**
     * Pushes every item of the iterator {@code it} (as {@link Ops#iter} returns it) into {@code sink} until the sink
     * declines one: true when the iterator ended. Native iterators and generators push (see {@link PyIter#drain}),
     * guest iterators are asked with {@code __next__}.
     */
    public static boolean drain(PyObject it, ItemSink sink) {
        if (it instanceof PyIter pi) {
            return pi.drain(sink);
        }
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            if (!sink.accept(x)) {
                return false;
            }
        }
        return true;
    }

    /** {@link #nextPair}: the iterator is not one whose pairs it can hand out unpacked. */
    public static final int PAIR_NONE = -1;
    /** {@link #nextPair}: the iterator is exhausted. */
    public static final int PAIR_DONE = -2;

    /**
     * The next item of {@code enumerate(...)} (small counter) pushed unpacked for {@code for i, x in enumerate(...)}
     * (FOR_ITER followed by UNPACK_SEQUENCE 2): {@code x} at {@code stack[sp]}, the index above it, as unpacking
     * the tuple would leave them, without making the tuple nobody else can see. Returns the new stack pointer,
     * {@link #PAIR_DONE} at the end, or {@link #PAIR_NONE} (nothing done) for any other iterator.
     */
    public static int nextPair(PyObject it, PyObject[] stack, int sp) {
        if (it.getClass() != IterBuiltins.Enumerate.class || ((IterBuiltins.Enumerate) it).big != null) {
            return PAIR_NONE;
        }
        IterBuiltins.Enumerate e = (IterBuiltins.Enumerate) it;
        PyObject x = Ops.next(e.it);
        if (x == null) {
            return PAIR_DONE;
        }
        stack[sp] = x;
        stack[sp + 1] = e.index();
        return sp + 2;
    }

    /** All items of an iterable, charging one step per item. */
    public static PyObject[] toArray(PyObject o) {
        if (o instanceof PyTuple t && !t.type().hasGuestClass()) {
            return t.items;
        }
        if (o instanceof PyList l && !l.type().hasGuestClass()) {
            return l.toArray();
        }
        PyList out = new PyList();
        extend(out, o);
        return out.toArray();
    }

    /** Appends every item of {@code iterable} to {@code list}. */
    public static void extend(PyList list, PyObject iterable) {
        if (iterable instanceof PyList l && !l.type().hasGuestClass()) {
            int n = l.size();
            PyObject[] into = list.reserve(n);
            System.arraycopy(l.array(), 0, into, list.size(), n);
            list.appended(n);
            Interp.current().charge(n);
            return;
        }
        if (iterable instanceof PyTuple t && !t.type().hasGuestClass()) {
            int n = t.items.length;
            PyObject[] into = list.reserve(n);
            System.arraycopy(t.items, 0, into, list.size(), n);
            list.appended(n);
            Interp.current().charge(n);
            return;
        }
        Interp in = Interp.current();
        if (iterable instanceof PyRange r) {
            // The size is known: refuse list(range(10**9)) before making millions of ints, not after.
            long n = r.length();
            in.reserveMemory(Footprint.refArray(list.size() + n) + n * Footprint.INT);
            if (list.size() + n > list.array().length && list.size() + n <= Integer.MAX_VALUE - 8) {
                list.grow((int) (list.size() + n));
            }
        }
        PyObject it = iter(iterable);
        // the list may be one a builtin is filling (list(), sorted(), tuple()): the memory gauge must see it
        int mark = in.memory().pin(list);
        try {
            drain(it, x -> {
                list.append(x);
                in.charge(1);
                return true;
            });
        } finally {
            in.memory().unpin(mark);
        }
    }

    /** Iterates a list by index, seeing appends made during iteration (as CPython does). */
    static final class ListIter extends PyIter {
        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            refs.accept(list);
        }

        final PyList list;
        int i;

        ListIter(PyList list) {
            this.list = list;
        }

        @Override
        public PyObject next() {
            return i < list.size() ? list.array()[i++] : null;
        }
    }

    /** Iterates a fixed array: its own, or the array of a tuple or list ({@code owner}). */
    public static final class ArrayIter extends PyIter {
        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            if (owner != null) {
                refs.accept(owner);
                return;
            }
            for (int i = 0; i < n; i++) {
                refs.accept(items[i]);
            }
        }

        /** The array when it is this iterator's own (the owner's is counted with the owner). */
        @Override
        public long footprint() {
            return Footprint.SMALL_OBJECT + (owner == null ? Footprint.refArray(items.length) : 0);
        }

        /** The value whose array this iterates, or null when the array is the iterator's own. */
        final PyObject owner;
        final PyObject[] items;
        final int n;
        int i;

        /** Iterates {@code items}, an array of its own (charged here). */
        public ArrayIter(PyObject[] items, int n) {
            super(Footprint.SMALL_OBJECT + Footprint.refArray(items.length));
            this.owner = null;
            this.items = items;
            this.n = n;
        }

        /** Iterates the first {@code n} items of {@code items}, the array of {@code owner} (a tuple or list). */
        public ArrayIter(PyObject owner, PyObject[] items, int n) {
            this.owner = owner;
            this.items = items;
            this.n = n;
        }

        @Override
        public PyObject next() {
            return i < n ? items[i++] : null;
        }
    }

    static final class StrIter extends PyIter {
        final String s;
        int i;

        StrIter(PyStr s) {
            this.s = s.value();
        }

        StrIter(String s, int i) {
            this.s = s;
            this.i = i;
        }

        @Override
        public PyObject next() {
            if (i >= s.length()) {
                return null;
            }
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            return PyStr.ofCodePoint(cp);
        }
    }

    static final class RangeIter extends PyIter {
        long cur;
        long left;
        final long step;

        RangeIter(PyRange r) {
            this.cur = r.start;
            this.left = r.length();
            this.step = r.step;
        }

        RangeIter(long cur, long left, long step) {
            this.cur = cur;
            this.left = left;
            this.step = step;
        }

        @Override
        public PyObject next() {
            if (left <= 0) {
                return null;
            }
            left--;
            long v = cur;
            cur += step;
            return PyInt.of(v);
        }
    }

    /**
     * Iterates a dict's keys, values or items, or a set's elements, raising RuntimeError when the container changes
     * size. Counts what it handed out, so that a snapshot can restore its place.
     */
    public static final class JavaIter extends PyIter {
        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            if (container instanceof PyObject p) {
                refs.accept(p);
            }
        }

        public static final int KEYS = 0;
        public static final int VALUES = 1;
        public static final int ITEMS = 2;
        public static final int ELEMENTS = 3;
        private Iterator<?> it;
        private final int kind;
        private final Object container;
        private final int size;
        private int consumed;

        private JavaIter(int kind, Object container, int size) {
            this.kind = kind;
            this.container = container;
            this.size = size;
        }

        /** An iterator over {@code d}'s keys ({@link #KEYS}), values or items. */
        public static JavaIter of(PyDict d, int kind) {
            return new JavaIter(kind, d, d.size());
        }

        /** An iterator over a set's elements. */
        public static JavaIter of(PySet s) {
            return new JavaIter(ELEMENTS, s, s.set.size());
        }

        /**
         * An iterator at a saved place: {@code consumed} items already handed out of a container that then had
         * {@code size} items.
         */
        public static JavaIter restore(int kind, Object container, int size, int consumed) {
            JavaIter j = new JavaIter(kind, container, size);
            j.consumed = consumed;
            return j;
        }

        public int kind() {
            return kind;
        }

        public Object container() {
            return container;
        }

        public int size() {
            return size;
        }

        public int consumed() {
            return consumed;
        }

        private Iterator<?> start() {
            Iterator<?> i;
            if (container instanceof PySet s) {
                i = s.set.iterator();
            } else {
                var m = ((PyDict) container).map;
                i = kind == KEYS ? m.keySet().iterator() : kind == VALUES ? m.values().iterator()
                        : m.entrySet().iterator();
            }
            for (int k = 0; k < consumed && i.hasNext(); k++) {
                i.next();
            }
            return i;
        }

        @Override
        public PyObject next() {
            try {
                if (it == null) {
                    int now = container instanceof PyDict d ? d.size() : ((PySet) container).size();
                    if (now != size) {
                        throw new ConcurrentModificationException();
                    }
                    it = start();
                }
                if (!it.hasNext()) {
                    // CPython checks the size on every call, the last one too: a key added while the last item
                    // was handed out is an error, not the end
                    int now = container instanceof PyDict d ? d.size() : ((PySet) container).size();
                    if (now != size) {
                        throw new ConcurrentModificationException();
                    }
                    return null;
                }
                Object x = it.next();
                consumed++;
                if (x instanceof java.util.Map.Entry<?, ?> e) {
                    return new PyTuple(new PyObject[] {(PyObject) e.getKey(), (PyObject) e.getValue()});
                }
                return (PyObject) x;
            } catch (ConcurrentModificationException e) {
                boolean set = kind == ELEMENTS;
                int now = container instanceof PyDict d ? d.size() : ((PySet) container).size();
                throw Exc.runtimeError((set ? "Set" : "dictionary") + (now != size || set ? " changed size during"
                        + " iteration" : " keys changed during iteration"));
            }
        }
    }

    /** The legacy sequence protocol: {@code __getitem__(0)}, {@code (1)}, ... until IndexError. */
    static final class SeqIter extends PyIter {
        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            refs.accept(seq);
        }

        final PyObject seq;
        long i;

        SeqIter(PyObject seq) {
            this.seq = seq;
        }

        @Override
        public PyObject next() {
            if (i < 0) {
                return null;
            }
            try {
                return Ops.getitem(seq, PyInt.of(i++));
            } catch (PyException e) {
                if (Exc.matches(e, Exc.IndexError) || Exc.matches(e, Exc.StopIteration)) {
                    i = -1;
                    return null;
                }
                throw e;
            }
        }
    }
}
