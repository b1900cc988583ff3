package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Footprint;
import io.agentcage.interpreter.internal.object.Gauged;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyInstance;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyIter;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PySlice;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.Repr;
import java.util.IdentityHashMap;

/**
 * The hot methods of {@code collections.deque}, bound into the Python class by {@code collections.py}: a ring
 * buffer kept as the instance's native state (never visible to guest code), with CPython's messages, its
 * {@code maxlen} trimming and its "deque mutated during iteration" guard. The rarer methods stay in Python on top of
 * {@code _deque_list} / {@code _deque_assign}. Growth past 1024 slots is charged to the memory budget before it
 * happens and every element added by {@code extend} is charged a unit of work, so {@code deque(range(10**9))}
 * ends on a budget, not on the host's heap.
 */
final class DequeOps {
    private static final ThreadLocal<IdentityHashMap<Ring, Boolean>> IN_REPR =
            ThreadLocal.withInitial(IdentityHashMap::new);

    private DequeOps() {
    }

    /** The items of one deque: a circular array, its maxlen (-1 for none) and a counter of mutations. */
    static final class Ring implements Gauged {
        PyObject[] buf = new PyObject[8];
        int head;
        int size;
        long maxlen = -1;
        long state;

        /** This object without its array: header, array reference, two ints and two longs (40 bytes). */
        static final int BYTES = 40;

        @Override
        public long gauge(java.util.function.Consumer<PyObject> refs) {
            for (int i = 0; i < size; i++) {
                refs.accept(get(i));
            }
            return BYTES + Footprint.refArray(buf.length);
        }

        PyObject get(int i) {
            return buf[(head + i) & (buf.length - 1)];
        }

        void set(int i, PyObject v) {
            buf[(head + i) & (buf.length - 1)] = v;
        }

        void ensure(Interp in) {
            if (size < buf.length) {
                return;
            }
            if (buf.length >= (1 << 30)) {
                throw Exc.make(Exc.MemoryError, "deque too large");
            }
            int cap = buf.length << 1;
            if (cap > 1024) {
                in.chargeMemory(Footprint.refArray(cap));
            } else {
                in.allocate(Footprint.refArray(cap));
            }
            PyObject[] n = new PyObject[cap];
            for (int i = 0; i < size; i++) {
                n[i] = get(i);
            }
            buf = n;
            head = 0;
        }

        void addLast(Interp in, PyObject v) {
            ensure(in);
            set(size++, v);
            state++;
            if (maxlen >= 0 && size > maxlen) {
                removeFirst();
            }
        }

        void addFirst(Interp in, PyObject v) {
            ensure(in);
            head = (head - 1) & (buf.length - 1);
            buf[head] = v;
            size++;
            state++;
            if (maxlen >= 0 && size > maxlen) {
                removeLast();
            }
        }

        PyObject removeFirst() {
            PyObject v = buf[head];
            buf[head] = null;
            head = (head + 1) & (buf.length - 1);
            size--;
            state++;
            return v;
        }

        PyObject removeLast() {
            int i = (head + size - 1) & (buf.length - 1);
            PyObject v = buf[i];
            buf[i] = null;
            size--;
            state++;
            return v;
        }

        PyObject[] toArray() {
            PyObject[] out = new PyObject[size];
            for (int i = 0; i < size; i++) {
                out[i] = get(i);
            }
            return out;
        }

        /**
         * Rotates {@code n} steps to the right (left when negative) as CPython's {@code _deque_rotate}: the shorter
         * way round, moving {@code min(n mod size, size - n mod size)} items in place; any rotation of two or more
         * items counts as a mutation.
         */
        void rotate(long n) {
            if (size <= 1) {
                return;
            }
            state++;
            int k = (int) Math.floorMod(n, (long) size);
            int mask = buf.length - 1;
            if (k <= size / 2) {
                for (int i = 0; i < k; i++) {
                    int last = (head + size - 1) & mask;
                    int nh = (head - 1) & mask;
                    if (nh != last) {
                        buf[nh] = buf[last];
                        buf[last] = null;
                    }
                    head = nh;
                }
            } else {
                for (int i = size - k; i > 0; i--) {
                    int dst = (head + size) & mask;
                    if (dst != head) {
                        buf[dst] = buf[head];
                        buf[head] = null;
                    }
                    head = (head + 1) & mask;
                }
            }
        }

        void clear() {
            buf = new PyObject[8];
            head = 0;
            size = 0;
            state++;
        }
    }

