package io.agentcage.interpreter.internal.object;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/** Number conversions with CPython's exact text forms (shortest round-trip float repr, int digit limit). */
public final class Numbers {
    private Numbers() {
    }

    /** CPython's modulus for numeric hashes (2**61 - 1). */
    public static final long HASH_MODULUS = (1L << 61) - 1;
    /** CPython's default limit on int/str conversions (sys.int_info.default_max_str_digits). */
    public static final int MAX_STR_DIGITS = 4300;
    /**
     * The most digits an int/str conversion may have even when the program lifts the limit
     * ({@code sys.set_int_max_str_digits(0)}): the conversion runs without step checks, so its size stays bounded.
     */
    public static final int SANDBOX_MAX_STR_DIGITS = 200_000;

    /** The digit limit of int/str conversions in force for the running execution. */
    public static int strDigitLimit() {
        Interp in = Interp.currentOrNull();
        int limit = in == null ? MAX_STR_DIGITS : in.services.maxStrDigits;
        return limit == 0 || limit > SANDBOX_MAX_STR_DIGITS ? SANDBOX_MAX_STR_DIGITS : limit;
    }

    static boolean eqIntFloat(PyInt i, double f) {
        if (Double.isNaN(f) || Double.isInfinite(f) || f != Math.rint(f)) {
            return false;
        }
        if (i.big == null) {
            return Math.abs(f) < 9.2e18 ? (long) f == i.value : false;
        }
        return new BigDecimal(f).toBigInteger().equals(i.big);
    }

    public static String intToString(PyInt i) {
        if (i.big == null) {
            return Long.toString(i.value);
        }
        int limit = strDigitLimit();
        // more bits than (limit + 1) decimal digits can hold: refused before the (superlinear) conversion
        if (i.big.bitLength() > (long) ((limit + 1) * 3.3219280948873626) + 1) {
            throw Exc.valueError("Exceeds the limit (" + limit + " digits) for integer string conversion;"
                    + " use sys.set_int_max_str_digits() to increase the limit");
        }
        String s = i.big.toString();
        int digits = s.length() - (i.big.signum() < 0 ? 1 : 0);
        if (digits > limit) {
            throw Exc.valueError("Exceeds the limit (" + limit + " digits) for integer string conversion;"
                    + " use sys.set_int_max_str_digits() to increase the limit");
        }
        return s;
    }

    /**
     * Whether {@link Double#toString(double)} gives the shortest decimal that reads back, the nearest of them to the
     * double when there are several, with at least two digits: the specification since JDK 19 (Raffaello
     * Giulietti's algorithm), which for two digits or more is CPython's {@code repr}. JDK 17 may give a longer one.
     */
    static final boolean SHORTEST_TO_STRING = Runtime.version().feature() >= 19;

    /** The shortest decimal digits that round-trip, and the decimal exponent: value = 0.DIGITS * 10**exp. */
    static Object[] shortest(double d) {
        return shortest(d, SHORTEST_TO_STRING);
    }

