package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyInstance;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.Shape;
import io.agentcage.interpreter.internal.stdlib.DecimalArith.Ctx;
import io.agentcage.interpreter.internal.stdlib.DecimalArith.Dec;
import java.math.BigInteger;

/**
 * The native half of {@code decimal} ({@code _decimal}): the common finite cases of parsing, {@code + - * /},
 * quantize, comparison, hashing and {@code str}, computed by {@link DecimalArith} and {@link DecimalText} exactly as
 * {@code decimal.py} computes them, on the same instances (the slots {@code _sign}, {@code _int}, {@code _exp},
 * {@code _is_special}) and the same context (its attributes and its {@code _flags}/{@code _traps} dicts).
 *
 * <p>Each function returns None when it does not take the case: an operand that is not an exact Decimal or int, a
 * special value, a NaN or infinite result, a trapped signal (decimal.py raises it with its message), a precision
 * above {@value #MAX_PREC} or coefficients above {@value #MAX_BITS} bits (decimal.py's big-int arithmetic is
 * charged to the budgets step by step). decimal.py then runs its own code, so the fallback is the specification
 * and this is only a shortcut: {@code DecimalFastPathTest} compares the two on thousands of seeded operands.
 * The last argument of each call is decimal.py's kit {@code _K}: the Decimal class, the list holding the current
 * context, and the nine signal classes in {@code _SIGNALS} order. Stateless, so the module template shares it; each
 * call is charged one step and its new values are charged at allocation like any other.
 */
final class DecimalHelper implements NativeModule {
    static final long MAX_PREC = 1000;
    static final int MAX_BITS = 4000;
    private static final long MAX_EXP = 2_000_000_000_000_000_000L;
    private static final BigInteger MODULUS = BigInteger.ONE.shiftLeft(61).subtract(BigInteger.ONE);
    private static final long M61 = (1L << 61) - 1;
    /** The inverse of 10 modulo 2**61 - 1 (CPython's hash of a negative power of ten). */
    private static final long INV10 = 2075258708292324556L;

    private static final PyStr SIGN = PyStr.intern("_sign");
    private static final PyStr INT = PyStr.intern("_int");
    private static final PyStr EXP = PyStr.intern("_exp");
    private static final PyStr SPECIAL = PyStr.intern("_is_special");
    private static final PyStr PREC = PyStr.intern("prec");
    private static final PyStr ROUNDING = PyStr.intern("rounding");
    private static final PyStr EMIN = PyStr.intern("Emin");
    private static final PyStr EMAX = PyStr.intern("Emax");
    private static final PyStr CLAMP = PyStr.intern("clamp");
    private static final PyStr CAPITALS = PyStr.intern("capitals");
    private static final PyStr FLAGS = PyStr.intern("_flags");
    private static final PyStr TRAPS = PyStr.intern("_traps");

    /** The shapes of the last Decimal made: its class's root and the shapes after each of the four slots. */
    private static volatile Shape[] chain;

    static final int ADD = 0;
    static final int SUB = 1;
    static final int MUL = 2;
    static final int DIV = 3;

    @Override
    public String name() {
        return "_decimal";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("parse", (in, a, kw) -> parse(in, a[0]));
        m.function("new", (in, a, kw) -> construct(in, a));
        m.function("add", (in, a, kw) -> binary(in, ADD, a));
        m.function("sub", (in, a, kw) -> binary(in, SUB, a));
        m.function("mul", (in, a, kw) -> binary(in, MUL, a));
        m.function("truediv", (in, a, kw) -> binary(in, DIV, a));
        m.function("quantize", (in, a, kw) -> quantize(in, a));
        m.function("cmp", (in, a, kw) -> compare(in, a));
        m.function("hash", (in, a, kw) -> hash(in, a));
        m.function("str", (in, a, kw) -> str(in, a));
        DecimalMethods.define(m);
    }

    /** {@code parse(text)}: {@code _parse}'s tuple for a plain finite numeral, else None. */
    private static PyObject parse(Interp in, PyObject text) {
        in.charge(1);
        if (!(text instanceof PyStr s)) {
            return PyNone.NONE;
        }
        DecimalText.Parsed p = DecimalText.parse(s.value());
        if (p == null) {
            return PyNone.NONE;
        }
        return PyTuple.of(PyInt.of(p.sign), PyInt.of(p.coef), PyInt.of(p.exp), PyBool.FALSE);
    }