    /** The deque's ring, made empty on first use (a subclass may skip {@code deque.__init__}, as in CPython). */
    static Ring ring(PyObject self, String method) {
        if (self instanceof PyInstance inst) {
            Object s = inst.nativeState();
            if (s instanceof Ring r) {
                return r;
            }
            if (s == null) {
                Interp.allocated(Ring.BYTES + Footprint.refArray(8));
                Ring r = new Ring();
                inst.setNativeState(r);
                return r;
            }
        }
        throw Exc.typeError("descriptor '" + method + "' for 'collections.deque' objects doesn't apply to a '"
                + Ops.typeName(self) + "' object");
    }

    static void define(ModuleBuilder m) {
        m.value("_deque_init", new PyBuiltin("__init__", DequeOps::init, true, "deque"));
        m.function("_deque_maxlen", (in, a, kw) -> {
            Args.check("maxlen", a, kw, 1, 1);
            long n = ring(a[0], "maxlen").maxlen;
            return n < 0 ? PyNone.NONE : PyInt.of(n);
        });
        m.function("_deque_list", (in, a, kw) -> {
            Args.check("_deque_list", a, kw, 1, 1);
            PyObject[] items = ring(a[0], "copy").toArray();
            return new PyList(items, items.length);
        });
        m.function("_deque_assign", (in, a, kw) -> {
            Args.check("_deque_assign", a, kw, 3, 3);
            assign(ring(a[0], "__setitem__"), (PyList) a[1], Ops.truth(a[2]));
            return PyNone.NONE;
        });
        m.value("_deque_append", new PyBuiltin("append", (in, a, kw) -> {
            Args.method("deque.append", a, kw, 1, 1);
            ring(a[0], "append").addLast(in, a[1]);
            return PyNone.NONE;
        }, true, "deque"));
        m.value("_deque_appendleft", new PyBuiltin("appendleft", (in, a, kw) -> {
            Args.method("deque.appendleft", a, kw, 1, 1);
            ring(a[0], "appendleft").addFirst(in, a[1]);
            return PyNone.NONE;
        }, true, "deque"));
        m.value("_deque_pop", new PyBuiltin("pop", (in, a, kw) -> {
            Args.method("deque.pop", a, kw, 0, 0);
            Ring r = ring(a[0], "pop");
            if (r.size == 0) {
                throw Exc.indexError("pop from an empty deque");
            }
            return r.removeLast();
        }, true, "deque"));
        m.value("_deque_popleft", new PyBuiltin("popleft", (in, a, kw) -> {
            Args.method("deque.popleft", a, kw, 0, 0);
            Ring r = ring(a[0], "popleft");
            if (r.size == 0) {
                throw Exc.indexError("pop from an empty deque");
            }
            return r.removeFirst();
        }, true, "deque"));
        m.value("_deque_extend", new PyBuiltin("extend", (in, a, kw) -> {
            Args.method("deque.extend", a, kw, 1, 1);
            extend(in, ring(a[0], "extend"), a[1], false);
            return PyNone.NONE;
        }, true, "deque"));
        m.value("_deque_extendleft", new PyBuiltin("extendleft", (in, a, kw) -> {
            Args.method("deque.extendleft", a, kw, 1, 1);
            extend(in, ring(a[0], "extendleft"), a[1], true);
            return PyNone.NONE;
        }, true, "deque"));
        m.value("_deque_rotate", new PyBuiltin("rotate", (in, a, kw) -> {
            Args.method("deque.rotate", a, kw, 0, 1);
            long n = 1;
            if (a.length > 1) {
                PyInt k = Ops.index(a[1], "'%T' object cannot be interpreted as an integer");
                if (k.big != null) {
                    throw Exc.overflowError("Python int too large to convert to C ssize_t");
                }
                n = k.value;
            }
            Ring r = ring(a[0], "rotate");
            long k = r.size <= 1 ? 0 : Math.floorMod(n, (long) r.size);
            in.charge(Math.min(k, r.size - k) / 8);   // a unit of work per eight items moved
            r.rotate(n);
            return PyNone.NONE;
        }, true, "deque"));
        m.value("_deque_clear", new PyBuiltin("clear", (in, a, kw) -> {
            Args.method("deque.clear", a, kw, 0, 0);
            ring(a[0], "clear").clear();
            return PyNone.NONE;
        }, true, "deque"));
        m.value("_deque___len__", new PyBuiltin("__len__", (in, a, kw) -> {
            Args.method("deque.__len__", a, kw, 0, 0);
            return PyInt.of(ring(a[0], "__len__").size);
        }, true, "deque"));
        m.value("_deque___bool__", new PyBuiltin("__bool__", (in, a, kw) -> {
            Args.method("deque.__bool__", a, kw, 0, 0);
            return PyBool.of(ring(a[0], "__bool__").size > 0);
        }, true, "deque"));
        m.value("_deque___iter__", new PyBuiltin("__iter__", (in, a, kw) -> {
            Args.method("deque.__iter__", a, kw, 0, 0);
            return new RingIter(a[0], ring(a[0], "__iter__"), false);
        }, true, "deque"));
        m.value("_deque___reversed__", new PyBuiltin("__reversed__", (in, a, kw) -> {
            Args.method("deque.__reversed__", a, kw, 0, 0);
            return new RingIter(a[0], ring(a[0], "__reversed__"), true);
        }, true, "deque"));
        m.value("_deque___getitem__", new PyBuiltin("__getitem__", (in, a, kw) -> {
            Args.method("deque.__getitem__", a, kw, 1, 1);
            Ring r = ring(a[0], "__getitem__");
            return r.get(index(r, a[1]));
        }, true, "deque"));
        m.value("_deque___repr__", new PyBuiltin("__repr__", (in, a, kw) -> {
            Args.method("deque.__repr__", a, kw, 0, 0);
            return new PyStr(repr(a[0]));
        }, true, "deque"));
    }