    /**
     * {@link #shortest(double)}, with {@code trustJava}: take Java's digits of a normal double whatever their
     * length (right only where {@link #SHORTEST_TO_STRING}); otherwise 16 and 17 digits are checked by rounding the
     * exact value, which costs a {@link BigDecimal} walk (and ~15 ms of class initialisation the first time in a
     * process).
     */
    static Object[] shortest(double d, boolean trustJava) {
        String js = Double.toString(Math.abs(d));
        int ePos = js.indexOf('E');
        String mant = ePos < 0 ? js : js.substring(0, ePos);
        String digits = mant.replace(".", "");
        int stripped = 0;
        while (stripped < digits.length() - 1 && digits.charAt(stripped) == '0') {
            stripped++;
        }
        digits = stripTrailingZeros(digits.substring(stripped));
        if (digits.isEmpty()) {
            digits = "0";
        }
        if ((digits.length() <= 15 || trustJava) && Math.abs(d) >= Double.MIN_NORMAL) {
            // Any decimal of at most 15 significant digits is the only one of its length (or shorter) that reads
            // back as this double (DBL_DIG), so Java's round-tripping digits are already the shortest.
            // js is I.F[E e]: value = 0.IF * 10**(len(I) + e), and each leading zero stripped lowers that by one
            int intDigits = mant.indexOf('.');
            int e = ePos < 0 ? 0 : Integer.parseInt(js.substring(ePos + 1));
            return new Object[] {digits, intDigits + e - stripped};
        }
        BigDecimal exact = new BigDecimal(d).abs();
        int n = Math.min(17, digits.length());
        // Java's digits are an upper bound, not always the shortest (4.9E-324): walk down while p digits still
        // round-trip; fewer digits never round-trip once more digits fail, so the last success is the shortest
        BigDecimal best = null;
        for (int p = n; p >= 1; p--) {
            BigDecimal r = exact.round(new MathContext(p, RoundingMode.HALF_EVEN));
            if (r.doubleValue() != Math.abs(d)) {
                // At a power of two the doubles below are twice as dense, so the interval that reads back is
                // narrower below: the nearest p-digit decimal can miss it while its upper neighbour is inside
                // (2.0 ** -44 is 5.684341886080802e-14, not ...8015e-14).
                r = neighbourReadingBack(r, Math.abs(d));
                if (r == null) {
                    break;
                }
            }
            best = r;
        }
        if (best != null) {
            String u = best.unscaledValue().toString();
            int exp = u.length() - best.scale();
            u = stripTrailingZeros(u);
            return new Object[] {u.isEmpty() ? "0" : u, exp};
        }
        BigDecimal r = exact.round(new MathContext(17, RoundingMode.HALF_EVEN));
        String u = r.unscaledValue().toString();
        return new Object[] {stripTrailingZeros(u), u.length() - r.scale()};
    }

    /** {@code s} without its trailing '0' characters. */
    private static String stripTrailingZeros(String s) {
        int end = s.length();
        while (end > 0 && s.charAt(end - 1) == '0') {
            end--;
        }
        return s.substring(0, end);
    }

    /** The decimal one unit above or below {@code r} (same precision) that reads back as d, or null. */
    private static BigDecimal neighbourReadingBack(BigDecimal r, double d) {
        BigDecimal unit = r.ulp();
        BigDecimal up = r.add(unit);
        if (up.doubleValue() == d) {
            return up;
        }
        BigDecimal down = r.subtract(unit);
        return down.doubleValue() == d ? down : null;
    }

