package io.agentcage.opentelemetry;

import io.agentcage.CodeExecutor;
import io.agentcage.host.HostFunction;
import io.agentcage.opentelemetry.internal.InFlight;
import io.agentcage.opentelemetry.internal.SpanAttributes;
import io.agentcage.opentelemetry.internal.TracedExecutor;
import io.agentcage.opentelemetry.internal.TracedValidator;
import io.agentcage.spi.PoolEvent;
import io.agentcage.spi.PoolListener;
import io.agentcage.validation.CodeValidator;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Scope;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The traces of AgentCage through the OpenTelemetry API: a span per execution, with child spans for validation,
 * sandbox acquisition and each host-function call, under the caller's current span.
 *
 * <p>It plugs into the existing extension points, never into a backend's internals: executors and validators are
 * wrapped (decorators), host functions are wrapped before they are registered, and a backend with a pool reports
 * acquisitions to {@link #poolListener()}.
 *
 * <pre>{@code
 * SandboxTracing tracing = SandboxTracing.create(openTelemetry);
 * DockerExecutor docker = DockerExecutor.builder().poolListener(tracing.poolListener()).build();
 * CodeExecutor sandbox = tracing.instrument(GuardedExecutor.builder(docker)
 *         .validator(tracing.instrument(PolicyValidator.standard())).build());
 * }</pre>
 *
 * <p>Span names and attributes follow the semantic conventions' style ({@code docs/observability.md} lists them):
 * {@value #EXECUTE} carries the backend, the code's SHA-256 (never the code), the limits in force, the outcome and
 * the resources used, and ends with an error status for every outcome but success ({@code error.type} is the
 * outcome, e.g. {@code timeout}). Its trace and span ids are added to the request's metadata ({@code trace_id},
 * {@code span_id}) so that audit events point at the trace. Thread-safe.
 */
public final class SandboxTracing {

    /** The instrumentation scope name of every AgentCage span. */
    public static final String INSTRUMENTATION_SCOPE = "io.agentcage";
    /** Span of one execution, one-shot or in a session. */
    public static final String EXECUTE = TracedExecutor.EXECUTE;
    /** Span of opening a session (its sandbox is acquired inside it). */
    public static final String SESSION_OPEN = TracedExecutor.SESSION_OPEN;
    /** Span of validating the code. */
    public static final String VALIDATE = TracedValidator.VALIDATE;
    /** Span of waiting for a sandbox from a backend's pool. */
    public static final String POOL_ACQUIRE = "agentcage.pool.acquire";
    /** Span of one call of guest code to a host function. */
    public static final String HOST_CALL = "agentcage.host_call";

    private final Tracer tracer;
    private final InFlight inFlight = new InFlight();

    private SandboxTracing(Tracer tracer) {
        this.tracer = tracer;
    }

    /** Tracing through {@code openTelemetry}'s tracer provider, scope {@value #INSTRUMENTATION_SCOPE}. */
    public static SandboxTracing create(OpenTelemetry openTelemetry) {
        Objects.requireNonNull(openTelemetry, "openTelemetry == null");
        return new SandboxTracing(openTelemetry.getTracer(INSTRUMENTATION_SCOPE));
    }

    /**
     * Wraps {@code executor}: each execution runs in a {@value #EXECUTE} span (current while it runs), each
     * session opens in a {@value #SESSION_OPEN} span. Wrap the outermost executor (a
     * {@link io.agentcage.GuardedExecutor}) so that rejected code has its span too. The wrapper only receives the
     * executor: closing it does not close {@code executor}, it only refuses further calls.
     */
    public CodeExecutor instrument(CodeExecutor executor) {
        return new TracedExecutor(executor, tracer, inFlight);
    }

    /**
     * Wraps {@code validator}: each validation runs in a {@value #VALIDATE} span with the number of findings, whether
     * the code was rejected, and the rules that rejected it. What the validator says about imports and its
     * {@code forTarget} adaptation pass through unchanged (the adapted validator is traced too).
     */
    public CodeValidator instrument(CodeValidator validator) {
        Objects.requireNonNull(validator, "validator == null");
        return new TracedValidator(validator, tracer);
    }

    /**
     * Wraps a host function: each call from guest code runs in a {@value #HOST_CALL} span naming the function; an
     * exception (which the guest sees as a Python exception) is recorded on it. Register the wrapped function with
     * the backend in place of the original.
     *
     * <p>The span is a child of its execution's span. A backend may run guest code, and so host calls, on a worker
     * thread of its own (the interpreter does whenever host functions are registered), where the caller's context
     * is not current; the span then takes the one traced execution in flight as its parent, and when several
     * executions traced by this instance run at once it cannot tell which is its own: it is then a root span with a
     * link to each of them.
     */
    public HostFunction instrument(HostFunction function) {
        Objects.requireNonNull(function, "function == null");
        HostFunction.Implementation impl = function.implementation();
        return new HostFunction(function.name(), function.description(), function.parameters(), args -> {
            SpanBuilder builder = tracer.spanBuilder(HOST_CALL).setSpanKind(SpanKind.INTERNAL)
                    .setAttribute(SpanAttributes.HOST_FUNCTION, function.name());
            inFlight.parent(builder);
            Span span = builder.startSpan();
            try (Scope ignored = span.makeCurrent()) {
                return impl.call(args);
            } catch (Exception e) {
                SpanAttributes.failure(span, e);
                throw e;
            } finally {
                span.end();
            }
        });
    }

    /** {@link #instrument(HostFunction)} for each function, in order. */
    public List<HostFunction> instrumentAll(List<HostFunction> functions) {
        List<HostFunction> out = new ArrayList<>(functions.size());
        functions.forEach(f -> out.add(instrument(f)));
        return List.copyOf(out);
    }

    /**
     * A listener that turns each acquisition of a sandbox into a {@value #POOL_ACQUIRE} span, from when the caller
     * started waiting to when it got one (or gave up), with {@code agentcage.pool.result} hit, miss or failed.
     * Acquisitions outside any span (no traced execution around them) make no span.
     */
    public PoolListener poolListener() {
        return this::acquired;
    }

    private void acquired(PoolEvent event) {
        String result;
        switch (event.type()) {
            case ACQUIRED_WARM:
                result = "hit";
                break;
            case ACQUIRED_COLD:
                result = "miss";
                break;
            case ACQUIRE_FAILED:
                result = "failed";
                break;
            default:
                return;
        }
        if (!Span.current().getSpanContext().isValid()) {
            return;
        }
        Instant end = Instant.now();
        Span span = tracer.spanBuilder(POOL_ACQUIRE).setSpanKind(SpanKind.INTERNAL)
                .setStartTimestamp(end.minus(event.duration()))
                .setAttribute(SpanAttributes.BACKEND, event.backend())
                .setAttribute(SpanAttributes.POOL_RESULT, result)
                .startSpan();
        if (event.type() == PoolEvent.Type.ACQUIRE_FAILED) {
            span.setAttribute(SpanAttributes.ERROR_TYPE, "acquire_failed");
            span.setStatus(io.opentelemetry.api.trace.StatusCode.ERROR, "no sandbox could be acquired");
        }
        span.end(end);
    }
}
