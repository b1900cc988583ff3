package io.agentcage.python.ast;

/**
 * A node that CPython gives a source position ({@code lineno}, {@code col_offset}, {@code end_lineno},
 * {@code end_col_offset}).
 */
public interface Located {

    /**
     * Returns the source range of this node.
     *
     * @return the span, never null
     */
    Span span();

    /** @return the 1-based first line, as CPython's {@code lineno} */
    default int lineno() {
        return span().lineno();
    }

    /** @return the 0-based UTF-8 byte offset of the first character, as CPython's {@code col_offset} */
    default int colOffset() {
        return span().colOffset();
    }

    /** @return the 1-based last line, as CPython's {@code end_lineno} */
    default int endLineno() {
        return span().endLineno();
    }

    /** @return the 0-based UTF-8 byte offset just past the last character, as CPython's {@code end_col_offset} */
    default int endColOffset() {
        return span().endColOffset();
    }
}
