package io.agentcage.validation;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What a {@link CodeValidator} found in one program, in source order.
 *
 * @param diagnostics the findings, sorted by line and column
 */
public record ValidationReport(List<Diagnostic> diagnostics) {

    /** The first line of {@link #toModelText()} when the code was rejected. */
    public static final String REJECTED_HEADER = "The code was rejected before running:";

    /** The rule id of a syntax error, whose finding {@link #findingsText} prints as CPython prints it. */
    public static final String SYNTAX_ERROR = "syntax-error";

    private static final ValidationReport CLEAN = new ValidationReport(List.of());

    public ValidationReport {
        diagnostics = Objects.requireNonNull(diagnostics, "diagnostics == null").stream()
                .sorted(ValidationReport::bySourceOrder)
                .collect(Collectors.toUnmodifiableList());
    }

    /**
     * Line, then column. Written out rather than {@code Comparator.comparingInt(...).thenComparingInt(...)}: the
     * JDK's own lambdas inside those are spun as classes at run time on every CLI start, which the JDK 25
     * ahead-of-time cache does not keep (ADR 0067).
     */
    private static int bySourceOrder(Diagnostic a, Diagnostic b) {
        int c = Integer.compare(a.line(), b.line());
        return c != 0 ? c : Integer.compare(a.column(), b.column());
    }

    /** A report with no findings. */
    public static ValidationReport clean() {
        return CLEAN;
    }

    /** Whether any finding is at {@link Severity#ERROR}: the code must not run. */
    public boolean rejected() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }

    /** Findings at error severity. */
    public List<Diagnostic> errors() {
        return diagnostics.stream().filter(d -> d.severity() == Severity.ERROR).collect(Collectors.toUnmodifiableList());
    }

    /** Findings below error severity. */
    public List<Diagnostic> warnings() {
        return diagnostics.stream().filter(d -> d.severity() != Severity.ERROR).collect(Collectors.toUnmodifiableList());
    }

    /**
     * One concise message for a model, one finding per line:
     * {@code The code was rejected before running:\nline 3: import of 'os' is not allowed (allowed: math, json); fix: ...}.
     */
    public String toModelText() {
        if (diagnostics.isEmpty()) {
            return "No findings.";
        }
        return header() + "\n" + diagnostics.stream().map(Diagnostic::toModelText).collect(Collectors.joining("\n"));
    }

    /**
     * The message for a model with the source in view: {@link #REJECTED_HEADER} (or a note header), then
     * {@link #findingsText}.
     *
     * @param code     the code that was validated
     * @param filename the name tracebacks give it, e.g. {@code <string>} or {@code examples/hello.py}
     */
    public String toModelText(String code, String filename) {
        if (diagnostics.isEmpty()) {
            return "No findings.";
        }
        return header() + "\n" + findingsText(code, filename);
    }

    /**
     * The findings with the source in view. A {@code syntax-error} finding is printed as CPython prints the
     * {@code SyntaxError} ({@code   File "<string>", line 2}, the line, the caret line, {@code SyntaxError: ...})
     * followed by its fix hint when it has one; every other finding is its {@link Diagnostic#toModelText() line},
     * and for errors the source line with carets under the finding. Each line ends with a newline.
     *
     * @param code     the code that was validated
     * @param filename the name tracebacks give it, e.g. {@code <string>}
     */
    public String findingsText(String code, String filename) {
        Objects.requireNonNull(code, "code == null");
        Objects.requireNonNull(filename, "filename == null");
        java.util.List<String> lines = SourceExcerpt.lines(code);
        StringBuilder sb = new StringBuilder();
        for (Diagnostic d : diagnostics) {
            if (d.ruleId().equals(SYNTAX_ERROR) && d.line() > 0) {
                sb.append("  File \"").append(filename).append("\", line ").append(d.line()).append('\n')
                        .append(SourceExcerpt.of(lines, d)).append(d.message()).append('\n');
                if (!d.fixHint().isEmpty()) {
                    sb.append("fix: ").append(d.fixHint()).append('\n');
                }
            } else {
                sb.append(d.toModelText()).append('\n');
                if (d.severity() == Severity.ERROR) {
                    sb.append(SourceExcerpt.of(lines, d));
                }
            }
        }
        return sb.toString();
    }

    private String header() {
        return rejected() ? REJECTED_HEADER : "The validator reported:";
    }
}
