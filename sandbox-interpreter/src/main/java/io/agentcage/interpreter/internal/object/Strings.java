package io.agentcage.interpreter.internal.object;

import io.agentcage.python.PythonChars;

/** Text helpers: CPython's {@code repr} of str and bytes, and printability. */
public final class Strings {
    private Strings() {
    }

    public static String repr(String s) {
        boolean hasSingle = s.indexOf('\'') >= 0;
        boolean hasDouble = s.indexOf('"') >= 0;
        char q = hasSingle && !hasDouble ? '"' : '\'';
        StringBuilder sb = new StringBuilder(s.length() + 2).append(q);
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (cp == q || cp == '\\') {
                sb.append('\\').appendCodePoint(cp);
            } else if (cp == '\n') {
                sb.append("\\n");
            } else if (cp == '\r') {
                sb.append("\\r");
            } else if (cp == '\t') {
                sb.append("\\t");
            } else if (cp < 0x20 || cp == 0x7f) {
                sb.append(String.format("\\x%02x", cp));
            } else if (cp < 0x7f) {
                sb.append((char) cp);
            } else if (!PythonChars.isPrintable(cp)) {
                if (cp <= 0xff) {
                    sb.append(String.format("\\x%02x", cp));
                } else if (cp <= 0xffff) {
                    sb.append(String.format("\\u%04x", cp));
                } else {
                    sb.append(String.format("\\U%08x", cp));
                }
            } else {
                sb.appendCodePoint(cp);
            }
        }
        return sb.append(q).toString();
    }

    public static String bytesRepr(byte[] b) {
        boolean hasSingle = false;
        boolean hasDouble = false;
        for (byte x : b) {
            hasSingle |= x == '\'';
            hasDouble |= x == '"';
        }
        char q = hasSingle && !hasDouble ? '"' : '\'';
        StringBuilder sb = new StringBuilder("b").append(q);
        for (byte x : b) {
            int c = x & 0xff;
            if (c == q || c == '\\') {
                sb.append('\\').append((char) c);
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c == '\t') {
                sb.append("\\t");
            } else if (c < 0x20 || c >= 0x7f) {
                sb.append(String.format("\\x%02x", c));
            } else {
                sb.append((char) c);
            }
        }
        return sb.append(q).toString();
    }
}
