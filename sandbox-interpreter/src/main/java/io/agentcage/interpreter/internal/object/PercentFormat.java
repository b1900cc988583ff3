package io.agentcage.interpreter.internal.object;

/** {@code str % args} and {@code bytes % args}: printf-style formatting as CPython implements it. */
public final class PercentFormat {
    private static final java.nio.charset.Charset LATIN_1 = java.nio.charset.StandardCharsets.ISO_8859_1;

    private PercentFormat() {
    }

    /** {@code str % args}. */
    public static String format(String fmt, PyObject args) {
        return format(fmt, args, false);
    }

    /**
     * {@code bytes % args} (PEP 461): {@code %s}/{@code %b} take bytes-like objects or {@code __bytes__},
     * {@code %r}/{@code %a} give {@code ascii()}, {@code %c} an int in range(256) or one byte, mapping keys are bytes.
     */
    public static byte[] formatBytes(byte[] fmt, PyObject args) {
        return format(new String(fmt, LATIN_1), args, true).getBytes(LATIN_1);
    }

    private static String format(String fmt, PyObject args, boolean bytes) {
        PyObject[] items;
        PyObject mapping = null;
        if (args instanceof PyTuple t && !(t.type().hasGuestClass() && false)) {
            items = t.items;
        } else {
            items = new PyObject[] {args};
            if (args instanceof PyDict || (args.type().hasGuestClass() && args.type().lookup(Names.GETITEM) != null
                    && !(args instanceof PyStr))) {
                mapping = args;
            }
        }
        StringBuilder sb = new StringBuilder();
        int ai = 0;
        int n = fmt.length();
        for (int i = 0; i < n; i++) {
            char c = fmt.charAt(i);
            if (c != '%') {
                sb.append(c);
                continue;
            }
            i++;
            if (i >= n) {
                throw Exc.valueError("incomplete format");
            }
            PyObject keyed = null;
            if (fmt.charAt(i) == '(') {
                int close = fmt.indexOf(')', i);
                if (close < 0) {
                    throw Exc.valueError("incomplete format key");
                }
                if (mapping == null) {
                    throw Exc.typeError("format requires a mapping");
                }
                String key = fmt.substring(i + 1, close);
                keyed = Ops.getitem(mapping, bytes ? new PyBytes(key.getBytes(LATIN_1), false) : new PyStr(key));
                i = close + 1;
            }
            StringBuilder flags = new StringBuilder();
            while (i < n && "-+ #0".indexOf(fmt.charAt(i)) >= 0) {
                flags.append(fmt.charAt(i++));
            }
            int width = -1;
            if (i < n && fmt.charAt(i) == '*') {
                width = star(items, ai++);
                i++;
            } else {
                int s = i;
                while (i < n && Character.isDigit(fmt.charAt(i))) {
                    i++;
                }
                if (i > s) {
                    width = digits(fmt.substring(s, i), "width too big");
                }
            }
            int prec = -1;
            if (i < n && fmt.charAt(i) == '.') {
                i++;
                if (i < n && fmt.charAt(i) == '*') {
                    prec = star(items, ai++);
                    i++;
                } else {
                    int s = i;
                    while (i < n && Character.isDigit(fmt.charAt(i))) {
                        i++;
                    }
                    prec = i > s ? digits(fmt.substring(s, i), "precision too big") : 0;
                }
            }
            while (i < n && "hlL".indexOf(fmt.charAt(i)) >= 0) {
                i++;
            }
            if (i >= n) {
                throw Exc.valueError("incomplete format");
            }
            char conv = fmt.charAt(i);
            if (conv == '%') {
                sb.append('%');
                continue;
            }
            PyObject v;
            if (keyed != null) {
                v = keyed;
            } else {
                if (ai >= items.length) {
                    throw Exc.typeError("not enough arguments for format string");
                }
                v = items[ai++];
            }
            sb.append(one(conv, flags.toString(), width, prec, v, i, bytes));
        }
        if (mapping == null && ai < items.length) {
            throw Exc.typeError("not all arguments converted during " + (bytes ? "bytes" : "string") + " formatting");
        }
        return sb.toString();
    }

    /** A {@code *} width or precision: an int that fits a C int, as CPython wants. */
    private static int star(PyObject[] items, int at) {
        if (at >= items.length) {
            throw Exc.typeError("not enough arguments for format string");
        }
        PyObject v = items[at];
        if (!(v instanceof PyInt i)) {
            throw Exc.typeError("* wants int");
        }
        if (!i.isSmall() || i.value > Integer.MAX_VALUE || i.value < Integer.MIN_VALUE) {
            throw Exc.overflowError("Python int too large to convert to C int");
        }
        return (int) i.value;
    }

