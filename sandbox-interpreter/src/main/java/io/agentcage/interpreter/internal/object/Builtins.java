package io.agentcage.interpreter.internal.object;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/** The builtin functions that need no access to the running frame (those live in the VM's builtins). */
public final class Builtins {
    private Builtins() {
    }

    private static void def(PyDict d, String name, NativeFunction f) {
        d.put(name, new PyBuiltin(name, f));
    }

    static void install(PyDict d) {
        for (PyType t : new PyType[] {PyType.INT, PyType.BOOL, PyType.FLOAT, PyType.COMPLEX, PyType.STR, PyType.BYTES,
                PyType.BYTEARRAY, PyType.LIST, PyType.TUPLE, PyType.DICT, PyType.SET, PyType.FROZENSET, PyType.RANGE,
                PyType.SLICE, PyType.TYPE, PyType.OBJECT, PyType.PROPERTY, PyType.CLASSMETHOD, PyType.STATICMETHOD,
                PyType.SUPER, PyMemoryView.TYPE}) {
            d.put(t.name(), t);
        }
        for (var e : Exc.all().entrySet()) {
            d.put(e.getKey(), e.getValue());
        }
        d.put("EnvironmentError", Exc.OSError);
        d.put("IOError", Exc.OSError);
        d.put("None", PyNone.NONE);
        d.put("True", PyBool.TRUE);
        d.put("False", PyBool.FALSE);
        d.put("Ellipsis", PyNone.ELLIPSIS);
        d.put("NotImplemented", PyNone.NOT_IMPLEMENTED);
        d.put("__name__", new PyStr("builtins"));
        Registry.constructor(PyType.SLICE, (in, a, kw) -> {
            Args.check("slice", a, kw, 1, 3);
            if (a.length == 1) {
                return new PySlice(PyNone.NONE, a[0], PyNone.NONE);
            }
            return new PySlice(a[0], a[1], a.length > 2 ? a[2] : PyNone.NONE);
        });
        Registry.method(PyType.SLICE, "indices", (in, a, kw) -> {
            Args.method("indices", a, kw, 1, 1);
            PyInt n = Ops.index(a[1], "'%T' object cannot be interpreted as an integer");
            if (n.big != null && n.big.signum() > 0) {
                throw Exc.make(Exc.OverflowError, "cannot fit 'int' into an index-sized integer");
            }
            if (n.big != null || n.value < 0) {
                throw Exc.valueError("length should not be negative");
            }
            long[] ix = ((PySlice) a[0]).indices(n.value);
            return new PyTuple(new PyObject[] {PyInt.of(ix[0]), PyInt.of(ix[1]), PyInt.of(ix[2])});
        });
        Registry.constructor(PyType.SUPER, (in, a, kw) -> {
            if (a.length > 0 && !(a[0] instanceof PyType)) {
                throw Exc.typeError("super() argument 1 must be a type, not " + Ops.typeName(a[0]));
            }
            if (a.length != 2 || !(a[0] instanceof PyType t)) {
                throw Exc.runtimeError("super(): no arguments");
            }
            if (!(a[1] instanceof PyType ot && ot.isSubtypeOf(t)) && !a[1].type().isSubtypeOf(t)) {
                throw Exc.typeError("super(type, obj): obj must be an instance or subtype of type");
            }
            return new PySuper(t, a[1]);
        });
        BuiltinFunctions.install(d);
        IterBuiltins.install(d);
    }

    static PyObject floatToInt(double v) {
        if (Double.isNaN(v)) {
            throw Exc.valueError("cannot convert float NaN to integer");
        }
        if (Double.isInfinite(v)) {
            throw Exc.overflowError("cannot convert float infinity to integer");
        }
        if (Math.abs(v) < 9.2e18) {
            return PyInt.of((long) v);
        }
        return PyInt.of(new BigDecimal(v).toBigInteger());
    }

