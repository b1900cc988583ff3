package io.agentcage.interpreter.internal.algorithms;

import java.util.ArrayList;
import java.util.List;

/**
 * A parsed {@code re.sub} replacement template: literal pieces and group references, with CPython 3.11's parsing
 * rules and error messages ({@code \1}, {@code \g<name>}, {@code \g<0>}, octal escapes, {@code \n}-style escapes;
 * an unknown non-letter escape stays as written). An unmatched group expands to the empty string. Not API.
 */
public final class RegexTemplate {
    private final List<Object> pieces;

    private RegexTemplate(List<Object> pieces) {
        this.pieces = pieces;
    }

    /** Expands the template for one match. */
    public String expand(RegexMatch m) {
        if (pieces.size() == 1 && pieces.get(0) instanceof String) {
            return (String) pieces.get(0);
        }
        StringBuilder sb = new StringBuilder();
        for (Object p : pieces) {
            if (p instanceof String) {
                sb.append((String) p);
            } else {
                String g = m.group((Integer) p);
                if (g != null) {
                    sb.append(g);
                }
            }
        }
        return sb.toString();
    }

    /** Whether the template is plain text (no references). */
    public boolean isLiteral() {
        return pieces.stream().allMatch(p -> p instanceof String);
    }

    static RegexTemplate parse(String t, Regex regex) {
        List<Object> pieces = new ArrayList<>();
        StringBuilder lit = new StringBuilder();
        int i = 0;
        while (i < t.length()) {
            char c = t.charAt(i);
            if (c != '\\') {
                lit.append(c);
                i++;
                continue;
            }
            int at = i;
            if (i + 1 >= t.length()) {
                throw RegexTranslator.error("bad escape (end of pattern)", at);
            }
            char e = t.charAt(i + 1);
            i += 2;
            if (e == 'g') {
                i = groupName(t, i, regex, pieces, lit);
            } else if (e == '0') {
                int v = 0;
                for (int k = 0; k < 2 && i < t.length() && isOctal(t.charAt(i)); k++) {
                    v = v * 8 + (t.charAt(i++) - '0');
                }
                lit.append((char) v);
            } else if (e >= '1' && e <= '9') {
                i = numbered(t, at, i, regex, pieces, lit);
            } else {
                i = simpleEscape(t, at, e, i, lit);
            }
        }
        flush(pieces, lit);
        return new RegexTemplate(List.copyOf(pieces));
    }

    private static int simpleEscape(String t, int at, char e, int i, StringBuilder lit) {
        int idx = "abfnrtv\\".indexOf(e);
        if (idx >= 0) {
            lit.append("\u0007\b\f\n\r\t\u000b\\".charAt(idx));
        } else if ((e >= 'a' && e <= 'z') || (e >= 'A' && e <= 'Z')) {
            throw RegexTranslator.error("bad escape \\" + e, at);
        } else {
            lit.append('\\').append(e);
        }
        return i;
    }

    private static boolean isOctal(char c) {
        return c >= '0' && c <= '7';
    }

    private static int numbered(String t, int at, int i, Regex regex, List<Object> pieces, StringBuilder lit) {
        int start = i - 1;
        if (i < t.length() && Character.isDigit(t.charAt(i)) && t.charAt(i) < 0x80) {
            i++;
            if (isOctal(t.charAt(start)) && isOctal(t.charAt(i - 1)) && i < t.length() && isOctal(t.charAt(i))) {
                i++;
                int v = Integer.parseInt(t.substring(start, i), 8);
                if (v > 0377) {
                    throw RegexTranslator.error("octal escape value \\" + t.substring(start, i)
                            + " outside of range 0-0o377", at);
                }
                lit.append((char) v);
                return i;
            }
        }
        int n = Integer.parseInt(t.substring(start, i));
        if (n > regex.groups()) {
            throw RegexTranslator.error("invalid group reference " + n, at + 1);
        }
        flush(pieces, lit);
        pieces.add(n);
        return i;
    }

    private static int groupName(String t, int i, Regex regex, List<Object> pieces, StringBuilder lit) {
        if (i >= t.length() || t.charAt(i) != '<') {
            throw RegexTranslator.error("missing <", i);
        }
        int end = t.indexOf('>', i + 1);
        if (end < 0) {
            throw RegexTranslator.error("missing >, unterminated name", i + 1);
        }
        String name = t.substring(i + 1, end);
        if (name.isEmpty()) {
            throw RegexTranslator.error("missing group name", i + 1);
        }
        int n;
        if (name.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            n = name.length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(name);
            if (n > regex.groups()) {
                throw RegexTranslator.error("invalid group reference " + name, i + 1);
            }
        } else {
            if (!RegexTranslator.isIdentifier(name)) {
                throw RegexTranslator.error("bad character in group name '" + name + "'", i + 1);
            }
            Integer idx = regex.groupIndex().get(name);
            if (idx == null) {
                throw ModuleError.index("unknown group name '" + name + "'");
            }
            n = idx;
        }
        flush(pieces, lit);
        pieces.add(n);
        return end + 1;
    }

    private static void flush(List<Object> pieces, StringBuilder lit) {
        if (lit.length() > 0) {
            pieces.add(lit.toString());
            lit.setLength(0);
        }
    }
}
