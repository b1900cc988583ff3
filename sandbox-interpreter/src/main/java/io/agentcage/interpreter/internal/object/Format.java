package io.agentcage.interpreter.internal.object;

import java.math.BigInteger;

/** {@code format(value, spec)}: the format-spec mini-language for int, float, str and guest {@code __format__}. */
public final class Format {
    private Format() {
    }

    /** A parsed format spec: {@code [[fill]align][sign][z][#][0][width][grouping][.precision][type]}. */
    static final class Spec {
        char fill = ' ';
        char align;
        char sign = '-';
        /** Whether the spec names a sign (even the default '-'), which 'c' and strings refuse. */
        boolean signGiven;
        boolean alt;
        boolean zero;
        /** PEP 682's 'z': a float that rounds to zero loses its minus sign. */
        boolean noNegativeZero;
        int width = -1;
        char grouping;
        int precision = -1;
        char type;

        static Spec parse(String s) {
            Spec p = new Spec();
            int i = 0;
            int n = s.length();
            if (n >= 2 && "<>=^".indexOf(s.charAt(1)) >= 0) {
                p.fill = s.charAt(0);
                p.align = s.charAt(1);
                i = 2;
            } else if (n >= 1 && "<>=^".indexOf(s.charAt(0)) >= 0) {
                p.align = s.charAt(0);
                i = 1;
            }
            if (i < n && "+- ".indexOf(s.charAt(i)) >= 0) {
                p.sign = s.charAt(i++);
                p.signGiven = true;
            }
            if (i < n && s.charAt(i) == 'z') {
                p.noNegativeZero = true;
                i++;
            }
            if (i < n && s.charAt(i) == '#') {
                p.alt = true;
                i++;
            }
            if (i < n && s.charAt(i) == '0') {
                p.zero = true;
                i++;
            }
            int start = i;
            while (i < n && Character.isDigit(s.charAt(i))) {
                i++;
            }
            if (i > start) {
                p.width = count(s.substring(start, i));
            }
            if (i < n && (s.charAt(i) == ',' || s.charAt(i) == '_')) {
                p.grouping = s.charAt(i++);
                if (i < n && (s.charAt(i) == ',' || s.charAt(i) == '_') && s.charAt(i) != p.grouping) {
                    throw Exc.valueError("Cannot specify both ',' and '_'.");
                }
            }
            if (i < n && s.charAt(i) == '.') {
                i++;
                start = i;
                while (i < n && Character.isDigit(s.charAt(i))) {
                    i++;
                }
                if (i == start) {
                    throw Exc.valueError("Format specifier missing precision");
                }
                p.precision = count(s.substring(start, i));
            }
            if (i < n) {
                p.type = s.charAt(i++);
            }
            if (i < n) {
                throw Exc.valueError("Invalid format specifier '" + s + "' for object of type '%T'");
            }
            checkGrouping(p);
            if (p.zero && p.align == 0) {
                p.fill = '0';
                p.align = '=';
            }
            return p;
        }
    }

    /** CPython's rule: a thousands separator goes with decimal types only, '_' also with binary, octal and hex. */
    private static void checkGrouping(Spec p) {
        if (p.grouping == 0 || p.type == 0 || "deEfFgG%".indexOf(p.type) >= 0
                || p.grouping == '_' && "boxX".indexOf(p.type) >= 0) {
            return;
        }
        throw Exc.valueError("Cannot specify '" + p.grouping + "' with '" + p.type + "'.");
    }

    public static String format(PyObject v, String spec) {
        PyType t = v.type();
        if (t.hasGuestClass()) {
            PyObject m = t.lookupGuest(Names.FORMAT);
            if (m != null) {
                PyObject r = Ops.callMethod(v, m, new PyStr(spec));
                if (!(r instanceof PyStr rs)) {
                    throw Exc.typeError("__format__ must return a str, not " + Ops.typeName(r));
                }
                return rs.value();
            }
        }
        return formatBuiltin(v, spec);
    }

