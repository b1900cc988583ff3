package io.agentcage.interpreter.internal.algorithms;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * CPython's {@code repr(float)}: the shortest decimal string that reads back as the same double, laid out as
 * CPython does (fixed notation for decimal exponents in [-4, 16), otherwise {@code 1e+16} style).
 *
 * <p>Java 17's {@code Double.toString} is not always the shortest form, so its digits are only a starting point
 * that is shortened while the value still round-trips. Not API.
 */
public final class FloatRepr {
    private FloatRepr() {
    }

    /** Returns {@code repr(d)} as CPython 3.11 prints it. */
    public static String repr(double d) {
        if (Double.isNaN(d)) {
            return "nan";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        if (d == 0) {
            return (1 / d < 0) ? "-0.0" : "0.0";
        }
        String[] digitsAndExp = shortestDigits(Math.abs(d));
        return (d < 0 ? "-" : "") + layout(digitsAndExp[0], Integer.parseInt(digitsAndExp[1]));
    }

    /**
     * Returns the shortest round-tripping significant digits (no trailing zeros) and the decimal exponent of the
     * first digit ({@code 1.5 -> ["15", "0"]}).
     */
    static String[] shortestDigits(double d) {
        BigDecimal jdk = new BigDecimal(Double.toString(d)).stripTrailingZeros();
        int precision = jdk.precision();
        if (precision <= 15 && d >= Double.MIN_NORMAL) {
            // Any decimal of at most 15 significant digits is the only one of its length (or shorter) that reads
            // back as this double (DBL_DIG), so Java's round-tripping digits are already the shortest.
            return digitsAndExponent(jdk);
        }
        BigDecimal best = jdk;
        BigDecimal exact = null;
        for (int p = precision - 1; p >= 1; p--) {
            if (exact == null) {
                exact = new BigDecimal(d);
            }
            BigDecimal candidate = exact.round(new MathContext(p, RoundingMode.HALF_EVEN));
            if (candidate.doubleValue() != d) {
                // At a power of two the doubles below are twice as dense, so the interval that reads back is
                // narrower below: the nearest p-digit decimal can miss it while its upper neighbour is inside
                // (2.0 ** -44 is 5.684341886080802e-14, not ...8015e-14).
                candidate = neighbourReadingBack(candidate, d);
                if (candidate == null) {
                    break;
                }
            }
            best = candidate.stripTrailingZeros();
        }
        return digitsAndExponent(best);
    }

    /** The decimal one unit above or below {@code candidate} (same precision) that reads back as d, or null. */
    private static BigDecimal neighbourReadingBack(BigDecimal candidate, double d) {
        BigDecimal unit = candidate.ulp();
        BigDecimal up = candidate.add(unit);
        if (up.doubleValue() == d) {
            return up;
        }
        BigDecimal down = candidate.subtract(unit);
        return down.doubleValue() == d ? down : null;
    }

    private static String[] digitsAndExponent(BigDecimal best) {
        String digits = best.unscaledValue().toString();
        int exp = digits.length() - 1 - best.scale();
        String trimmed = stripZeros(digits);
        return new String[] {trimmed, Integer.toString(exp)};
    }

    private static String stripZeros(String digits) {
        int end = digits.length();
        while (end > 1 && digits.charAt(end - 1) == '0') {
            end--;
        }
        return digits.substring(0, end);
    }

    /** Lays out digits {@code d1 d2 ...} times 10^exp (exp of the first digit) as CPython's repr does. */
    static String layout(String digits, int exp) {
        StringBuilder sb = new StringBuilder(24);
        if (exp < -4 || exp >= 16) {
            sb.append(digits.charAt(0));
            if (digits.length() > 1) {
                sb.append('.').append(digits, 1, digits.length());
            }
            sb.append('e').append(exp < 0 ? '-' : '+');
            int abs = Math.abs(exp);
            if (abs < 10) {
                sb.append('0');
            }
            return sb.append(abs).toString();
        }
        if (exp < 0) {
            sb.append("0.");
            for (int i = -1; i > exp; i--) {
                sb.append('0');
            }
            return sb.append(digits).toString();
        }
        if (digits.length() <= exp + 1) {
            sb.append(digits);
            for (int i = digits.length(); i <= exp; i++) {
                sb.append('0');
            }
            return sb.append(".0").toString();
        }
        return sb.append(digits, 0, exp + 1).append('.').append(digits, exp + 1, digits.length()).toString();
    }
}
