package io.agentcage.validator.internal;

import io.agentcage.python.ast.Located;
import io.agentcage.python.ast.Span;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.Severity;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Collects diagnostics, applies the policy's severities, drops duplicates and caps the count. Not API. */
public final class Findings {
    /** At most this many findings are reported; a model cannot use more. */
    public static final int MAX_FINDINGS = 50;

    private final Settings settings;
    private final List<Diagnostic> out = new ArrayList<>();
    private final Set<String> seen = new HashSet<>();
    private int dropped;

    /** Creates a collector for a policy. */
    public Findings(Settings settings) {
        this.settings = settings;
    }

    /** Reports a finding at the policy's default severity for the rule. */
    public void add(String ruleId, Located where, String message, String fix) {
        add(ruleId, settings.ruleDefault(ruleId), where, message, fix);
    }

    /** Reports a finding at a given severity (before overrides), spanning the node. */
    public void add(String ruleId, Severity proposed, Located where, String message, String fix) {
        Span sp = where.span();
        add(ruleId, proposed, sp.line(), sp.column(), message, fix, sp.endLineno(), sp.endColumn());
    }

    /** Reports a finding at an explicit position. */
    public void add(String ruleId, Severity proposed, int line, int column, String message, String fix) {
        add(ruleId, proposed, line, column, message, fix, 0, 0);
    }

    /** Reports a finding at an explicit range (end 0 when unknown). */
    public void add(String ruleId, Severity proposed, int line, int column, String message, String fix, int endLine,
            int endColumn) {
        Severity sev = settings.severity(ruleId, proposed);
        if (sev == null || !seen.add(ruleId + "@" + line + ":" + column + ":" + message)) {
            return;
        }
        if (out.size() >= MAX_FINDINGS) {
            dropped++;
            return;
        }
        out.add(new Diagnostic(ruleId, sev, message, line, column, fix, endLine, endColumn));
    }

    /** Adds a rule's own diagnostic, re-graded by the policy's overrides. */
    public void addExternal(Diagnostic d) {
        add(d.ruleId(), d.severity(), d.line(), d.column(), d.message(), d.fixHint(), d.endLine(), d.endColumn());
    }

    /** The findings, plus one note when some were dropped. */
    public List<Diagnostic> result() {
        List<Diagnostic> r = new ArrayList<>(out);
        if (dropped > 0) {
            r.add(new Diagnostic("too-many-findings", Severity.INFO, dropped + " more findings were not listed", 0, 0,
                    "fix the findings above first"));
        }
        return r;
    }
}