    /** {@code add/sub/mul/truediv(a, b, context, K)}: the rounded result, or None. */
    static PyObject binary(Interp in, int op, PyObject[] a) {
        in.charge(1);
        PyTuple kit = kit(a[3]);
        if (kit == null) {
            return PyNone.NONE;
        }
        PyType decType = (PyType) kit.get(0);
        Dec x = operand(a[0], decType);
        Dec y = operand(a[1], decType);
        PyInstance ctxObj = context(a[2], kit);
        Ctx c = ctxObj == null ? null : context(ctxObj);
        if (x == null || y == null || c == null) {
            return PyNone.NONE;
        }
        Dec r;
        switch (op) {
            case ADD:
                r = DecimalArith.add(x, y, c);
                break;
            case SUB:
                r = DecimalArith.add(x, new Dec(1 - y.sign, y.coef, y.exp), c);
                break;
            case MUL:
                r = DecimalArith.multiply(x, y, c);
                break;
            default:
                r = y.coef.signum() == 0 ? null : DecimalArith.divide(x, y, c);
                break;
        }
        return finish(r, c, ctxObj, kit, decType);
    }

    /** {@code pow(a, b, context, K)}: a ** b for a non-zero finite a and an integral b, or None. */
    static PyObject power(Interp in, PyObject[] a) {
        in.charge(1);
        PyTuple kit = kit(a[3]);
        if (kit == null) {
            return PyNone.NONE;
        }
        PyType decType = (PyType) kit.get(0);
        Dec x = operand(a[0], decType);
        Dec y = operand(a[1], decType);
        PyInstance ctxObj = context(a[2], kit);
        Ctx c = ctxObj == null ? null : context(ctxObj);
        if (x == null || y == null || c == null || x.coef.signum() == 0 || y.coef.signum() == 0
                || y.exp > 6 || y.exp < -DecimalArith.MAX_POWER_DIGITS) {
            return PyNone.NONE;
        }
        BigInteger n = y.exp >= 0 ? y.coef.multiply(DecimalArith.pow10(y.exp))
                : y.coef.divideAndRemainder(DecimalArith.pow10(-y.exp))[1].signum() == 0
                        ? y.coef.divide(DecimalArith.pow10(-y.exp)) : null;
        if (n == null || n.bitLength() > 31) {
            return PyNone.NONE;
        }
        long k = y.sign == 1 ? -n.longValue() : n.longValue();
        int sign = x.sign == 1 && (k & 1) != 0 ? 1 : 0;
        return finish(DecimalArith.power(x, k, sign, c), c, ctxObj, kit, decType);
    }

    /** {@code unary(a, op, context, K)}: op 0 {@code -a}, 1 {@code +a}, 2 {@code abs(a)}, rounded; or None. */
    static PyObject unary(Interp in, PyObject[] a) {
        in.charge(1);
        PyTuple kit = kit(a[3]);
        if (kit == null || !(a[1] instanceof PyInt op) || a[0] instanceof PyInt) {
            return PyNone.NONE;
        }
        PyType decType = (PyType) kit.get(0);
        Dec x = operand(a[0], decType);
        PyInstance ctxObj = context(a[2], kit);
        Ctx c = ctxObj == null ? null : context(ctxObj);
        if (x == null || c == null) {
            return PyNone.NONE;
        }
        boolean negate = op.value == 0 || (op.value == 2 && x.sign == 1);
        Dec r;
        if (x.coef.signum() == 0 && c.rounding != DecimalArith.FLOOR) {
            r = DecimalArith.fix(new Dec(0, x.coef, x.exp), c);
        } else {
            r = DecimalArith.fix(negate ? new Dec(1 - x.sign, x.coef, x.exp) : x, c);
        }
        return finish(r, c, ctxObj, kit, decType);
    }

