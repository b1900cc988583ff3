package io.agentcage.validation;

import java.util.Objects;

/**
 * One finding of a {@link CodeValidator}: which rule, how serious, what and where, and how to fix it.
 *
 * @param ruleId    stable identifier of the rule, e.g. {@code import-not-allowed}; never renamed once published
 * @param severity  how serious the finding is
 * @param message   what was found, e.g. {@code import of 'os' is not allowed (allowed: math, json, re)}
 * @param line      1-based line of the finding's start, or 0 when it has no position; lines are counted as Python
 *                  counts them, so {@code \r\n}, {@code \r} and {@code \n} each end a line (CPython reports the same
 *                  line)
 * @param column    1-based column of the finding's start, or 0 when it has no position
 * @param fixHint   how to fix it, or empty
 * @param endLine   1-based line of the finding's end, or 0 when unknown
 * @param endColumn 1-based column just past the finding's end (on {@code endLine}), or 0 when unknown; with
 *                  {@code column} it gives the range a caret line marks ({@code ^^^^})
 */
public record Diagnostic(String ruleId, Severity severity, String message, int line, int column, String fixHint,
        int endLine, int endColumn) {

    public Diagnostic {
        Objects.requireNonNull(ruleId, "ruleId == null");
        Objects.requireNonNull(severity, "severity == null");
        Objects.requireNonNull(message, "message == null");
        Objects.requireNonNull(fixHint, "fixHint == null");
        if (line < 0 || column < 0 || endLine < 0 || endColumn < 0) {
            throw new IllegalArgumentException("line and column must be >= 0, got " + line + ":" + column + "-"
                    + endLine + ":" + endColumn);
        }
    }

    /** A finding whose end is not known. */
    public Diagnostic(String ruleId, Severity severity, String message, int line, int column, String fixHint) {
        this(ruleId, severity, message, line, column, fixHint, 0, 0);
    }

    /** An error finding. */
    public static Diagnostic error(String ruleId, String message, int line, int column, String fixHint) {
        return new Diagnostic(ruleId, Severity.ERROR, message, line, column, fixHint);
    }

    /** A warning finding. */
    public static Diagnostic warning(String ruleId, String message, int line, int column, String fixHint) {
        return new Diagnostic(ruleId, Severity.WARNING, message, line, column, fixHint);
    }

    /** This finding with an end position (1-based; {@code endColumn} just past the range). */
    public Diagnostic withEnd(int endLine, int endColumn) {
        return new Diagnostic(ruleId, severity, message, line, column, fixHint, endLine, endColumn);
    }

    /** One line for a model: {@code line 3: import of 'os' is not allowed (...); fix: use ...}. */
    public String toModelText() {
        StringBuilder sb = new StringBuilder();
        if (line > 0) {
            sb.append("line ").append(line).append(": ");
        }
        sb.append(message);
        if (!fixHint.isEmpty()) {
            sb.append("; fix: ").append(fixHint);
        }
        return sb.toString();
    }
}
