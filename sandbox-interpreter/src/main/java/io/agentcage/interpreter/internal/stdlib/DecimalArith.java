package io.agentcage.interpreter.internal.stdlib;

import java.math.BigInteger;

/**
 * Finite decimal arithmetic of the General Decimal Arithmetic specification, step for step as {@code decimal.py}
 * computes it ({@code _fix}, {@code _round_int}, {@code _rescale}, {@code _add}, {@code _divide}, quantize): the
 * native fast path of {@link DecimalHelper}. A value is a sign, a non-negative coefficient and an exponent; every
 * operation rounds once to the {@link Ctx} and records the signals it raised in {@link Ctx#mask} (bit i is the i-th
 * signal of {@code decimal._SIGNALS}). An operation returns null when its result is not finite (overflow) or would
 * be NaN: the caller then runs {@code decimal.py}'s own code, which handles those cases.
 */
final class DecimalArith {
    static final int CLAMPED = 1;
    static final int INEXACT = 1 << 3;
    static final int ROUNDED = 1 << 6;
    static final int SUBNORMAL = 1 << 7;
    static final int UNDERFLOW = 1 << 8;

    /** The rounding modes, numbered as {@link #rounding(String)} numbers them. */
    static final int DOWN = 0;
    static final int HALF_UP = 1;
    static final int HALF_EVEN = 2;
    static final int CEILING = 3;
    static final int FLOOR = 4;
    static final int UP = 5;
    static final int HALF_DOWN = 6;
    static final int UP05 = 7;

    private static final int POW_CACHE = 256;
    private static final BigInteger[] POW10 = new BigInteger[POW_CACHE];

    static {
        POW10[0] = BigInteger.ONE;
        for (int i = 1; i < POW_CACHE; i++) {
            POW10[i] = POW10[i - 1].multiply(BigInteger.TEN);
        }
    }

    private DecimalArith() {
    }

    /** A finite decimal: {@code (-1)**sign * coef * 10**exp}. */
    static final class Dec {
        final int sign;
        final BigInteger coef;
        final long exp;

        Dec(int sign, BigInteger coef, long exp) {
            this.sign = sign;
            this.coef = coef;
            this.exp = exp;
        }

        long adjusted() {
            return exp + ndigits(coef) - 1;
        }
    }

    /** A context's precision, rounding and exponent range, and the signals an operation raised so far. */
    static final class Ctx {
        final long prec;
        final int rounding;
        final long emin;
        final long emax;
        final int clamp;
        int mask;

        Ctx(long prec, int rounding, long emin, long emax, int clamp) {
            this.prec = prec;
            this.rounding = rounding;
            this.emin = emin;
            this.emax = emax;
            this.clamp = clamp;
        }
    }

    /** The number of a rounding mode's name, or -1 for a name that is none. */
    static int rounding(String name) {
        switch (name) {
            case "ROUND_DOWN":
                return DOWN;
            case "ROUND_HALF_UP":
                return HALF_UP;
            case "ROUND_HALF_EVEN":
                return HALF_EVEN;
            case "ROUND_CEILING":
                return CEILING;
            case "ROUND_FLOOR":
                return FLOOR;
            case "ROUND_UP":
                return UP;
            case "ROUND_HALF_DOWN":
                return HALF_DOWN;
            case "ROUND_05UP":
                return UP05;
            default:
                return -1;
        }
    }

    /** 10**n for a small non-negative n (callers bound n by the precision and the operands' digits). */
    static BigInteger pow10(long n) {
        return n < POW_CACHE ? POW10[(int) n] : BigInteger.TEN.pow(Math.toIntExact(n));
    }