    /** {@code integer(a, K)}: {@code int(a)} (truncated) of a finite Decimal, or None. */
    static PyObject integer(Interp in, PyObject[] a) {
        in.charge(1);
        PyTuple kit = kit(a[1]);
        Dec x = kit == null || a[0] instanceof PyInt ? null : operand(a[0], (PyType) kit.get(0));
        if (x == null || x.exp > DecimalArith.MAX_POWER_DIGITS || x.exp < -DecimalArith.MAX_POWER_DIGITS) {
            return PyNone.NONE;
        }
        BigInteger v = x.exp >= 0 ? x.coef.multiply(DecimalArith.pow10(x.exp))
                : x.coef.divide(DecimalArith.pow10(-x.exp));
        return PyInt.of(x.sign == 1 ? v.negate() : v);
    }

    /** {@code quantize(a, exp, rounding, context, K)}. */
    static PyObject quantize(Interp in, PyObject[] a) {
        in.charge(1);
        PyTuple kit = kit(a[4]);
        if (kit == null) {
            return PyNone.NONE;
        }
        PyType decType = (PyType) kit.get(0);
        Dec x = operand(a[0], decType);
        Dec e = a[1].type() == decType ? operand(a[1], decType) : null;
        PyInstance ctxObj = context(a[3], kit);
        Ctx c = ctxObj == null ? null : context(ctxObj);
        if (x == null || e == null || c == null) {
            return PyNone.NONE;
        }
        int rounding = c.rounding;
        if (a[2] != PyNone.NONE) {
            rounding = a[2] instanceof PyStr s ? DecimalArith.rounding(s.value()) : -1;
            if (rounding < 0) {
                return PyNone.NONE;
            }
        }
        return finish(DecimalArith.quantize(x, e.exp, rounding, c), c, ctxObj, kit, decType);
    }

    /** {@code cmp(a, b, op, K)}: op 0 ==, 1 <, 2 <=, 3 >, 4 >=; a bool, or None. */
    static PyObject compare(Interp in, PyObject[] a) {
        in.charge(1);
        PyTuple kit = kit(a[3]);
        if (kit == null || !(a[2] instanceof PyInt op)) {
            return PyNone.NONE;
        }
        PyType decType = (PyType) kit.get(0);
        Dec x = operand(a[0], decType);
        Dec y = operand(a[1], decType);
        if (x == null || y == null) {
            return PyNone.NONE;
        }
        int c = DecimalArith.compare(x, y);
        switch ((int) op.value) {
            case 0:
                return PyBool.of(c == 0);
            case 1:
                return PyBool.of(c < 0);
            case 2:
                return PyBool.of(c <= 0);
            case 3:
                return PyBool.of(c > 0);
            default:
                return PyBool.of(c >= 0);
        }
    }

    /** {@code hash(a, K)}: CPython's numeric hash of a finite Decimal (equal to int/float/Fraction hashes). */
    static PyObject hash(Interp in, PyObject[] a) {
        in.charge(1);
        PyTuple kit = kit(a[1]);
        Dec x = kit == null ? null : operand(a[0], (PyType) kit.get(0));
        if (x == null || a[0] instanceof PyInt) {
            return PyNone.NONE;
        }
        long expHash = x.exp >= 0 ? powMod(10, x.exp) : powMod(INV10, -x.exp);
        long coef = x.coef.bitLength() < 63 ? x.coef.longValue() % M61 : x.coef.mod(MODULUS).longValue();
        long h = mulMod(coef, expHash);
        long ans = x.sign == 1 ? -h : h;
        return PyInt.of(ans == -1 ? -2 : ans);
    }

    /** {@code str(a, eng, context, K)}: {@code __str__} or {@code to_eng_string} of a finite Decimal, or None. */
    static PyObject str(Interp in, PyObject[] a) {
        in.charge(1);
        PyTuple kit = kit(a[3]);
        Dec x = kit == null ? null : operand(a[0], (PyType) kit.get(0));
        if (x == null || a[0] instanceof PyInt || !(a[1] instanceof PyBool eng)) {
            return PyNone.NONE;
        }
        boolean caps = true;
        long left = x.exp + DecimalArith.ndigits(x.coef);
        if (x.exp > 0 || left <= -6) {
            // an exponent may be printed: its letter follows the context's capitals
            PyInstance ctx = context(a[2], kit);
            PyObject cap = ctx == null ? null : ctx.ownAttr(CAPITALS);
            if (!(cap instanceof PyInt ci) || ci.big != null) {
                return PyNone.NONE;
            }
            caps = ci.value != 0;
        }
        return new PyStr(DecimalText.str(x.sign, x.coef, x.exp, eng.value != 0, caps));
    }

