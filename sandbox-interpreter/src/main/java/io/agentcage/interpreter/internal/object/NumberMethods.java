package io.agentcage.interpreter.internal.object;

import static io.agentcage.interpreter.internal.object.Registry.method;

import java.math.BigDecimal;
import java.math.BigInteger;

/** Constructors and methods of {@code int}, {@code bool}, {@code float} and {@code complex}. */
final class NumberMethods {
    private NumberMethods() {
    }

    static void install() {
        Registry.method(PyType.INT, "__round__", (in, a, kw) -> {
            Args.method("__round__", a, kw, 0, 1);
            return Builtins.roundInt((PyInt) a[0], a.length > 1 ? a[1] : null);
        });
        Registry.method(PyType.FLOAT, "__round__", (in, a, kw) -> {
            Args.method("__round__", a, kw, 0, 1);
            return Builtins.roundFloat(((PyFloat) a[0]).value, a.length > 1 ? a[1] : null);
        });
        Registry.constructor(PyType.INT, NumberMethods::newInt);
        Registry.constructor(PyType.BOOL, (in, a, kw) -> {
            Args.check("bool", a, kw, 0, 1);
            return PyBool.of(a.length == 1 && Ops.truth(a[0]));
        });
        Registry.constructor(PyType.FLOAT, (in, a, kw) -> {
            Args.check("float", a, kw, 0, 1);
            if (a.length == 0) {
                return new PyFloat(0.0);
            }
            PyObject x = a[0];
            if (x instanceof Subclassed.Value v) {
                PyObject m = x.type().lookupGuest(Names.FLOAT);
                if (m != null) {
                    PyObject r = Ops.callMethod(x, m);
                    if (!(r instanceof PyFloat)) {
                        throw Exc.typeError(Ops.typeName(x) + ".__float__ returned non-float (type "
                                + Ops.typeName(r) + ")");
                    }
                    return Subclassed.plain(r);
                }
                x = v.plain();
            }
            if (x instanceof PyFloat) {
                return x;
            }
            if (x instanceof PyStr s) {
                return new PyFloat(Numbers.parseFloat(s.value()));
            }
            if (x instanceof PyBytes b) {
                return new PyFloat(Numbers.parseFloat(new String(b.bytes(), java.nio.charset.StandardCharsets.UTF_8)));
            }
            if (x instanceof PyInt i) {
                return new PyFloat(i.toDouble());
            }
            PyObject m = x.type().lookupGuest(Names.FLOAT);
            if (m != null) {
                return Ops.callMethod(x, m);
            }
            if (x.type().lookupGuest(Names.INDEX) != null) {
                return new PyFloat(Ops.index(x, "").toDouble());
            }
            throw Exc.typeError("float() argument must be a string or a real number, not '" + Ops.typeName(x) + "'");
        });
        Registry.constructor(PyType.COMPLEX, (in, a, kw) -> {
            Args.clinic("complex", a, kw, 2, "real", "imag");
            if (kw != null && kw.size() > 0) {
                PyObject[] all = new PyObject[2];
                System.arraycopy(a, 0, all, 0, a.length);
                if (all[0] == null) {
                    all[0] = Args.kw(kw, "real", null);
                }
                if (all[1] == null) {
                    all[1] = Args.kw(kw, "imag", null);
                }
                a = all[1] != null ? new PyObject[] {all[0] != null ? all[0] : PyInt.of(0), all[1]}
                        : all[0] != null ? new PyObject[] {all[0]} : new PyObject[0];
            }
            if (a.length > 0 && a[0] instanceof PyStr s) {
                if (a.length > 1) {
                    throw Exc.typeError("complex() can't take second arg if first is a string");
                }
                return parseComplex(s.value());
            }
            if (a.length > 1 && a[1] instanceof PyStr) {
                throw Exc.typeError("complex() second arg can't be a string");
            }
            double re = a.length > 0 ? Args.asDouble(a[0]) : 0;
            double im = a.length > 1 ? Args.asDouble(a[1]) : 0;
            if (a.length > 0 && a[0] instanceof PyComplex c) {
                return a.length > 1 || c instanceof Subclassed.Value ? new PyComplex(c.real, c.imag + im) : c;
            }
            return new PyComplex(re, im);
        });
        PyType t = PyType.INT;
        method(t, "bit_length", (in, a, kw) -> PyInt.of(((PyInt) a[0]).toBig().abs().bitLength()));
        method(t, "bit_count", (in, a, kw) -> PyInt.of(((PyInt) a[0]).toBig().abs().bitCount()));
        method(t, "conjugate", (in, a, kw) -> a[0]);
        method(t, "as_integer_ratio", (in, a, kw) -> PyTuple.of(PyInt.of(((PyInt) a[0]).toBig()), PyInt.of(1)));
        method(t, "__index__", (in, a, kw) -> PyInt.of(((PyInt) a[0]).toBig()));
        method(t, "__int__", (in, a, kw) -> PyInt.of(((PyInt) a[0]).toBig()));
        method(t, "__float__", (in, a, kw) -> new PyFloat(((PyInt) a[0]).toDouble()));
        method(t, "__hash__", (in, a, kw) -> PyInt.of(CpyHash.builtinHash(a[0])));
        // the int's own forms: no dispatch back to a guest subclass's overrides (super().__repr__() ends here)
        method(t, "__repr__", (in, a, kw) -> new PyStr(Numbers.intToString((PyInt) a[0])));
        method(t, "__format__", (in, a, kw) -> new PyStr(Format.formatBuiltin(a[0], Args.asStr(a[1], "format spec"))));
        method(t, "to_bytes", (in, a, kw) -> {
            PyInt v = (PyInt) a[0];
            int length = a.length > 1 ? Args.asInt(a[1]) : Args.asInt(Args.kw(kw, "length", PyInt.of(1)));
            String order = a.length > 2 ? Ops.str(a[2]) : Ops.str(Args.kw(kw, "byteorder", new PyStr("big")));
            boolean signed = Ops.truth(Args.kw(kw, "signed", PyBool.FALSE));
            if (!signed && v.signum() < 0) {
                throw Exc.overflowError("can't convert negative int to unsigned");
            }
            byte[] raw = v.toBig().toByteArray();
            byte[] out = new byte[length];
            byte pad = (byte) (v.signum() < 0 ? 0xff : 0);
            java.util.Arrays.fill(out, pad);
            int start = raw.length > length && raw[0] == 0 ? 1 : 0;
            if (raw.length - start > length) {
                throw Exc.overflowError("int too big to convert");
            }
            System.arraycopy(raw, start, out, length - (raw.length - start), raw.length - start);
            if (order.equals("little")) {
                for (int i = 0, j = length - 1; i < j; i++, j--) {
                    byte x = out[i];
                    out[i] = out[j];
                    out[j] = x;
                }
            }
            return new PyBytes(out, false);
        });
        Registry.classMethod(t, "from_bytes", (in, a, kw) -> {
            byte[] b = bytesToConvert(a[1]);
            String order = a.length > 2 ? Ops.str(a[2]) : Ops.str(Args.kw(kw, "byteorder", new PyStr("big")));
            boolean signed = Ops.truth(Args.kw(kw, "signed", PyBool.FALSE));
            if (order.equals("little")) {
                b = b.clone();
                for (int i = 0, j = b.length - 1; i < j; i++, j--) {
                    byte x = b[i];
                    b[i] = b[j];
                    b[j] = x;
                }
            }
            return PyInt.of(b.length == 0 ? BigInteger.ZERO : signed ? new BigInteger(b) : new BigInteger(1, b));
        });
        installFloat();
        BytesMethods.install();
    }