    /** The number of decimal digits of a non-negative coefficient (1 for 0). */
    static int ndigits(BigInteger n) {
        int bits = n.bitLength();
        if (bits < 63) {
            long v = n.longValue();
            int d = 1;
            long p = 10;
            while (d < 19 && v >= p) {
                d++;
                p *= 10;
            }
            return d;
        }
        int d = (int) (bits * 0.30102999566398114);
        while (pow10(d).compareTo(n) <= 0) {
            d++;
        }
        while (d > 1 && pow10(d - 1).compareTo(n) > 0) {
            d--;
        }
        return d;
    }

    /** Whether dropping digits with remainder rem (0 < rem) of quotient q rounds up; half is the remainder's tie. */
    private static boolean roundsUp(int rounding, int sign, BigInteger q, int cmpHalf) {
        switch (rounding) {
            case HALF_EVEN:
                return cmpHalf > 0 || (cmpHalf == 0 && q.testBit(0));
            case HALF_UP:
                return cmpHalf >= 0;
            case HALF_DOWN:
                return cmpHalf > 0;
            case DOWN:
                return false;
            case UP:
                return true;
            case CEILING:
                return sign == 0;
            case FLOOR:
                return sign == 1;
            default:
                int last = q.mod(BigInteger.TEN).intValue();
                return last == 0 || last == 5;
        }
    }

    /** {@code _round_int}: coef with {@code shift} digits dropped by the rounding; inexact reported in out[0]. */
    static BigInteger roundInt(BigInteger coef, long shift, int rounding, int sign, boolean[] inexact) {
        inexact[0] = false;
        if (shift <= 0) {
            return coef.multiply(pow10(-shift));
        }
        if (coef.signum() == 0) {
            return coef;
        }
        if (shift > ndigits(coef) + 1) {
            inexact[0] = true;
            boolean up = rounding == UP || rounding == UP05 || (rounding == CEILING && sign == 0)
                    || (rounding == FLOOR && sign == 1);
            return up ? BigInteger.ONE : BigInteger.ZERO;
        }
        BigInteger[] qr = coef.divideAndRemainder(pow10(shift));
        if (qr[1].signum() == 0) {
            return qr[0];
        }
        inexact[0] = true;
        int cmpHalf = qr[1].shiftLeft(1).compareTo(pow10(shift));
        return roundsUp(rounding, sign, qr[0], cmpHalf) ? qr[0].add(BigInteger.ONE) : qr[0];
    }

    /** {@code _fix}: x rounded to the context's precision and exponent range, or null on overflow. */
    static Dec fix(Dec x, Ctx c) {
        long etiny = c.emin - c.prec + 1;
        long etop = c.emax - c.prec + 1;
        if (x.coef.signum() == 0) {
            long top = c.clamp == 0 ? c.emax : etop;
            long newExp = Math.min(Math.max(x.exp, etiny), top);
            if (newExp != x.exp) {
                c.mask |= CLAMPED;
                return new Dec(x.sign, BigInteger.ZERO, newExp);
            }
            return x;
        }
        long nd = ndigits(x.coef);
        long expMin = nd + x.exp - c.prec;
        if (expMin > etop) {
            return null;
        }
        boolean subnormal = expMin < etiny;
        if (subnormal) {
            expMin = etiny;
        }
        if (x.exp < expMin) {
            boolean[] inexact = new boolean[1];
            BigInteger coef = roundInt(x.coef, expMin - x.exp, c.rounding, x.sign, inexact);
            long exp = expMin;
            if (ndigits(coef) > c.prec) {
                coef = coef.divide(BigInteger.TEN);
                exp++;
                if (exp > etop) {
                    return null;
                }
            }
            if (subnormal) {
                c.mask |= SUBNORMAL;
                if (inexact[0]) {
                    c.mask |= UNDERFLOW;
                }
                if (coef.signum() == 0) {
                    c.mask |= CLAMPED;
                }
            }
            if (inexact[0]) {
                c.mask |= INEXACT;
            }
            c.mask |= ROUNDED;
            return new Dec(x.sign, coef, exp);
        }
        if (subnormal) {
            c.mask |= SUBNORMAL;
        }
        if (c.clamp == 1 && x.exp > etop) {
            c.mask |= CLAMPED;
            return new Dec(x.sign, x.coef.multiply(pow10(x.exp - etop)), etop);
        }
        return x;
    }