    /** {@code int/float/str.__format__}: the builtin formatting, without a guest subclass's override. */
    public static String formatBuiltin(PyObject v, String spec) {
        PyType t = v.type();
        if (spec.isEmpty()) {
            return Ops.str(v);
        }
        Spec p;
        try {
            p = Spec.parse(spec);
        } catch (PyException e) {
            throw Exc.valueError(Ops.str(e.exc.args.get(0)).replace("%T", t.name()));
        }
        // a bool with a non-empty spec formats as its int, as int.__format__ does in CPython (f"{True:>5}" is '    1')
        if (v instanceof PyInt i) {
            if (p.type != 0 && "eEfFgG%".indexOf(p.type) >= 0) {
                return formatFloat(i.toDouble(), p);
            }
            if (p.noNegativeZero) {
                throw Exc.valueError("Negative zero coercion (z) not allowed in integer format specifier");
            }
            return formatInt(i, p, spec);
        }
        if (v instanceof PyFloat f) {
            return formatFloat(f.value, p);
        }
        if (v instanceof PyStr s) {
            if (p.grouping != 0 && p.type == 0) {
                throw Exc.valueError("Cannot specify '" + p.grouping + "' with 's'.");
            }
            if (p.type != 0 && p.type != 's') {
                throw Exc.valueError("Unknown format code '" + p.type + "' for object of type 'str'");
            }
            if (p.noNegativeZero) {
                throw Exc.valueError("Negative zero coercion (z) not allowed in string format specifier");
            }
            if (p.signGiven) {
                throw Exc.valueError("Sign not allowed in string format specifier");
            }
            String str = s.value();
            if (p.precision >= 0 && s.length() > p.precision) {
                str = s.substring(0, p.precision);
            }
            return pad(str, p, '<');
        }
        if (v instanceof PyComplex c) {
            return formatComplex(c, p);
        }
        if (t.lookupGuest(Names.FORMAT) == null && !(v instanceof PyBool)) {
            throw Exc.typeError("unsupported format string passed to " + t.name() + ".__format__");
        }
        return pad(Ops.str(v), p, '<');
    }

    /**
     * {@code complex.__format__}: each part formatted as a float with the spec's sign, grouping and precision (the
     * imaginary part always signed), then the whole padded. With no type the parts look like repr's, the real part
     * is left out when it is +0 and the result is parenthesised otherwise.
     */
    private static String formatComplex(PyComplex c, Spec p) {
        if (p.zero) {
            throw Exc.valueError("Zero padding is not allowed in complex format specifier");
        }
        if (p.align == '=') {
            throw Exc.valueError("'=' alignment flag is not allowed in complex format specifier");
        }
        if (p.type != 0 && "eEfFgGn".indexOf(p.type) < 0) {
            throw Exc.valueError("Unknown format code '" + p.type + "' for object of type 'complex'");
        }
        boolean bare = p.type == 0;
        boolean skipReal = bare && c.real == 0 && 1 / c.real > 0;
        Spec part = new Spec();
        part.sign = p.sign;
        part.alt = p.alt;
        part.grouping = p.grouping;
        part.precision = p.precision;
        part.type = bare ? 'g' : p.type;
        String re = "";
        if (!skipReal) {
            re = bare && p.precision < 0 ? signed(Numbers.floatReprNoDot(c.real), p.sign) : formatFloat(c.real, part);
        }
        part.sign = '+';
        String im = bare && p.precision < 0 ? signed(Numbers.floatReprNoDot(c.imag), '+') : formatFloat(c.imag, part);
        if (skipReal && im.startsWith("+")) {
            im = p.sign == '+' ? im : p.sign == ' ' ? " " + im.substring(1) : im.substring(1);
        }
        String body = re + im + "j";
        if (bare && !skipReal) {
            body = "(" + body + ")";
        }
        Spec outer = new Spec();
        outer.fill = p.fill;
        outer.align = p.align;
        outer.width = p.width;
        return pad(body, outer, '>');
    }

