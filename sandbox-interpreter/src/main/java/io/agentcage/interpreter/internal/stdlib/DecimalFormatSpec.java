package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.stdlib.DecimalArith.Dec;

/**
 * {@code Decimal.__format__} of a finite value, as {@code decimal.py} formats it ({@code _parse_spec},
 * {@code _round}, {@code _format_number}, {@code _group}, {@code _format_align}): fill and alignment, sign,
 * {@code z}, {@code #}, zero padding, width, {@code ,} grouping, precision and the types e/E/f/F/g/G/n/%. Specs
 * that are not plain ASCII, invalid (decimal.py raises the ValueError), or ask for more than {@value #MAX_SIZE}
 * characters of width or precision are left to decimal.py: {@link #format} returns null.
 */
final class DecimalFormatSpec {
    static final int MAX_SIZE = 1000;

    private char fill = ' ';
    private char align;
    private char sign = '-';
    private boolean noNeg0;
    private boolean zeropad;
    private int width;
    private String thousands = "";
    private int precision = -1;
    private char type;

    private DecimalFormatSpec() {
    }

    /** {@code _parse_spec}, or null for a spec decimal.py is left to handle. */
    private static DecimalFormatSpec parse(String spec) {
        int n = spec.length();
        for (int k = 0; k < n; k++) {
            if (spec.charAt(k) > 127) {
                return null;
            }
        }
        DecimalFormatSpec s = new DecimalFormatSpec();
        int i = 0;
        if (n >= 2 && "<>=^".indexOf(spec.charAt(1)) >= 0) {
            s.fill = spec.charAt(0);
            s.align = spec.charAt(1);
            i = 2;
        } else if (n >= 1 && "<>=^".indexOf(spec.charAt(0)) >= 0) {
            s.align = spec.charAt(0);
            i = 1;
        }
        if (i < n && "+- ".indexOf(spec.charAt(i)) >= 0) {
            s.sign = spec.charAt(i++);
        }
        if (i < n && spec.charAt(i) == 'z') {
            s.noNeg0 = true;
            i++;
        }
        if (i < n && spec.charAt(i) == '#') {
            return null; // CPython's C decimal has no alternate form: decimal.py raises its ValueError
        }
        if (i < n && spec.charAt(i) == '0') {
            s.zeropad = true;
            i++;
        }
        int start = i;
        while (i < n && Character.isDigit(spec.charAt(i))) {
            i++;
        }
        if (i - start > 4) {
            return null;
        }
        s.width = i > start ? Integer.parseInt(spec.substring(start, i)) : 0;
        if (i < n && spec.charAt(i) == ',') {
            s.thousands = ",";
            i++;
        }
        if (i < n && spec.charAt(i) == '.') {
            start = ++i;
            while (i < n && Character.isDigit(spec.charAt(i))) {
                i++;
            }
            if (i == start || i - start > 4) {
                return null;
            }
            s.precision = Integer.parseInt(spec.substring(start, i));
        }
        if (i < n) {
            s.type = spec.charAt(i++);
        }
        if (i != n || (s.type != 0 && "eEfFgGn%".indexOf(s.type) < 0) || s.width > MAX_SIZE
                || s.precision > MAX_SIZE) {
            return null;
        }
        if ((s.type == 'g' || s.type == 'G') && s.precision == 0) {
            s.precision = 1;
        }
        if (s.zeropad && s.align == 0) {
            s.fill = '0';
            s.align = '=';
        }
        if (s.align == 0) {
            s.align = '>';
        }
        if (s.type == 'n') {
            s.type = 'g';
        }
        return s;
    }

