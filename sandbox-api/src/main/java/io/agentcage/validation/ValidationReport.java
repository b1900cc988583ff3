package io.agentcage.validation;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What a {@link CodeValidator} found in one program, in source order.
 *
 * @param diagnostics the findings, sorted by line and column
 */
public record ValidationReport(List<Diagnostic> diagnostics) {

    private static final ValidationReport CLEAN = new ValidationReport(List.of());

    public ValidationReport {
        diagnostics = Objects.requireNonNull(diagnostics, "diagnostics == null").stream()
                .sorted(Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column))
                .collect(Collectors.toUnmodifiableList());
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
     * {@code The code was rejected: \nline 3: import of 'os' is not allowed (allowed: math, json); fix: ...}.
     */
    public String toModelText() {
        if (diagnostics.isEmpty()) {
            return "No findings.";
        }
        String head = rejected() ? "The code was rejected before running:" : "The validator reported:";
        return head + "\n" + diagnostics.stream().map(Diagnostic::toModelText).collect(Collectors.joining("\n"));
    }
}
