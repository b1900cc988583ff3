package io.agentcage.opentelemetry.internal;

import io.agentcage.Capabilities;
import io.agentcage.validation.CodeValidator;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.Severity;
import io.agentcage.validation.ValidationReport;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Scope;
import java.util.ArrayList;
import java.util.Set;
import java.util.TreeSet;

/**
 * A validator whose every validation runs in a span; what it says about imports and its adaptation to a backend
 * ({@link #forTarget}) are the wrapped validator's, so an executor describes the same policy traced or not. Not API.
 */
public final class TracedValidator implements CodeValidator {
    /** Span of one validation. */
    public static final String VALIDATE = "agentcage.validate";

    private final CodeValidator delegate;
    private final Tracer tracer;

    public TracedValidator(CodeValidator delegate, Tracer tracer) {
        this.delegate = delegate;
        this.tracer = tracer;
    }

    @Override
    public ValidationReport validate(String code) {
        Span span = tracer.spanBuilder(VALIDATE).setSpanKind(SpanKind.INTERNAL).startSpan();
        try (Scope ignored = span.makeCurrent()) {
            ValidationReport report = delegate.validate(code);
            TreeSet<String> rules = new TreeSet<>();
            for (Diagnostic d : report.diagnostics()) {
                if (d.severity() == Severity.ERROR) {
                    rules.add(d.ruleId());
                }
            }
            span.setAttribute(SpanAttributes.VALIDATION_REJECTED, report.rejected());
            span.setAttribute(SpanAttributes.VALIDATION_FINDINGS, (long) report.diagnostics().size());
            if (!rules.isEmpty()) {
                span.setAttribute(SpanAttributes.VALIDATION_RULES, new ArrayList<>(rules));
            }
            return report;
        } catch (RuntimeException e) {
            SpanAttributes.failure(span, e);
            throw e;
        } finally {
            span.end();
        }
    }

    @Override
    public boolean allowsImport(String module) {
        return delegate.allowsImport(module);
    }

    @Override
    public Set<String> deniedModules() {
        return delegate.deniedModules();
    }

    @Override
    public Set<String> allowedModules() {
        return delegate.allowedModules();
    }

    /** The wrapped validator's adaptation to {@code target}, traced. */
    @Override
    public CodeValidator forTarget(Capabilities target) {
        CodeValidator adapted = delegate.forTarget(target);
        return adapted == delegate ? this : new TracedValidator(adapted, tracer);
    }

    @Override
    public String toString() {
        return "traced " + delegate;
    }
}