    /** {@code format(a, spec, context, K)}: {@code __format__} of a finite Decimal, or None. */
    static PyObject format(Interp in, PyObject[] a) {
        in.charge(1);
        PyTuple kit = kit(a[3]);
        Dec x = kit == null ? null : operand(a[0], (PyType) kit.get(0));
        PyInstance ctxObj = x == null ? null : context(a[2], kit);
        Ctx c = ctxObj == null ? null : context(ctxObj);
        PyObject cap = ctxObj == null ? null : ctxObj.ownAttr(CAPITALS);
        if (c == null || a[0] instanceof PyInt || !(a[1] instanceof PyStr spec) || !(cap instanceof PyInt ci)
                || ci.big != null) {
            return PyNone.NONE;
        }
        String s = DecimalFormatSpec.format(x, spec.value(), c.rounding, ci.value != 0);
        return s == null ? PyNone.NONE : new PyStr(s);
    }

    /** a * b mod 2**61 - 1 for a, b below the modulus. */
    static long mulMod(long a, long b) {
        long hi = Math.multiplyHigh(a, b);
        long lo = a * b;
        long r = (lo & M61) + ((lo >>> 61) | (hi << 3));
        r = r >= M61 ? r - M61 : r;
        return r >= M61 ? r - M61 : r;
    }

    /** base ** e mod 2**61 - 1 for e >= 0. */
    static long powMod(long base, long e) {
        long r = 1;
        long b = base % M61;
        for (long k = e; k > 0; k >>= 1) {
            if ((k & 1) != 0) {
                r = mulMod(r, b);
            }
            b = mulMod(b, b);
        }
        return r;
    }

    /** The kit tuple, or null when the argument is not one. */
    private static PyTuple kit(PyObject k) {
        if (k instanceof PyTuple t && t.size() == 11 && t.get(0) instanceof PyType && t.get(1) instanceof PyList) {
            return t;
        }
        return null;
    }

    /** An exact Decimal's finite value or an int's value, else null. */
    private static Dec operand(PyObject o, PyType decType) {
        if (o instanceof PyInt i) {
            if (i.type() != PyType.INT && i.type() != PyType.BOOL) {
                return null;
            }
            BigInteger v = i.toBig();
            return v.bitLength() > MAX_BITS ? null : new Dec(v.signum() < 0 ? 1 : 0, v.abs(), 0);
        }
        if (!(o instanceof PyInstance d) || d.type() != decType || d.ownAttr(SPECIAL) != PyBool.FALSE) {
            return null;
        }
        PyObject sign = d.ownAttr(SIGN);
        PyObject coef = d.ownAttr(INT);
        PyObject exp = d.ownAttr(EXP);
        if (!(sign instanceof PyInt s) || !(coef instanceof PyInt c) || !(exp instanceof PyInt e)
                || s.big != null || (s.value != 0 && s.value != 1) || e.big != null
                || Math.abs(e.value) > MAX_EXP || c.signum() < 0) {
            return null;
        }
        BigInteger v = c.toBig();
        return v.bitLength() > MAX_BITS ? null : new Dec((int) s.value, v, e.value);
    }

    /** The context argument, or the current context when it is None; null when it is not a plain instance. */
    private static PyInstance context(PyObject ctx, PyTuple kit) {
        PyObject c = ctx;
        if (c == PyNone.NONE) {
            PyList current = (PyList) kit.get(1);
            if (current.size() != 1) {
                return null;
            }
            c = current.get(0);
        }
        return c instanceof PyInstance i ? i : null;
    }