    private static void installFloat() {
        PyType t = PyType.FLOAT;
        method(t, "is_integer", (in, a, kw) -> {
            double d = ((PyFloat) a[0]).value;
            return PyBool.of(!Double.isInfinite(d) && d == Math.rint(d));
        });
        method(t, "as_integer_ratio", (in, a, kw) -> {
            double d = ((PyFloat) a[0]).value;
            if (Double.isInfinite(d)) {
                throw Exc.overflowError("cannot convert Infinity to integer ratio");
            }
            if (Double.isNaN(d)) {
                throw Exc.valueError("cannot convert NaN to integer ratio");
            }
            BigDecimal bd = new BigDecimal(d);
            BigInteger num = bd.unscaledValue();
            BigInteger den = BigInteger.ONE;
            if (bd.scale() > 0) {
                den = BigInteger.TEN.pow(bd.scale());
            } else {
                num = num.multiply(BigInteger.TEN.pow(-bd.scale()));
            }
            BigInteger g = num.gcd(den);
            return PyTuple.of(PyInt.of(num.divide(g)), PyInt.of(den.divide(g)));
        });
        method(t, "conjugate", (in, a, kw) -> a[0]);
        method(t, "hex", (in, a, kw) -> new PyStr(floatHex(((PyFloat) a[0]).value)));
        Registry.classMethod(t, "fromhex", (in, a, kw) -> {
            if (!(a[1] instanceof PyStr hex)) {
                throw Exc.typeError("bad argument type for built-in operation");
            }
            PyObject f = new PyFloat(floatFromHex(hex.value()));
            return a[0] == PyType.FLOAT ? f : Ops.call(in, a[0], new PyObject[] {f}, null);
        });
        method(t, "__int__", (in, a, kw) -> Builtins.floatToInt(((PyFloat) a[0]).value));
        method(t, "__float__", (in, a, kw) -> a[0]);
        method(t, "__hash__", (in, a, kw) -> PyInt.of(CpyHash.builtinHash(a[0])));
        method(t, "__repr__", (in, a, kw) -> new PyStr(Ops.repr(a[0])));
        method(t, "__format__", (in, a, kw) -> new PyStr(Format.formatBuiltin(a[0], Args.asStr(a[1], "format spec"))));
        method(PyType.COMPLEX, "conjugate", (in, a, kw) -> new PyComplex(((PyComplex) a[0]).real,
                -((PyComplex) a[0]).imag));
    }