    private static int digits(String text, String tooBig) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw Exc.valueError(tooBig);
        }
    }

    private static String one(char conv, String flags, int width, int prec, PyObject v, int pos, boolean bytes) {
        String body;
        boolean numeric = false;
        switch (bytes ? bytesConversion(conv) : conv) {
            case 'b':
                body = bytesBody(v);
                if (prec >= 0 && body.length() > prec) {
                    body = body.substring(0, prec);
                }
                break;
            case 'A':
                body = Repr.ascii(v);
                if (prec >= 0 && body.length() > prec) {
                    body = body.substring(0, prec);
                }
                break;
            case 'C':
                body = byteChar(v);
                break;
            case 's':
                body = Ops.str(v);
                if (prec >= 0 && body.length() > prec) {
                    body = body.substring(0, prec);
                }
                break;
            case 'r':
            case 'a':
                body = conv == 'a' ? Repr.ascii(v) : Ops.repr(v);
                if (prec >= 0 && body.length() > prec) {
                    body = body.substring(0, prec);
                }
                break;
            case 'd':
            case 'i':
            case 'u': {
                numeric = true;
                PyInt iv = toInt(v, conv);
                body = Numbers.intToString(iv);
                break;
            }
            case 'x':
            case 'X':
            case 'o': {
                numeric = true;
                PyInt iv = Ops.index(v, "%" + conv + " format: an integer is required, not %T");
                java.math.BigInteger b = iv.toBig();
                String digits = b.abs().toString(conv == 'o' ? 8 : 16);
                if (conv == 'X') {
                    digits = digits.toUpperCase();
                }
                if (flags.contains("#")) {
                    digits = (conv == 'o' ? "0o" : conv == 'x' ? "0x" : "0X") + digits;
                }
                body = (b.signum() < 0 ? "-" : "") + digits;
                break;
            }
            case 'e':
            case 'E':
            case 'f':
            case 'F':
            case 'g':
            case 'G': {
                numeric = true;
                double d = toFloat(v, conv);
                int p = prec < 0 ? 6 : prec;
                Format.reserve(p);
                if (conv == 'f' || conv == 'F') {
                    body = Numbers.formatFixed(d, p);
                } else if (conv == 'e' || conv == 'E') {
                    body = Numbers.formatExp(d, p, conv == 'E');
                } else {
                    body = Numbers.formatGeneral(d, p, conv == 'G', flags.contains("#"));
                }
                break;
            }
            case 'c':
                body = oneChar(v);
                break;
            default:
                throw Exc.valueError("unsupported format character '" + conv + "' (0x"
                        + Integer.toHexString(conv) + ") at index " + pos);
        }
        if (numeric && !body.startsWith("-")) {
            if (flags.contains("+")) {
                body = "+" + body;
            } else if (flags.contains(" ")) {
                body = " " + body;
            }
        }
        if (width > body.length()) {
            Format.reserve(width);
            int fill = width - body.length();
            if (flags.contains("-")) {
                body = body + " ".repeat(fill);
            } else if (flags.contains("0") && numeric) {
                int signLen = body.startsWith("-") || body.startsWith("+") || body.startsWith(" ") ? 1 : 0;
                body = body.substring(0, signLen) + "0".repeat(fill) + body.substring(signLen);
            } else {
                body = " ".repeat(fill) + body;
            }
        }
        return body;
    }

    /** {@code %c} of a str: an int code point below 0x110000 or a str of one character, as CPython's messages. */
    private static String oneChar(PyObject v) {
        if (v instanceof PyInt ci) {
            java.math.BigInteger b = ci.toBig();
            if (b.signum() < 0 || b.bitLength() > 21 || b.intValue() > Character.MAX_CODE_POINT) {
                throw Exc.overflowError("%c arg not in range(0x110000)");
            }
            return new String(Character.toChars(b.intValue()));
        }
        if (v instanceof PyStr s && s.length() == 1) {
            return s.value();
        }
        throw Exc.typeError("%c requires int or char");
    }

    /** The conversions that differ for bytes: 's'/'b' take bytes, 'r'/'a' give ascii(), 'c' one byte. */
    private static char bytesConversion(char conv) {
        switch (conv) {
            case 's':
            case 'b':
                return 'b';
            case 'r':
            case 'a':
                return 'A';
            case 'c':
                return 'C';
            default:
                return conv;
        }
    }

    /** A bytes-like object (or one with {@code __bytes__}) as a Latin-1 string of its bytes. */
    private static String bytesBody(PyObject v) {
        if (v instanceof PyBytes b) {
            return new String(b.bytes(), LATIN_1);
        }
        if (v instanceof PyMemoryView m) {
            return new String(m.toBytes(), LATIN_1);
        }
        PyObject conv2 = v.type().lookup(PyStr.intern("__bytes__"));
        if (conv2 != null) {
            PyObject r = Ops.callMethod(v, conv2);
            if (r instanceof PyBytes rb && !rb.mutable) {
                return new String(rb.bytes(), LATIN_1);
            }
            throw Exc.typeError("__bytes__ returned non-bytes (type " + Ops.typeName(r) + ")");
        }
        throw Exc.typeError("%b requires a bytes-like object, or an object that implements __bytes__, not '"
                + Ops.typeName(v) + "'");
    }

    private static String byteChar(PyObject v) {
        if (v instanceof PyInt i) {
            if (!i.isSmall() || i.value < 0 || i.value > 255) {
                throw Exc.overflowError("%c arg not in range(256)");
            }
            return String.valueOf((char) i.value);
        }
        if (v instanceof PyBytes b && b.bytes().length == 1) {
            return String.valueOf((char) (b.bytes()[0] & 0xff));
        }
        throw Exc.typeError("%c requires an integer in range(256) or a single byte");
    }

    private static PyInt toInt(PyObject v, char conv) {
        if (v instanceof PyInt i) {
            return i;
        }
        if (v instanceof PyFloat f) {
            return (PyInt) Builtins.floatToInt(f.value);
        }
        throw Exc.typeError("%" + conv + " format: a real number is required, not " + Ops.typeName(v));
    }

    private static double toFloat(PyObject v, char conv) {
        if (v instanceof PyFloat f) {
            return f.value;
        }
        if (v instanceof PyInt i) {
            return i.toDouble();
        }
        // guest numbers (Decimal, Fraction) convert through __float__, as CPython's PyFloat_AsDouble does
        return Args.asDouble(v);
    }
}
