package io.agentcage.opentelemetry.internal;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.ResourceUsage;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import java.util.List;
import java.util.Locale;

/** The attribute keys of AgentCage spans (listed in docs/observability.md) and how results become attributes. */
public final class SpanAttributes {
    public static final AttributeKey<String> BACKEND = AttributeKey.stringKey("agentcage.backend");
    public static final AttributeKey<String> CODE_SHA256 = AttributeKey.stringKey("agentcage.code.sha256");
    public static final AttributeKey<String> SESSION_ID = AttributeKey.stringKey("agentcage.session.id");
    public static final AttributeKey<String> OUTCOME = AttributeKey.stringKey("agentcage.outcome");
    public static final AttributeKey<String> LIMIT_EXCEEDED = AttributeKey.stringKey("agentcage.limit.exceeded");
    public static final AttributeKey<String> ERROR_TYPE = AttributeKey.stringKey("error.type");
    public static final AttributeKey<Boolean> SESSION_STATE_LOST =
            AttributeKey.booleanKey("agentcage.session.state_lost");

    public static final AttributeKey<Double> LIMIT_TIMEOUT = AttributeKey.doubleKey("agentcage.limits.timeout");
    public static final AttributeKey<Long> LIMIT_MEMORY = AttributeKey.longKey("agentcage.limits.memory");
    public static final AttributeKey<Long> LIMIT_OUTPUT = AttributeKey.longKey("agentcage.limits.output");
    public static final AttributeKey<Long> LIMIT_STEPS = AttributeKey.longKey("agentcage.limits.steps");
    public static final AttributeKey<Long> LIMIT_RECURSION = AttributeKey.longKey("agentcage.limits.recursion");
    public static final AttributeKey<Long> LIMIT_PROCESSES = AttributeKey.longKey("agentcage.limits.processes");
    public static final AttributeKey<Long> LIMIT_FILES = AttributeKey.longKey("agentcage.limits.files");
    public static final AttributeKey<Long> LIMIT_HOST_CALLS = AttributeKey.longKey("agentcage.limits.host_calls");

    public static final AttributeKey<Long> USAGE_STEPS = AttributeKey.longKey("agentcage.usage.steps");
    public static final AttributeKey<Long> USAGE_PEAK_MEMORY = AttributeKey.longKey("agentcage.usage.peak_memory");
    public static final AttributeKey<Long> USAGE_HOST_CALLS = AttributeKey.longKey("agentcage.usage.host_calls");
    public static final AttributeKey<Long> USAGE_OUTPUT = AttributeKey.longKey("agentcage.usage.output");

    public static final AttributeKey<Boolean> VALIDATION_REJECTED =
            AttributeKey.booleanKey("agentcage.validation.rejected");
    public static final AttributeKey<Long> VALIDATION_FINDINGS = AttributeKey.longKey("agentcage.validation.findings");
    public static final AttributeKey<List<String>> VALIDATION_RULES =
            AttributeKey.stringArrayKey("agentcage.validation.rules");

    public static final AttributeKey<String> POOL_RESULT = AttributeKey.stringKey("agentcage.pool.result");
    public static final AttributeKey<String> HOST_FUNCTION = AttributeKey.stringKey("agentcage.host_function.name");

    private SpanAttributes() {
    }

    /** The limits in force, one attribute each. */
    public static void limits(Span span, ExecutionLimits limits) {
        span.setAttribute(LIMIT_TIMEOUT, limits.timeout().toNanos() / 1e9);
        span.setAttribute(LIMIT_MEMORY, limits.memoryBytes());
        span.setAttribute(LIMIT_OUTPUT, limits.outputBytes());
        span.setAttribute(LIMIT_STEPS, limits.maxSteps());
        span.setAttribute(LIMIT_RECURSION, (long) limits.maxRecursionDepth());
        span.setAttribute(LIMIT_PROCESSES, (long) limits.maxProcesses());
        span.setAttribute(LIMIT_FILES, limits.fileBytes());
        span.setAttribute(LIMIT_HOST_CALLS, (long) limits.maxHostCalls());
    }

    /** How the execution ended, what it used, and an error status for every outcome but success. */
    public static void result(Span span, ExecutionResult result) {
        String outcome = result.outcome().name().toLowerCase(Locale.ROOT);
        span.setAttribute(OUTCOME, outcome);
        result.limitExceeded().ifPresent(l -> span.setAttribute(LIMIT_EXCEEDED, l.name().toLowerCase(Locale.ROOT)));
        if (result.sessionStateLost()) {
            span.setAttribute(SESSION_STATE_LOST, true);
        }
        ResourceUsage u = result.usage();
        known(span, USAGE_STEPS, u.steps());
        known(span, USAGE_PEAK_MEMORY, u.peakMemoryBytes());
        span.setAttribute(USAGE_HOST_CALLS, u.hostCalls());
        span.setAttribute(USAGE_OUTPUT, u.outputBytes());
        if (result.outcome() != Outcome.SUCCESS) {
            span.setAttribute(ERROR_TYPE, outcome);
            span.setStatus(StatusCode.ERROR, firstLine(result.message()));
        }
    }

    /** A thrown exception: recorded, with its class as the error type. */
    public static void failure(Span span, Throwable e) {
        span.recordException(e);
        span.setAttribute(ERROR_TYPE, e.getClass().getName());
        span.setStatus(StatusCode.ERROR, e.getMessage() == null ? e.getClass().getSimpleName()
                : firstLine(e.getMessage()));
    }

    private static void known(Span span, AttributeKey<Long> key, long value) {
        if (value != ResourceUsage.UNKNOWN) {
            span.setAttribute(key, value);
        }
    }

    private static String firstLine(String message) {
        int nl = message.indexOf('\n');
        String line = nl < 0 ? message : message.substring(0, nl);
        return line.length() <= 200 ? line : line.substring(0, 200) + "…";
    }
}
