package io.agentcage.interpreter.internal.algorithms;

import io.agentcage.interpreter.internal.object.PreciseMath;

/**
 * The complex functions of {@code cmath} on (re, im) pairs, with CPython's branch cuts (the sign of a zero imaginary
 * part picks the side of a cut) and its domain and range errors for finite arguments. Results are
 * {@code double[2]}. Not API.
 */
public final class ComplexMath {
    private static final double LARGE = Double.MAX_VALUE / 4;
    private static final double LOG_LARGE = Math.log(LARGE);
    private static final double LN2 = 0.6931471805599453;
    private static final double LN10 = 2.302585092994046;

    private ComplexMath() {
    }

    private static double[] c(double re, double im) {
        return new double[] {re, im};
    }

    /** Principal square root (Kahan's algorithm, scaled to avoid overflow). */
    public static double[] sqrt(double x, double y) {
        if (Double.isInfinite(y)) {
            return c(Double.POSITIVE_INFINITY, y);
        }
        if (Double.isNaN(x) || Double.isNaN(y)) {
            if (Double.isInfinite(x)) {
                return x > 0 ? c(x, y) : c(Math.abs(y), Double.POSITIVE_INFINITY);
            }
            return c(Double.NaN, Double.NaN);
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? c(x, Math.copySign(0.0, y)) : c(0.0, Math.copySign(Double.POSITIVE_INFINITY, y));
        }
        if (x == 0 && y == 0) {
            return c(0.0, y);
        }
        double ax = Math.abs(x);
        double ay = Math.abs(y);
        double s;
        if (ax < Double.MIN_NORMAL && ay < Double.MIN_NORMAL) {
            ax = Math.scalb(ax, 53);
            s = Math.scalb(Math.sqrt(ax + MathFunctions.hypot(ax, Math.scalb(ay, 53))), -27);
        } else {
            ax /= 8;
            s = 2 * Math.sqrt(ax + MathFunctions.hypot(ax, ay / 8));
        }
        double d = ay / (2 * s);
        return x >= 0 ? c(s, Math.copySign(d, y)) : c(d, Math.copySign(s, y));
    }

