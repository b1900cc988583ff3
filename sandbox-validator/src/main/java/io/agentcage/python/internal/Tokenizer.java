package io.agentcage.python.internal;

import java.text.Normalizer;
import java.util.ArrayDeque;

/**
 * Turns Python source into tokens on demand, like CPython's tokenizer: indentation (tabs to multiples of 8, with
 * the tab/space consistency check), line continuations, implicit joining inside brackets, and CPython's
 * tokenizer error messages. Internal, not API.
 */
final class Tokenizer extends ScannerBase {
    private static final int MAX_INDENT = 100;

    private final int[] indents = new int[MAX_INDENT + 1];
    private final int[] altIndents = new int[MAX_INDENT + 1];
    private int indentTop;
    private boolean atLineStart = true;
    private final ArrayDeque<Token> pending = new ArrayDeque<>();
    private TokenKind lastKind = TokenKind.NEWLINE;
    private Token end;

    Tokenizer(String src, String filename) {
        super(src, filename);
    }

    /** Returns the next token; after the end, ENDMARKER forever. */
    Token next() {
        if (!pending.isEmpty()) {
            return emit(pending.poll());
        }
        if (end != null) {
            return end;
        }
        if (atLineStart) {
            atLineStart = false;
            indentation();
            if (!pending.isEmpty()) {
                return emit(pending.poll());
            }
        }
        Token t = scan(false);
        if (t == null) {
            return emit(endOfInput());
        }
        return emit(t);
    }

    private Token emit(Token t) {
        lastKind = t.kind;
        return t;
    }

    private Token endOfInput() {
        if (depth > 0) {
            throw error("'" + brackets[depth - 1] + "' was never closed", bracketLine[depth - 1],
                    bracketCol[depth - 1]);
        }
        int c = col();
        if (lastKind != TokenKind.NEWLINE && lastKind != TokenKind.DEDENT && lastKind != TokenKind.INDENT) {
            pending.add(new Token(TokenKind.NEWLINE, "", line, c, line, c + 1, 0, null));
        }
        for (; indentTop > 0; indentTop--) {
            pending.add(new Token(TokenKind.DEDENT, "", line, c, line, c, 0, null));
        }
        end = new Token(TokenKind.ENDMARKER, "", line, c, line, c, 0, null);
        pending.add(end);
        return pending.poll();
    }

    /** Measures the indentation of new logical lines, skipping blank and comment-only lines. */
    private void indentation() {
        while (true) {
            int c = 0;
            int alt = 0;
            while (pos < src.length()) {
                char ch = src.charAt(pos);
                if (ch == ' ') {
                    c++;
                    alt++;
                } else if (ch == '\t') {
                    c = (c / 8 + 1) * 8;
                    alt++;
                } else if (ch == '\f') {
                    c = 0;
                    alt = 0;
                } else {
                    break;
                }
                pos++;
            }
            if (pos >= src.length()) {
                return;
            }
            char ch = src.charAt(pos);
            if (ch == '#' || ch == '\n' || (ch == '\\' && peekc(1) == '\n')) {
                if (ch == '\\') {
                    return;
                }
                while (pos < src.length() && src.charAt(pos) != '\n') {
                    pos++;
                }
                if (pos < src.length()) {
                    pos++;
                    newline(pos);
                    continue;
                }
                return;
            }
            compareIndent(c, alt);
            return;
        }
    }

    private void compareIndent(int c, int alt) {
        int col = col();
        if (c == indents[indentTop]) {
            if (alt != altIndents[indentTop]) {
                throw tabError();
            }
        } else if (c > indents[indentTop]) {
            if (indentTop >= MAX_INDENT) {
                throw error("IndentationError", "too many levels of indentation", line, col, line, col);
            }
            if (alt <= altIndents[indentTop]) {
                throw tabError();
            }
            indents[++indentTop] = c;
            altIndents[indentTop] = alt;
            pending.add(new Token(TokenKind.INDENT, "", line, 0, line, col, 0, null));
        } else {
            while (indentTop > 0 && c < indents[indentTop]) {
                indentTop--;
                pending.add(new Token(TokenKind.DEDENT, "", line, col, line, col, 0, null));
            }
            if (c != indents[indentTop]) {
                int eol = src.indexOf('\n', pos);
                int endCol = (eol < 0 ? src.length() : eol) - lineStart;
                throw error("IndentationError", "unindent does not match any outer indentation level", line,
                        endCol, line, endCol);
            }
            if (alt != altIndents[indentTop]) {
                throw tabError();
            }
        }
    }

    private io.agentcage.python.PythonSyntaxError tabError() {
        return error("TabError", "inconsistent use of tabs and spaces in indentation", line, 0, line, 0);
    }

    @Override
    Token nextInField() {
        return scan(true);
    }

    @Override
    void skipSpaces() {
        while (pos < src.length() && (src.charAt(pos) == ' ' || src.charAt(pos) == '\t'
                || src.charAt(pos) == '\f')) {
            pos++;
        }
    }

