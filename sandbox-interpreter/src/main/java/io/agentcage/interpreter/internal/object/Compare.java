package io.agentcage.interpreter.internal.object;

import java.math.BigInteger;

/** Rich comparison ({@code == != < <= > >=}) with CPython's dispatch: reflected methods, subclass priority. */
public final class Compare {
    private Compare() {
    }

    public static final int EQ = 0;
    public static final int NE = 1;
    public static final int LT = 2;
    public static final int LE = 3;
    public static final int GT = 4;
    public static final int GE = 5;

    private static final String[] SYMBOLS = {"==", "!=", "<", "<=", ">", ">="};
    private static final PyStr[] DUNDERS = {Names.EQ, Names.NE, Names.LT, Names.LE, Names.GT, Names.GE};
    private static final int[] REFLECT = {EQ, NE, GT, GE, LT, LE};

    public static PyObject eq(PyObject a, PyObject b) {
        return compare(a, b, EQ);
    }

    public static boolean eqBool(PyObject a, PyObject b) {
        return a == b || Ops.truth(compare(a, b, EQ));
    }

    /**
     * {@code bool(a < b)}, as sorting, heapq, min and max ask it: exact tuples, exact small ints, exact strs and exact
     * floats answer here without building a bool; everything else goes through full dispatch ({@link #compare}).
     */
    public static boolean lessThan(PyObject a, PyObject b) {
        Class<?> c = a.getClass();
        if (c == b.getClass()) {
            if (c == PyTuple.class) {
                return tupleLt(((PyTuple) a).items, ((PyTuple) b).items);
            }
            if (c == PyInt.class && ((PyInt) a).big == null && ((PyInt) b).big == null) {
                return ((PyInt) a).value < ((PyInt) b).value;
            }
            if (c == PyFloat.class) {
                return ((PyFloat) a).value < ((PyFloat) b).value;
            }
            if (c == PyStr.class) {
                return compareStr((PyStr) a, (PyStr) b) < 0;
            }
        }
        return Ops.truth(compare(a, b, LT));
    }

    /** {@code bool(x < y)} for the items of two exact tuples (see {@link #seqCompare}). */
    private static boolean tupleLt(PyObject[] x, PyObject[] y) {
        PyObject r = seqCompare(x, x.length, y, y.length, LT);
        return r == PyBool.TRUE || r != PyBool.FALSE && Ops.truth(r);
    }

    /** Ints up to this magnitude convert to double exactly: comparing them as doubles is CPython's exact result. */
    private static final long EXACT_IN_DOUBLE = 1L << 53;

    /**
     * {@code a op b} for the VM's comparison instruction: exact floats, or an exact float and an exact int whose
     * magnitude is at most 2**53 (so that the double comparison is exact, as CPython's float-int comparison is),
     * compare at once with IEEE semantics (NaN unequal to everything, -0.0 == 0.0); the rest goes to
     * {@link #compare}.
     */
    public static PyObject compareQuick(PyObject a, PyObject b, int op) {
        double x;
        double y;
        if (a.getClass() == PyFloat.class) {
            x = ((PyFloat) a).value;
            if (b.getClass() == PyFloat.class) {
                y = ((PyFloat) b).value;
            } else if (b.getClass() == PyInt.class && exactInDouble((PyInt) b)) {
                y = ((PyInt) b).value;
            } else {
                return compare(a, b, op);
            }
        } else if (b.getClass() == PyFloat.class && a.getClass() == PyInt.class && exactInDouble((PyInt) a)) {
            x = ((PyInt) a).value;
            y = ((PyFloat) b).value;
        } else {
            return compare(a, b, op);
        }
        return PyBool.of(doubles(x, y, op));
    }

    private static boolean exactInDouble(PyInt i) {
        return i.big == null && i.value >= -EXACT_IN_DOUBLE && i.value <= EXACT_IN_DOUBLE;
    }

    private static boolean doubles(double x, double y, int op) {
        switch (op) {
            case EQ:
                return x == y;
            case NE:
                return x != y;
            case LT:
                return x < y;
            case LE:
                return x <= y;
            case GT:
                return x > y;
            default:
                return x >= y;
        }
    }