    /** {@code round(x[, n])}: a guest {@code __round__} first, then int's and float's (correctly rounded). */
    static PyObject round(PyObject x, PyObject nd) {
        if (x == null) {
            throw Exc.typeError("round() missing required argument 'number' (pos 1)");
        }
        PyObject m = x.type().lookupGuest(Names.ROUND);
        if (m != null) {
            return nd == null ? Ops.callMethod(x, m) : Ops.callMethod(x, m, nd);
        }
        if (x instanceof PyInt i) {
            return roundInt(i, nd);
        }
        if (x instanceof PyFloat f) {
            return roundFloat(f.value, nd);
        }
        throw Exc.typeError("type " + Ops.typeName(x) + " doesn't define __round__ method");
    }

    /** {@code int.__round__}: ties to even at 10**-n; the result is an int. */
    static PyObject roundInt(PyInt i, PyObject nd) {
        BigInteger v = i.toBig();
        if (nd == null || nd == PyNone.NONE) {
            return PyInt.of(v);
        }
        PyInt n = Ops.index(nd, "'%T' object cannot be interpreted as an integer");
        if (n.signum() >= 0) {
            return PyInt.of(v);
        }
        // 10**-n beyond the value's digits: the result is 0 (no huge power is built)
        BigInteger neg = n.toBig().negate();
        if (neg.compareTo(BigInteger.valueOf(v.bitLength() * 302L / 1000 + 2)) > 0) {
            return PyInt.of(0);
        }
        Interp.current().charge(1 + v.bitLength() / 64);
        BigDecimal r = new BigDecimal(v).setScale(-neg.intValueExact(), RoundingMode.HALF_EVEN);
        return PyInt.of(r.setScale(0, RoundingMode.UNNECESSARY).toBigInteger());
    }

    /**
     * {@code float.__round__}: without n, ties-to-even to an int; with n, the double nearest to the exact binary
     * value rounded half-even at 10**-n (so round(2.675, 2) == 2.67, as CPython's correctly rounded dtoa gives).
     */
    static PyObject roundFloat(double v, PyObject nd) {
        if (nd == null || nd == PyNone.NONE) {
            return floatToInt(Math.rint(v));
        }
        PyInt ni = Ops.index(nd, "'%T' object cannot be interpreted as an integer");
        long n = ni.big != null ? (ni.big.signum() > 0 ? Long.MAX_VALUE : Long.MIN_VALUE) : ni.value;
        if (Double.isNaN(v) || Double.isInfinite(v) || v == 0) {
            return new PyFloat(v);
        }
        if (n > 330) {
            return new PyFloat(v);
        }
        if (n < -330) {
            return new PyFloat(0.0 * v);
        }
        if (n >= 0 && n < POW10.length) {
            double fast = roundFast(v, POW10[(int) n]);
            if (!Double.isNaN(fast)) {
                return new PyFloat(fast);
            }
        }
        BigDecimal r = new BigDecimal(v).setScale((int) n, RoundingMode.HALF_EVEN);
        double out = r.signum() == 0 ? 0.0 : Double.parseDouble(r.toString());
        if (Double.isInfinite(out)) {
            throw Exc.overflowError("rounded value too large to represent");
        }
        return new PyFloat(out == 0 ? Math.copySign(0.0, v) : out);
    }

    /** 10**0 .. 10**22: the powers of ten a double holds exactly. */
    private static final double[] POW10 = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
        1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

    /**
     * {@code round(v, n)} for {@code p = 10**n} exact, without BigDecimal: the exact product {@code v * p} is
     * {@code hi + lo} (an FMA gives the product's rounding error exactly), rounded half-even to the integer
     * {@code m} (only when {@code hi} lies exactly half-way does {@code lo} decide), and {@code m / p} is the double
     * nearest to the decimal result, as CPython's dtoa-based rounding gives. NaN when {@code |v * p|} is too large
     * for that ({@code >= 2**52}); the caller then takes the exact path.
     */
    static double roundFast(double v, double p) {
        double hi = v * p;
        if (!(Math.abs(hi) < 0x1p52)) {
            return Double.NaN;
        }
        double lo = Math.fma(v, p, -hi);
        double r = Math.rint(hi);
        double d = hi - r;
        if (d == 0.5 && lo > 0) {
            r += 1;
        } else if (d == -0.5 && lo < 0) {
            r -= 1;
        }
        double out = r / p;
        return out == 0 ? Math.copySign(0.0, v) : out;
    }