    public static String floatRepr(double d) {
        if (Double.isNaN(d)) {
            return "nan";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        if (d == 0) {
            return (1 / d < 0) ? "-0.0" : "0.0";
        }
        Object[] s = shortest(d);
        String digits = (String) s[0];
        int exp = (Integer) s[1];
        String sign = d < 0 ? "-" : "";
        int sciExp = exp - 1;
        if (sciExp < -4 || sciExp >= 16) {
            StringBuilder sb = new StringBuilder(sign).append(digits.charAt(0));
            if (digits.length() > 1) {
                sb.append('.').append(digits, 1, digits.length());
            }
            sb.append('e').append(sciExp < 0 ? '-' : '+');
            int a = Math.abs(sciExp);
            if (a < 10) {
                sb.append('0');
            }
            return sb.append(a).toString();
        }
        if (exp <= 0) {
            return sign + "0." + "0".repeat(-exp) + digits;
        }
        if (exp >= digits.length()) {
            return sign + digits + "0".repeat(exp - digits.length()) + ".0";
        }
        return sign + digits.substring(0, exp) + "." + digits.substring(exp);
    }

    static String complexRepr(PyComplex c) {
        String im = floatReprNoDot(c.imag);
        if (c.real == 0 && 1 / c.real > 0) {
            return im + "j";
        }
        String re = floatReprNoDot(c.real);
        String sign = c.imag < 0 || (c.imag == 0 && 1 / c.imag < 0) || Double.isNaN(c.imag) ? "" : "+";
        if (Double.isNaN(c.imag)) {
            sign = "+";
        }
        return "(" + re + sign + im + "j)";
    }

    static String floatReprNoDot(double d) {
        String r = floatRepr(d);
        return r.endsWith(".0") ? r.substring(0, r.length() - 2) : r;
    }

    /** Formats with a fixed number of decimals, correctly rounded (as C's printf {@code %.Nf}). */
    public static String formatFixed(double d, int decimals) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            return floatRepr(d);
        }
        String s = new BigDecimal(d).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
        if (d < 0 || (d == 0 && 1 / d < 0)) {
            if (!s.startsWith("-")) {
                s = "-" + s;
            }
        }
        return s;
    }

    /** Formats in scientific notation with {@code decimals} digits after the point ({@code %.Ne}). */
    public static String formatExp(double d, int decimals, boolean upper) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            String r = floatRepr(d);
            return upper ? r.toUpperCase() : r;
        }
        String sign = d < 0 || (d == 0 && 1 / d < 0) ? "-" : "";
        BigDecimal a = new BigDecimal(Math.abs(d));
        String digits;
        int exp;
        if (d == 0) {
            digits = "0".repeat(decimals + 1);
            exp = 0;
        } else {
            BigDecimal r = a.round(new MathContext(decimals + 1, RoundingMode.HALF_EVEN));
            String u = r.unscaledValue().toString();
            exp = u.length() - r.scale() - 1;
            digits = (u + "0".repeat(decimals + 1)).substring(0, decimals + 1);
        }
        StringBuilder sb = new StringBuilder(sign).append(digits.charAt(0));
        if (decimals > 0) {
            sb.append('.').append(digits, 1, digits.length());
        }
        sb.append(upper ? 'E' : 'e').append(exp < 0 ? '-' : '+');
        int ae = Math.abs(exp);
        if (ae < 10) {
            sb.append('0');
        }
        return sb.append(ae).toString();
    }

    /** {@code %g}-style formatting with {@code precision} significant digits; {@code alt} keeps trailing zeros. */
    public static String formatGeneral(double d, int precision, boolean upper, boolean alt) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            String r = floatRepr(d);
            return upper ? r.toUpperCase() : r;
        }
        int p = precision == 0 ? 1 : precision;
        if (d == 0) {
            String z = (1 / d < 0 ? "-" : "") + (alt ? "0." + "0".repeat(p - 1) : "0");
            return z;
        }
        BigDecimal r = new BigDecimal(Math.abs(d)).round(new MathContext(p, RoundingMode.HALF_EVEN));
        String u = r.unscaledValue().toString();
        int exp = u.length() - r.scale() - 1;
        String out;
        if (exp < -4 || exp >= p) {
            out = formatExp(d, p - 1, upper);
            if (!alt) {
                int e = out.indexOf(upper ? 'E' : 'e');
                String m = out.substring(0, e);
                if (m.contains(".")) {
                    m = trimFraction(m);
                }
                out = m + out.substring(e);
            }
        } else {
            out = formatFixed(d, Math.max(0, p - 1 - exp));
            if (!alt && out.contains(".")) {
                out = trimFraction(out);
            }
        }
        return out;
    }

    /**
     * The text {@code int()} and {@code float()} read: every Unicode decimal digit as its ASCII digit and every
     * whitespace character as a space (CPython's {@code _PyUnicode_TransformDecimalAndSpaceToASCII}).
     */
    static String asciiDigitsAndSpaces(String text) {
        int n = text.length();
        int i = 0;
        while (i < n && text.charAt(i) < 0x80) {
            i++;
        }
        if (i == n) {
            return text;
        }
        StringBuilder b = new StringBuilder(n).append(text, 0, i);
        while (i < n) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (cp < 0x80) {
                b.append((char) cp);
            } else if (Character.getType(cp) == Character.DECIMAL_DIGIT_NUMBER) {
                b.append((char) ('0' + Character.digit(cp, 10)));
            } else if (StrMethods.isSpace(cp)) {
                b.append(' ');
            } else {
                b.appendCodePoint(cp);
            }
        }
        return b.toString();
    }

    /** A number with a point without its fraction's trailing zeros, and without the point when nothing follows. */
    static String trimFraction(String m) {
        int end = m.length();
        while (end > 0 && m.charAt(end - 1) == '0') {
            end--;
        }
        if (end > 0 && m.charAt(end - 1) == '.') {
            end--;
        }
        return m.substring(0, end);
    }

    /** Parses an int literal in the given base (0 = infer from prefix), as {@code int(s, base)}. */
    public static PyInt parseInt(String text, int base) {
        String s = asciiDigitsAndSpaces(text).strip().replace("_", "");
        boolean neg = false;
        if (s.startsWith("+") || s.startsWith("-")) {
            neg = s.startsWith("-");
            s = s.substring(1);
        }
        if (base == 0 || base == 16 || base == 8 || base == 2) {
            String low = s.toLowerCase();
            if (low.startsWith("0x") && (base == 0 || base == 16)) {
                s = s.substring(2);
                base = 16;
            } else if (low.startsWith("0o") && (base == 0 || base == 8)) {
                s = s.substring(2);
                base = 8;
            } else if (low.startsWith("0b") && (base == 0 || base == 2)) {
                s = s.substring(2);
                base = 2;
            } else if (base == 0) {
                base = 10;
                if (s.length() > 1 && s.chars().allMatch(c -> c == '0')) {
                    s = "0";
                } else if (s.length() > 1 && s.startsWith("0")) {
                    throw invalidInt(text, 0);
                }
            }
        }
        if (s.isEmpty() || text.strip().contains("__") || text.strip().endsWith("_")
                || text.strip().startsWith("_")) {
            throw invalidInt(text, base);
        }
        for (int i = 0; i < s.length(); i++) {
            if (Character.digit(s.charAt(i), base) < 0) {
                throw invalidInt(text, base);
            }
        }
        if (base == 10 && s.length() > strDigitLimit()) {
            throw Exc.valueError("Exceeds the limit (" + strDigitLimit() + " digits) for integer string conversion: "
                    + "value has " + s.length() + " digits; use sys.set_int_max_str_digits() to increase the limit");
        }
        if (s.length() <= 18 && base <= 10 || s.length() <= 15) {
            long v = Long.parseLong(s, base);
            return PyInt.of(neg ? -v : v);
        }
        BigInteger b = new BigInteger(s, base);
        return PyInt.of(neg ? b.negate() : b);
    }

    private static PyException invalidInt(String text, int base) {
        return Exc.valueError("invalid literal for int() with base " + base + ": " + Strings.repr(text));
    }

    /** Parses a float as {@code float(s)} does. */
    public static double parseFloat(String text) {
        String s = asciiDigitsAndSpaces(text).strip();
        if (isDecimalFloat(s)) {
            return Double.parseDouble(s.indexOf('_') < 0 ? s : s.replace("_", ""));
        }
        String low = s.toLowerCase();
        switch (low) {
            case "inf":
            case "+inf":
            case "infinity":
            case "+infinity":
                return Double.POSITIVE_INFINITY;
            case "-inf":
            case "-infinity":
                return Double.NEGATIVE_INFINITY;
            case "nan":
            case "+nan":
            case "-nan":
                return Double.NaN;
            default:
                break;
        }
        throw Exc.valueError("could not convert string to float: " + Strings.repr(text));
    }

    /**
     * Whether {@code s} is a decimal float literal as {@code float()} reads it: a sign, digits with an optional point
     * (or a point and digits), an optional exponent; an underscore only between two digits.
     */
    static boolean isDecimalFloat(String s) {
        int n = s.length();
        int i = 0;
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            i++;
        }
        int intEnd = digits(s, i);
        if (intEnd < 0) {
            return false;
        }
        boolean any = intEnd > i;
        i = intEnd;
        if (i < n && s.charAt(i) == '.') {
            int fracEnd = digits(s, i + 1);
            if (fracEnd < 0) {
                return false;
            }
            any |= fracEnd > i + 1;
            i = fracEnd;
        }
        if (!any) {
            return false;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                i++;
            }
            int expEnd = digits(s, i);
            if (expEnd <= i) {
                return false;
            }
            i = expEnd;
        }
        return i == n;
    }

    /** The end of a run of ASCII digits from {@code i} (underscores only between digits); -1 for a misplaced one. */
    private static int digits(String s, int i) {
        int n = s.length();
        int j = i;
        while (j < n) {
            char c = s.charAt(j);
            if (c >= '0' && c <= '9') {
                j++;
            } else if (c == '_' && j > i && j + 1 < n && s.charAt(j + 1) >= '0' && s.charAt(j + 1) <= '9') {
                j++;
            } else {
                break;
            }
        }
        return j > i && s.charAt(j - 1) == '_' ? -1 : j;
    }
}
