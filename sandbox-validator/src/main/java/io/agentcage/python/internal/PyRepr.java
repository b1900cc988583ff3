package io.agentcage.python.internal;

import io.agentcage.python.PythonChars;
import io.agentcage.python.ast.ConstantValue;
import java.math.BigDecimal;
import java.math.MathContext;

/** CPython's {@code repr} of constant values: shortest float repr, str and bytes quoting. Internal, not API. */
public final class PyRepr {
    private PyRepr() {
    }

    /** CPython's {@code repr} of a constant value. */
    public static String constant(ConstantValue v) {
        if (v instanceof ConstantValue.IntValue) {
            return ((ConstantValue.IntValue) v).value().toString();
        }
        if (v instanceof ConstantValue.FloatValue) {
            return floatRepr(((ConstantValue.FloatValue) v).value(), true);
        }
        if (v instanceof ConstantValue.ComplexValue) {
            double im = ((ConstantValue.ComplexValue) v).imag();
            return floatRepr(im, false) + "j";
        }
        if (v instanceof ConstantValue.StrValue) {
            return str(((ConstantValue.StrValue) v).value());
        }
        if (v instanceof ConstantValue.BytesValue) {
            return bytes(((ConstantValue.BytesValue) v).value());
        }
        if (v instanceof ConstantValue.BoolValue) {
            return ((ConstantValue.BoolValue) v).value() ? "True" : "False";
        }
        if (v instanceof ConstantValue.NoneValue) {
            return "None";
        }
        return "Ellipsis";
    }

    /** {@code repr(float)}: the shortest digits that round-trip, formatted like CPython's 'r' format. */
    public static String floatRepr(double d, boolean addDotZero) {
        if (Double.isNaN(d)) {
            return "nan";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        if (d == 0) {
            String z = addDotZero ? "0.0" : "0";
            return (1 / d < 0) ? "-" + z : z;
        }
        BigDecimal exact = new BigDecimal(d);
        BigDecimal best = null;
        for (int prec = 1; prec <= 17; prec++) {
            BigDecimal r = exact.round(new MathContext(prec, java.math.RoundingMode.HALF_EVEN));
            if (r.doubleValue() == d) {
                best = r;
                break;
            }
        }
        String digits = best.unscaledValue().abs().toString();
        int scale = best.scale();
        while (digits.length() > 1 && digits.endsWith("0")) {
            digits = digits.substring(0, digits.length() - 1);
            scale--;
        }
        int exp10 = digits.length() - 1 - scale;
        String sign = d < 0 ? "-" : "";
        if (exp10 >= -4 && exp10 < 16) {
            String s;
            if (exp10 < 0) {
                s = "0." + "0".repeat(-exp10 - 1) + digits;
            } else if (digits.length() <= exp10 + 1) {
                s = digits + "0".repeat(exp10 + 1 - digits.length()) + (addDotZero ? ".0" : "");
            } else {
                s = digits.substring(0, exp10 + 1) + "." + digits.substring(exp10 + 1);
            }
            return sign + s;
        }
        String mant = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
        String e = String.valueOf(Math.abs(exp10));
        return sign + mant + "e" + (exp10 < 0 ? "-" : "+") + (e.length() < 2 ? "0" + e : e);
    }

    /** {@code repr(str)} with CPython's quote choice and escapes. */
    public static String str(String s) {
        char q = s.indexOf('\'') >= 0 && s.indexOf('"') < 0 ? '"' : '\'';
        StringBuilder b = new StringBuilder(s.length() + 2).append(q);
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (cp == q || cp == '\\') {
                b.append('\\').append((char) cp);
            } else if (cp == '\t') {
                b.append("\\t");
            } else if (cp == '\n') {
                b.append("\\n");
            } else if (cp == '\r') {
                b.append("\\r");
            } else if (cp < 0x20 || cp == 0x7f) {
                b.append(String.format("\\x%02x", cp));
            } else if (cp < 0x7f) {
                b.append((char) cp);
            } else if (PythonChars.isPrintable(cp)) {
                b.appendCodePoint(cp);
            } else if (cp <= 0xff) {
                b.append(String.format("\\x%02x", cp));
            } else if (cp <= 0xffff) {
                b.append(String.format("\\u%04x", cp));
            } else {
                b.append(String.format("\\U%08x", cp));
            }
        }
        return b.append(q).toString();
    }

    /** {@code repr(bytes)}. */
    public static String bytes(byte[] v) {
        boolean hasSingle = false;
        boolean hasDouble = false;
        for (byte x : v) {
            hasSingle |= x == '\'';
            hasDouble |= x == '"';
        }
        char q = hasSingle && !hasDouble ? '"' : '\'';
        StringBuilder b = new StringBuilder(v.length + 3).append('b').append(q);
        for (byte x : v) {
            int c = x & 0xff;
            if (c == q || c == '\\') {
                b.append('\\').append((char) c);
            } else if (c == '\t') {
                b.append("\\t");
            } else if (c == '\n') {
                b.append("\\n");
            } else if (c == '\r') {
                b.append("\\r");
            } else if (c < 0x20 || c >= 0x7f) {
                b.append(String.format("\\x%02x", c));
            } else {
                b.append((char) c);
            }
        }
        return b.append(q).toString();
    }
}