    /** {@code _rescale}: the value with exponent exp, digits dropped by the rounding when exp grows. */
    static Dec rescale(Dec x, long exp, int rounding) {
        if (x.coef.signum() == 0) {
            return new Dec(x.sign, BigInteger.ZERO, exp);
        }
        if (exp <= x.exp) {
            return new Dec(x.sign, x.coef.multiply(pow10(x.exp - exp)), exp);
        }
        boolean[] inexact = new boolean[1];
        long nd = ndigits(x.coef);
        if (x.exp + nd < exp - 1) {
            return new Dec(x.sign, roundInt(BigInteger.ONE, 2, rounding, x.sign, inexact), exp);
        }
        return new Dec(x.sign, roundInt(x.coef, exp - x.exp, rounding, x.sign, inexact), exp);
    }

    /** {@code _add}: a + b rounded to the context, or null on overflow. */
    static Dec add(Dec a, Dec b, Ctx c) {
        boolean za = a.coef.signum() == 0;
        boolean zb = b.coef.signum() == 0;
        if (za && zb) {
            int sign = a.sign & b.sign;
            if (a.sign != b.sign && c.rounding == FLOOR) {
                sign = 1;
            }
            return fix(new Dec(sign, BigInteger.ZERO, Math.min(a.exp, b.exp)), c);
        }
        if (za || zb) {
            Dec x = za ? b : a;
            long exp = Math.max(Math.min(a.exp, b.exp), x.exp - c.prec - 1);
            return fix(rescale(x, exp, c.rounding), c);
        }
        Dec big = a.exp >= b.exp ? a : b;
        Dec small = a.exp >= b.exp ? b : a;
        long floorExp = big.exp + Math.min(-1, ndigits(big.coef) - c.prec - 2);
        if (small.adjusted() < floorExp) {
            small = new Dec(small.sign, BigInteger.ONE, floorExp);
        }
        long exp = Math.min(big.exp, small.exp);
        BigInteger va = big.coef.multiply(pow10(big.exp - exp));
        BigInteger vb = small.coef.multiply(pow10(small.exp - exp));
        BigInteger total = (big.sign == 1 ? va.negate() : va).add(small.sign == 1 ? vb.negate() : vb);
        if (total.signum() == 0) {
            return fix(new Dec(c.rounding == FLOOR ? 1 : 0, BigInteger.ZERO, exp), c);
        }
        return fix(new Dec(total.signum() < 0 ? 1 : 0, total.abs(), exp), c);
    }

    /** a * b rounded to the context, or null on overflow. */
    static Dec multiply(Dec a, Dec b, Ctx c) {
        return fix(new Dec(a.sign ^ b.sign, a.coef.multiply(b.coef), a.exp + b.exp), c);
    }

    /** a / b for a non-zero b (the caller checks), rounded to the context, or null on overflow. */
    static Dec divide(Dec a, Dec b, Ctx c) {
        int sign = a.sign ^ b.sign;
        if (a.coef.signum() == 0) {
            return fix(new Dec(sign, BigInteger.ZERO, a.exp - b.exp), c);
        }
        long shift = ndigits(b.coef) - ndigits(a.coef) + c.prec + 1;
        long exp = a.exp - b.exp - shift;
        BigInteger[] qr = shift >= 0 ? a.coef.multiply(pow10(shift)).divideAndRemainder(b.coef)
                : a.coef.divideAndRemainder(b.coef.multiply(pow10(-shift)));
        BigInteger coef = qr[0];
        if (qr[1].signum() != 0) {
            if (coef.mod(BigInteger.valueOf(5)).signum() == 0) {
                coef = coef.add(BigInteger.ONE);
            }
        } else {
            long ideal = a.exp - b.exp;
            while (exp < ideal) {
                BigInteger[] d = coef.divideAndRemainder(BigInteger.TEN);
                if (d[1].signum() != 0) {
                    break;
                }
                coef = d[0];
                exp++;
            }
        }
        return fix(new Dec(sign, coef, exp), c);
    }