    private static String signed(String digits, char sign) {
        if (digits.startsWith("-") || sign == '-') {
            return digits;
        }
        return (sign == '+' ? "+" : " ") + digits;
    }

    private static String noTypeWithPrecision(double v, int prec, boolean alt) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return Numbers.formatGeneral(v, prec, false, alt);
        }
        String exp = Numbers.formatExp(v, prec - 1, false);
        int e = Integer.parseInt(exp.substring(exp.indexOf('e') + 1));
        if (e < -4 || e >= prec - 1) {
            if (alt) {
                return exp;
            }
            int at = exp.indexOf('e');
            String mant = exp.substring(0, at);
            if (mant.contains(".")) {
                mant = Numbers.trimFraction(mant);
            }
            return mant + exp.substring(at);
        }
        String body = Numbers.formatGeneral(v, prec, false, alt);
        return body.chars().allMatch(ch -> ch == '-' || Character.isDigit(ch)) ? body + ".0" : body;
    }

    /** A width or precision of a format spec; CPython refuses one that does not fit a C ssize_t. */
    private static int count(String digits) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            throw Exc.valueError("Too many decimal digits in format string");
        }
    }

    /**
     * Charges the memory of a string of about {@code chars} characters that a width or precision asks for, before
     * it is built: a guest-chosen width must not allocate past the memory budget or run past the deadline.
     */
    static void reserve(long chars) {
        if (chars > 4096) {
            Interp.current().reserveMemory(Footprint.str(chars, false));
        }
    }

    static String pad(String body, Spec p, char defaultAlign) {
        int len = body.codePointCount(0, body.length());
        if (p.width <= len) {
            return body;
        }
        reserve(p.width);
        int fillN = p.width - len;
        char align = p.align == 0 ? defaultAlign : p.align;
        String f = String.valueOf(p.fill);
        switch (align) {
            case '<':
                return body + f.repeat(fillN);
            case '^':
                return f.repeat(fillN / 2) + body + f.repeat(fillN - fillN / 2);
            case '=': {
                int signLen = body.startsWith("-") || body.startsWith("+") || body.startsWith(" ") ? 1 : 0;
                if (body.length() > signLen + 1 && body.charAt(signLen) == '0'
                        && "xXobB".indexOf(body.charAt(signLen + 1)) >= 0) {
                    signLen += 2;
                }
                return body.substring(0, signLen) + f.repeat(fillN) + body.substring(signLen);
            }
            default:
                return f.repeat(fillN) + body;
        }
    }

    private static String formatInt(PyInt i, Spec p, String spec) {
        char type = p.type == 0 ? 'd' : p.type;
        if (p.precision >= 0) {
            throw Exc.valueError("Precision not allowed in integer format specifier");
        }
        BigInteger b = i.toBig();
        boolean neg = b.signum() < 0;
        BigInteger a = b.abs();
        String digits;
        String prefix = "";
        switch (type) {
            case 'd':
            case 'n':
                digits = a.toString();
                break;
            case 'x':
                digits = a.toString(16);
                prefix = p.alt ? "0x" : "";
                break;
            case 'X':
                digits = a.toString(16).toUpperCase();
                prefix = p.alt ? "0X" : "";
                break;
            case 'o':
                digits = a.toString(8);
                prefix = p.alt ? "0o" : "";
                break;
            case 'b':
                digits = a.toString(2);
                prefix = p.alt ? "0b" : "";
                break;
            case 'c':
                if (p.signGiven) {
                    throw Exc.valueError("Sign not allowed with integer format specifier 'c'");
                }
                if (p.alt) {
                    throw Exc.valueError("Alternate form (#) not allowed with integer format specifier 'c'");
                }
                if (b.bitLength() > 63) {
                    throw Exc.overflowError("Python int too large to convert to C long");
                }
                if (b.signum() < 0 || b.bitLength() > 21 || b.intValue() > Character.MAX_CODE_POINT) {
                    throw Exc.overflowError("%c arg not in range(0x110000)");
                }
                return pad(new String(Character.toChars(b.intValue())), p, '<');
            default:
                throw Exc.valueError("Unknown format code '" + type + "' for object of type '" + i.type().name() + "'");
        }
        if (p.grouping != 0) {
            digits = group(digits, p.grouping, type == 'd' || type == 'n' ? 3 : 4);
        }
        String sign = neg ? "-" : p.sign == '+' ? "+" : p.sign == ' ' ? " " : "";
        if (p.align == '=' && p.fill == '0' && p.grouping != 0) {
            int need = p.width - sign.length() - prefix.length();
            digits = zeroPadGrouped(digits, need, p.grouping, type == 'd' || type == 'n' ? 3 : 4);
        }
        return pad(sign + prefix + digits, p, '>');
    }

    static String group(String digits, char sep, int every) {
        StringBuilder sb = new StringBuilder();
        int n = digits.length();
        for (int k = 0; k < n; k++) {
            if (k > 0 && (n - k) % every == 0) {
                sb.append(sep);
            }
            sb.append(digits.charAt(k));
        }
        return sb.toString();
    }

    private static String zeroPadGrouped(String grouped, int width, char sep, int every) {
        String raw = grouped.replace(String.valueOf(sep), "");
        String g = grouped;
        while (g.length() < width) {
            raw = "0" + raw;
            g = group(raw, sep, every);
        }
        return g;
    }

    private static String formatFloat(double d, Spec p) {
        char type = p.type;
        int prec = p.precision;
        reserve(prec);
        String body;
        boolean percent = type == '%';
        double v = percent ? d * 100 : d;
        switch (type) {
            case 'f':
            case 'F':
            case '%':
                body = Numbers.formatFixed(v, prec < 0 ? 6 : prec);
                if (type == 'F') {
                    body = body.toUpperCase();
                }
                break;
            case 'e':
            case 'E':
                body = Numbers.formatExp(v, prec < 0 ? 6 : prec, type == 'E');
                break;
            case 'g':
            case 'G':
            case 'n':
                // 'n' is 'g' with the locale's separators: the sandbox's locale is C, which has none
                body = Numbers.formatGeneral(v, prec < 0 ? 6 : prec, type == 'G', p.alt);
                break;
            case 0:
                if (prec < 0) {
                    body = Numbers.floatRepr(v);
                } else {
                    // like 'g', but fixed-point results keep at least one digit after the point, so fixed-point
                    // stops one exponent earlier (CPython's Py_DTSF_ADD_DOT_0)
                    body = noTypeWithPrecision(v, Math.max(prec, 1), p.alt);
                }
                break;
            default:
                throw Exc.valueError("Unknown format code '" + type + "' for object of type 'float'");
        }
        if (percent) {
            body += "%";
        }
        boolean neg = body.startsWith("-");
        if (neg) {
            body = body.substring(1);
            if (p.noNegativeZero && roundsToZero(body)) {
                neg = false;
            }
        }
        if (p.grouping != 0) {
            int dot = body.indexOf('.');
            int end = dot >= 0 ? dot : body.indexOf('e') >= 0 ? body.indexOf('e') : body.length();
            if (body.chars().limit(end).allMatch(Character::isDigit)) {
                body = group(body.substring(0, end), p.grouping, 3) + body.substring(end);
            }
        }
        String sign = neg ? "-" : p.sign == '+' ? "+" : p.sign == ' ' ? " " : "";
        return pad(sign + body, p, '>');
    }

    /** Whether a formatted float's digits (before any exponent or '%') are all zeros. */
    private static boolean roundsToZero(String body) {
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == 'e' || c == 'E' || c == '%') {
                break;
            }
            if (c != '0' && c != '.') {
                return false;
            }
        }
        return true;
    }
}
