package io.agentcage.python.generate;

/** Python source text for constant values: every string or number the generator draws becomes a valid literal. */
final class Literals {
    private Literals() {
    }

    /** A string literal for {@code s}, escaped so that any characters are valid source. */
    static String str(String s) {
        StringBuilder b = new StringBuilder(s.length() + 2).append('\'');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '\'') {
                b.append('\\').append(c);
            } else if (c == '\n') {
                b.append("\\n");
            } else if (c < 0x20 || c == 0x7f) {
                b.append(String.format("\\x%02x", (int) c));
            } else if (Character.isSurrogate(c) || (c >= 0x80 && !Character.isLetterOrDigit(c))) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('\'').toString();
    }

    /** A bytes literal for the low bytes of {@code s}. */
    static String bytes(String s) {
        StringBuilder b = new StringBuilder("b'");
        for (int i = 0; i < s.length(); i++) {
            int c = s.charAt(i) & 0xff;
            if (c >= 0x20 && c < 0x7f && c != '\\' && c != '\'') {
                b.append((char) c);
            } else {
                b.append(String.format("\\x%02x", c));
            }
        }
        return b.append('\'').toString();
    }

    /** An int literal, parenthesised when negative so that it can stand anywhere. */
    static String integer(long v) {
        return v < 0 ? "(" + v + ")" : Long.toString(v);
    }

    /** A float expression: a literal, or {@code float('inf')} and friends for values that have none. */
    static String real(double v) {
        if (Double.isNaN(v)) {
            return "float('nan')";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "float('inf')" : "float('-inf')";
        }
        String s = Double.toString(v);
        return s.startsWith("-") ? "(" + s + ")" : s;
    }
}