    /** The largest number of digits {@link #power} computes exactly (decimal.py's own code takes longer powers). */
    static final int MAX_POWER_DIGITS = 12_000;

    /**
     * {@code _int_power}: x ** n for a non-zero x and an integral n, or null when decimal.py is left to compute it.
     * Below decimal.py's size bound the exact power is rounded once (a negative n divides 1 by it, as
     * {@code _divide}); above it decimal.py rounds the power half-even to the precision by Ziv's method and always
     * raises Inexact and Rounded: the exact power rounded half-even is that same value whenever it is not exact and
     * not a tie (decimal.py's approximations cannot decide those two, so they are left to it), as is a negative n.
     */
    static Dec power(Dec x, long n, int sign, Ctx c) {
        long size = ndigits(x.coef) * Math.abs(n);
        if (size > MAX_POWER_DIGITS || Math.abs(n) > MAX_POWER_DIGITS || Math.abs(x.exp) > 1_000_000_000_000L) {
            return null;
        }
        int k = (int) Math.abs(n);
        if (size <= 4 * c.prec + 60 || x.coef.equals(BigInteger.ONE)) {
            if (n >= 0) {
                return fix(new Dec(sign, x.coef.pow(k), x.exp * n), c);
            }
            return divide(new Dec(sign, BigInteger.ONE, 0), new Dec(0, x.coef.pow(k), x.exp * -n), c);
        }
        if (n < 0) {
            return null;
        }
        BigInteger[] near = c.prec <= 100 ? nearPower(x.coef, k, (int) c.prec + 18) : null;
        if (near != null) {
            // the power lies in [A, A + margin] units of A's last digit: when both ends round alike, so does it
            long exp = x.exp * n + near[1].longValue();
            BigInteger lowQ = roundHalfEven(near[0], c.prec);
            BigInteger highQ = roundHalfEven(near[0].add(near[2]), c.prec);
            if (lowQ.equals(highQ) && ndigits(near[0]) == ndigits(near[0].add(near[2]))) {
                long shift = ndigits(near[0]) - c.prec;
                BigInteger q = lowQ;
                if (ndigits(q) > c.prec) {
                    q = q.divide(BigInteger.TEN);
                    shift++;
                }
                return finishPower(new Dec(sign, q, exp + shift), c);
            }
        }
        BigInteger exact = x.coef.pow(k);
        long shift = ndigits(exact) - c.prec;
        if (shift <= 0) {
            return null;
        }
        BigInteger[] qr = exact.divideAndRemainder(pow10(shift));
        int cmpHalf = qr[1].shiftLeft(1).compareTo(pow10(shift));
        if (qr[1].signum() == 0 || cmpHalf == 0) {
            return null;
        }
        BigInteger q = cmpHalf > 0 || (cmpHalf == 0 && qr[0].testBit(0)) ? qr[0].add(BigInteger.ONE) : qr[0];
        long exp = x.exp * n + shift;
        if (ndigits(q) > c.prec) {
            q = q.divide(BigInteger.TEN);
            exp++;
        }
        return finishPower(new Dec(sign, q, exp), c);
    }

    /** decimal.py's last step of a correctly rounded power: fixed in a copy, Inexact and Rounded always raised. */
    private static Dec finishPower(Dec rounded, Ctx c) {
        Ctx work = new Ctx(c.prec, c.rounding, c.emin, c.emax, c.clamp);
        Dec ans = fix(rounded, work);
        c.mask |= work.mask | INEXACT | ROUNDED;
        return ans;
    }