    /** {@code dir(obj)}: sorted attribute names of modelled attributes. */
    /** The attributes builtin types answer without a dictionary entry (SpecialAttrs), which dir() lists. */
    private static final java.util.Map<PyType, String[]> SPECIAL_NAMES = java.util.Map.of(
            PyType.INT, new String[] {"denominator", "imag", "numerator", "real"},
            PyType.FLOAT, new String[] {"imag", "real"},
            PyType.COMPLEX, new String[] {"imag", "real"},
            PyType.RANGE, new String[] {"start", "step", "stop"},
            PyType.SLICE, new String[] {"start", "step", "stop"},
            Exc.BaseException, new String[] {"args"});

    public static PyObject dir(PyObject o) {
        java.util.TreeSet<String> names = new java.util.TreeSet<>();
        PyDict d = o.instanceDict();
        if (d != null) {
            for (PyObject k : d.map.keySet()) {
                names.add(Ops.str(k));
            }
        }
        PyType t = o instanceof PyType pt ? pt : o.type();
        for (PyType c : t.mro()) {
            for (PyObject k : c.dict().map.keySet()) {
                names.add(Ops.str(k));
            }
            String[] special = SPECIAL_NAMES.get(c);
            if (special != null) {
                names.addAll(java.util.Arrays.asList(special));
            }
        }
        PyList out = new PyList();
        for (String s : names) {
            out.append(new PyStr(s));
        }
        return out;
    }

    /** {@code isinstance} second-argument handling (type or tuple of types, guest {@code __instancecheck__}). */
    public static boolean isInstance(PyObject o, PyObject cls) {
        if (cls instanceof PyType t) {
            if (t.type() != PyType.TYPE && t.type().hasGuestClass()) {
                PyObject m = t.type().lookupGuest(PyStr.intern("__instancecheck__"));
                if (m != null) {
                    return Ops.truth(Ops.callMethod(t, m, o));
                }
            }
            return o.type().isSubtypeOf(t) || declaredClassIsSubtype(o, t);
        }
        if (cls instanceof PyTuple tu) {
            for (PyObject c : tu.items) {
                if (isInstance(o, c)) {
                    return true;
                }
            }
            return false;
        }
        // any other object whose class defines __instancecheck__ (types.UnionType, typing's forms)
        if (cls.type().hasGuestClass()) {
            PyObject m = cls.type().lookupGuest(PyStr.intern("__instancecheck__"));
            if (m != null) {
                return Ops.truth(Ops.callMethod(cls, m, o));
            }
        }
        throw Exc.typeError("isinstance() arg 2 must be a type, a tuple of types, or a union");
    }

    /**
     * CPython's second look in {@code isinstance}: an object whose class overrides {@code __class__} (a property, as
     * proxies and mocks do) is also an instance of what that attribute names. Only a class-level {@code __class__}
     * can differ from the type ({@code object.__class__} is a data descriptor), so other objects cost one lookup.
     */
    private static boolean declaredClassIsSubtype(PyObject o, PyType t) {
        PyType type = o.type();
        if (type.lookupGuest(PyStr.intern("__class__")) == null) {
            return false;
        }
        PyObject declared;
        try {
            declared = Ops.getattrOrNull(o, PyStr.intern("__class__"));
        } catch (PyException e) {
            if (Exc.matches(e, Exc.AttributeError)) {
                return false;
            }
            throw e;
        }
        return declared != type && declared instanceof PyType d && d.isSubtypeOf(t);
    }

    public static boolean isSubclass(PyObject c, PyObject cls) {
        if (!(cls instanceof PyTuple) && cls.type() != PyType.TYPE && cls.type().hasGuestClass()) {
            PyObject m = cls.type().lookupGuest(PyStr.intern("__subclasscheck__"));
            if (m != null) {
                return Ops.truth(Ops.callMethod(cls, m, c));
            }
        }
        if (!(c instanceof PyType ct)) {
            throw Exc.typeError("issubclass() arg 1 must be a class");
        }
        if (cls instanceof PyType t) {
            return ct.isSubtypeOf(t);
        }
        if (cls instanceof PyTuple tu) {
            for (PyObject x : tu.items) {
                if (isSubclass(c, x)) {
                    return true;
                }
            }
            return false;
        }
        throw Exc.typeError("issubclass() arg 2 must be a class, a tuple of classes, or a union");
    }
}
