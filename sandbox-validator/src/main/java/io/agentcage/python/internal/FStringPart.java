package io.agentcage.python.internal;

import java.util.List;

/**
 * One part of an f-string token as the tokenizer found it: a literal run of source text, or a replacement field
 * with the tokens of its expression. Internal, not API.
 */
final class FStringPart {
    /** Literal: source index range of the raw text (escapes not yet decoded). */
    final int start;
    final int end;
    /** Field: the expression tokens ending with ENDMARKER; null for literals. */
    final List<Token> tokens;
    /** Field: -1 or the conversion character. */
    final int conversion;
    /** Field: the text of a self-documenting {@code expr=} field, or null. */
    final String debugText;
    /** Field: the format spec parts, or null when there is no ':'. */
    final List<FStringPart> spec;
    /** Field: the '{' token position, for errors. */
    final int line;
    final int col;

    FStringPart(int start, int end) {
        this(start, end, null, -1, null, null, 0, 0);
    }

    FStringPart(int start, int end, List<Token> tokens, int conversion, String debugText, List<FStringPart> spec,
            int line, int col) {
        this.start = start;
        this.end = end;
        this.tokens = tokens;
        this.conversion = conversion;
        this.debugText = debugText;
        this.spec = spec;
        this.line = line;
        this.col = col;
    }

    boolean isLiteral() {
        return tokens == null;
    }
}