    /** Scans one token; null at the end of the input (outside f-string fields). */
    private Token scan(boolean inField) {
        while (true) {
            skipSpaces();
            if (pos >= src.length()) {
                if (inField) {
                    return null;
                }
                return null;
            }
            char c = src.charAt(pos);
            if (c == '#') {
                while (pos < src.length() && src.charAt(pos) != '\n') {
                    pos++;
                }
                continue;
            }
            if (c == '\\') {
                if (peekc(1) == '\n') {
                    pos += 2;
                    newline(pos);
                    if (pos >= src.length()) {
                        throw error("unexpected EOF while parsing", line - 1, pos - 1 - lines.start(line - 1));
                    }
                    continue;
                }
                if (pos + 1 >= src.length()) {
                    throw error("unexpected EOF while parsing", line, col() + 1);
                }
                throw error("unexpected character after line continuation character", line, col() + 1);
            }
            if (c == '\n') {
                int l = line;
                int cl = col();
                pos++;
                newline(pos);
                if (depth > 0 || inField) {
                    continue;
                }
                atLineStart = true;
                return new Token(TokenKind.NEWLINE, "\n", l, cl, l, cl + 1, 0, null);
            }
            return token(c, inField);
        }
    }

    private Token token(char c, boolean inField) {
        int start = pos;
        int sc = col();
        if (c < 128 ? (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'
                : Character.isUnicodeIdentifierStart(src.codePointAt(pos))) {
            return name(start, sc);
        }
        if ((c >= '0' && c <= '9') || (c == '.' && peekc(1) >= '0' && peekc(1) <= '9')) {
            return number();
        }
        if (c == '"' || c == '\'') {
            return string(start, line, sc, "");
        }
        return operator(c, start, sc, inField);
    }

    private Token name(int start, int sc) {
        boolean ascii = true;
        while (pos < src.length()) {
            int cp = src.codePointAt(pos);
            if (cp < 128 ? isIdentChar(cp) : Character.isUnicodeIdentifierPart(cp)
                    && !Character.isIdentifierIgnorable(cp)) {
                ascii &= cp < 128;
                pos += Character.charCount(cp);
            } else {
                break;
            }
        }
        int q = peekc(0);
        if ((q == '"' || q == '\'') && pos - start <= 2 && isStringPrefix(src.substring(start, pos))) {
            return string(start, line, sc, src.substring(start, pos));
        }
        if (pos < src.length() && src.charAt(pos) >= 128 && !Character.isWhitespace(src.charAt(pos))) {
            badCharacter(src.codePointAt(pos));
        }
        String text = src.substring(start, pos);
        if (!ascii) {
            text = Normalizer.normalize(text, Normalizer.Form.NFKC);
        }
        return new Token(TokenKind.NAME, text, line, sc, line, col(), depth, null);
    }

    private static boolean isStringPrefix(String p) {
        switch (p.toLowerCase(java.util.Locale.ROOT)) {
            case "r": case "u": case "b": case "f": case "br": case "rb": case "fr": case "rf":
                return true;
            default:
                return false;
        }
    }

    private void badCharacter(int cp) {
        String hex = String.format("U+%04X", cp);
        if (Character.isISOControl(cp) || Character.isSpaceChar(cp) || Character.getType(cp) == Character.FORMAT
                || !Character.isDefined(cp) || Character.getType(cp) == Character.SURROGATE) {
            throw error("invalid non-printable character " + hex, line, col());
        }
        throw error("invalid character '" + new String(Character.toChars(cp)) + "' (" + hex + ")", line, col());
    }

    private Token operator(char c, int start, int sc, boolean inField) {
        boolean top = inField && depth == fieldFloor;
        int len = 1;
        char n = pos + 1 < src.length() ? src.charAt(pos + 1) : '\0';
        char n2 = pos + 2 < src.length() ? src.charAt(pos + 2) : '\0';
        switch (c) {
            case '(': case '[': case '{':
                pushBracket(c, line, sc);
                break;
            case ')': case ']': case '}':
                if (top && c == '}') {
                    break;
                }
                popBracket(c, line, sc, inField ? fieldFloor : 0);
                break;
            case ':':
                len = n == '=' && !top ? 2 : 1;
                break;
            case '!':
                len = n == '=' ? 2 : 1;
                if (len == 1 && !inField) {
                    throw error("invalid syntax", line, sc);
                }
                break;
            case '=':
                len = n == '=' ? 2 : 1;
                break;
            case '-':
                len = n == '=' || n == '>' ? 2 : 1;
                break;
            case '*': case '/': case '<': case '>':
                if (n == c) {
                    len = n2 == '=' ? 3 : 2;
                } else {
                    len = n == '=' || (c == '<' && n == '>') ? 2 : 1;
                }
                break;
            case '.':
                len = n == '.' && n2 == '.' ? 3 : 1;
                break;
            case '+': case '%': case '&': case '|': case '^': case '@':
                len = n == '=' ? 2 : 1;
                break;
            case ',': case ';': case '~':
                break;
            default:
                int cp = src.codePointAt(pos);
                if (cp < 128 && cp > 32 && cp != 127) {
                    throw error("invalid syntax", line, sc);
                }
                badCharacter(cp);
        }
        pos += len;
        return new Token(TokenKind.OP, opText(start, len), line, sc, line, col(), depth, null);
    }

    private String opText(int start, int len) {
        return len == 1 ? ONE[src.charAt(start)] : src.substring(start, start + len).intern();
    }

    private static final String[] ONE = new String[128];

    static {
        for (char ch : "()[]{}:!=-*/<>.+%&|^@,;~".toCharArray()) {
            ONE[ch] = String.valueOf(ch).intern();
        }
    }
}
