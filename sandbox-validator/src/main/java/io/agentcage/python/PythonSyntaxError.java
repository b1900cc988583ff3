package io.agentcage.python;

import io.agentcage.SandboxException;

/**
 * A Python source that CPython's {@code ast.parse} would refuse: the message, kind and position match CPython's
 * {@code SyntaxError} (or its subclasses {@code IndentationError} and {@code TabError}) wherever we could.
 *
 * <p>Lines and columns are 1-based; columns count characters (code points), like CPython's
 * {@code SyntaxError.offset}. {@link #endColumn()} is the column just past the offending range.
 */
public final class PythonSyntaxError extends SandboxException {
    private static final long serialVersionUID = 1L;

    private final String errorType;
    private final String filename;
    private final int line;
    private final int column;
    private final int endLine;
    private final int endColumn;

    /**
     * Creates a syntax error.
     *
     * @param errorType {@code SyntaxError}, {@code IndentationError} or {@code TabError}
     * @param message the CPython-style message, e.g. {@code "expected ':'"}
     * @param filename the file name shown to users
     * @param line the 1-based line
     * @param column the 1-based column
     * @param endLine the 1-based end line
     * @param endColumn the 1-based column just past the range
     */
    public PythonSyntaxError(String errorType, String message, String filename, int line, int column, int endLine,
            int endColumn) {
        super(message);
        this.errorType = errorType;
        this.filename = filename;
        this.line = line;
        this.column = column;
        this.endLine = endLine;
        this.endColumn = endColumn;
    }

    /** @return {@code SyntaxError}, {@code IndentationError} or {@code TabError} */
    public String errorType() {
        return errorType;
    }

    /** @return the message without position, as CPython's {@code SyntaxError.msg} */
    public String message() {
        return getMessage();
    }

    /** @return the file name given to the parser */
    public String filename() {
        return filename;
    }

    /** @return the 1-based line */
    public int line() {
        return line;
    }

    /** @return the 1-based character column */
    public int column() {
        return column;
    }

    /** @return the 1-based end line */
    public int endLine() {
        return endLine;
    }

    /** @return the 1-based column just past the offending range */
    public int endColumn() {
        return endColumn;
    }

    /** @return {@code "SyntaxError: MESSAGE (line L, column C)"}, the form the CLI prints */
    public String format() {
        return errorType + ": " + getMessage() + " (line " + line + ", column " + column + ")";
    }
}