    private static final java.util.regex.Pattern HEX_FLOAT = java.util.regex.Pattern.compile(
            "([+-]?)(?:0x)?([0-9a-f]*)(?:\\.([0-9a-f]*))?(?:p([+-]?[0-9]+))?", java.util.regex.Pattern.CASE_INSENSITIVE);

    /** {@code float.fromhex}: CPython's syntax (optional '0x', point and binary exponent), correctly rounded. */
    static double floatFromHex(String text) {
        String s = text.strip();
        String lower = s.toLowerCase(java.util.Locale.ROOT);
        String unsigned = lower.startsWith("+") || lower.startsWith("-") ? lower.substring(1) : lower;
        double sign = lower.startsWith("-") ? -1.0 : 1.0;
        if (unsigned.equals("inf") || unsigned.equals("infinity")) {
            return sign * Double.POSITIVE_INFINITY;
        }
        if (unsigned.equals("nan")) {
            return Double.NaN;
        }
        java.util.regex.Matcher m = HEX_FLOAT.matcher(s);
        String whole = m.matches() ? m.group(2) : "";
        String frac = m.matches() && m.group(3) != null ? m.group(3) : "";
        if (whole.isEmpty() && frac.isEmpty()) {
            throw Exc.valueError("invalid hexadecimal floating-point string");
        }
        // an exponent past any double's range (with room for the digits) gives infinity or zero as it would
        java.math.BigInteger e = new java.math.BigInteger(m.group(4) == null ? "0" : m.group(4));
        String exp = e.max(java.math.BigInteger.valueOf(-100000)).min(java.math.BigInteger.valueOf(100000)).toString();
        double v = Double.parseDouble(m.group(1) + "0x" + (whole.isEmpty() ? "0" : whole) + "." + frac + "p" + exp);
        if (Double.isInfinite(v)) {
            throw Exc.overflowError("hexadecimal value too large to represent as a float");
        }
        return v;
    }