    /** {@code a op b}. */
    public static PyObject compare(PyObject a, PyObject b, int op) {
        if (a instanceof PyInt x && b instanceof PyInt y && x.big == null && y.big == null
                && !(a instanceof Subclassed.IntSub) && !(b instanceof Subclassed.IntSub)) {
            long p = x.value;
            long q = y.value;
            return PyBool.of(cmpResult(Long.compare(p, q), op));
        }
        if (a instanceof PyStr x && b instanceof PyStr y && !(a instanceof Subclassed.StrSub)
                && !(b instanceof Subclassed.StrSub)) {
            if (op == EQ) {
                return PyBool.of(x.value().equals(y.value()));
            }
            if (op == NE) {
                return PyBool.of(!x.value().equals(y.value()));
            }
            return PyBool.of(cmpResult(compareStr(x, y), op));
        }
        PyType ta = a.type();
        PyType tb = b.type();
        int rop = REFLECT[op];
        PyObject r;
        boolean checkedReflected = false;
        // CPython's do_richcompare: the right operand first when its type is a proper subclass of the left's
        if (ta != tb && tb.hasGuestClass() && tb.isSubtypeOf(ta)) {
            checkedReflected = true;
            r = slot(b, tb, a, rop);
            if (r != PyNone.NOT_IMPLEMENTED) {
                return r;
            }
        }
        r = slot(a, ta, b, op);
        if (r != PyNone.NOT_IMPLEMENTED) {
            return r;
        }
        if (!checkedReflected) {
            r = slot(b, tb, a, rop);
            if (r != PyNone.NOT_IMPLEMENTED) {
                return r;
            }
        }
        if (op == EQ) {
            return PyBool.of(a == b);
        }
        if (op == NE) {
            return PyBool.of(a != b);
        }
        throw unorderable(a, b, op);
    }

    /**
     * The rich comparison slot of {@code x}'s type ({@code tp_richcompare}): {@code x op y} as that type alone
     * answers it, or NotImplemented. A guest class answers through the method its MRO gives (which may be a builtin
     * base's); a builtin type through its own comparison.
     */
    static PyObject slot(PyObject x, PyType tx, PyObject y, int op) {
        if (!tx.hasGuestClass()) {
            return builtinSlot(x, tx, y, op);
        }
        PyObject m = tx.lookup(DUNDERS[op]);
        if (m == null) {
            return PyNone.NOT_IMPLEMENTED;
        }
        if (m instanceof PyBuiltin b && b.fn instanceof SlotFunction) {
            return builtinSlot(x, tx, y, op);
        }
        if (m instanceof PyFunction fn) {
            Interp in = Interp.current();
            return in.machine().callPositional(in, fn, 2, x, y);
        }
        return Ops.callMethod(x, m, y);
    }

    /** The builtin comparison methods ({@code int.__lt__} and so on): the type's own slot, no dispatch. */
    static final class SlotFunction implements NativeFunction {
        private final int op;

        SlotFunction(int op) {
            this.op = op;
        }

        @Override
        public PyObject call(Interp in, PyObject[] a, PyDict kw) {
            Args.method(DUNDERS[op].value(), a, kw, 1, 1);
            return builtinSlot(a[0], a[0].type(), a[1], op);
        }
    }

    /** Installs the six comparison methods of the builtin types that compare by value (before the freeze). */
    static void install() {
        PyType[] types = {PyType.INT, PyType.FLOAT, PyType.COMPLEX, PyType.STR, PyType.BYTES, PyType.BYTEARRAY,
            PyType.LIST, PyType.TUPLE, PyType.DICT, PyType.SET, PyType.FROZENSET, PyType.RANGE, PyType.DICT_KEYS,
            PyType.DICT_ITEMS};
        for (PyType t : types) {
            for (int op = EQ; op <= GE; op++) {
                t.dict().put(DUNDERS[op], new PyBuiltin(DUNDERS[op].value(), new SlotFunction(op), true, t.name()));
            }
        }
    }

    private static final PyObject NI = PyNone.NOT_IMPLEMENTED;

