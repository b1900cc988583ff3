package io.agentcage.interpreter.internal.algorithms;

/**
 * CPython's {@code re.error} raised while parsing a pattern: the bare message and the position in the pattern
 * (-1 when there is none); {@link #getMessage()} is the message with {@code " at position N"}. Not API.
 */
public final class RegexError extends ModuleError {
    private static final long serialVersionUID = 1L;
    private final String msg;
    private final int pos;

    RegexError(String msg, int pos) {
        super("re.error", pos < 0 ? msg : msg + " at position " + pos);
        this.msg = msg;
        this.pos = pos;
    }

    /** The message without the position ({@code "missing ), unterminated subpattern"}). */
    public String msg() {
        return msg;
    }

    /** The index into the pattern where parsing failed, or -1. */
    public int pos() {
        return pos;
    }
}
