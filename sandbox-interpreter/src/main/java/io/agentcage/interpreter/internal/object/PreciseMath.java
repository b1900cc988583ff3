package io.agentcage.interpreter.internal.object;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Correctly rounded hypot and inverse trigonometric functions (atan2, atan, asin, acos), as the C library computes
 * them and Java's {@link Math} does not: the value is evaluated with 40 significant digits and rounded once to a
 * double. Special values (zeros, infinities, NaNs) follow C99. Used by complex arithmetic, math and cmath.
 */
public final class PreciseMath {
    private static final MathContext MC = new MathContext(40, RoundingMode.HALF_EVEN);
    private static final BigDecimal PI = new BigDecimal("3.141592653589793238462643383279502884197169399375");
    private static final BigDecimal HALF_PI = PI.divide(BigDecimal.valueOf(2), MC);
    private static final BigDecimal EPSILON = new BigDecimal("1e-45");

    private PreciseMath() {
    }

    /** {@code hypot(x, y)}, correctly rounded. */
    public static double hypot(double x, double y) {
        if (Double.isInfinite(x) || Double.isInfinite(y)) {
            return Double.POSITIVE_INFINITY;
        }
        if (Double.isNaN(x) || Double.isNaN(y)) {
            return Double.NaN;
        }
        if (x == 0 || y == 0) {
            return Math.abs(x == 0 ? y : x);
        }
        BigDecimal bx = new BigDecimal(x);
        BigDecimal by = new BigDecimal(y);
        double r = bx.multiply(bx).add(by.multiply(by)).sqrt(MC).doubleValue();
        return Math.abs(r) < 0x1p-1000 ? Math.hypot(x, y) : r;
    }

    /** {@code atan2(y, x)}. */
    public static double atan2(double y, double x) {
        if (!Double.isFinite(x) || !Double.isFinite(y) || x == 0 || y == 0) {
            return Math.atan2(y, x);
        }
        return toDouble(angle(new BigDecimal(y), new BigDecimal(x)), Math.atan2(y, x));
    }

    /** The correctly rounded double of v; near the subnormal range the library value is already exact enough. */
    private static double toDouble(BigDecimal v, double fallback) {
        double d = v.doubleValue();
        return Math.abs(d) < 0x1p-1000 ? fallback : d;
    }

    /** {@code atan(x)}. */
    public static double atan(double x) {
        if (!Double.isFinite(x) || x == 0) {
            return Math.atan(x);
        }
        return toDouble(angle(new BigDecimal(x), BigDecimal.ONE), Math.atan(x));
    }

    /** {@code asin(x)}; NaN outside [-1, 1] (the caller reports the domain error). */
    public static double asin(double x) {
        if (Double.isNaN(x) || Math.abs(x) > 1 || x == 0) {
            return Math.asin(x);
        }
        BigDecimal b = new BigDecimal(x);
        return toDouble(angle(b, cosine(b)), Math.asin(x));
    }

    /** {@code acos(x)}; NaN outside [-1, 1]. */
    public static double acos(double x) {
        if (Double.isNaN(x) || Math.abs(x) > 1) {
            return Math.acos(x);
        }
        BigDecimal b = new BigDecimal(x);
        BigDecimal c = cosine(b);
        if (c.signum() == 0) {
            return x > 0 ? 0.0 : Math.PI;
        }
        return angle(c, b).doubleValue();
    }

    /** sqrt(1 - x^2), exact input. */
    private static BigDecimal cosine(BigDecimal x) {
        BigDecimal s = BigDecimal.ONE.subtract(x.multiply(x));
        return s.signum() == 0 ? BigDecimal.ZERO : s.sqrt(MC);
    }

    /** The angle of the point (x, y), y != 0 or x > 0, in (-pi, pi]. */
    private static BigDecimal angle(BigDecimal y, BigDecimal x) {
        BigDecimal ay = y.abs();
        BigDecimal ax = x.abs();
        BigDecimal a;
        if (ay.compareTo(ax) <= 0) {
            a = atanSmall(ay.divide(ax, MC));
        } else {
            a = HALF_PI.subtract(atanSmall(ax.divide(ay, MC)), MC);
        }
        if (x.signum() < 0) {
            a = PI.subtract(a, MC);
        }
        return y.signum() < 0 ? a.negate() : a;
    }

    /** atan(t) for 0 <= t <= 1: two argument halvings, then the Taylor series. */
    private static BigDecimal atanSmall(BigDecimal t) {
        for (int i = 0; i < 2; i++) {
            BigDecimal root = BigDecimal.ONE.add(t.multiply(t, MC)).sqrt(MC);
            t = t.divide(BigDecimal.ONE.add(root), MC);
        }
        BigDecimal t2 = t.multiply(t, MC);
        BigDecimal power = t;
        BigDecimal sum = t;
        for (int k = 1; power.abs().compareTo(EPSILON.multiply(sum.abs())) > 0 && k < 200; k++) {
            power = power.multiply(t2, MC).negate();
            sum = sum.add(power.divide(BigDecimal.valueOf(2L * k + 1), MC), MC);
        }
        return sum.multiply(BigDecimal.valueOf(4), MC);
    }
}