    private static final java.util.regex.Pattern COMPLEX = java.util.regex.Pattern.compile(
            "([+-]?(?:(?:\\d[\\d_]*)?\\.?\\d[\\d_]*(?:[eE][+-]?\\d+)?|inf(?:inity)?|nan)(?![jJ\\d.]))?"
            + "(?:([+-]?(?:(?:\\d[\\d_]*)?\\.?\\d*(?:[eE][+-]?\\d+)?|inf(?:inity)?|nan))[jJ])?",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    /** {@code complex('1+2j')}: CPython's grammar for complex literals in strings. */
    static PyComplex parseComplex(String text) {
        String t = text.strip();
        if (t.startsWith("(") && t.endsWith(")")) {
            t = t.substring(1, t.length() - 1).strip();
        }
        java.util.regex.Matcher m = COMPLEX.matcher(t);
        if (t.isEmpty() || !m.matches() || (m.group(1) == null && m.group(2) == null)) {
            throw Exc.valueError("complex() arg is a malformed string");
        }
        double re = m.group(1) == null ? 0 : Numbers.parseFloat(m.group(1));
        double im = 0;
        if (m.group(2) != null) {
            String g = m.group(2);
            im = g.isEmpty() || g.equals("+") ? 1 : g.equals("-") ? -1 : Numbers.parseFloat(g);
        }
        return new PyComplex(re, im);
    }

    /** {@code float.hex()} as CPython writes it: 13 hex digits of mantissa and a signed exponent. */
    static String floatHex(double d) {
        if (Double.isNaN(d)) {
            return "nan";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        long bits = Double.doubleToRawLongBits(d);
        String sign = bits < 0 ? "-" : "";
        int exp = (int) ((bits >>> 52) & 0x7ff);
        long mant = bits & ((1L << 52) - 1);
        if (exp == 0 && mant == 0) {
            return sign + "0x0.0p+0";
        }
        if (exp == 0) {
            return sign + "0x0." + String.format("%013x", mant) + "p-1022";
        }
        int e = exp - 1023;
        return sign + "0x1." + String.format("%013x", mant) + "p" + (e >= 0 ? "+" : "") + e;
    }

    static PyObject newInt(Interp in, PyObject[] a, PyDict kw) {
        if (a.length == 0 && kw == null) {
            return PyInt.of(0);
        }
        Args.clinic("int", a, kw, 2, "base");
        PyObject x = a.length > 0 ? a[0] : Args.kw(kw, "x", PyInt.of(0));
        PyObject baseObj = a.length > 1 ? a[1] : Args.kw(kw, "base", null);
        if (baseObj != null) {
            int base = Args.asInt(baseObj);
            if (base != 0 && (base < 2 || base > 36)) {
                throw Exc.valueError("int() base must be >= 2 and <= 36, or 0");
            }
            if (x instanceof PyStr s) {
                return Numbers.parseInt(s.value(), base);
            }
            if (x instanceof PyBytes b) {
                return Numbers.parseInt(new String(b.bytes(), java.nio.charset.StandardCharsets.ISO_8859_1), base);
            }
            throw Exc.typeError("int() can't convert non-string with explicit base");
        }
        if (x instanceof Subclassed.Value v) {
            PyObject m = x.type().lookupGuest(Names.INT);
            if (m == null && !(x instanceof PyStr || x instanceof PyBytes)) {
                m = x.type().lookupGuest(Names.INDEX);
            }
            x = m != null ? Ops.callMethod(x, m) : v.plain();
            if (!(x instanceof PyInt || x instanceof PyStr || x instanceof PyBytes || x instanceof PyFloat)) {
                throw Exc.typeError("__int__ returned non-int (type " + Ops.typeName(x) + ")");
            }
            x = Subclassed.plain(x);
        }
        if (x instanceof PyBool b) {
            return PyInt.of(b.value);
        }
        if (x instanceof PyInt xi) {
            return Subclassed.exactInt(xi);
        }
        if (x instanceof PyFloat f) {
            return Builtins.floatToInt(f.value);
        }
        if (x instanceof PyStr s) {
            return Numbers.parseInt(s.value(), 10);
        }
        if (x instanceof PyBytes b) {
            return Numbers.parseInt(new String(b.bytes(), java.nio.charset.StandardCharsets.ISO_8859_1), 10);
        }
        for (PyStr name : new PyStr[] {Names.INT, Names.INDEX, PyStr.intern("__trunc__")}) {
            PyObject m = x.type().lookupGuest(name);
            if (m != null) {
                PyObject r = Ops.callMethod(x, m);
                if (r instanceof PyInt) {
                    return r;
                }
                throw Exc.typeError("__int__ returned non-int (type " + Ops.typeName(r) + ")");
            }
        }
        throw Exc.typeError("int() argument must be a string, a bytes-like object or a real number, not '"
                + Ops.typeName(x) + "'");
    }

    /** What {@code int.from_bytes} converts: bytes-like values and iterables of ints, as CPython's bytes(); a str or a
     * number is refused (bytes(5) would make five zero bytes). */
    private static byte[] bytesToConvert(PyObject o) {
        if (o instanceof PyStr || o instanceof PyInt || o instanceof PyFloat) {
            throw Exc.typeError("cannot convert '" + Ops.typeName(o) + "' object to bytes");
        }
        try {
            return BytesMethods.forBytes(o);
        } catch (PyException e) {
            if (Exc.matches(e, Exc.TypeError) && !(o instanceof PyBytes)) {
                throw Exc.typeError("cannot convert '" + Ops.typeName(o) + "' object to bytes");
            }
            throw e;
        }
    }
}