    /** {@code format(value, spec)} with the context's rounding and capitals, or null (see the class comment). */
    static String format(Dec x, String specText, int rounding, boolean capitals) {
        DecimalFormatSpec spec = parse(specText);
        if (spec == null || Math.abs(x.exp) > MAX_SIZE * 10L) {
            return null;
        }
        if (spec.type == 0) {
            spec.type = capitals ? 'G' : 'g';
        }
        char t = spec.type;
        boolean eType = t == 'e' || t == 'E';
        boolean fType = t == 'f' || t == 'F' || t == '%';
        Dec value = t == '%' ? new Dec(x.sign, x.coef, x.exp + 2) : x;
        int precision = spec.precision;
        if (precision >= 0) {
            if (eType) {
                value = round(value, precision + 1, rounding);
            } else if (fType) {
                value = DecimalArith.rescale(value, -precision, rounding);
            } else if (DecimalArith.ndigits(value.coef) > precision) {
                value = round(value, precision, rounding);
            }
        }
        boolean zero = value.coef.signum() == 0;
        if (zero && value.exp > 0 && fType) {
            value = DecimalArith.rescale(value, 0, rounding);
        }
        int sign = zero && spec.noNeg0 ? 0 : value.sign;
        String digits = value.coef.toString();
        long leftdigits = value.exp + digits.length();
        long dotplace;
        if (eType) {
            dotplace = zero && precision >= 0 ? 1 - precision : 1;
        } else if (fType) {
            dotplace = leftdigits;
        } else {
            dotplace = value.exp <= 0 && leftdigits > -6 ? leftdigits : 1;
        }
        String intpart;
        String fracpart;
        if (dotplace < 0) {
            intpart = "0";
            fracpart = "0".repeat((int) -dotplace) + digits;
        } else if (dotplace > digits.length()) {
            intpart = digits + "0".repeat((int) (dotplace - digits.length()));
            fracpart = "";
        } else {
            intpart = dotplace == 0 ? "0" : digits.substring(0, (int) dotplace);
            fracpart = digits.substring((int) dotplace);
        }
        return spec.number(sign == 1, intpart, fracpart, leftdigits - dotplace);
    }

    /** {@code _round}: x rounded to {@code places} significant digits. */
    private static Dec round(Dec x, int places, int rounding) {
        if (x.coef.signum() == 0) {
            return x;
        }
        Dec ans = DecimalArith.rescale(x, x.adjusted() + 1 - places, rounding);
        if (ans.adjusted() != x.adjusted()) {
            ans = DecimalArith.rescale(ans, ans.adjusted() + 1 - places, rounding);
        }
        return ans;
    }

    private String signText(boolean negative) {
        if (negative) {
            return "-";
        }
        return sign == '+' || sign == ' ' ? String.valueOf(sign) : "";
    }

    /** {@code _format_number}. */
    private String number(boolean negative, String intpart, String frac, long exp) {
        String s = signText(negative);
        StringBuilder fracpart = new StringBuilder();
        if (!frac.isEmpty()) {
            fracpart.append('.').append(frac);
        }
        if (exp != 0 || type == 'e' || type == 'E') {
            char echar = type == 'E' || type == 'G' ? 'E' : 'e';
            fracpart.append(echar).append(exp >= 0 ? "+" : "").append(exp);
        }
        if (type == '%') {
            fracpart.append('%');
        }
        int minWidth = zeropad ? width - fracpart.length() - s.length() : 0;
        return align(s, group(intpart, minWidth) + fracpart);
    }

    /** {@code _group}: the separator every three digits, zero-padded to minWidth. */
    private String group(String digits, int minWidth) {
        if (thousands.isEmpty()) {
            int w = Math.max(minWidth, digits.length());
            return "0".repeat(w - digits.length()) + digits;
        }
        java.util.ArrayList<String> groups = new java.util.ArrayList<>();
        String d = digits;
        int mw = minWidth;
        while (true) {
            int size = Math.min(Math.max(Math.max(d.length(), mw), 1), 3);
            if (d.isEmpty()) {
                groups.add("0".repeat(size));
            } else {
                String tail = d.substring(Math.max(0, d.length() - size));
                groups.add("0".repeat(size - tail.length()) + tail);
            }
            d = d.length() > size ? d.substring(0, d.length() - size) : "";
            mw -= size;
            if (d.isEmpty() && mw <= 0) {
                break;
            }
            mw -= thousands.length();
        }
        StringBuilder out = new StringBuilder();
        for (int k = groups.size() - 1; k >= 0; k--) {
            out.append(groups.get(k));
            if (k > 0) {
                out.append(thousands);
            }
        }
        return out.toString();
    }

    /** {@code _format_align}. */
    private String align(String s, String body) {
        int pad = Math.max(0, width - s.length() - body.length());
        String padding = String.valueOf(fill).repeat(pad);
        switch (align) {
            case '<':
                return s + body + padding;
            case '>':
                return padding + s + body;
            case '=':
                return s + padding + body;
            default:
                int half = pad / 2;
                return padding.substring(0, half) + s + body + padding.substring(half);
        }
    }
}