    /** {@code x op y} as the builtin layout of {@code x} answers it (CPython's per-type richcompare). */
    private static PyObject builtinSlot(PyObject x, PyType tx, PyObject y, int op) {
        if (x instanceof PyInt xi) {
            return y instanceof PyInt yi ? PyBool.of(cmpResult(xi.big == null && yi.big == null
                    ? Long.compare(xi.value, yi.value) : xi.toBig().compareTo(yi.toBig()), op)) : NI;
        }
        if (x instanceof PyStr xs) {
            return y instanceof PyStr ys ? PyBool.of(cmpResult(compareStr(xs, ys), op)) : NI;
        }
        if (x instanceof PyFloat) {
            return y instanceof PyFloat || y instanceof PyInt ? PyBool.of(numCompare(x, y, op)) : NI;
        }
        if (x instanceof PyComplex) {
            if ((op != EQ && op != NE) || !isNumber(y)) {
                return NI;
            }
            return PyBool.of(((PyComplex) x).valueEquals(y) == (op == EQ));
        }
        if (x instanceof PyTuple xt) {
            return y instanceof PyTuple yt
                    ? seqCompare(xt.items, xt.items.length, yt.items, yt.items.length, op) : NI;
        }
        if (x instanceof PyList xl) {
            return y instanceof PyList yl ? seqCompare(xl.array(), xl.size(), yl.array(), yl.size(), op) : NI;
        }
        if (x instanceof PyDict xd) {
            if ((op != EQ && op != NE) || !(y instanceof PyDict yd)) {
                return NI;
            }
            return PyBool.of(dictEq(xd, yd) == (op == EQ));
        }
        if (x instanceof PySet xs) {
            if (y instanceof PySet ys) {
                return PyBool.of(setCompare(xs, ys, op));
            }
            return NI;
        }
        if (x instanceof PyBytes xb) {
            // bytes compares with bytes only; bytearray with any bytes-like object
            if (!(y instanceof PyBytes yb) || (!xb.mutable && yb.mutable)) {
                return NI;
            }
            return PyBool.of(cmpResult(java.util.Arrays.compareUnsigned(xb.bytes(), yb.bytes()), op));
        }
        if (x instanceof DictViews.View xv && xv.kind != DictViews.VALUES) {
            PySet other;
            if (y instanceof PySet ys) {
                other = ys;
            } else if (y instanceof DictViews.View yv && yv.kind != DictViews.VALUES) {
                other = yv.asSet();
            } else {
                return NI;
            }
            return PyBool.of(setCompare(xv.asSet(), other, op));
        }
        if (x instanceof PyRange) {
            if ((op != EQ && op != NE) || !(y instanceof PyRange)) {
                return NI;
            }
            return PyBool.of(x.equals(y) == (op == EQ));
        }
        // another builtin type: a comparison method it registered, else object's (identity for ==)
        PyObject m = tx.lookup(DUNDERS[op]);
        if (m != null && !(m instanceof PyBuiltin b && ("object".equals(b.owner) || b.fn instanceof SlotFunction))) {
            return Ops.callMethod(x, m, y);
        }
        return objectSlot(x, tx, y, op);
    }

    /** {@code object}'s comparison: identity for ==, != the negation of the type's ==, the rest NotImplemented. */
    static PyObject objectSlot(PyObject x, PyType tx, PyObject y, int op) {
        if (op == EQ) {
            return x == y ? PyBool.TRUE : NI;
        }
        if (op == NE) {
            PyObject e = slot(x, tx, y, EQ);
            return e == NI ? NI : PyBool.of(!Ops.truth(e));
        }
        return NI;
    }

    static boolean cmpResult(int c, int op) {
        switch (op) {
            case EQ:
                return c == 0;
            case NE:
                return c != 0;
            case LT:
                return c < 0;
            case LE:
                return c <= 0;
            case GT:
                return c > 0;
            default:
                return c >= 0;
        }
    }

    /**
     * Compares two strs by code point. UTF-16 order ({@link String#compareTo}, an intrinsic that compares many chars at
     * a time) differs from code-point order only where the first differing chars are a surrogate and a char from
     * U+E000 to U+FFFF, which needs both strings to hold chars above U+00FF: when either holds none, it is exact.
     */
    public static int compareStr(PyStr x, PyStr y) {
        return !x.isWide() || !y.isWide() ? x.value().compareTo(y.value()) : compareStr(x.value(), y.value());
    }

    /** Compares by code point (Java's compareTo compares UTF-16 units, which orders astral characters wrongly). */
    public static int compareStr(String x, String y) {
        int n = Math.min(x.length(), y.length());
        for (int i = 0; i < n; i++) {
            char c = x.charAt(i);
            char d = y.charAt(i);
            if (c != d) {
                if (Character.isSurrogate(c) || Character.isSurrogate(d)) {
                    return Integer.compare(x.codePointAt(i), y.codePointAt(i));
                }
                return c - d;
            }
        }
        return x.length() - y.length();
    }

    private static boolean isNumber(PyObject o) {
        return o instanceof PyComplex || o instanceof PyFloat || o instanceof PyInt;
    }

    static PyException unorderable(PyObject a, PyObject b, int op) {
        return Exc.typeError("'" + SYMBOLS[op] + "' not supported between instances of '" + Ops.typeName(a)
                + "' and '" + Ops.typeName(b) + "'");
    }

    private static boolean numCompare(PyObject a, PyObject b, int op) {
        if (a instanceof PyInt x && b instanceof PyInt y) {
            return cmpResult(x.toBig().compareTo(y.toBig()), op);
        }
        if (a instanceof PyFloat x && b instanceof PyFloat y) {
            return doubles(x.value, y.value, op);
        }
        if (a instanceof PyFloat x) {
            return intFloatCompare((PyInt) b, x.value, REFLECT[op]);
        }
        return intFloatCompare((PyInt) a, ((PyFloat) b).value, op);
    }

