package io.agentcage.interpreter.internal.algorithms;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/**
 * Floating-point algorithms of the {@code math} module that Java's {@link Math} lacks or computes differently from
 * CPython: exact summation, correctly rounded norms, base-2 logarithms of huge ints, IEEE remainders, and the
 * special functions. Pure functions on doubles and BigIntegers; errors are {@link ModuleError}s. Not API.
 */
public final class MathFunctions {
    private static final MathContext NORM_CONTEXT = new MathContext(40);
    private static final double LN2 = 0.6931471805599453;

    private MathFunctions() {
    }

    /** A domain error, as CPython reports it. */
    public static ModuleError domain() {
        return ModuleError.value("math domain error");
    }

    /** A range error, as CPython reports it. */
    public static ModuleError range() {
        return new ModuleError("OverflowError", "math range error");
    }

    /**
     * Rounds {@code num * 2**exp2} to the nearest double, ties to even (also for subnormal results). Returns
     * infinity (with the sign) when the magnitude is too large.
     */
    public static double scaled(BigInteger num, long exp2) {
        if (num.signum() == 0) {
            return 0.0;
        }
        boolean neg = num.signum() < 0;
        BigInteger m = num.abs();
        long top = m.bitLength() + exp2; // value in [2**(top-1), 2**top)
        if (top > 1024) {
            return neg ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        // the lowest kept bit has weight 2**max(top-53, -1074)
        long lsb = Math.max(top - 53, -1074);
        long shift = lsb - exp2;
        BigInteger q;
        if (shift > 0) {
            q = m.shiftRight((int) Math.min(shift, Integer.MAX_VALUE));
            BigInteger rem = m.subtract(q.shiftLeft((int) shift));
            BigInteger half = BigInteger.ONE.shiftLeft((int) shift - 1);
            int c = rem.compareTo(half);
            if (c > 0 || (c == 0 && q.testBit(0))) {
                q = q.add(BigInteger.ONE);
            }
        } else {
            q = m.shiftLeft((int) -shift);
        }
        double r = Math.scalb(q.doubleValue(), (int) lsb);
        return neg ? -r : r;
    }

    /** The exact value of a finite double as {@code num * 2**-1074}. */
    private static BigInteger units(double d) {
        long bits = Double.doubleToRawLongBits(d);
        int exp = (int) ((bits >> 52) & 0x7ff);
        long mant = bits & ((1L << 52) - 1);
        if (exp != 0) {
            mant |= 1L << 52;
            exp--;
        }
        BigInteger v = BigInteger.valueOf(mant).shiftLeft(exp);
        return d < 0 || (d == 0 && bits < 0) ? v.negate() : v;
    }

    /**
     * Exact sum of doubles rounded once, with CPython's {@code fsum} errors for infinities and overflow. The caller
     * feeds values one by one so that it can charge each.
     */
    public static final class Fsum {
        private BigInteger total = BigInteger.ZERO;
        private double special = 0.0;
        private boolean sawSpecial;
        private boolean overflowed;

        /** Adds one value. */
        public void add(double d) {
            if (Double.isFinite(d)) {
                total = total.add(units(d));
                // CPython's partial sums overflow once the running total leaves the double range
                overflowed |= total.bitLength() > 1024 + 1074;
                return;
            }
            if (Double.isNaN(d) || Double.isNaN(special)) {
                special = Double.NaN;
            } else if (sawSpecial && special != d) {
                special = Double.NaN;
                throw ModuleError.value("-inf + inf in fsum");
            } else {
                special = d;
            }
            sawSpecial = true;
        }

        /** The rounded sum. */
        public double result() {
            if (sawSpecial) {
                return special;
            }
            double r = scaled(total, -1074);
            if (Double.isInfinite(r) || overflowed) {
                throw new ModuleError("OverflowError", "intermediate overflow in fsum");
            }
            return r;
        }
    }

    /** The Euclidean norm of {@code v}, correctly rounded (CPython's hypot/dist are accurate to within an ulp). */
    public static double norm(double[] v) {
        boolean nan = false;
        for (double d : v) {
            if (Double.isInfinite(d)) {
                return Double.POSITIVE_INFINITY;
            }
            nan |= Double.isNaN(d);
        }
        if (nan) {
            return Double.NaN;
        }
        double exact = exactSumOfSquares(v);
        if (!Double.isNaN(exact)) {
            return Math.sqrt(exact);
        }
        double fast = io.agentcage.interpreter.internal.object.PreciseMath.norm(v);
        if (!Double.isNaN(fast)) {
            return fast;
        }
        BigDecimal sum = BigDecimal.ZERO;
        for (double d : v) {
            BigDecimal b = new BigDecimal(d);
            sum = sum.add(b.multiply(b));
        }
        if (sum.signum() == 0) {
            return 0.0;
        }
        BigDecimal root = sum.sqrt(NORM_CONTEXT);
        return root.doubleValue();
    }

    /**
     * The sum of the squares when every square and partial sum is exact in double arithmetic (then the IEEE square
     * root of it is the correctly rounded norm: {@code hypot(3, 4)}, small integers), else NaN. Magnitudes are kept
     * within 2**±400 so that no square or rounding error under- or overflows.
     */
    public static double exactSumOfSquares(double[] v) {
        double sum = 0;
        for (double d : v) {
            double a = Math.abs(d);
            if (a != 0 && (a < 0x1p-400 || a > 0x1p400)) {
                return Double.NaN;
            }
            double sq = a * a;
            if (Math.fma(a, a, -sq) != 0) {
                return Double.NaN;
            }
            double s = sum + sq;
            double bv = s - sum;
            if ((sum - (s - bv)) + (sq - bv) != 0) {
                return Double.NaN;
            }
            sum = s;
        }
        return sum;
    }

    /** {@code hypot(x, y)} correctly rounded (the C library's hypot is). */
    public static double hypot(double x, double y) {
        return io.agentcage.interpreter.internal.object.PreciseMath.hypot(x, y);
    }

    /**
     * CPython's {@code loghelper} for ints: the int as a double when it fits, else {@code f(m) + f(2) * e} with
     * {@code n = m * 2**e}, m in [0.5, 1).
     */
    public static double logOfInt(BigInteger n, java.util.function.DoubleUnaryOperator f) {
        if (n.signum() <= 0) {
            throw domain();
        }
        double d = n.doubleValue();
        if (Double.isFinite(d)) {
            return f.applyAsDouble(d);
        }
        int e = n.bitLength();
        return f.applyAsDouble(scaled(n, -e)) + f.applyAsDouble(2.0) * e;
    }

    /** Base-2 log of a positive double: exact for powers of two. */
    public static double log2(double x) {
        if (Double.isNaN(x) || x == Double.POSITIVE_INFINITY) {
            return x;
        }
        if (x <= 0) {
            throw domain();
        }
        int e = Math.getExponent(x);
        if (e == Double.MIN_EXPONENT - 1) {
            return log2(x * 0x1p54) - 54;
        }
        double m = Math.scalb(x, -e);
        if (m == 1.0) {
            return e;
        }
        if (m > Math.sqrt(2)) {
            return e + 1 + Math.log(m / 2) / LN2;
        }
        return e + Math.log(m) / LN2;
    }

    /** {@code frexp}: mantissa in [0.5, 1) and exponent. */
    public static double[] frexp(double x) {
        if (x == 0 || !Double.isFinite(x)) {
            return new double[] {x, 0};
        }
        int e = Math.getExponent(x);
        if (e == Double.MIN_EXPONENT - 1) {
            double y = x * 0x1p64;
            double[] r = frexp(y);
            return new double[] {r[0], r[1] - 64};
        }
        return new double[] {Math.scalb(x, -e - 1), e + 1};
    }

    /** {@code ulp}: the gap to the next double away from zero (or below, at the top of the range). */
    public static double ulp(double x) {
        if (Double.isNaN(x)) {
            return x;
        }
        x = Math.abs(x);
        if (Double.isInfinite(x)) {
            return x;
        }
        double up = Math.nextUp(x);
        if (Double.isInfinite(up)) {
            return x - Math.nextDown(x);
        }
        return up - x;
    }

    /** IEEE 754 remainder with CPython's domain errors. */
    public static double remainder(double x, double y) {
        if (Double.isNaN(x) || Double.isNaN(y)) {
            return Double.NaN;
        }
        if (Double.isInfinite(x) || y == 0) {
            throw domain();
        }
        if (Double.isInfinite(y)) {
            return x;
        }
        return Math.IEEEremainder(x, y);
    }

    /** C {@code fmod} with CPython's domain errors. */
    public static double fmod(double x, double y) {
        if (Double.isInfinite(y) && Double.isFinite(x)) {
            return x;
        }
        double r = x % y;
        if (Double.isNaN(r) && !Double.isNaN(x) && !Double.isNaN(y)) {
            throw domain();
        }
        return r;
    }

    /** {@code math.pow} with C99 special cases and CPython's errors. */
    public static double pow(double x, double y) {
        if (Double.isNaN(x)) {
            return y == 0 ? 1.0 : x;
        }
        if (Double.isNaN(y)) {
            return x == 1 ? 1.0 : y;
        }
        if (x == 0 && y < 0 && Double.isFinite(y)) {
            throw domain();
        }
        if (Double.isFinite(x) && x < 0 && Double.isFinite(y) && y != Math.rint(y)) {
            throw domain();
        }
        if (x == 1 || y == 0) {
            return 1.0;
        }
        if (x == -1 && Double.isInfinite(y)) {
            return 1.0;
        }
        double r = Math.pow(x, y);
        if (Double.isInfinite(r) && Double.isFinite(x) && Double.isFinite(y)) {
            throw range();
        }
        return r;
    }

    /** Inverse hyperbolic sine. */
    public static double asinh(double x) {
        if (!Double.isFinite(x) || x == 0) {
            return x;
        }
        double a = Math.abs(x);
        double r;
        if (a > 0x1p28) {
            r = Math.log(a) + LN2;
        } else if (a > 2) {
            r = Math.log(2 * a + 1 / (Math.sqrt(x * x + 1) + a));
        } else {
            double t = x * x;
            r = Math.log1p(a + t / (1 + Math.sqrt(1 + t)));
        }
        return Math.copySign(r, x);
    }

    /** Inverse hyperbolic cosine. */
    public static double acosh(double x) {
        if (Double.isNaN(x)) {
            return x;
        }
        if (x < 1) {
            throw domain();
        }
        if (x > 0x1p28) {
            return Double.isInfinite(x) ? x : Math.log(x) + LN2;
        }
        if (x > 2) {
            return Math.log(2 * x - 1 / (x + Math.sqrt(x * x - 1)));
        }
        double t = x - 1;
        return Math.log1p(t + Math.sqrt(2 * t + t * t));
    }

    /** Inverse hyperbolic tangent. */
    public static double atanh(double x) {
        if (Double.isNaN(x)) {
            return x;
        }
        double a = Math.abs(x);
        if (a >= 1) {
            throw domain();
        }
        double r;
        if (a < 0.5) {
            r = 0.5 * Math.log1p(2 * a + 2 * a * a / (1 - a));
        } else {
            r = 0.5 * Math.log1p(2 * a / (1 - a));
        }
        return Math.copySign(r, x);
    }

    /**
     * Hyperbolic cosine: the classic fdlibm reduction over {@link Math#exp} (the JIT intrinsic, which agrees with
     * glibc's exp far more often than {@link StrictMath#exp}), as glibc's cosh does over its own exp.
     */
    public static double cosh(double x) {
        double a = Math.abs(x);
        if (!Double.isFinite(x)) {
            return a;
        }
        if (a < 0.5 * LN2) {
            double t = Math.expm1(a);
            double w = 1 + t;
            return a < 0x1p-55 ? w : 1 + (t * t) / (w + w);
        }
        if (a < 22) {
            double t = Math.exp(a);
            return 0.5 * t + 0.5 / t;
        }
        if (a < 709.782712893384) {
            return 0.5 * Math.exp(a);
        }
        double w = Math.exp(0.5 * a);
        return 0.5 * w * w;
    }

    /** Hyperbolic sine, as {@link #cosh}. */
    public static double sinh(double x) {
        if (!Double.isFinite(x) || x == 0) {
            return x;
        }
        double h = Math.copySign(0.5, x);
        double a = Math.abs(x);
        if (a < 22) {
            if (a < 0x1p-28) {
                return x;
            }
            double t = Math.expm1(a);
            return a < 1 ? h * (2 * t - t * t / (t + 1)) : h * (t + t / (t + 1));
        }
        if (a < 709.782712893384) {
            return h * Math.exp(a);
        }
        double w = Math.exp(0.5 * a);
        return h * w * w;
    }

    /** Hyperbolic tangent, as {@link #cosh}. */
    public static double tanh(double x) {
        if (Double.isNaN(x) || x == 0) {
            return x;
        }
        double a = Math.abs(x);
        double z;
        if (a < 22) {
            if (a < 0x1p-55) {
                return x;
            }
            if (a >= 1) {
                z = 1 - 2 / (Math.expm1(2 * a) + 2);
            } else {
                double t = Math.expm1(-2 * a);
                z = -t / (t + 2);
            }
        } else {
            z = 1;
        }
        return Math.copySign(z, x);
    }
}
