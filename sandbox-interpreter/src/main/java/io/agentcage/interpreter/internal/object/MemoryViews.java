package io.agentcage.interpreter.internal.object;

import static io.agentcage.interpreter.internal.object.Registry.method;

/**
 * The {@code memoryview} builtin: construction, items and slices (views of views share the exporter's memory),
 * assignment into writable views, {@code cast} between the native single-character formats, {@code tolist},
 * {@code tobytes}, {@code hex}, {@code release} and the context manager, and its attributes. Items are read and
 * written little-endian with the native sizes of 64-bit Linux ({@code l} and {@code n} are 8 bytes).
 */
final class MemoryViews {
    private MemoryViews() {
    }

    private static final String FORMATS = "BbchHiIlLqQnNfd?";

    static int itemsize(char f) {
        switch (f) {
            case 'h':
            case 'H':
                return 2;
            case 'i':
            case 'I':
            case 'f':
                return 4;
            case 'l':
            case 'L':
            case 'q':
            case 'Q':
            case 'n':
            case 'N':
            case 'd':
                return 8;
            default:
                return 1;
        }
    }

    static void install() {
        PyType t = PyMemoryView.TYPE;
        t.markFinal();
        Registry.constructor(t, (in, a, kw) -> {
            PyObject o = a.length > 0 ? a[0] : Args.kw(kw, "object", null);
            if (o == null || a.length > 1) {
                throw Exc.typeError("memoryview() takes exactly one argument (" + a.length + " given)");
            }
            return of(o);
        });
        method(t, "tobytes", (in, a, kw) -> new PyBytes(view(a[0]).toBytes(), false));
        method(t, "tolist", (in, a, kw) -> {
            if (a.length > 1) {
                throw Exc.typeError("memoryview.tolist() takes no arguments (" + (a.length - 1) + " given)");
            }
            PyMemoryView m = view(a[0]);
            in.charge(m.length);
            in.reserveMemory(8L * m.length);
            PyObject[] items = new PyObject[m.length];
            for (int i = 0; i < m.length; i++) {
                items[i] = get(m, i);
            }
            return new PyList(items, items.length);
        });
        method(t, "hex", (in, a, kw) -> {
            PyObject sepArg = a.length > 1 ? a[1] : Args.kw(kw, "sep", null);
            PyObject perArg = a.length > 2 ? a[2] : Args.kw(kw, "bytes_per_sep", null);
            return new PyStr(BytesMethods.hex(view(a[0]).toBytes(), sepArg, perArg == null ? 1 : Args.asInt(perArg)));
        });
        method(t, "cast", (in, a, kw) -> {
            PyObject f = a.length > 1 ? a[1] : Args.kw(kw, "format", null);
            PyObject shape = a.length > 2 ? a[2] : Args.kw(kw, "shape", null);
            return cast(view(a[0]), f, shape);
        });
        method(t, "release", (in, a, kw) -> {
            ((PyMemoryView) a[0]).release();
            return PyNone.NONE;
        });
        method(t, "__enter__", (in, a, kw) -> view(a[0]));
        method(t, "__exit__", (in, a, kw) -> {
            ((PyMemoryView) a[0]).release();
            return PyBool.FALSE;
        });
        method(t, "__len__", (in, a, kw) -> PyInt.of(len(view(a[0]))));
        method(t, "__getitem__", (in, a, kw) -> getitem(view(a[0]), a[1]));
        method(t, "__setitem__", (in, a, kw) -> {
            setitem(view(a[0]), a[1], a[2]);
            return PyNone.NONE;
        });
        method(t, "__delitem__", (in, a, kw) -> {
            view(a[0]);
            throw Exc.typeError("cannot delete memory");
        });
        method(t, "__eq__", (in, a, kw) -> eq((PyMemoryView) a[0], a[1]));
        method(t, "__ne__", (in, a, kw) -> {
            PyObject r = eq((PyMemoryView) a[0], a[1]);
            return r == PyNone.NOT_IMPLEMENTED ? r : PyBool.of(r == PyBool.FALSE);
        });
    }

    private static PyMemoryView view(PyObject o) {
        if (!(o instanceof PyMemoryView m)) {
            throw Exc.typeError("descriptor requires a 'memoryview' object but received '" + Ops.typeName(o) + "'");
        }
        return m.live();
    }

    /** {@code memoryview(o)}. */
    static PyMemoryView of(PyObject o) {
        if (o instanceof PyBytes b) {
            return new PyMemoryView(b, b, 0, 1, b.size, 'B');
        }
        if (o instanceof PyMemoryView m) {
            m.live();
            return new PyMemoryView(m.buf, m.obj, m.offset, m.stride, m.length, m.format);
        }
        throw Exc.typeError("memoryview: a bytes-like object is required, not '" + Ops.typeName(o) + "'");
    }

