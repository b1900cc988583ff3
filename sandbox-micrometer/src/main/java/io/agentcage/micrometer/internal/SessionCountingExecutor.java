package io.agentcage.micrometer.internal;

import io.agentcage.Capabilities;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.SandboxException;
import io.agentcage.Session;
import io.agentcage.host.HostFunction;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Passes everything through to an executor and remembers the sessions it opened, so that a gauge can count those
 * still open. A session counts until it is closed, by its user or by the backend. Not API.
 */
public final class SessionCountingExecutor implements CodeExecutor {
    private final CodeExecutor delegate;
    private final Set<Session> open;
    private volatile boolean closed;

    public SessionCountingExecutor(CodeExecutor delegate, Registry registry) {
        this.delegate = Objects.requireNonNull(delegate, "executor == null");
        this.open = registry.sessionsOf(delegate.capabilities().backend());
    }

    @Override
    public ExecutionResult execute(ExecutionRequest request) {
        checkOpen();
        return delegate.execute(request);
    }

    /** The wrapped executor's own asynchronous execution (the interpreter's holds no thread while it waits). */
    @Override
    public java.util.concurrent.CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request) {
        checkOpen();
        return delegate.executeAsync(request);
    }

    @Override
    public java.util.concurrent.CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request,
                                                                             java.util.concurrent.Executor executor) {
        checkOpen();
        return delegate.executeAsync(request, executor);
    }

    @Override
    public Session openSession() {
        checkOpen();
        Session s = delegate.openSession();
        open.add(s);
        return s;
    }

    @Override
    public ExecutionResult resume(byte[] snapshot, Map<String, io.agentcage.host.CallResult> results) {
        checkOpen();
        return delegate.resume(snapshot, results);
    }

    @Override
    public Session restoreSession(byte[] snapshot) {
        checkOpen();
        Session s = delegate.restoreSession(snapshot);
        open.add(s);
        return s;
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
            throw new SandboxException("the instrumented executor is closed");
        }
    }

    /** The open sessions of every instrumented executor, per backend, and their gauges. */
    public static final class Registry {
        private final MeterRegistry registry;
        private final Tags commonTags;
        private final Map<String, Set<Session>> byBackend = new ConcurrentHashMap<>();

        public Registry(MeterRegistry registry, Tags commonTags) {
            this.registry = registry;
            this.commonTags = commonTags;
        }

        Set<Session> sessionsOf(String backend) {
            return byBackend.computeIfAbsent(backend, b -> {
                Set<Session> set = ConcurrentHashMap.newKeySet();
                Gauge.builder("agentcage.sessions.open", set, Registry::countOpen)
                        .description("Sessions open on instrumented executors")
                        .tags(commonTags).tag("backend", b).register(registry);
                return set;
            });
        }

        private static double countOpen(Set<Session> sessions) {
            sessions.removeIf(s -> !s.isOpen());
            return sessions.size();
        }
    }
}
