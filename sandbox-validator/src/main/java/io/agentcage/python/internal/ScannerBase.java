package io.agentcage.python.internal;

import io.agentcage.python.PythonSyntaxError;
import java.util.ArrayList;
import java.util.List;

/**
 * Shared state of the tokenizer plus the scanning of literals: numbers, strings and f-strings (PEP 701 rules:
 * quotes may nest inside replacement fields). Internal, not API.
 */
abstract class ScannerBase {
    static final int MAX_BRACKETS = 200;

    final String src;
    final String filename;
    final LineTable lines;
    int pos;
    int line = 1;
    int lineStart;
    /** Open brackets: the character and its position, innermost last. */
    char[] brackets = new char[16];
    int[] bracketLine = new int[16];
    int[] bracketCol = new int[16];
    int depth;
    /** Bracket depth of the innermost f-string replacement field being scanned, or -1. */
    int fieldFloor = -1;

    ScannerBase(String src, String filename) {
        this.src = src;
        this.filename = filename;
        this.lines = new LineTable(src);
    }

    /** Returns the next token inside an f-string replacement field (newlines ignored). */
    abstract Token nextInField();

    final int peekc(int off) {
        int i = pos + off;
        return i < src.length() ? src.charAt(i) : -1;
    }

    final void newline(int nextStart) {
        line++;
        lineStart = nextStart;
        lines.addLine(nextStart);
    }

    final int col() {
        return pos - lineStart;
    }

    final PythonSyntaxError error(String msg, int l, int c) {
        return error("SyntaxError", msg, l, c, l, c + 1);
    }

    final PythonSyntaxError error(String type, String msg, int l, int c, int el, int ec) {
        return new PythonSyntaxError(type, msg, filename, l, lines.charCol(l, c), el, lines.charCol(el, ec));
    }

    final void pushBracket(char c, int l, int col) {
        if (depth >= MAX_BRACKETS) {
            throw error("too many nested parentheses", l, col);
        }
        if (depth == brackets.length) {
            brackets = java.util.Arrays.copyOf(brackets, depth * 2);
            bracketLine = java.util.Arrays.copyOf(bracketLine, depth * 2);
            bracketCol = java.util.Arrays.copyOf(bracketCol, depth * 2);
        }
        brackets[depth] = c;
        bracketLine[depth] = l;
        bracketCol[depth++] = col;
    }

    final void popBracket(char c, int l, int col, int floor) {
        if (depth <= floor) {
            throw error("unmatched '" + c + "'", l, col);
        }
        char open = brackets[depth - 1];
        char want = open == '(' ? ')' : open == '[' ? ']' : '}';
        if (want != c) {
            String where = bracketLine[depth - 1] != l ? " on line " + bracketLine[depth - 1] : "";
            throw error("closing parenthesis '" + c + "' does not match opening parenthesis '" + open + "'" + where,
                    l, col);
        }
        depth--;
    }

    // ---- numbers ----

    /** Scans a number starting at pos (a digit, or '.' followed by a digit). */
    final Token number() {
        int start = pos;
        int sc = col();
        char c = src.charAt(pos);
        if (c == '0' && pos + 1 < src.length() && "xXoObB".indexOf(src.charAt(pos + 1)) >= 0) {
            char k = Character.toLowerCase(src.charAt(pos + 1));
            pos += 2;
            String kind = k == 'x' ? "hexadecimal" : k == 'o' ? "octal" : "binary";
            int radix = k == 'x' ? 16 : k == 'o' ? 8 : 2;
            if (peekc(0) == '_') {
                pos++;
            }
            if (!digits(radix, kind)) {
                int d = peekc(0);
                if (d >= 0 && Character.isDigit(d) && radix < 10) {
                    throw error("invalid digit '" + (char) d + "' in " + kind + " literal", line, col());
                }
                throw error("invalid " + kind + " literal", line, col() - 1);
            }
            endOfNumber(kind, radix);
            return tok(TokenKind.NUMBER, start, sc);
        }
        boolean isFloat = false;
        if (c != '.') {
            digits(10, "decimal");
            if (c == '0') {
                checkLeadingZeros(start);
            }
        }
        if (peekc(0) == '.') {
            pos++;
            isFloat = true;
            if (peekc(0) >= '0' && peekc(0) <= '9') {
                digits(10, "decimal");
            }
        }
        int e = peekc(0);
        if (e == 'e' || e == 'E') {
            int save = pos;
            pos++;
            if (peekc(0) == '+' || peekc(0) == '-') {
                pos++;
            }
            if (!(peekc(0) >= '0' && peekc(0) <= '9')) {
                pos = save;
                endOfNumber("decimal", 10);
                return tok(TokenKind.NUMBER, start, sc);
            }
            digits(10, "decimal");
            isFloat = true;
        }
        if (peekc(0) == 'j' || peekc(0) == 'J') {
            pos++;
            endOfNumber("imaginary", 10);
        } else {
            endOfNumber("decimal", 10);
        }
        return tok(TokenKind.NUMBER, start, sc);
    }