    /** The attributes of a view; null for names it does not have. */
    static PyObject attr(PyMemoryView m, String n) {
        switch (n) {
            case "obj":
                return m.live().obj;
            case "format":
                return new PyStr(String.valueOf(m.live().format));
            case "itemsize":
                return PyInt.of(m.live().itemsize);
            case "nbytes":
                return PyInt.of((long) m.live().length * m.itemsize);
            case "readonly":
                return PyBool.of(m.live().readonly());
            case "ndim":
                m.live();
                return PyInt.of(1);
            case "shape":
                return PyTuple.of(PyInt.of(m.live().length));
            case "strides":
                return PyTuple.of(PyInt.of(m.live().stride));
            case "suboffsets":
                m.live();
                return PyTuple.of();
            case "c_contiguous":
            case "f_contiguous":
            case "contiguous":
                return PyBool.of(m.live().contiguous());
            default:
                return null;
        }
    }

    static int len(PyMemoryView m) {
        return m.live().length;
    }

    static String repr(PyMemoryView m) {
        return (m.released() ? "<released memory at " : "<memory at ") + Repr.addr(m) + ">";
    }

    static PyObject getitem(PyMemoryView m, PyObject key) {
        m.live();
        if (key instanceof PySlice s) {
            long[] ix = s.indices(m.length);
            return new PyMemoryView(m.buf, m.obj, m.offset + (int) ix[0] * m.stride, m.stride * (int) ix[2],
                    (int) ix[3], m.format);
        }
        return get(m, index(m, key));
    }

    private static int index(PyMemoryView m, PyObject key) {
        if (!(key instanceof PyInt k)) {
            throw Exc.typeError("memoryview: invalid slice key");
        }
        long i = k.big != null ? Long.MAX_VALUE : k.value;
        if (i < 0) {
            i += m.length;
        }
        if (i < 0 || i >= m.length) {
            throw Exc.indexError("index out of bounds on dimension 1");
        }
        return (int) i;
    }

    private static long raw(PyMemoryView m, int i) {
        long v = 0;
        for (int k = m.itemsize - 1; k >= 0; k--) {
            v = (v << 8) | (m.buf.data[m.pos(i, k)] & 0xff);
        }
        return v;
    }

    /** Item {@code i} as a guest value of the view's format. */
    static PyObject get(PyMemoryView m, int i) {
        long v = raw(m, i);
        switch (m.format) {
            case 'B':
            case 'H':
            case 'I':
                return PyInt.of(v);
            case 'b':
                return PyInt.of((byte) v);
            case 'h':
                return PyInt.of((short) v);
            case 'i':
                return PyInt.of((int) v);
            case 'l':
            case 'q':
            case 'n':
                return PyInt.of(v);
            case 'L':
            case 'Q':
            case 'N':
                return v >= 0 ? PyInt.of(v) : PyInt.of(new java.math.BigInteger(Long.toUnsignedString(v)));
            case 'f':
                return new PyFloat(Float.intBitsToFloat((int) v));
            case 'd':
                return new PyFloat(Double.longBitsToDouble(v));
            case '?':
                return PyBool.of(v != 0);
            case 'c':
                return new PyBytes(new byte[] {(byte) v}, false);
            default:
                throw Exc.notImplemented("memoryview: format " + m.format + " not supported");
        }
    }

    static void setitem(PyMemoryView m, PyObject key, PyObject value) {
        m.live();
        if (m.readonly()) {
            throw Exc.typeError("cannot modify read-only memory");
        }
        if (key instanceof PySlice s) {
            PyMemoryView dst = (PyMemoryView) getitem(m, s);
            PyMemoryView src = value instanceof PyMemoryView v ? v.live() : value instanceof PyBytes ? of(value) : null;
            if (src == null) {
                throw Exc.typeError("a bytes-like object is required, not '" + Ops.typeName(value) + "'");
            }
            if (src.length != dst.length || src.format != dst.format) {
                throw Exc.valueError("memoryview assignment: lvalue and rvalue have different structures");
            }
            // copy out first: source and destination may overlap in one bytearray
            byte[] data = src.toBytes();
            int j = 0;
            for (int i = 0; i < dst.length; i++) {
                for (int k = 0; k < dst.itemsize; k++) {
                    dst.buf.data[dst.pos(i, k)] = data[j++];
                }
            }
            return;
        }
        int i = index(m, key);
        long bits = pack(m.format, value);
        int[] at = new int[m.itemsize];
        for (int k = 0; k < m.itemsize; k++) {
            at[k] = m.pos(i, k);
        }
        for (int k = 0; k < m.itemsize; k++) {
            m.buf.data[at[k]] = (byte) (bits >>> (8 * k));
        }
    }

