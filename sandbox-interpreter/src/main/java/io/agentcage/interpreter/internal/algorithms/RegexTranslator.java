package io.agentcage.interpreter.internal.algorithms;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Translates a Python 3.11 regular expression into an equivalent {@link java.util.regex.Pattern} source.
 *
 * <p>Python and Java differ in ways that silently change results, so nothing is passed through blindly: named
 * groups become plain numbered groups (Python numbers them the same way) with the name table kept here, {@code \Z}
 * becomes {@code \z}, {@code ^} under MULTILINE also matches after a trailing newline, {@code \w \d \s} are
 * spelled out with Python's Unicode (or, with {@code re.A}, ASCII) definitions, a {@code {} that is not a
 * quantifier is a literal, {@code [} and {@code &&} inside a class are literals, verbose mode is applied here
 * (Java's COMMENTS mode also strips whitespace inside classes). Conditional groups are refused with a clear
 * {@code re.error}. Errors carry CPython's message and position. Not API.
 */
final class RegexTranslator {
    static final int IGNORECASE = 2;
    static final int LOCALE = 4;
    static final int MULTILINE = 8;
    static final int DOTALL = 16;
    static final int UNICODE = 32;
    static final int VERBOSE = 64;
    static final int ASCII = 256;

    private static final String SPACE_UNICODE =
            "\\t\\n\\x0B\\f\\r\\x1C-\\x1F \\x{85}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}"
            + "\\x{202F}\\x{205F}\\x{3000}";
    private static final String SPACE_ASCII = "\\t\\n\\x0B\\f\\r ";
    private static final String WORD_UNICODE = "\\p{L}\\p{N}_";
    private static final String WORD_ASCII = "a-zA-Z0-9_";

    private final String src;
    private final StringBuilder out = new StringBuilder();
    private final Map<String, Integer> groupIndex = new LinkedHashMap<>();
    private final Set<Integer> openGroups = new HashSet<>();
    private final Deque<int[]> scopes = new ArrayDeque<>();
    private int pos;
    private int flags;
    private int groups;
    /** 0 = nothing to repeat, 1 = repeatable item, 2 = just quantified. */
    private int repeatState;

    private RegexTranslator(String src, int flags) {
        this.src = src;
        this.flags = flags;
    }

    /** The result of a translation. */
    record Result(String javaSource, int flags, int groups, Map<String, Integer> groupIndex) {
    }

    /** Translates {@code pattern} compiled with Python {@code flags}; throws {@code re.error} on bad syntax. */
    static Result translate(String pattern, int flags, boolean bytes) {
        if (bytes && (flags & UNICODE) != 0) {
            throw error("cannot use UNICODE flag with a bytes pattern", -1);
        }
        if ((flags & (UNICODE | ASCII)) == (UNICODE | ASCII)) {
            throw ModuleError.value("ASCII and UNICODE flags are incompatible");
        }
        RegexTranslator t = new RegexTranslator(pattern, bytes ? flags | ASCII : flags);
        t.leadingFlags();
        t.sequence();
        return new Result(t.out.toString(), t.flags, t.groups, Map.copyOf(t.groupIndex));
    }

    static ModuleError error(String message, int at) {
        return new RegexError(message, at);
    }

    private boolean has(int flag) {
        return (flags & flag) != 0;
    }

    private boolean more() {
        return pos < src.length();
    }

    private char peek() {
        return src.charAt(pos);
    }

    /** Global flags {@code (?aiLmsux)} are only allowed at the very start in 3.11. */
    private void leadingFlags() {
        while (src.startsWith("(?", pos)) {
            int end = pos + 2;
            while (end < src.length() && "aiLmsux".indexOf(src.charAt(end)) >= 0) {
                end++;
            }
            if (end == pos + 2 || end >= src.length() || src.charAt(end) != ')') {
                return;
            }
            for (int i = pos + 2; i < end; i++) {
                flags |= flagBit(src.charAt(i), i);
            }
            pos = end + 1;
        }
    }

    private static int flagBit(char c, int at) {
        switch (c) {
            case 'a': return ASCII;
            case 'i': return IGNORECASE;
            case 'L': throw error("bad inline flags: cannot use 'L' flag with a str pattern", at);
            case 'm': return MULTILINE;
            case 's': return DOTALL;
            case 'u': return UNICODE;
            case 'x': return VERBOSE;
            default: throw error("unknown flag", at);
        }
    }

    private void sequence() {
        while (more()) {
            char c = src.charAt(pos);
            if (has(VERBOSE) && skipVerbose(c)) {
                continue;
            }
            int at = pos++;
            switch (c) {
                case '(': group(at); break;
                case ')': closeGroup(at); break;
                case '|': out.append('|'); repeatState = 0; break;
                case '[': charClass(at); repeatState = 1; break;
                case '.': out.append('.'); repeatState = 1; break;
                case '^':
                    out.append(has(MULTILINE) ? "(?<![^\\n])" : "^");
                    repeatState = 0;
                    break;
                case '$': out.append(has(MULTILINE) ? "(?=\\n|\\z)" : "(?=\\n?\\z)"); repeatState = 0; break;
                case '*': case '+': case '?': quantifier(c + "", at); break;
                case '{': brace(at); break;
                case '\\': escape(at); break;
                default:
                    if (Character.isHighSurrogate(c) && more() && Character.isLowSurrogate(peek())) {
                        literal(Character.toCodePoint(c, src.charAt(pos++)));
                    } else {
                        literal(c);
                    }
                    repeatState = 1;
            }
        }
        if (!scopes.isEmpty()) {
            throw error("missing ), unterminated subpattern", scopes.peek()[0]);
        }
    }

    private boolean skipVerbose(char c) {
        if (c == '#') {
            while (more() && peek() != '\n') {
                pos++;
            }
            return true;
        }
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0x0B) {
            pos++;
            return true;
        }
        return false;
    }

    private void quantifier(String q, int at) {
        if (repeatState == 0) {
            throw error("nothing to repeat", at);
        }
        if (repeatState == 2) {
            throw error("multiple repeat", at);
        }
        out.append(q);
        if (more() && (peek() == '?' || peek() == '+')) {
            out.append(src.charAt(pos++));
        }
        repeatState = 2;
    }

    private void brace(int at) {
        int i = pos;
        int lo = i;
        while (i < src.length() && isDigit(src.charAt(i))) {
            i++;
        }
        String min = src.substring(lo, i);
        String max = min;
        boolean comma = i < src.length() && src.charAt(i) == ',';
        if (comma) {
            int hiStart = ++i;
            while (i < src.length() && isDigit(src.charAt(i))) {
                i++;
            }
            max = src.substring(hiStart, i);
        }
        boolean valid = i < src.length() && src.charAt(i) == '}' && !(min.isEmpty() && !comma);
        if (!valid) {
            out.append("\\{");
            repeatState = 1;
            return;
        }
        pos = i + 1;
        if (!min.isEmpty() && !max.isEmpty() && new java.math.BigInteger(min).compareTo(
                new java.math.BigInteger(max)) > 0) {
            throw error("min repeat greater than max repeat", lo);
        }
        checkRepeatBound(min, lo);
        checkRepeatBound(max, lo);
        String q = "{" + (min.isEmpty() ? "0" : min) + (comma ? "," + max : "") + "}";
        quantifier(q, at);
    }

    private static void checkRepeatBound(String digits, int at) {
        if (digits.length() > 9 || (!digits.isEmpty() && Long.parseLong(digits) >= Integer.MAX_VALUE)) {
            throw ModuleError.overflow("the repetition number is too large");
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private void literal(int cp) {
        appendLiteral(out, cp, false);
    }

    private static void appendLiteral(StringBuilder sb, int cp, boolean inClass) {
        if (cp < 0x80) {
            char c = (char) cp;
            if (Character.isLetterOrDigit(c) || c == '_' || (c == ' ' && !inClass)) {
                sb.append(c);
            } else if (c < 0x20 || c == 0x7f) {
                sb.append(String.format("\\x%02X", (int) c));
            } else {
                sb.append('\\').append(c);
            }
        } else {
            sb.append("\\x{").append(Integer.toHexString(cp)).append('}');
        }
    }

    private void closeGroup(int at) {
        if (scopes.isEmpty()) {
            throw error("unbalanced parenthesis", at);
        }
        int[] scope = scopes.pop();
        flags = scope[1];
        if (scope[2] > 0) {
            openGroups.remove(scope[2]);
        }
        out.append(')');
        repeatState = scope[3];
    }

    /** Opens a group; {@code scopes} remembers (start, flags to restore, group number, repeatable-after). */
    private void group(int at) {
        int saved = flags;
        if (!more() || peek() != '?') {
            openCapture(at, saved, null);
            return;
        }
        pos++;
        if (!more()) {
            throw error("unexpected end of pattern", pos);
        }
        char c = src.charAt(pos++);
        switch (c) {
            case ':': push(at, saved, 0, 1, "(?:"); return;
            case '>': push(at, saved, 0, 1, "(?>"); return;
            case '=': push(at, saved, 0, 1, "(?="); return;
            case '!': push(at, saved, 0, 1, "(?!"); return;
            case '#': comment(at); return;
            case '(': throw error("conditional groups (?(...)yes|no) are not supported by this interpreter;"
                    + " use an alternation or two patterns instead", at);
            case 'P': named(at, saved); return;
            case '<':
                if (more() && (peek() == '=' || peek() == '!')) {
                    push(at, saved, 0, 1, "(?<" + src.charAt(pos++));
                    return;
                }
                throw error("unknown extension ?<" + (more() ? String.valueOf(peek()) : ""), at + 1);
            default:
                pos--;
                scopedFlags(at, saved);
        }
    }

    private void openCapture(int at, int saved, String name) {
        groups++;
        openGroups.add(groups);
        if (name != null) {
            groupIndex.put(name, groups);
        }
        push(at, saved, groups, 1, "(");
    }

    private void push(int at, int saved, int groupNumber, int repeatAfter, String javaOpen) {
        scopes.push(new int[] {at, saved, groupNumber, repeatAfter});
        out.append(javaOpen);
        repeatState = 0;
    }

    private void comment(int at) {
        int end = src.indexOf(')', pos);
        if (end < 0) {
            throw error("missing ), unterminated comment", at);
        }
        pos = end + 1;
    }

    private void named(int at, int saved) {
        if (!more()) {
            throw error("unexpected end of pattern", pos);
        }
        char kind = src.charAt(pos++);
        if (kind == '<') {
            String name = groupName('>');
            if (groupIndex.containsKey(name)) {
                throw error("redefinition of group name '" + name + "' as group " + (groups + 1) + "; was group "
                        + groupIndex.get(name), pos - name.length() - 1);
            }
            openCapture(at, saved, name);
        } else if (kind == '=') {
            int nameAt = pos;
            String name = groupName(')');
            Integer n = groupIndex.get(name);
            if (n == null) {
                throw error("unknown group name '" + name + "'", nameAt);
            }
            if (openGroups.contains(n)) {
                throw error("cannot refer to an open group", at);
            }
            out.append("(?:\\").append(n).append(')');
            repeatState = 1;
        } else {
            throw error("unknown extension ?P" + kind, at + 1);
        }
    }

    private String groupName(char terminator) {
        int start = pos;
        int end = src.indexOf(terminator, pos);
        if (end < 0) {
            throw error("missing " + terminator + ", unterminated name", start);
        }
        String name = src.substring(start, end);
        if (name.isEmpty()) {
            throw error("missing group name", start);
        }
        if (!isIdentifier(name)) {
            throw error("bad character in group name '" + name + "'", start);
        }
        pos = end + 1;
        return name;
    }

    static boolean isIdentifier(String s) {
        int first = s.codePointAt(0);
        if (!(Character.isLetter(first) || first == '_' || Character.getType(first) == Character.LETTER_NUMBER)) {
            return false;
        }
        for (int i = Character.charCount(first); i < s.length(); ) {
            int cp = s.codePointAt(i);
            if (!(Character.isLetterOrDigit(cp) || cp == '_' || Character.getType(cp) == Character.NON_SPACING_MARK
                    || Character.getType(cp) == Character.COMBINING_SPACING_MARK
                    || Character.getType(cp) == Character.CONNECTOR_PUNCTUATION
                    || Character.getType(cp) == Character.LETTER_NUMBER)) {
                return false;
            }
            i += Character.charCount(cp);
        }
        return true;
    }

    /** {@code (?imsx-imsx:...)}: scoped flags; global flags after the start are an error in 3.11. */
    private void scopedFlags(int at, int saved) {
        int on = 0;
        int off = 0;
        boolean minus = false;
        while (more() && peek() != ':' && peek() != ')') {
            char f = src.charAt(pos);
            if (f == '-') {
                minus = true;
            } else if ("aimsxuL".indexOf(f) < 0) {
                throw error("unknown extension ?" + f, at + 1);
            } else if (minus) {
                off |= flagBit(f, pos);
            } else {
                on |= flagBit(f, pos);
            }
            pos++;
        }
        if (!more()) {
            throw error("missing -, : or )", pos);
        }
        if (peek() == ')') {
            throw error("global flags not at the start of the expression", at);
        }
        pos++;
        flags = (flags | on) & ~off;
        if ((on & ASCII) != 0) {
            flags &= ~UNICODE;
        }
        if ((on & UNICODE) != 0) {
            flags &= ~ASCII;
        }
        StringBuilder java = new StringBuilder("(?");
        if ((on & IGNORECASE) != 0) {
            java.append(has(ASCII) ? "i" : "iu");
        }
        if ((on & DOTALL) != 0) {
            java.append('s');
        }
        if ((off & (IGNORECASE | DOTALL)) != 0) {
            java.append('-').append((off & IGNORECASE) != 0 ? "i" : "").append((off & DOTALL) != 0 ? "s" : "");
        }
        push(at, saved, 0, 1, java.append(':').toString());
    }

    private void escape(int at) {
        if (!more()) {
            throw error("bad escape (end of pattern)", at);
        }
        char c = src.charAt(pos++);
        repeatState = 1;
        switch (c) {
            case 'A': out.append("\\A"); repeatState = 0; return;
            case 'Z': out.append("\\z"); repeatState = 0; return;
            case 'b': out.append(has(ASCII) ? asciiBoundary(true) : "\\b"); repeatState = 0; return;
            case 'B': out.append(has(ASCII) ? asciiBoundary(false) : "\\B"); repeatState = 0; return;
            case 'd': case 'D': case 'w': case 'W': case 's': case 'S':
                out.append('[');
                appendClassEscape(out, c, has(ASCII));
                out.append(']');
                return;
            default:
                break;
        }
        if (c >= '1' && c <= '9') {
            backrefOrOctal(at, c);
            return;
        }
        literal(escapedCodePoint(at, c, false));
    }

    private static String asciiBoundary(boolean boundary) {
        String w = "[a-zA-Z0-9_]";
        String inner = "(?<=" + w + ")(?!" + w + ")|(?<!" + w + ")(?=" + w + ")";
        return boundary ? "(?:" + inner + ")" : "(?!" + inner + ")";
    }

    private void backrefOrOctal(int at, char first) {
        int start = pos - 1;
        if (pos + 1 < src.length() && isOctal(first) && isOctal(src.charAt(pos)) && isOctal(src.charAt(pos + 1))) {
            int value = Integer.parseInt(src.substring(start, start + 3), 8);
            if (value > 0377) {
                throw error("octal escape value \\" + src.substring(start, start + 3)
                        + " outside of range 0-0o377", at);
            }
            pos += 2;
            literal(value);
            return;
        }
        int end = pos;
        if (end < src.length() && isDigit(src.charAt(end))) {
            end++;
        }
        int n = Integer.parseInt(src.substring(start, end));
        pos = end;
        if (n > groups) {
            throw error("invalid group reference " + n, at + 1);
        }
        if (openGroups.contains(n)) {
            throw error("cannot refer to an open group", at);
        }
        out.append("(?:\\").append(n).append(')');
    }

    private static boolean isOctal(char c) {
        return c >= '0' && c <= '7';
    }

    /** Escapes that stand for one character, shared by classes and the outside; returns the code point. */
    private int escapedCodePoint(int at, char c, boolean inClass) {
        switch (c) {
            case 'a': return 7;
            case 'f': return '\f';
            case 'n': return '\n';
            case 'r': return '\r';
            case 't': return '\t';
            case 'v': return 0x0B;
            case '\\': return '\\';
            case 'x': return hexEscape(at, 2, 'x');
            case 'u': return hexEscape(at, 4, 'u');
            case 'U': return hexEscape(at, 8, 'U');
            case 'N': return namedEscape(at);
            case '0': return octalTail(0, 2);
            default:
                if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (inClass && isDigit(c))) {
                    throw error("bad escape \\" + c, at);
                }
                return Character.isHighSurrogate(c) && more() ? Character.toCodePoint(c, src.charAt(pos++)) : c;
        }
    }

    private int octalTail(int value, int maxDigits) {
        for (int k = 0; k < maxDigits && more() && isOctal(peek()); k++) {
            value = value * 8 + (src.charAt(pos++) - '0');
        }
        return value;
    }

    private int hexEscape(int at, int digits, char kind) {
        int end = pos;
        while (end < src.length() && end - pos < digits && Character.digit(src.charAt(end), 16) >= 0
                && src.charAt(end) < 0x80) {
            end++;
        }
        if (end - pos < digits) {
            throw error("incomplete escape \\" + kind + src.substring(pos, end), at);
        }
        long v = Long.parseLong(src.substring(pos, end), 16);
        if (v > Character.MAX_CODE_POINT) {
            throw error("bad escape \\" + kind + src.substring(pos, end), at);
        }
        pos = end;
        return (int) v;
    }

    private int namedEscape(int at) {
        if (!more() || peek() != '{') {
            throw error("missing {", pos);
        }
        int end = src.indexOf('}', pos);
        if (end < 0) {
            throw error("missing }, unterminated name", pos + 1);
        }
        String name = src.substring(pos + 1, end);
        int cp;
        try {
            cp = name.isEmpty() ? -1 : Character.codePointOf(name);
        } catch (IllegalArgumentException e) {
            cp = -1;
        }
        if (cp < 0) {
            throw error("undefined character name '" + name + "'", at);
        }
        pos = end + 1;
        return cp;
    }

    /** Appends the members (without brackets) of {@code \d \w \s} or their negations for use inside a class. */
    private static void appendClassEscape(StringBuilder sb, char c, boolean ascii) {
        switch (c) {
            case 'd': sb.append(ascii ? "0-9" : "\\p{Nd}"); break;
            case 'D': sb.append(ascii ? "[^0-9]" : "\\P{Nd}"); break;
            case 'w': sb.append(ascii ? WORD_ASCII : WORD_UNICODE); break;
            case 'W': sb.append("[^").append(ascii ? WORD_ASCII : WORD_UNICODE).append(']'); break;
            case 's': sb.append(ascii ? SPACE_ASCII : SPACE_UNICODE); break;
            case 'S': sb.append("[^").append(ascii ? SPACE_ASCII : SPACE_UNICODE).append(']'); break;
            default: throw new IllegalArgumentException(String.valueOf(c));
        }
    }

    /** {@code [...]}: Python's literal rules, emitted with every member escaped for Java. */
    private void charClass(int at) {
        StringBuilder cls = new StringBuilder("[");
        if (more() && peek() == '^') {
            cls.append('^');
            pos++;
        }
        boolean first = true;
        while (true) {
            if (!more()) {
                throw error("unterminated character set", at);
            }
            char c = src.charAt(pos);
            if (c == ']' && !first) {
                pos++;
                break;
            }
            first = false;
            int itemAt = pos;
            int lo = classAtom(cls);
            if (lo < 0 && more() && peek() == '-' && pos + 1 < src.length() && src.charAt(pos + 1) != ']') {
                throw error("bad character range " + src.substring(itemAt, pos + 2), itemAt);
            }
            if (lo >= 0 && more() && peek() == '-' && pos + 1 < src.length() && src.charAt(pos + 1) != ']') {
                pos++;
                StringBuilder scratch = new StringBuilder();
                int hi = classAtom(scratch);
                if (hi < 0) {
                    throw error("bad character range " + src.substring(itemAt, pos), itemAt);
                }
                if (hi < lo) {
                    throw error("bad character range " + src.substring(itemAt, pos), itemAt);
                }
                cls.append('-');
                appendLiteral(cls, hi, true);
            }
        }
        out.append(cls).append(']');
    }

    /** Parses one class member; appends it; returns its code point, or -1 for a class escape. */
    private int classAtom(StringBuilder cls) {
        int at = pos;
        int cp = src.codePointAt(pos);
        pos += Character.charCount(cp);
        if (cp != '\\') {
            appendLiteral(cls, cp, true);
            return cp;
        }
        if (!more()) {
            throw error("bad escape (end of pattern)", at);
        }
        char c = src.charAt(pos++);
        if ("dDwWsS".indexOf(c) >= 0) {
            appendClassEscape(cls, c, has(ASCII));
            return -1;
        }
        int value;
        if (c == 'b') {
            value = '\b';
        } else if (isOctal(c)) {
            value = octalTail(c - '0', 2);
            if (value > 0377) {
                throw error("octal escape value \\" + src.substring(at + 1, pos) + " outside of range 0-0o377", at);
            }
        } else {
            value = escapedCodePoint(at, c, true);
        }
        appendLiteral(cls, value, true);
        return value;
    }
}
