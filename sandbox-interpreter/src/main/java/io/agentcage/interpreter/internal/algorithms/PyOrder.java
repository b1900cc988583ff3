package io.agentcage.interpreter.internal.algorithms;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.function.Function;

/**
 * Python's {@code <} ordering over neutral scalar values (None, bool, int, float, str), raising CPython's
 * TypeError for values that do not compare. Strings compare by code point, as in CPython. Not API.
 */
public final class PyOrder {
    private PyOrder() {
    }

    /** Compares two neutral scalars as Python's {@code sorted} would. */
    public static int compare(Object a, Object b, Function<Object, String> typeName) {
        if (a instanceof String && b instanceof String) {
            return compareCodePoints((String) a, (String) b);
        }
        if (isNumber(a) && isNumber(b)) {
            return compareNumbers(a, b);
        }
        throw ModuleError.type("'<' not supported between instances of '" + typeName.apply(b) + "' and '"
                + typeName.apply(a) + "'");
    }

    /** Compares strings by Unicode code point (UTF-16 order differs above the surrogate range). */
    public static int compareCodePoints(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                if (Character.isSurrogate(x) || Character.isSurrogate(y)) {
                    return Integer.compare(a.codePointAt(i), b.codePointAt(i));
                }
                return x - y;
            }
        }
        return a.length() - b.length();
    }

    private static boolean isNumber(Object o) {
        return o instanceof Boolean || o instanceof Long || o instanceof Integer || o instanceof BigInteger
                || o instanceof Double;
    }

    private static int compareNumbers(Object a, Object b) {
        if (a instanceof Double || b instanceof Double) {
            double x = toDouble(a);
            double y = toDouble(b);
            if (!Double.isNaN(x) && !Double.isNaN(y) && !Double.isInfinite(x) && !Double.isInfinite(y)) {
                return toBig(a).compareTo(toBig(b));
            }
            return Double.compare(x, y);
        }
        return toBigInteger(a).compareTo(toBigInteger(b));
    }

    private static double toDouble(Object o) {
        return o instanceof Double ? (Double) o : toBigInteger(o).doubleValue();
    }

    private static BigDecimal toBig(Object o) {
        return o instanceof Double ? new BigDecimal((Double) o) : new BigDecimal(toBigInteger(o));
    }

    private static BigInteger toBigInteger(Object o) {
        if (o instanceof Boolean) {
            return ((Boolean) o) ? BigInteger.ONE : BigInteger.ZERO;
        }
        if (o instanceof BigInteger) {
            return (BigInteger) o;
        }
        return BigInteger.valueOf(((Number) o).longValue());
    }
}