    private static long pack(char f, PyObject v) {
        if (f == 'c') {
            if (!(v instanceof PyBytes b)) {
                throw invalidType(f);
            }
            if (b.size != 1) {
                throw invalidValue(f);
            }
            return b.data[0];
        }
        if (f == 'f' || f == 'd') {
            if (!(v instanceof PyFloat || v instanceof PyInt)) {
                throw invalidType(f);
            }
            double d = Arith.toDouble(v);
            return f == 'f' ? Float.floatToRawIntBits((float) d) & 0xffffffffL : Double.doubleToRawLongBits(d);
        }
        if (f == '?') {
            return Ops.truth(v) ? 1 : 0;
        }
        if (!(v instanceof PyInt i)) {
            throw invalidType(f);
        }
        int size = itemsize(f);
        boolean signed = Character.isLowerCase(f);
        java.math.BigInteger x = i.toBig();
        int bits = size * 8;
        java.math.BigInteger lo = signed ? java.math.BigInteger.ONE.shiftLeft(bits - 1).negate()
                : java.math.BigInteger.ZERO;
        java.math.BigInteger hi = signed ? java.math.BigInteger.ONE.shiftLeft(bits - 1)
                : java.math.BigInteger.ONE.shiftLeft(bits);
        if (x.compareTo(lo) < 0 || x.compareTo(hi) >= 0) {
            throw invalidValue(f);
        }
        return x.longValue();
    }

    private static PyException invalidType(char f) {
        return Exc.typeError("memoryview: invalid type for format '" + f + "'");
    }

    private static PyException invalidValue(char f) {
        return Exc.valueError("memoryview: invalid value for format '" + f + "'");
    }

    private static PyObject cast(PyMemoryView m, PyObject f, PyObject shape) {
        if (!(f instanceof PyStr fs)) {
            throw Exc.typeError("memoryview.cast() argument 'format' must be str, not " + Ops.typeName(f));
        }
        String s = fs.value().startsWith("@") ? fs.value().substring(1) : fs.value();
        if (s.length() != 1 || FORMATS.indexOf(s.charAt(0)) < 0) {
            throw Exc.valueError("memoryview: destination format must be a native single character format prefixed"
                    + " with an optional '@'");
        }
        char to = s.charAt(0);
        if (!m.contiguous()) {
            throw Exc.typeError("memoryview: casts are restricted to C-contiguous views");
        }
        if (!byteFormat(m.format) && !byteFormat(to)) {
            throw Exc.typeError("memoryview: cannot cast between two non-byte formats");
        }
        long nbytes = (long) m.length * m.itemsize;
        int size = itemsize(to);
        if (nbytes % size != 0) {
            throw Exc.typeError("memoryview: length is not a multiple of itemsize");
        }
        if (shape != null && shape != PyNone.NONE) {
            PyObject[] dims = Iters.toArray(shape);
            if (dims.length != 1 || !(dims[0] instanceof PyInt d) || d.big != null || d.value != nbytes / size) {
                throw Exc.typeError("memoryview: multi-dimensional casts are not supported by this interpreter;"
                        + " index the flat view instead");
            }
        }
        return new PyMemoryView(m.buf, m.obj, m.offset, size, (int) (nbytes / size), to);
    }

    private static boolean byteFormat(char f) {
        return f == 'B' || f == 'b' || f == 'c';
    }

    private static PyObject eq(PyMemoryView m, PyObject other) {
        if (m == other) {
            return PyBool.TRUE;
        }
        PyMemoryView o = other instanceof PyMemoryView v ? v : other instanceof PyBytes ? of(other) : null;
        if (o == null) {
            return PyNone.NOT_IMPLEMENTED;
        }
        return PyBool.of(equal(m, o));
    }

    /** Whether two views (or a view and a bytes-like object) hold equal items; a released view equals nothing. */
    static boolean equal(PyMemoryView m, PyObject other) {
        PyMemoryView o = other instanceof PyMemoryView v ? v : other instanceof PyBytes ? of(other) : null;
        if (o == null || m.released() || o.released()) {
            return m == other;
        }
        if (m.length != o.length) {
            return false;
        }
        Interp.current().charge(m.length);
        for (int i = 0; i < m.length; i++) {
            if (m.format == o.format && byteFormat(m.format) ? raw(m, i) != raw(o, i)
                    : !Ops.eqBool(get(m, i), get(o, i))) {
                return false;
            }
        }
        return true;
    }

    /** The items, for iteration (charged like a list of them). */
    static PyObject[] items(PyMemoryView m) {
        m.live();
        Interp in = Interp.current();
        in.charge(m.length);
        in.reserveMemory(8L * m.length);
        PyObject[] items = new PyObject[m.length];
        for (int i = 0; i < m.length; i++) {
            items[i] = get(m, i);
        }
        return items;
    }
}