    private static PyObject init(Interp in, PyObject[] a, io.agentcage.interpreter.internal.object.PyDict kw) {
        Args.method("deque", a, null, 0, 2);
        PyObject iterable = Natives.arg(a, kw, 1, "iterable", null);
        PyObject maxlen = Natives.arg(a, kw, 2, "maxlen", PyNone.NONE);
        if (kw != null) {
            Args.onlyKeywords("deque", kw, "iterable", "maxlen");
        }
        long n = -1;
        if (maxlen != PyNone.NONE) {
            if (!(maxlen instanceof PyInt)) {
                throw Exc.typeError("an integer is required");
            }
            n = Args.asLong(maxlen);
            if (n < 0) {
                throw Exc.valueError("maxlen must be non-negative");
            }
        }
        Ring r = ring(a[0], "__init__");
        if (r.size > 0) {
            r.clear();
        }
        r.maxlen = n;
        if (iterable != null) {
            extend(in, r, iterable, false);
        }
        return PyNone.NONE;
    }

    private static void extend(Interp in, Ring r, PyObject iterable, boolean left) {
        if (iterable instanceof PyInstance inst && inst.nativeState() == r) {
            iterable = new PyList(r.toArray(), r.size);
        }
        PyObject it = Ops.iter(iterable);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            in.charge(1);
            if (left) {
                r.addFirst(in, x);
            } else {
                r.addLast(in, x);
            }
        }
    }

    private static void assign(Ring r, PyList items, boolean mutation) {
        long state = r.state;
        r.clear();
        int cap = 8;
        while (cap < items.size()) {
            cap <<= 1;
        }
        r.buf = new PyObject[cap];
        System.arraycopy(items.array(), 0, r.buf, 0, items.size());
        r.size = items.size();
        r.state = mutation ? state + 1 : state;
    }

    private static int index(Ring r, PyObject key) {
        if (key instanceof PySlice) {
            throw Exc.typeError("sequence index must be integer, not 'slice'");
        }
        PyInt k = Ops.index(key, "sequence index must be integer, not '%T'");
        long i = k.big != null ? -1 : k.value < 0 ? k.value + r.size : k.value;
        if (k.big != null || i < 0 || i >= r.size) {
            throw Exc.indexError("deque index out of range");
        }
        return (int) i;
    }

    private static String repr(PyObject self) {
        Ring r = ring(self, "__repr__");
        IdentityHashMap<Ring, Boolean> active = IN_REPR.get();
        if (active.containsKey(r)) {
            return "[...]";
        }
        active.put(r, Boolean.TRUE);
        try {
            String items = Repr.repr(new PyList(r.toArray(), r.size));
            String name = self.type().name();
            return r.maxlen < 0 ? name + "(" + items + ")" : name + "(" + items + ", maxlen=" + r.maxlen + ")";
        } finally {
            active.remove(r);
        }
    }

    /** Iterates a deque front to back (or back to front), refusing to go on once the deque changed. */
    private static final class RingIter extends PyIter {
        /** The deque iterated: it keeps the ring alive, and the memory gauge counts the ring through it. */
        private final PyObject deque;
        private final Ring ring;
        private final long state;
        private final boolean reversed;
        private int remaining;

        RingIter(PyObject deque, Ring ring, boolean reversed) {
            this.deque = deque;
            this.ring = ring;
            this.state = ring.state;
            this.reversed = reversed;
            this.remaining = ring.size;
        }

        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            refs.accept(deque);
        }

        @Override
        public PyObject next() {
            if (ring.state != state) {
                remaining = 0;
                throw Exc.runtimeError("deque mutated during iteration");
            }
            if (remaining == 0) {
                return null;
            }
            int done = ring.size - remaining;
            remaining--;
            return reversed ? ring.get(ring.size - 1 - done) : ring.get(done);
        }
    }
}
