package io.agentcage.interpreter.internal.stdlib;

import java.math.BigInteger;

/**
 * Decimal text as {@code decimal.py} reads and writes it: {@code _parse} for the plain numeric strings money code
 * parses (ASCII digits, one point, an exponent, underscores), and {@code __str__}/{@code to_eng_string}'s placement
 * of the point and the exponent. Anything else (whitespace, non-ASCII digits, infinities, NaNs, very long text) is
 * left to {@code decimal.py}: {@link #parse} returns null for it.
 */
final class DecimalText {
    /** Longer text goes to decimal.py, which splits huge digit strings around the int/str conversion limit. */
    private static final int MAX_PARSED = 400;

    private DecimalText() {
    }

    /** A parsed finite value: sign, coefficient and exponent. */
    static final class Parsed {
        final int sign;
        final BigInteger coef;
        final long exp;

        Parsed(int sign, BigInteger coef, long exp) {
            this.sign = sign;
            this.coef = coef;
            this.exp = exp;
        }
    }

    /**
     * {@code _parse} of text made only of ASCII digits, signs, points, underscores and e/E: the value, or null when
     * the text is anything else or not a finite number (decimal.py then parses it and reports the error).
     */
    static Parsed parse(String text) {
        int n = text.length();
        if (n == 0 || n > MAX_PARSED) {
            return null;
        }
        StringBuilder s = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            char ch = text.charAt(i);
            if ((ch >= '0' && ch <= '9') || ch == '+' || ch == '-' || ch == '.' || ch == 'e' || ch == 'E') {
                s.append(ch);
            } else if (ch != '_') {
                return null;
            }
        }
        int i = 0;
        int sign = 0;
        if (s.length() > 0 && (s.charAt(0) == '+' || s.charAt(0) == '-')) {
            sign = s.charAt(0) == '-' ? 1 : 0;
            i = 1;
        }
        int e = indexOfE(s, i);
        long exp = 0;
        int end = s.length();
        if (e >= 0) {
            String es = s.substring(e + 1);
            int b = es.startsWith("+") || es.startsWith("-") ? 1 : 0;
            if (es.length() == b || es.length() - b > 17 || !digits(es, b, es.length())) {
                return null;
            }
            exp = Long.parseLong(es.charAt(0) == '+' ? es.substring(1) : es);
            end = e;
        }
        int dot = s.indexOf(".", i);
        if (dot >= end) {
            dot = -1;
        }
        int wholeEnd = dot < 0 ? end : dot;
        int fracStart = dot < 0 ? end : dot + 1;
        if (wholeEnd == i && fracStart == end) {
            return null;
        }
        if (!digits(s, i, wholeEnd) || !digits(s, fracStart, end)) {
            return null;
        }
        String all = s.substring(i, wholeEnd) + s.substring(fracStart, end);
        return new Parsed(sign, new BigInteger(all), exp - (end - fracStart));
    }

    private static int indexOfE(CharSequence s, int from) {
        for (int k = from; k < s.length(); k++) {
            char ch = s.charAt(k);
            if (ch == 'e' || ch == 'E') {
                return k;
            }
        }
        return -1;
    }

    private static boolean digits(CharSequence s, int from, int to) {
        for (int k = from; k < to; k++) {
            char ch = s.charAt(k);
            if (ch < '0' || ch > '9') {
                return false;
            }
        }
        return true;
    }

    /** {@code Decimal.__str__} of a finite value (eng: {@code to_eng_string}); caps picks 'E' over 'e'. */
    static String str(int sign, BigInteger coef, long exp, boolean eng, boolean caps) {
        String digits = coef.toString();
        long leftdigits = exp + digits.length();
        long dotplace;
        if (exp <= 0 && leftdigits > -6) {
            dotplace = leftdigits;
        } else if (!eng) {
            dotplace = 1;
        } else if (coef.signum() == 0) {
            dotplace = Math.floorMod(leftdigits + 1, 3) - 1;
        } else {
            dotplace = Math.floorMod(leftdigits - 1, 3) + 1;
        }
        StringBuilder out = new StringBuilder(digits.length() + 8);
        if (sign == 1) {
            out.append('-');
        }
        if (dotplace <= 0) {
            out.append("0.");
            for (long k = 0; k < -dotplace; k++) {
                out.append('0');
            }
            out.append(digits);
        } else if (dotplace >= digits.length()) {
            out.append(digits);
            for (long k = digits.length(); k < dotplace; k++) {
                out.append('0');
            }
        } else {
            out.append(digits, 0, (int) dotplace).append('.').append(digits, (int) dotplace, digits.length());
        }
        if (leftdigits != dotplace) {
            long e = leftdigits - dotplace;
            out.append(caps ? 'E' : 'e').append(e >= 0 ? "+" : "").append(e);
        }
        return out.toString();
    }
}
