package io.agentcage.interpreter.internal.algorithms;

/**
 * CPython's {@code json.JSONDecodeError}: the bare message, the position, and the line/column CPython computes;
 * {@link #getMessage()} is CPython's formatted message. Not API.
 */
public final class JsonDecodeError extends ModuleError {
    private static final long serialVersionUID = 1L;
    private final String msg;
    private final int pos;
    private final int lineno;
    private final int colno;

    JsonDecodeError(String msg, String doc, int pos) {
        this(msg, pos, lineOf(doc, pos), pos - doc.lastIndexOf('\n', pos - 1));
    }

    private JsonDecodeError(String msg, int pos, int lineno, int colno) {
        super("json.JSONDecodeError", msg + ": line " + lineno + " column " + colno + " (char " + pos + ")");
        this.msg = msg;
        this.pos = pos;
        this.lineno = lineno;
        this.colno = colno;
    }

    private static int lineOf(String doc, int pos) {
        int line = 1;
        for (int i = 0; i < pos && i < doc.length(); i++) {
            if (doc.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    /** The unformatted message ({@code "Expecting value"}). */
    public String msg() {
        return msg;
    }

    /** The index into the document where parsing failed. */
    public int pos() {
        return pos;
    }

    /** The 1-based line of {@link #pos()}. */
    public int lineno() {
        return lineno;
    }

    /** The 1-based column of {@link #pos()}. */
    public int colno() {
        return colno;
    }
}