    private void checkLeadingZeros(int start) {
        String t = src.substring(start, pos).replace("_", "");
        boolean allZero = t.chars().allMatch(ch -> ch == '0');
        int n = peekc(0);
        if (!allZero && n != '.' && n != 'e' && n != 'E' && n != 'j' && n != 'J') {
            throw error("SyntaxError", "leading zeros in decimal integer literals are not permitted; use an 0o "
                    + "prefix for octal integers", line, start - lineStart, line, pos - lineStart);
        }
    }

    /** Scans digits with single underscores between them; returns false if none were found. */
    private boolean digits(int radix, String kind) {
        int n = 0;
        while (true) {
            int c = peekc(0);
            if (c >= 0 && Character.digit(c, radix) >= 0 && c < 128) {
                pos++;
                n++;
            } else if (c == '_' && n > 0) {
                pos++;
                int d = peekc(0);
                if (!(d >= 0 && d < 128 && Character.digit(d, radix) >= 0)) {
                    throw error("invalid " + kind + " literal", line, col() - 1);
                }
            } else {
                return n > 0;
            }
        }
    }

    /** Refuses a number glued to a name, except before the keywords CPython still tolerates. */
    private void endOfNumber(String kind, int radix) {
        int c = peekc(0);
        if (c < 0 || !isIdentChar(c)) {
            if (radix < 10 && c >= '0' && c <= '9') {
                throw error("invalid digit '" + (char) c + "' in " + kind + " literal", line, col());
            }
            return;
        }
        for (String kw : new String[] {"and", "else", "for", "if", "in", "is", "not", "or"}) {
            if (src.startsWith(kw, pos)) {
                return;
            }
        }
        int bad = pos;
        while (pos < src.length() && isIdentChar(src.charAt(pos))) {
            pos++;
        }
        throw error("invalid " + kind + " literal", line, bad - lineStart - 1);
    }