    /** coef rounded half-even to prec digits (its digits beyond them dropped), as {@code _rounded_pair}. */
    private static BigInteger roundHalfEven(BigInteger coef, long prec) {
        boolean[] inexact = new boolean[1];
        return roundInt(coef, ndigits(coef) - prec, HALF_EVEN, 0, inexact);
    }

    /**
     * c ** k (k >= 1) to w digits from below, by squaring and multiplying with every product truncated to w digits:
     * {A, its exponent, margin} such that A <= c ** k / 10**exponent <= A + margin. Each truncation loses less than
     * 10**(1-w) relatively and a squaring doubles the error it squares, so the relative error stays below
     * (2k + 2 log2 k + 2) 10**(1-w); A has w digits, so that is below 10 (2k + 130) units of its last digit, and
     * the margin is twice that. Null when the power has fewer than w digits (the caller computes it exactly).
     */
    private static BigInteger[] nearPower(BigInteger c, int k, int w) {
        BigInteger result = null;
        long resultExp = 0;
        BigInteger base = c;
        long baseExp = 0;
        int bits = 32 - Integer.numberOfLeadingZeros(k);
        for (int i = 0; i < bits; i++) {
            if ((k & (1 << i)) != 0) {
                if (result == null) {
                    result = base;
                    resultExp = baseExp;
                } else {
                    result = result.multiply(base);
                    resultExp += baseExp;
                    int drop = ndigits(result) - w;
                    if (drop > 0) {
                        result = result.divide(pow10(drop));
                        resultExp += drop;
                    }
                }
            }
            if (i + 1 < bits) {
                base = base.multiply(base);
                baseExp *= 2;
                int drop = ndigits(base) - w;
                if (drop > 0) {
                    base = base.divide(pow10(drop));
                    baseExp += drop;
                }
            }
        }
        if (result == null || ndigits(result) < w) {
            return null;
        }
        return new BigInteger[] {result, BigInteger.valueOf(resultExp), BigInteger.valueOf(20L * (2L * k + 130))};
    }

    /**
     * {@code quantize}: x with the exponent exp, or null when the result is NaN (an invalid operation) or
     * overflows.
     */
    static Dec quantize(Dec x, long exp, int rounding, Ctx c) {
        if (exp < c.emin - c.prec + 1 || exp > c.emax) {
            return null;
        }
        if (x.coef.signum() == 0) {
            return fix(new Dec(x.sign, BigInteger.ZERO, exp), c);
        }
        long adj = x.adjusted();
        if (adj > c.emax || adj - exp + 1 > c.prec) {
            return null;
        }
        Dec ans = rescale(x, exp, rounding);
        if (ans.coef.signum() != 0 && ndigits(ans.coef) > c.prec) {
            return null;
        }
        if (ans.exp > x.exp) {
            c.mask |= compare(ans, x) != 0 ? INEXACT | ROUNDED : ROUNDED;
        }
        return fix(ans, c);
    }

    /** {@code _compare_values} of two finite values: -1, 0 or 1. */
    static int compare(Dec a, Dec b) {
        boolean za = a.coef.signum() == 0;
        boolean zb = b.coef.signum() == 0;
        if (za && zb) {
            return 0;
        }
        if (za) {
            return b.sign == 1 ? 1 : -1;
        }
        if (zb) {
            return a.sign == 1 ? -1 : 1;
        }
        if (a.sign != b.sign) {
            return a.sign == 1 ? -1 : 1;
        }
        int m = compareAbs(a, b);
        return a.sign == 1 ? -m : m;
    }

    private static int compareAbs(Dec a, Dec b) {
        long aa = a.adjusted();
        long ab = b.adjusted();
        if (aa != ab) {
            return aa > ab ? 1 : -1;
        }
        BigInteger ca = a.coef;
        BigInteger cb = b.coef;
        if (a.exp > b.exp) {
            ca = ca.multiply(pow10(a.exp - b.exp));
        } else {
            cb = cb.multiply(pow10(b.exp - a.exp));
        }
        return Integer.signum(ca.compareTo(cb));
    }
}