    /** The context's precision, rounding and exponent range, or null when one is outside the fast path. */
    private static Ctx context(PyInstance ctx) {
        long prec = small(ctx.ownAttr(PREC));
        long emin = small(ctx.ownAttr(EMIN));
        long emax = small(ctx.ownAttr(EMAX));
        long clamp = small(ctx.ownAttr(CLAMP));
        PyObject r = ctx.ownAttr(ROUNDING);
        int rounding = r instanceof PyStr s ? DecimalArith.rounding(s.value()) : -1;
        if (prec < 1 || prec > MAX_PREC || rounding < 0 || emin == Long.MIN_VALUE || emax == Long.MIN_VALUE
                || (clamp != 0 && clamp != 1) || Math.abs(emin) > MAX_EXP || Math.abs(emax) > MAX_EXP) {
            return null;
        }
        return new Ctx(prec, rounding, emin, emax, (int) clamp);
    }

    private static long small(PyObject o) {
        return o instanceof PyInt i && i.big == null ? i.value : Long.MIN_VALUE;
    }

    /**
     * The new Decimal of r after flagging the signals the operation raised; None when r is null or a raised signal
     * is trapped (decimal.py then recomputes and raises it).
     */
    private static PyObject finish(Dec r, Ctx c, PyInstance ctxObj, PyTuple kit, PyType decType) {
        if (r == null) {
            return PyNone.NONE;
        }
        if (c.mask != 0) {
            if (!(ctxObj.ownAttr(TRAPS) instanceof PyDict traps) || !(ctxObj.ownAttr(FLAGS) instanceof PyDict flags)) {
                return PyNone.NONE;
            }
            for (int i = 0; i < 9; i++) {
                if ((c.mask & (1 << i)) != 0 && traps.get(kit.get(2 + i)) != PyBool.FALSE) {
                    return PyNone.NONE;
                }
            }
            for (int i = 0; i < 9; i++) {
                if ((c.mask & (1 << i)) != 0) {
                    flags.put(kit.get(2 + i), PyBool.TRUE);
                }
            }
        }
        return make(decType, r.sign, PyInt.of(r.coef), r.exp);
    }

    /**
     * A new finite Decimal, its slots set in decimal.py's order ({@code _new}): through the shapes remembered from
     * the last one made when the class's root shape is the same (one entry: shapes hold only names), else by name.
     */
    static PyInstance make(PyType decType, int sign, PyInt coef, long exp) {
        PyInstance d = new PyInstance(decType);
        Shape[] c = chain;
        Shape root = d.shape();
        if (c != null && root != null && c[0] == root) {
            d.put(c[1], 0, PyInt.of(sign));
            d.put(c[2], 1, coef);
            d.put(c[3], 2, PyInt.of(exp));
            d.put(c[4], 3, PyBool.FALSE);
            return d;
        }
        d.setOwnAttr(SIGN, PyInt.of(sign));
        Shape s1 = d.shape();
        d.setOwnAttr(INT, coef);
        Shape s2 = d.shape();
        d.setOwnAttr(EXP, PyInt.of(exp));
        Shape s3 = d.shape();
        d.setOwnAttr(SPECIAL, PyBool.FALSE);
        Shape s4 = d.shape();
        if (root != null && s4 != null && s4.size() == 4 && s1.size() == 1 && s2.size() == 2 && s3.size() == 3) {
            chain = new Shape[] {root, s1, s2, s3, s4};
        }
        return d;
    }

    /** {@code new(cls, value, K)}: {@code Decimal(value)} for a str numeral or an int when cls is the class. */
    static PyObject construct(Interp in, PyObject[] a) {
        in.charge(1);
        PyTuple kit = kit(a[2]);
        if (kit == null || a[0] != kit.get(0)) {
            return PyNone.NONE;
        }
        PyType decType = (PyType) a[0];
        PyObject v = a[1];
        if (v instanceof PyStr s) {
            DecimalText.Parsed p = DecimalText.parse(s.value());
            return p == null ? PyNone.NONE : make(decType, p.sign, PyInt.of(p.coef), p.exp);
        }
        if (v instanceof PyInt i && (i.type() == PyType.INT || i.type() == PyType.BOOL)) {
            if (i.big == null && i.value != Long.MIN_VALUE) {
                return make(decType, i.value < 0 ? 1 : 0, PyInt.of(Math.abs(i.value)), 0);
            }
            BigInteger b = i.toBig();
            return make(decType, b.signum() < 0 ? 1 : 0, PyInt.of(b.abs()), 0);
        }
        return PyNone.NONE;
    }
}