    /** {@code i op f}, exact even for huge ints. */
    private static boolean intFloatCompare(PyInt i, double f, int op) {
        if (Double.isNaN(f)) {
            return op == NE;
        }
        if (Double.isInfinite(f)) {
            return cmpResult(f > 0 ? -1 : 1, op);
        }
        if (i.big == null && Math.abs(i.value) < (1L << 53)) {
            return doubles((double) i.value, f, op);
        }
        BigInteger fi = new java.math.BigDecimal(f).toBigInteger();
        int c = i.toBig().compareTo(fi);
        if (c == 0) {
            double frac = f - Math.floor(f);
            c = frac == 0 ? 0 : (f > 0 ? -1 : 1);
        }
        return cmpResult(c, op);
    }

    /**
     * CPython's tuple and list comparison: the first pair of items that is neither the same object nor equal
     * decides, for {@code ==} and {@code !=} by being there, else by that pair's own comparison, returned as it is
     * (a guest {@code __lt__} need not return a bool); when every pair is equal, the lengths decide. Pairs of exact
     * small ints, floats and strs are compared here directly.
     */
    private static PyObject seqCompare(PyObject[] x, int nx, PyObject[] y, int ny, int op) {
        int n = Math.min(nx, ny);
        for (int i = 0; i < n; i++) {
            PyObject p = x[i];
            PyObject q = y[i];
            if (p == q) {
                continue;
            }
            int c = fastCompare(p, q);
            if (c == 0) {
                continue;
            }
            if (c == NO_FAST && elementEq(p, q)) {
                continue;
            }
            if (op == EQ || op == NE) {
                return PyBool.of(op == NE);
            }
            return c == NO_FAST ? compare(p, q, op) : PyBool.of(c != UNORDERED && cmpResult(c, op));
        }
        return PyBool.of(cmpResult(Integer.compare(nx, ny), op));
    }

    /** {@link #fastCompare}: the pair is not of one exact small int, float or str type. */
    private static final int NO_FAST = 2;
    /** {@link #fastCompare}: two floats of which one is NaN (unequal, and no order holds). */
    private static final int UNORDERED = 3;

    /**
     * -1, 0 or 1 for two exact small ints, exact floats or exact strs; {@link #UNORDERED} for floats with a NaN;
     * {@link #NO_FAST} for any other pair.
     */
    private static int fastCompare(PyObject p, PyObject q) {
        Class<?> c = p.getClass();
        if (c != q.getClass()) {
            return NO_FAST;
        }
        if (c == PyInt.class && ((PyInt) p).big == null && ((PyInt) q).big == null) {
            return Long.compare(((PyInt) p).value, ((PyInt) q).value);
        }
        if (c == PyFloat.class) {
            double u = ((PyFloat) p).value;
            double v = ((PyFloat) q).value;
            return u < v ? -1 : u > v ? 1 : u == v ? 0 : UNORDERED;
        }
        if (c == PyStr.class) {
            return Integer.signum(compareStr((PyStr) p, (PyStr) q));
        }
        return NO_FAST;
    }

    private static boolean dictEq(PyDict x, PyDict y) {
        if (x.size() != y.size()) {
            return false;
        }
        for (var e : x.map.entrySet()) {
            PyObject v = y.map.get(e.getKey());
            if (v == null || !elementEq(e.getValue(), v)) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code a == b} for items of two containers being compared: comparing nested containers counts against the
     * recursion limit, as CPython's {@code Py_EnterRecursiveCall(" in comparison")} does, so that deeply nested
     * data gives RecursionError rather than exhausting the thread's stack.
     */
    private static boolean elementEq(PyObject a, PyObject b) {
        if (a == b || !(a instanceof PyList || a instanceof PyTuple || a instanceof PyDict)) {
            return eqBool(a, b);
        }
        Interp in = Interp.currentOrNull();
        if (in == null) {
            return eqBool(a, b);
        }
        in.enterNative(" in comparison");
        try {
            return eqBool(a, b);
        } finally {
            in.leaveNative();
        }
    }

    static boolean setCompare(PySet x, PySet y, int op) {
        switch (op) {
            case EQ:
                return x.size() == y.size() && y.set.containsAll(x.set);
            case NE:
                return !(x.size() == y.size() && y.set.containsAll(x.set));
            case LE:
                return x.size() <= y.size() && y.set.containsAll(x.set);
            case LT:
                return x.size() < y.size() && y.set.containsAll(x.set);
            case GE:
                return x.size() >= y.size() && x.set.containsAll(y.set);
            default:
                return x.size() > y.size() && x.set.containsAll(y.set);
        }
    }
}
