package io.agentcage.redteam;

import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.ValidationReport;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Validator verdicts in the grammar of the attack files: {@code reject <rule>} (rejected, with an error of that
 * rule), {@code warn <rule>} (not rejected, a warning of that rule) or {@code accept} (no findings).
 */
public final class Verdicts {
    private Verdicts() {
    }

    /** Whether a report gives the expected verdict. */
    public static boolean matches(String expected, ValidationReport report) {
        String[] v = expected.strip().split("\\s+");
        switch (v[0]) {
            case "reject":
                return report.rejected() && rules(report.errors()).contains(v[1]);
            case "warn":
                return !report.rejected() && rules(report.warnings()).contains(v[1]);
            case "accept":
                return report.diagnostics().isEmpty();
            default:
                throw new IllegalArgumentException("unknown verdict '" + expected + "'");
        }
    }

    /** A report as a verdict: every error rule when rejected, else every warning rule, else accept. */
    public static String describe(ValidationReport report) {
        if (report.rejected()) {
            return "reject " + String.join(",", rules(report.errors()));
        }
        if (!report.warnings().isEmpty()) {
            return "warn " + String.join(",", rules(report.warnings()));
        }
        return "accept";
    }

    private static List<String> rules(List<Diagnostic> ds) {
        return ds.stream().map(Diagnostic::ruleId).distinct().collect(Collectors.toList());
    }
}
