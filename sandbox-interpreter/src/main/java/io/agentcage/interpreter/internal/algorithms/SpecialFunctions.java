package io.agentcage.interpreter.internal.algorithms;

/**
 * {@code math.gamma}, {@code lgamma}, {@code erf} and {@code erfc}. Exact for the cases CPython makes exact (gamma
 * of small positive integers, lgamma(1) and lgamma(2)); elsewhere within a few ulps of the C library. Not API.
 */
public final class SpecialFunctions {
    private static final double LOG_PI = 1.1447298858494002;
    private static final double SQRT_PI = 1.772453850905516;

    private SpecialFunctions() {
    }

    /** log|gamma(x)| for x >= 0.5: shifted up to 20 and Stirling's series with Bernoulli terms. */
    private static double lgammaPositive(double x) {
        double shiftLog = 0;
        double prod = 1;
        while (x < 20) {
            prod *= x;
            if (prod > 1e280) {
                shiftLog += Math.log(prod);
                prod = 1;
            }
            x += 1;
        }
        shiftLog += Math.log(prod);
        double inv = 1 / x;
        double inv2 = inv * inv;
        double series = inv * (1.0 / 12 - inv2 * (1.0 / 360 - inv2 * (1.0 / 1260 - inv2 * (1.0 / 1680
                - inv2 * (1.0 / 1188 - inv2 * (691.0 / 360360 - inv2 / 156))))));
        return (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + series - shiftLog;
    }

    /** The gamma function with CPython's errors. */
    public static double gamma(double x) {
        if (Double.isNaN(x) || x == Double.POSITIVE_INFINITY) {
            return x;
        }
        if (x == Double.NEGATIVE_INFINITY || (x <= 0 && x == Math.rint(x))) {
            throw MathFunctions.domain();
        }
        if (x == Math.rint(x) && x <= 23) {
            double f = 1;
            for (int i = 2; i < x; i++) {
                f *= i;
            }
            return f;
        }
        if (x < 0.5) {
            double s = Math.sin(Math.PI * x);
            double r = Math.PI / (s * gamma(1 - x));
            if (Double.isInfinite(r)) {
                throw MathFunctions.range();
            }
            return r;
        }
        if (x > 171.7) {
            throw MathFunctions.range();
        }
        double r = Math.exp(lgammaPositive(x));
        if (Double.isInfinite(r)) {
            throw MathFunctions.range();
        }
        return r;
    }

    /** Natural log of |gamma(x)| with CPython's errors. */
    public static double lgamma(double x) {
        if (Double.isNaN(x)) {
            return x;
        }
        if (Double.isInfinite(x)) {
            return Double.POSITIVE_INFINITY;
        }
        if (x <= 0 && x == Math.rint(x)) {
            throw MathFunctions.domain();
        }
        if (x == 1 || x == 2) {
            return 0.0;
        }
        if (x < 0.5) {
            return LOG_PI - Math.log(Math.abs(Math.sin(Math.PI * x))) - lgamma(1 - x);
        }
        double r = lgammaPositive(x);
        if (Double.isInfinite(r)) {
            throw MathFunctions.range();
        }
        return r;
    }

    /** The error function. */
    public static double erf(double x) {
        if (Double.isNaN(x)) {
            return x;
        }
        double a = Math.abs(x);
        if (a < 1.5) {
            return series(x);
        }
        double r = a >= 30 ? 1.0 : 1.0 - continuedFraction(a);
        return Math.copySign(r, x);
    }

    /** The complementary error function. */
    public static double erfc(double x) {
        if (Double.isNaN(x)) {
            return x;
        }
        double a = Math.abs(x);
        if (a < 1.5) {
            return 1.0 - series(x);
        }
        double cf = a >= 30 ? 0.0 : continuedFraction(a);
        return x > 0 ? cf : 2.0 - cf;
    }

    private static double series(double x) {
        double x2 = x * x;
        double acc = 0;
        double fk = 25 + 0.5;
        for (int i = 0; i < 25; i++) {
            acc = 2.0 + x2 * acc / fk;
            fk -= 1;
        }
        return acc * x * Math.exp(-x2) / SQRT_PI;
    }

    private static double continuedFraction(double x) {
        double x2 = x * x;
        double a = 0;
        double da = 0.5;
        double p = 1;
        double pLast = 0;
        double q = da + x2;
        double qLast = 1;
        for (int i = 0; i < 50; i++) {
            a += da;
            da += 2;
            double b = da + x2;
            double t = p;
            p = b * p - a * pLast;
            pLast = t;
            t = q;
            q = b * q - a * qLast;
            qLast = t;
        }
        return p / q * x * Math.exp(-x2) / SQRT_PI;
    }
}
