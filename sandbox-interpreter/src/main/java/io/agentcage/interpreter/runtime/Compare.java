package io.agentcage.interpreter.runtime;

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
                return PyBool.of(x.value.equals(y.value));
            }
            if (op == NE) {
                return PyBool.of(!x.value.equals(y.value));
            }
            return PyBool.of(cmpResult(compareStr(x.value, y.value), op));
        }
        PyType ta = a.type();
        PyType tb = b.type();
        if (ta.hasGuestClass() || tb.hasGuestClass()) {
            PyObject r = guestCompare(a, b, op, ta, tb);
            if (r != null) {
                return r;
            }
        }
        return PyBool.of(builtinCompare(a, b, op));
    }

    private static PyObject guestCompare(PyObject a, PyObject b, int op, PyType ta, PyType tb) {
        int rop = REFLECT[op];
        boolean reflectedFirst = tb != ta && tb.isSubtypeOf(ta) && tb.lookupGuest(DUNDERS[rop]) != null;
        if (reflectedFirst) {
            PyObject r = tryMethod(b, tb, DUNDERS[rop], a);
            if (r != null) {
                return r;
            }
        }
        PyObject r = tryMethod(a, ta, DUNDERS[op], b);
        if (r != null) {
            return r;
        }
        if (op == NE && inheritsObjectNe(ta)) {
            PyObject e = tryMethod(a, ta, Names.EQ, b);
            if (e != null) {
                return PyBool.of(!Ops.truth(e));
            }
        }
        if (!reflectedFirst) {
            r = tryMethod(b, tb, DUNDERS[rop], a);
            if (r != null) {
                return r;
            }
            if (op == NE && inheritsObjectNe(tb)) {
                PyObject e = tryMethod(b, tb, Names.EQ, a);
                if (e != null) {
                    return PyBool.of(!Ops.truth(e));
                }
            }
        }
        return null;
    }

    /** Whether {@code !=} derives from {@code __eq__} (object's {@code __ne__}) rather than a builtin base's. */
    private static boolean inheritsObjectNe(PyType t) {
        PyType.Layout l = t.layout();
        return l == PyType.Layout.OBJECT || l == PyType.Layout.EXCEPTION || l == PyType.Layout.TYPE;
    }

    private static PyObject tryMethod(PyObject self, PyType t, PyStr name, PyObject other) {
        PyObject m = t.lookupGuest(name);
        if (m == null) {
            return null;
        }
        PyObject r = Ops.callMethod(self, m, other);
        return r == PyNone.NOT_IMPLEMENTED ? null : r;
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

    private static boolean builtinCompare(PyObject a, PyObject b, int op) {
        if (a instanceof PyStr x && b instanceof PyStr y) {
            return cmpResult(compareStr(x.value, y.value), op);
        }
        if ((a instanceof PyInt || a instanceof PyFloat) && (b instanceof PyInt || b instanceof PyFloat)) {
            return numCompare(a, b, op);
        }
        if (a instanceof PyComplex || b instanceof PyComplex) {
            if (op == EQ || op == NE) {
                // a guest object whose __eq__ declined falls back to identity, as in CPython
                boolean numbers = isNumber(a) && isNumber(b);
                boolean e = numbers ? a.equals(b) : a == b;
                return op == EQ ? e : !e;
            }
            throw unorderable(a, b, op);
        }
        if (a instanceof PyList x && b instanceof PyList y) {
            return seqCompare(x.items, x.size, y.items, y.size, op);
        }
        if (a instanceof PyTuple x && b instanceof PyTuple y) {
            return seqCompare(x.items, x.items.length, y.items, y.items.length, op);
        }
        if (a instanceof PyDict x && b instanceof PyDict y && (op == EQ || op == NE)) {
            boolean e = dictEq(x, y);
            return op == EQ ? e : !e;
        }
        if (a instanceof PySet x && b instanceof PySet y) {
            return setCompare(x, y, op);
        }
        if (a instanceof PyBytes x && b instanceof PyBytes y) {
            return cmpResult(java.util.Arrays.compareUnsigned(x.bytes(), y.bytes()), op);
        }
        if (a instanceof DictViews.View x && b instanceof DictViews.View y && (op == EQ || op == NE)) {
            boolean e = x.kind != DictViews.VALUES && x.kind == y.kind && setCompare(x.asSet(), y.asSet(), EQ);
            return op == EQ ? e : !e;
        }
        if (a instanceof DictViews.View x && x.kind == DictViews.KEYS && b instanceof PySet y) {
            return setCompare(x.asSet(), y, op);
        }
        if (op == EQ) {
            return a == b || (a instanceof PyRange && a.equals(b));
        }
        if (op == NE) {
            return !(a == b || (a instanceof PyRange && a.equals(b)));
        }
        throw unorderable(a, b, op);
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
            return floatCmp(x.value, y.value, op);
        }
        if (a instanceof PyFloat x) {
            return intFloatCompare((PyInt) b, x.value, REFLECT[op]);
        }
        return intFloatCompare((PyInt) a, ((PyFloat) b).value, op);
    }

    private static boolean floatCmp(double x, double y, int op) {
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

    /** {@code i op f}, exact even for huge ints. */
    private static boolean intFloatCompare(PyInt i, double f, int op) {
        if (Double.isNaN(f)) {
            return op == NE;
        }
        if (Double.isInfinite(f)) {
            return cmpResult(f > 0 ? -1 : 1, op);
        }
        if (i.big == null && Math.abs(i.value) < (1L << 53)) {
            return floatCmp((double) i.value, f, op);
        }
        BigInteger fi = new java.math.BigDecimal(f).toBigInteger();
        int c = i.toBig().compareTo(fi);
        if (c == 0) {
            double frac = f - Math.floor(f);
            c = frac == 0 ? 0 : (f > 0 ? -1 : 1);
        }
        return cmpResult(c, op);
    }

    private static boolean seqCompare(PyObject[] x, int nx, PyObject[] y, int ny, int op) {
        int n = Math.min(nx, ny);
        for (int i = 0; i < n; i++) {
            if (!eqBool(x[i], y[i])) {
                if (op == EQ) {
                    return false;
                }
                if (op == NE) {
                    return true;
                }
                return Ops.truth(compare(x[i], y[i], op));
            }
        }
        return cmpResult(Integer.compare(nx, ny), op);
    }

    private static boolean dictEq(PyDict x, PyDict y) {
        if (x.size() != y.size()) {
            return false;
        }
        for (var e : x.map.entrySet()) {
            PyObject v = y.map.get(e.getKey());
            if (v == null || !eqBool(e.getValue(), v)) {
                return false;
            }
        }
        return true;
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
