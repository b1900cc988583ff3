package io.agentcage.opentelemetry.internal;

import io.agentcage.Capabilities;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.SandboxException;
import io.agentcage.Session;
import io.agentcage.audit.AuditEvent;
import io.agentcage.host.HostFunction;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * An executor that runs each execution in a span, current while it runs, so that validation, sandbox acquisition
 * and host-function calls nest under it; the span's parent is the caller's current context. Not API.
 */
public final class TracedExecutor implements CodeExecutor {
    /** Span of one execution (one-shot or in a session). */
    public static final String EXECUTE = "agentcage.execute";
    /** Span of opening a session (it acquires the session's sandbox). */
    public static final String SESSION_OPEN = "agentcage.session.open";

    private final CodeExecutor delegate;
    private final Tracer tracer;
    private final InFlight inFlight;
    private volatile boolean closed;

    public TracedExecutor(CodeExecutor delegate, Tracer tracer, InFlight inFlight) {
        this.delegate = Objects.requireNonNull(delegate, "executor == null");
        this.tracer = tracer;
        this.inFlight = inFlight;
    }

    @Override
    public ExecutionResult execute(ExecutionRequest request) {
        Objects.requireNonNull(request, "request == null");
        checkOpen();
        return traced(request, Optional.empty(), delegate::execute);
    }

    /**
     * Runs {@link #execute} on {@code executor} in the caller's trace context (a pool thread has none of its own), so
     * an asynchronous execution's span has the same parent as a blocking one.
     */
    @Override
    public CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request, Executor executor) {
        Objects.requireNonNull(executor, "executor == null");
        return CodeExecutor.super.executeAsync(request, Context.current().wrap(executor));
    }

    @Override
    public Session openSession() {
        checkOpen();
        Span span = tracer.spanBuilder(SESSION_OPEN).setSpanKind(SpanKind.INTERNAL)
                .setAttribute(SpanAttributes.BACKEND, backend()).startSpan();
        try (Scope ignored = span.makeCurrent()) {
            Session inner = delegate.openSession();
            span.setAttribute(SpanAttributes.SESSION_ID, inner.id());
            return new TracedSession(inner);
        } catch (RuntimeException e) {
            SpanAttributes.failure(span, e);
            throw e;
        } finally {
            span.end();
        }
    }

    @Override
    public ExecutionResult resume(byte[] snapshot, java.util.Map<String, io.agentcage.host.CallResult> results) {
        checkOpen();
        return delegate.resume(snapshot, results);
    }

    @Override
    public Session restoreSession(byte[] snapshot) {
        checkOpen();
        return new TracedSession(delegate.restoreSession(snapshot));
    }

    @Override
    public Capabilities capabilities() {
        return delegate.capabilities();
    }

    @Override
    public List<HostFunction> hostFunctions() {
        return delegate.hostFunctions();
    }

    /** Refuses further calls; the wrapped executor stays open (its creator closes it). */
    @Override
    public void close() {
        closed = true;
    }

    private void checkOpen() {
        if (closed) {
            throw new SandboxException("the traced executor is closed");
        }
    }

    private String backend() {
        return delegate.capabilities().backend();
    }

    private interface Runner {
        ExecutionResult run(ExecutionRequest request);
    }

    private ExecutionResult traced(ExecutionRequest request, Optional<String> sessionId, Runner runner) {
        Span span = tracer.spanBuilder(EXECUTE).setSpanKind(SpanKind.INTERNAL)
                .setAttribute(SpanAttributes.BACKEND, backend())
                .setAttribute(SpanAttributes.CODE_SHA256, AuditEvent.sha256(request.code()))
                .startSpan();
        sessionId.ifPresent(id -> span.setAttribute(SpanAttributes.SESSION_ID, id));
        SpanAttributes.limits(span, delegate.capabilities().limits().narrowedBy(request.limits()));
        Context context = Context.current().with(span);
        inFlight.add(context);
        try (Scope ignored = context.makeCurrent()) {
            ExecutionResult result = runner.run(withTraceIds(request, span.getSpanContext()));
            if (result != null) {
                SpanAttributes.result(span, result);
            }
            return result;
        } catch (RuntimeException e) {
            SpanAttributes.failure(span, e);
            throw e;
        } finally {
            inFlight.remove(context);
            span.end();
        }
    }

    /** Puts the trace and span ids into the request's metadata, so that audit events point at the trace. */
    private static ExecutionRequest withTraceIds(ExecutionRequest request, SpanContext context) {
        if (!context.isValid() || request.metadata().containsKey("trace_id")) {
            return request;
        }
        return request.toBuilder().metadata("trace_id", context.getTraceId())
                .metadata("span_id", context.getSpanId()).build();
    }

    private final class TracedSession implements Session {
        private final Session inner;

        TracedSession(Session inner) {
            this.inner = inner;
        }

        @Override
        public String id() {
            return inner.id();
        }

        @Override
        public ExecutionResult execute(ExecutionRequest request) {
            Objects.requireNonNull(request, "request == null");
            return traced(request, Optional.of(inner.id()), inner::execute);
        }

        @Override
        public CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request, Executor executor) {
            Objects.requireNonNull(executor, "executor == null");
            return Session.super.executeAsync(request, Context.current().wrap(executor));
        }

        @Override
        public void setVariable(String name, Object value) {
            inner.setVariable(name, value);
        }

        @Override
        public Object getVariable(String name) {
            return inner.getVariable(name);
        }

        @Override
        public byte[] snapshot() {
            return inner.snapshot();
        }

        @Override
        public boolean isOpen() {
            return inner.isOpen();
        }

        @Override
        public void close() {
            inner.close();
        }
    }
}
