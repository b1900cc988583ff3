package io.agentcage.interpreter.internal.object;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** The {@code unicode_escape} and {@code raw_unicode_escape} codecs (see {@link Codecs}). */
final class Escapes {
    private Escapes() {
    }

    /** Decodes escapes; {@code raw} only knows {@code \\uXXXX} and {@code \\UXXXXXXXX}. */
    static String decode(byte[] x, boolean raw, String errors) {
        String codec = raw ? "rawunicodeescape" : "unicodeescape";
        StringBuilder sb = new StringBuilder(x.length);
        int n = x.length;
        int i = 0;
        while (i < n) {
            int b = x[i] & 0xff;
            if (b != '\\') {
                sb.append((char) b);
                i++;
                continue;
            }
            if (raw) {
                i = raw(sb, x, i, errors);
                continue;
            }
            if (i + 1 >= n) {
                Codecs.decodeError(sb, codec, x, i, n, "\\ at end of string", errors);
                break;
            }
            int c = x[i + 1] & 0xff;
            i += 2;
            switch (c) {
                case '\n':
                    break;
                case '\\':
                case '\'':
                case '"':
                    sb.append((char) c);
                    break;
                case 'a':
                    sb.append('\u0007');
                    break;
                case 'b':
                    sb.append('\b');
                    break;
                case 'f':
                    sb.append('\f');
                    break;
                case 'n':
                    sb.append('\n');
                    break;
                case 'r':
                    sb.append('\r');
                    break;
                case 't':
                    sb.append('\t');
                    break;
                case 'v':
                    sb.append('\u000b');
                    break;
                case 'x':
                    i = hex(sb, x, i - 2, 2, "truncated \\xXX escape", errors);
                    break;
                case 'u':
                    i = hex(sb, x, i - 2, 4, "truncated \\uXXXX escape", errors);
                    break;
                case 'U':
                    i = hex(sb, x, i - 2, 8, "truncated \\UXXXXXXXX escape", errors);
                    break;
                case 'N':
                    i = named(sb, x, i - 2, errors);
                    break;
                default:
                    if (c >= '0' && c <= '7') {
                        int v = c - '0';
                        for (int k = 0; k < 2 && i < n && x[i] >= '0' && x[i] <= '7'; k++, i++) {
                            v = v * 8 + (x[i] - '0');
                        }
                        sb.append((char) v);
                    } else {
                        sb.append('\\').append((char) c);
                    }
            }
        }
        return sb.toString();
    }

    private static int raw(StringBuilder sb, byte[] x, int i, String errors) {
        int n = x.length;
        // an escape only when the backslash run before 'u'/'U' is odd
        int j = i;
        while (j < n && x[j] == '\\') {
            j++;
        }
        int run = j - i;
        if (j >= n || (x[j] != 'u' && x[j] != 'U') || run % 2 == 0) {
            for (int k = i; k < j; k++) {
                sb.append('\\');
            }
            return j;
        }
        for (int k = 0; k < run - 1; k++) {
            sb.append('\\');
        }
        int start = j - 1;
        boolean big = x[j] == 'U';
        return hex(sb, x, start, big ? 8 : 4, big ? "truncated \\UXXXXXXXX escape" : "truncated \\uXXXX escape",
                errors, "rawunicodeescape");
    }

    private static int hex(StringBuilder sb, byte[] x, int start, int digits, String truncated, String errors) {
        return hex(sb, x, start, digits, truncated, errors, "unicodeescape");
    }

    private static int hex(StringBuilder sb, byte[] x, int start, int digits, String truncated, String errors,
                           String codec) {
        int i = start + 2;
        long v = 0;
        int k = 0;
        for (; k < digits && i < x.length && Character.digit(x[i], 16) >= 0; k++, i++) {
            v = v * 16 + Character.digit(x[i], 16);
        }
        if (k < digits) {
            Codecs.decodeError(sb, codec, x, start, i, truncated, errors);
            return i;
        }
        if (v > 0x10FFFF) {
            Codecs.decodeError(sb, codec, x, start, i, "illegal Unicode character", errors);
            return i;
        }
        sb.appendCodePoint((int) v);
        return i;
    }

    private static int named(StringBuilder sb, byte[] x, int start, String errors) {
        int i = start + 2;
        if (i >= x.length || x[i] != '{') {
            Codecs.decodeError(sb, "unicodeescape", x, start, Math.min(i, x.length), "malformed \\N character escape",
                    errors);
            return i;
        }
        int close = i + 1;
        while (close < x.length && x[close] != '}') {
            close++;
        }
        if (close >= x.length || close == i + 1) {
            Codecs.decodeError(sb, "unicodeescape", x, start, Math.min(close + 1, x.length),
                    "malformed \\N character escape", errors);
            return Math.min(close + 1, x.length);
        }
        String name = new String(x, i + 1, close - i - 1, StandardCharsets.ISO_8859_1);
        int cp;
        try {
            cp = Character.codePointOf(name);
        } catch (IllegalArgumentException e) {
            Codecs.decodeError(sb, "unicodeescape", x, start, close + 1, "unknown Unicode character name", errors);
            return close + 1;
        }
        sb.appendCodePoint(cp);
        return close + 1;
    }

    /** Encodes with escapes; {@code raw} keeps Latin-1 characters as their bytes. */
    static byte[] encode(String s, boolean raw) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.length());
        s.codePoints().forEach(c -> {
            String e;
            if (raw) {
                e = c < 0x100 ? null : c < 0x10000 ? String.format("\\u%04x", c) : String.format("\\U%08x", c);
                if (e == null) {
                    out.write(c);
                    return;
                }
            } else if (c == '\\') {
                e = "\\\\";
            } else if (c == '\t') {
                e = "\\t";
            } else if (c == '\n') {
                e = "\\n";
            } else if (c == '\r') {
                e = "\\r";
            } else if (c >= 0x20 && c < 0x7f) {
                out.write(c);
                return;
            } else {
                e = c < 0x100 ? String.format("\\x%02x", c) : c < 0x10000 ? String.format("\\u%04x", c)
                        : String.format("\\U%08x", c);
            }
            out.writeBytes(e.getBytes(StandardCharsets.ISO_8859_1));
        });
        return out.toByteArray();
    }
}
