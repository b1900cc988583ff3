package io.agentcage.python.internal;

import java.util.List;

/**
 * One token: its kind, its text and its position (1-based lines, 0-based UTF-16 columns within the line).
 * Internal, not API.
 */
public final class Token {
    final TokenKind kind;
    final String text;
    final int line;
    final int col;
    final int endLine;
    final int endCol;
    /** Bracket nesting depth at this token (0 = outside brackets). */
    final int level;
    /** For f-strings: the parsed structure; null otherwise. */
    final List<FStringPart> fparts;

    Token(TokenKind kind, String text, int line, int col, int endLine, int endCol, int level,
            List<FStringPart> fparts) {
        this.kind = kind;
        this.text = text;
        this.line = line;
        this.col = col;
        this.endLine = endLine;
        this.endCol = endCol;
        this.level = level;
        this.fparts = fparts;
    }

    boolean is(String s) {
        return text.equals(s) && (kind == TokenKind.OP || kind == TokenKind.NAME);
    }

    boolean isOp(String s) {
        return kind == TokenKind.OP && text.equals(s);
    }

    @Override
    public String toString() {
        return kind + "'" + text + "'@" + line + ":" + col;
    }
}
