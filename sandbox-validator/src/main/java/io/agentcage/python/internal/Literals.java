package io.agentcage.python.internal;

import io.agentcage.python.ast.ConstantValue;
import java.io.ByteArrayOutputStream;
import java.math.BigInteger;

/** Values of number literals and decoding of string escapes. Internal, not API. */
final class Literals {
    private Literals() {
    }

    /** The value of a NUMBER token (already validated by the tokenizer). */
    static ConstantValue number(String text) {
        String t = text.indexOf('_') >= 0 ? text.replace("_", "") : text;
        char last = t.charAt(t.length() - 1);
        if (last == 'j' || last == 'J') {
            return new ConstantValue.ComplexValue(Double.parseDouble(t.substring(0, t.length() - 1)));
        }
        if (t.length() > 1 && t.charAt(0) == '0' && "xXoObB".indexOf(t.charAt(1)) >= 0) {
            char k = Character.toLowerCase(t.charAt(1));
            int radix = k == 'x' ? 16 : k == 'o' ? 8 : 2;
            return new ConstantValue.IntValue(new BigInteger(t.substring(2), radix));
        }
        if (t.indexOf('.') >= 0 || t.indexOf('e') >= 0 || t.indexOf('E') >= 0) {
            return new ConstantValue.FloatValue(Double.parseDouble(t));
        }
        if (t.length() < 18) {
            return ConstantValue.IntValue.of(Long.parseLong(t));
        }
        return new ConstantValue.IntValue(new BigInteger(t));
    }

    /** Decodes the escapes of a str literal body; throws IllegalArgumentException with CPython's message. */
    static String decodeStr(String s, boolean raw) {
        if (raw || s.indexOf('\\') < 0) {
            return s;
        }
        StringBuilder b = new StringBuilder(s.length());
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 >= n) {
                b.append(c);
                continue;
            }
            char e = s.charAt(++i);
            switch (e) {
                case '\n': break;
                case '\\': b.append('\\'); break;
                case '\'': b.append('\''); break;
                case '"': b.append('"'); break;
                case 'a': b.append('\u0007'); break;
                case 'b': b.append('\b'); break;
                case 'f': b.append('\f'); break;
                case 'n': b.append('\n'); break;
                case 'r': b.append('\r'); break;
                case 't': b.append('\t'); break;
                case 'v': b.append('\u000b'); break;
                case 'x': i = hex(s, i, 2, b, "\\xXX"); break;
                case 'u': i = hex(s, i, 4, b, "\\uXXXX"); break;
                case 'U': i = hex(s, i, 8, b, "\\UXXXXXXXX"); break;
                case 'N': i = named(s, i, b); break;
                default:
                    if (e >= '0' && e <= '7') {
                        int v = e - '0';
                        int k = 1;
                        while (k < 3 && i + 1 < n && s.charAt(i + 1) >= '0' && s.charAt(i + 1) <= '7') {
                            v = v * 8 + s.charAt(++i) - '0';
                            k++;
                        }
                        b.append((char) v);
                    } else {
                        b.append('\\').append(e);
                    }
            }
        }
        return b.toString();
    }

    private static int hex(String s, int i, int digits, StringBuilder b, String form) {
        int v = 0;
        for (int k = 1; k <= digits; k++) {
            int d = i + k < s.length() ? Character.digit(s.charAt(i + k), 16) : -1;
            if (d < 0 || s.charAt(i + k) > 127) {
                throw new IllegalArgumentException("(unicode error) 'unicodeescape' codec can't decode bytes in "
                        + "position " + (i - 1) + "-" + (i + k - 1) + ": truncated " + form + " escape");
            }
            v = v * 16 + d;
        }
        if (v > 0x10FFFF || v < 0) {
            throw new IllegalArgumentException("(unicode error) 'unicodeescape' codec can't decode bytes in "
                    + "position " + (i - 1) + "-" + (i + digits) + ": illegal Unicode character");
        }
        b.appendCodePoint(v);
        return i + digits;
    }

    private static int named(String s, int i, StringBuilder b) {
        int close = i + 1 < s.length() && s.charAt(i + 1) == '{' ? s.indexOf('}', i + 2) : -1;
        if (close < 0) {
            throw new IllegalArgumentException("(unicode error) 'unicodeescape' codec can't decode bytes in "
                    + "position " + (i - 1) + "-" + i + ": malformed \\N character escape");
        }
        String name = s.substring(i + 2, close);
        int cp;
        try {
            String upper = name.toUpperCase(java.util.Locale.ROOT);
            cp = upper.startsWith("CJK UNIFIED IDEOGRAPH-") ? Integer.parseInt(upper.substring(22), 16)
                    : Character.codePointOf(name);
        } catch (IllegalArgumentException e) {
            cp = -1;
            if (cp < 0) {
                throw new IllegalArgumentException("(unicode error) 'unicodeescape' codec can't decode bytes in "
                        + "position " + (i - 1) + "-" + close + ": unknown Unicode character name");
            }
        }
        b.appendCodePoint(cp);
        return close;
    }

    /** Decodes a bytes literal body; non-ASCII characters are refused like CPython does. */
    static byte[] decodeBytes(String s, boolean raw) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.length());
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c > 127) {
                throw new IllegalArgumentException("bytes can only contain ASCII literal characters");
            }
            if (c != '\\' || raw || i + 1 >= n) {
                out.write(c);
                continue;
            }
            char e = s.charAt(++i);
            switch (e) {
                case '\n': break;
                case '\\': out.write('\\'); break;
                case '\'': out.write('\''); break;
                case '"': out.write('"'); break;
                case 'a': out.write(7); break;
                case 'b': out.write(8); break;
                case 'f': out.write(12); break;
                case 'n': out.write(10); break;
                case 'r': out.write(13); break;
                case 't': out.write(9); break;
                case 'v': out.write(11); break;
                case 'x':
                    int h1 = i + 1 < n ? Character.digit(s.charAt(i + 1), 16) : -1;
                    int h2 = i + 2 < n ? Character.digit(s.charAt(i + 2), 16) : -1;
                    if (h1 < 0 || h2 < 0 || s.charAt(i + 1) > 127 || s.charAt(i + 2) > 127) {
                        throw new IllegalArgumentException("(value error) invalid \\x escape at position " + (i - 1));
                    }
                    out.write(h1 * 16 + h2);
                    i += 2;
                    break;
                default:
                    if (e >= '0' && e <= '7') {
                        int v = e - '0';
                        int k = 1;
                        while (k < 3 && i + 1 < n && s.charAt(i + 1) >= '0' && s.charAt(i + 1) <= '7') {
                            v = v * 8 + s.charAt(++i) - '0';
                            k++;
                        }
                        out.write(v & 0xff);
                    } else {
                        if (e > 127) {
                            throw new IllegalArgumentException("bytes can only contain ASCII literal characters");
                        }
                        out.write('\\');
                        out.write(e);
                    }
            }
        }
        return out.toByteArray();
    }
}
