package io.agentcage.python.ast;

/**
 * The source range of a node, in CPython's units and in characters.
 *
 * <p>{@code colOffset} and {@code endColOffset} count UTF-8 bytes from the start of the line, exactly like
 * CPython's {@code col_offset}/{@code end_col_offset}; {@code column} and {@code endColumn} count characters
 * (Unicode code points) and are 1-based, for diagnostics shown to people. {@code endColumn} is the column just
 * past the last character. For pure-ASCII lines {@code column == colOffset + 1}.
 *
 * @param lineno the 1-based first line
 * @param colOffset the 0-based UTF-8 byte offset of the first character in its line
 * @param endLineno the 1-based last line
 * @param endColOffset the 0-based UTF-8 byte offset just past the last character in its line
 * @param column the 1-based code-point column of the first character
 * @param endColumn the 1-based code-point column just past the last character
 */
public record Span(int lineno, int colOffset, int endLineno, int endColOffset, int column, int endColumn) {

    /** Rejects negative or inverted positions. */
    public Span {
        if (lineno < 1 || endLineno < lineno || colOffset < 0 || endColOffset < 0 || column < 1 || endColumn < 1) {
            throw new IllegalArgumentException("invalid span " + lineno + ":" + colOffset + "-" + endLineno + ":"
                    + endColOffset);
        }
    }

    /**
     * Returns the span from the start of {@code first} to the end of {@code last}.
     *
     * @param first the span that starts the range
     * @param last the span that ends the range
     * @return the covering span
     */
    public static Span between(Span first, Span last) {
        return new Span(first.lineno, first.colOffset, last.endLineno, last.endColOffset, first.column,
                last.endColumn);
    }

    /** @return the 1-based line, for diagnostics (same as {@link #lineno()}) */
    public int line() {
        return lineno;
    }

    @Override
    public String toString() {
        return lineno + ":" + column + "-" + endLineno + ":" + endColumn;
    }
}