    static boolean isIdentChar(int c) {
        return c < 128 ? (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'
                : Character.isUnicodeIdentifierPart(c) && !Character.isIdentifierIgnorable(c);
    }

    final Token tok(TokenKind kind, int start, int sc) {
        return new Token(kind, src.substring(start, pos), lineFor(start), sc, line, col(), depth, null);
    }

    private int lineFor(int start) {
        return start >= lineStart ? line : lineOf(start);
    }

    final int lineOf(int index) {
        int l = line;
        while (l > 1 && lines.start(l) > index) {
            l--;
        }
        return l;
    }

    // ---- strings ----

    /** Scans a string whose prefix starts at {@code start}; pos is at the opening quote. */
    final Token string(int start, int sl, int sc, String prefix) {
        boolean raw = prefix.indexOf('r') >= 0 || prefix.indexOf('R') >= 0;
        boolean f = prefix.indexOf('f') >= 0 || prefix.indexOf('F') >= 0;
        char q = src.charAt(pos);
        boolean triple = pos + 2 < src.length() && src.charAt(pos + 1) == q && src.charAt(pos + 2) == q;
        pos += triple ? 3 : 1;
        List<FStringPart> parts = f ? new ArrayList<>() : null;
        int bodyStart = pos;
        try {
            scanBody(q, triple, raw, parts, false, sl, sc);
        } catch (PythonSyntaxError e) {
            if (!f || !e.getMessage().startsWith("f-string: ") || e.getMessage().contains("expecting")) {
                throw e;
            }
            // CPython 3.11 reports f-string errors at the end of the whole literal.
            pos = bodyStart;
            line = sl;
            lineStart = lines.start(sl);
            int savedDepth = depth;
            scanBody(q, triple, raw, null, false, sl, sc);
            depth = savedDepth;
            throw error(e.getMessage(), line, col());
        }
        return new Token(TokenKind.STRING, src.substring(start, pos), sl, sc, line, col(), depth, parts);
    }

    /**
     * Scans string text up to and including the closing quote (or, in a format spec, up to the closing brace).
     * For f-strings ({@code parts != null}) it records literal runs and replacement fields.
     */
    final void scanBody(char q, boolean triple, boolean raw, List<FStringPart> parts, boolean inSpec, int sl,
            int sc) {
        int litStart = pos;
        while (true) {
            if (pos >= src.length()) {
                throw unterminated(triple, sl, sc);
            }
            char c = src.charAt(pos);
            if (c == q && (!triple || (peekc(1) == q && peekc(2) == q))) {
                if (inSpec) {
                    addLiteral(parts, litStart, pos);
                    return;
                }
                addLiteral(parts, litStart, pos);
                pos += triple ? 3 : 1;
                return;
            }
            if (c == '\\') {
                pos++;
                if (parts != null && !raw && peekc(0) == 'N' && peekc(1) == '{') {
                    int close = src.indexOf('}', pos);
                    int nl = src.indexOf('\n', pos);
                    if (close > 0 && (nl < 0 || close < nl)) {
                        pos = close + 1;
                        continue;
                    }
                }
                if (parts != null && (peekc(0) == '{' || peekc(0) == '}')) {
                    continue;
                }
                if (pos < src.length() && src.charAt(pos) == '\n') {
                    newline(pos + 1);
                }
                if (pos < src.length()) {
                    pos++;
                }
                continue;
            }
            if (c == '\n') {
                if (!triple) {
                    throw unterminated(false, sl, sc);
                }
                newline(pos + 1);
                pos++;
                continue;
            }
            if (parts != null && (c == '{' || c == '}')) {
                if (peekc(1) == c && !(inSpec && c == '}')) {
                    pos += 2;
                    continue;
                }
                if (c == '}') {
                    if (inSpec) {
                        addLiteral(parts, litStart, pos);
                        return;
                    }
                    throw error("f-string: single '}' is not allowed", sl, sc);
                }
                addLiteral(parts, litStart, pos);
                parts.add(field(q, triple, raw, sl, sc));
                litStart = pos;
                continue;
            }
            pos++;
        }
    }

    private static void addLiteral(List<FStringPart> parts, int s, int e) {
        if (parts != null && e > s) {
            parts.add(new FStringPart(s, e));
        }
    }

    private PythonSyntaxError unterminated(boolean triple, int sl, int sc) {
        int at = pos >= src.length() && src.endsWith("\n") && line > 1 ? line - 1 : line;
        String m = triple ? "unterminated triple-quoted string literal (detected at line " + at + ")"
                : "unterminated string literal (detected at line " + at + ")";
        return error("SyntaxError", m, sl, sc, sl, sc + 1);
    }

    /** Scans one replacement field; pos is at '{'. Leaves pos after the closing '}'. */
    private FStringPart field(char q, boolean triple, boolean raw, int sl, int sc) {
        int fl = line;
        int fc = col();
        pos++;
        int exprStart = pos;
        int savedFloor = fieldFloor;
        fieldFloor = depth;
        try {
            return fieldBody(q, triple, raw, sl, sc, fl, fc, exprStart);
        } finally {
            fieldFloor = savedFloor;
        }
    }

    private FStringPart fieldBody(char q, boolean triple, boolean raw, int sl, int sc, int fl, int fc,
            int exprStart) {
        int floor = depth;
        List<Token> toks = new ArrayList<>();
        String debug = null;
        int conversion = -1;
        List<FStringPart> spec = null;
        while (true) {
            int before = depth;
            Token t = nextInField();
            if (t == null || t.kind == TokenKind.ENDMARKER) {
                throw error("f-string: expecting '}'", fl, fc);
            }
            if (before == floor && t.kind == TokenKind.OP) {
                String s = t.text;
                if (s.equals("=") ) {
                    skipSpaces();
                    debug = src.substring(exprStart, pos);
                    t = nextInField();
                    s = t == null ? "" : t.text;
                }
                if (s.equals("!")) {
                    Token n = nextInField();
                    if (n == null || n.kind != TokenKind.NAME || n.line != t.line || n.col != t.endCol) {
                        throw error("f-string: invalid conversion character: expected 's', 'r', or 'a'", fl, fc);
                    }
                    conversion = n.text.length() == 1 && "sra".contains(n.text) ? n.text.charAt(0) : -2;
                    if (conversion == -2) {
                        throw error("f-string: invalid conversion character: expected 's', 'r', or 'a'", fl, fc);
                    }
                    t = nextInField();
                    s = t == null ? "" : t.text;
                }
                if (s.equals(":")) {
                    spec = new ArrayList<>();
                    scanBody(q, triple, raw, spec, true, sl, sc);
                    if (peekc(0) != '}') {
                        throw error("f-string: expecting '}'", fl, fc);
                    }
                    pos++;
                    break;
                }
                if (s.equals("}")) {
                    break;
                }
                if (debug != null || conversion != -1) {
                    throw error("f-string: expecting '}'", fl, fc);
                }
            }
            toks.add(t);
        }
        if (debug != null && conversion == -1 && spec == null) {
            conversion = 'r';
        }
        toks.add(new Token(TokenKind.ENDMARKER, "", line, col(), line, col(), depth, null));
        return new FStringPart(exprStart, pos, toks, conversion, debug, spec, fl, fc);
    }

    abstract void skipSpaces();
}