    /** Exponential; overflow of a finite argument is a range error. */
    public static double[] exp(double x, double y) {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            return expSpecial(x, y);
        }
        double re;
        double im;
        if (x > LOG_LARGE) {
            double l = Math.exp(x - 1);
            re = l * Math.cos(y) * Math.E;
            im = l * Math.sin(y) * Math.E;
        } else {
            double l = Math.exp(x);
            re = l * Math.cos(y);
            im = y == 0 ? y * l : l * Math.sin(y);
        }
        if (Double.isInfinite(re) || Double.isInfinite(im)) {
            throw MathFunctions.range();
        }
        return c(re, im);
    }

    private static double[] expSpecial(double x, double y) {
        if (Double.isInfinite(x) && Double.isFinite(y) && y != 0) {
            double l = x > 0 ? Double.POSITIVE_INFINITY : 0.0;
            return c(l * Math.cos(y), l * Math.sin(y));
        }
        if (x == Double.NEGATIVE_INFINITY) {
            return c(0.0, y == 0 ? y : 0.0);
        }
        if (x == Double.POSITIVE_INFINITY && y == 0) {
            return c(x, y);
        }
        if (Double.isInfinite(y) && Double.isFinite(x)) {
            throw MathFunctions.domain();
        }
        if (x == Double.POSITIVE_INFINITY) {
            if (Double.isInfinite(y)) {
                throw MathFunctions.domain();
            }
            return c(x, Double.NaN);
        }
        return c(Double.NaN, y == 0 ? y : Double.NaN);
    }

    /** Natural logarithm; log(0) is a domain error. */
    public static double[] log(double x, double y) {
        if (x == 0 && y == 0) {
            throw MathFunctions.domain();
        }
        return logNoError(x, y);
    }

    /** Natural logarithm with log(0) = -inf (CPython's two-argument log only reports the base's errors). */
    public static double[] logNoError(double x, double y) {
        if (Double.isNaN(x) || Double.isNaN(y)) {
            boolean inf = Double.isInfinite(x) || Double.isInfinite(y);
            return c(inf ? Double.POSITIVE_INFINITY : Double.NaN, Double.NaN);
        }
        double ax = Math.abs(x);
        double ay = Math.abs(y);
        double re;
        if (Double.isInfinite(ax) || Double.isInfinite(ay)) {
            re = Double.POSITIVE_INFINITY;
        } else if (ax > LARGE || ay > LARGE) {
            re = Math.log(MathFunctions.hypot(ax / 2, ay / 2)) + LN2;
        } else if (ax < Double.MIN_NORMAL && ay < Double.MIN_NORMAL) {
            if (ax == 0 && ay == 0) {
                return c(Double.NEGATIVE_INFINITY, PreciseMath.atan2(y, x));
            }
            re = Math.log(MathFunctions.hypot(Math.scalb(ax, 53), Math.scalb(ay, 53))) - 53 * LN2;
        } else {
            double h = MathFunctions.hypot(ax, ay);
            if (h >= 0.71 && h <= 1.73) {
                double am = Math.max(ax, ay);
                double an = Math.min(ax, ay);
                re = Math.log1p((am - 1) * (am + 1) + an * an) / 2;
            } else {
                re = Math.log(h);
            }
        }
        return c(re, PreciseMath.atan2(y, x));
    }

    /** Base-10 logarithm. */
    public static double[] log10(double x, double y) {
        double[] l = log(x, y);
        return c(l[0] / LN10, l[1] / LN10);
    }

    /** log|z| + ln 2 for huge z, halved first so that hypot cannot overflow (CPython's formula). */
    private static double largeLog(double x, double y) {
        return Math.log(MathFunctions.hypot(x / 2, y / 2)) + LN2 * 2;
    }

    /** Inverse cosine. */
    public static double[] acos(double x, double y) {
        if (Math.abs(x) > LARGE || Math.abs(y) > LARGE) {
            double big = largeLog(x, y);
            double re = PreciseMath.atan2(Math.abs(y), x);
            double im = x < 0 ? -Math.copySign(big, y) : Math.copySign(big, -y);
            return c(re, im);
        }
        double[] s1 = sqrt(1 - x, -y);
        double[] s2 = sqrt(1 + x, y);
        return c(2 * PreciseMath.atan2(s1[0], s2[0]), MathFunctions.asinh(s2[0] * s1[1] - s2[1] * s1[0]));
    }

    /** Inverse hyperbolic cosine. */
    public static double[] acosh(double x, double y) {
        if (Math.abs(x) > LARGE || Math.abs(y) > LARGE) {
            return c(largeLog(x, y), PreciseMath.atan2(y, x));
        }
        double[] s1 = sqrt(x - 1, y);
        double[] s2 = sqrt(x + 1, y);
        return c(MathFunctions.asinh(s1[0] * s2[0] + s1[1] * s2[1]), 2 * PreciseMath.atan2(s1[1], s2[0]));
    }

    /** Inverse hyperbolic sine. */
    public static double[] asinh(double x, double y) {
        if (Double.isNaN(x) && y == 0) {
            return c(x, y);
        }
        if (Math.abs(x) > LARGE || Math.abs(y) > LARGE) {
            double big = largeLog(x, y);
            double re = y >= 0 ? Math.copySign(big, x) : -Math.copySign(big, -x);
            return c(re, PreciseMath.atan2(y, Math.abs(x)));
        }
        double[] s1 = sqrt(1 + y, -x);
        double[] s2 = sqrt(1 - y, x);
        return c(MathFunctions.asinh(s1[0] * s2[1] - s2[0] * s1[1]), PreciseMath.atan2(y, s1[0] * s2[0] - s1[1] * s2[1]));
    }

    /** Inverse sine: {@code -i asinh(iz)}. */
    public static double[] asin(double x, double y) {
        double[] s = asinh(-y, x);
        return c(s[1], -s[0]);
    }

    /** Inverse hyperbolic tangent; the branch points ±1 are domain errors. */
    public static double[] atanh(double x, double y) {
        if (Double.isInfinite(x) && y == 0) {
            return c(Math.copySign(0.0, x), Math.copySign(Math.PI / 2, y));
        }
        if (x < 0 || (x == 0 && Math.copySign(1, x) < 0)) {
            double[] r = atanh(-x, -y);
            return c(-r[0], -r[1]);
        }
        double ay = Math.abs(y);
        if (x == 1 && ay == 0) {
            throw MathFunctions.domain();
        }
        double sqrtLarge = Math.sqrt(LARGE);
        if (x > sqrtLarge || ay > sqrtLarge) {
            double h = MathFunctions.hypot(x / 2, y / 2);
            return c(x / 4 / h / h, -Math.copySign(Math.PI / 2, -y));
        }
        if (x == 1 && ay < Math.sqrt(Double.MIN_NORMAL)) {
            return c(-Math.log(Math.sqrt(ay) / Math.sqrt(MathFunctions.hypot(ay, 2))),
                    Math.copySign(PreciseMath.atan2(2, -ay) / 2, y));
        }
        double re = Math.log1p(4 * x / ((1 - x) * (1 - x) + ay * ay)) / 4;
        double im = -PreciseMath.atan2(-2 * y, (1 - x) * (1 + x) - ay * ay) / 2;
        return c(re, im);
    }

    /** Inverse tangent: {@code -i atanh(iz)}. */
    public static double[] atan(double x, double y) {
        if (Double.isNaN(x) && y == 0) {
            return c(x, y);
        }
        double[] s = atanh(-y, x);
        return c(s[1], -s[0]);
    }

    /** A non-finite real part on the real axis: the special values CPython's tables give. */
    private static boolean realAxisSpecial(double x, double y) {
        return y == 0 && !Double.isFinite(x);
    }

    /** Hyperbolic cosine; overflow is a range error. */
    public static double[] cosh(double x, double y) {
        if (realAxisSpecial(x, y)) {
            return c(Math.abs(x), Double.isNaN(x) ? y : Math.copySign(0.0, x) * Math.copySign(1.0, y));
        }
        double re;
        double im;
        if (Math.abs(x) > LOG_LARGE) {
            double xm1 = x - Math.copySign(1, x);
            re = Math.cos(y) * MathFunctions.cosh(xm1) * Math.E;
            im = Math.sin(y) * MathFunctions.sinh(xm1) * Math.E;
        } else {
            re = Math.cos(y) * MathFunctions.cosh(x);
            im = Math.sin(y) * MathFunctions.sinh(x);
        }
        return finite(x, y, re, im);
    }

    /** Hyperbolic sine; overflow is a range error. */
    public static double[] sinh(double x, double y) {
        if (realAxisSpecial(x, y)) {
            return c(x, y);
        }
        double re;
        double im;
        if (Math.abs(x) > LOG_LARGE) {
            double xm1 = x - Math.copySign(1, x);
            re = Math.cos(y) * MathFunctions.sinh(xm1) * Math.E;
            im = Math.sin(y) * MathFunctions.cosh(xm1) * Math.E;
        } else {
            re = Math.cos(y) * MathFunctions.sinh(x);
            im = Math.sin(y) * MathFunctions.cosh(x);
        }
        return finite(x, y, re, im);
    }

    private static double[] finite(double x, double y, double re, double im) {
        if (Double.isFinite(x) && Double.isFinite(y) && (Double.isInfinite(re) || Double.isInfinite(im))) {
            throw MathFunctions.range();
        }
        if (Double.isFinite(x) && Double.isInfinite(y)) {
            throw MathFunctions.domain();
        }
        return c(re, im);
    }

    /** Hyperbolic tangent. */
    public static double[] tanh(double x, double y) {
        if (realAxisSpecial(x, y)) {
            return c(Double.isNaN(x) ? x : Math.copySign(1.0, x), y);
        }
        if (Double.isFinite(x) && Double.isInfinite(y)) {
            throw MathFunctions.domain();
        }
        if (Math.abs(x) > LOG_LARGE) {
            return c(Math.copySign(1, x), 4 * Math.sin(y) * Math.cos(y) * Math.exp(-2 * Math.abs(x)));
        }
        double tx = MathFunctions.tanh(x);
        double ty = Math.tan(y);
        double cx = 1 / MathFunctions.cosh(x);
        double txty = tx * ty;
        double denom = 1 + txty * txty;
        return c(tx * (1 + ty * ty) / denom, ((ty / denom) * cx) * cx);
    }

    /** Cosine: {@code cosh(iz)}. */
    public static double[] cos(double x, double y) {
        if (Double.isNaN(x) && y == 0) {
            return c(x, y);
        }
        return cosh(-y, x);
    }

    /** Sine: {@code -i sinh(iz)}. */
    public static double[] sin(double x, double y) {
        if (Double.isNaN(x) && y == 0) {
            return c(x, -y);
        }
        double[] s = sinh(-y, x);
        return c(s[1], -s[0]);
    }

    /** Tangent: {@code -i tanh(iz)}. */
    public static double[] tan(double x, double y) {
        double[] s = tanh(-y, x);
        return c(s[1], -s[0]);
    }

    /** {@code rect(r, phi)}; an infinite angle with a finite non-zero modulus is a domain error. */
    public static double[] rect(double r, double phi) {
        if (Double.isInfinite(r) && Double.isInfinite(phi)) {
            throw MathFunctions.domain();
        }
        if (Double.isFinite(r) && Double.isInfinite(phi)) {
            if (r == 0) {
                return c(0.0, 0.0);
            }
            throw MathFunctions.domain();
        }
        if (Double.isInfinite(r) && Double.isFinite(phi) && phi != 0) {
            return c(r * Math.cos(phi), r * Math.sin(phi));
        }
        if (phi == 0) {
            return c(r, Double.isNaN(r) ? phi : r * phi);
        }
        return c(r * Math.cos(phi), r * Math.sin(phi));
    }
}
