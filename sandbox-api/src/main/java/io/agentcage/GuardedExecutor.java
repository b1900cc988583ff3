package io.agentcage;

import io.agentcage.audit.AuditEvent;
import io.agentcage.audit.AuditListener;
import io.agentcage.net.EgressRecord;
import io.agentcage.validation.CodeValidator;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.ValidationReport;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ThreadLocalRandom;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Wraps any backend as <em>validate → audit → execute → audit</em>.
 *
 * <p>Code the validator rejects never reaches the backend: the result is {@link Outcome#REJECTED} with the findings,
 * and its message shows each error under its source line with CPython's caret line (a syntax error exactly as
 * CPython prints it). Accepted code runs on the backend, and its validator warnings are added to the result's
 * diagnostics. Code sent as one Markdown code fence is unwrapped first ({@link Builder#unwrapMarkdownFences}).
 * Every request produces ACCEPTED or REJECTED, STARTED when it runs, and exactly one FINISHED audit event. A
 * listener that throws is logged at WARN and noted in the result (rule {@code audit-sink-failed}); the result itself
 * is never lost. A validator that throws rejects nothing and runs nothing: the result is a
 * {@link Outcome#SANDBOX_FAILURE} (fail closed).
 *
 * <p>{@link #capabilities()} are the backend's as seen through the validator: modules and packages the validator
 * would refuse are left out, and its always-refused modules are listed, so that a description generated from them
 * tells a model only what will be accepted.
 *
 * <p>Ownership follows the rule of {@link CodeExecutor}: the creator closes. Closing a {@code GuardedExecutor}
 * closes neither the backend nor the audit listeners it was given, unless the builder was told to
 * ({@link Builder#closeBackendOnClose()}). Thread-safe if the backend, validator and listeners are.
 */
public final class GuardedExecutor implements CodeExecutor {

    private static final Logger LOG = LoggerFactory.getLogger(GuardedExecutor.class);

    private final CodeExecutor backend;
    private final CodeValidator validator;
    private final List<AuditListener> listeners;
    private final Clock clock;
    private final int previewChars;
    private final boolean closeBackend;
    private final boolean unwrapFences;
    private volatile boolean closed;

    private GuardedExecutor(Builder b) {
        this.backend = b.backend;
        this.validator = Objects.requireNonNull(b.validator.forTarget(b.backend.capabilities()),
                "validator.forTarget returned null");
        this.listeners = List.copyOf(b.listeners);
        this.clock = b.clock;
        this.previewChars = b.previewChars;
        this.closeBackend = b.closeBackend;
        this.unwrapFences = b.unwrapFences;
    }

    /** A builder wrapping {@code backend}. */
    public static Builder builder(CodeExecutor backend) {
        return new Builder(backend);
    }

    /** The wrapped backend. */
    public CodeExecutor backend() {
        return backend;
    }

    /** The validator run before every execution: the one given, adapted to the backend by its {@code forTarget}. */
    public CodeValidator validator() {
        return validator;
    }

    @Override
    public ExecutionResult execute(ExecutionRequest request) {
        checkOpen();
        return run(request, Optional.empty(), backend::execute);
    }

    /**
     * Validates and audits on the calling thread, then runs the accepted request on the backend's own
     * {@link CodeExecutor#executeAsync(ExecutionRequest)}; the FINISHED event is emitted when the backend's result
     * arrives, also when the returned future was cancelled (its outcome is then {@link Outcome#CANCELLED}).
     */
    @Override
    public CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request) {
        checkOpen();
        return runAsync(request, Optional.empty(), backend::executeAsync);
    }

    /** {@link #executeAsync(ExecutionRequest)} with the backend's blocking part on {@code executor}. */
    @Override
    public CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request, Executor executor) {
        checkOpen();
        Objects.requireNonNull(executor, "executor == null");
        return runAsync(request, Optional.empty(), r -> backend.executeAsync(r, executor));
    }

    @Override
    public Session openSession() {
        checkOpen();
        return new GuardedSession(backend.openSession());
    }

    /** The backend's: the suspended code passed this validator when it started. */
    @Override
    public ExecutionResult resume(byte[] snapshot, java.util.Map<String, io.agentcage.host.CallResult> results) {
        checkOpen();
        return backend.resume(snapshot, results);
    }

    /** The backend's restored session, whose executions this validator checks as {@link #openSession()}'s. */
    @Override
    public Session restoreSession(byte[] snapshot) {
        checkOpen();
        return new GuardedSession(backend.restoreSession(snapshot));
    }

    private void checkOpen() {
        if (closed) {
            throw new SandboxException("the guarded executor is closed");
        }
    }

    /** The backend's capabilities without the modules and packages the validator refuses. */
    @Override
    public Capabilities capabilities() {
        return backend.capabilities().restrictImports(validator::allowsImport, validator.allowedModules(),
                validator.deniedModules());
    }

    @Override
    public List<io.agentcage.host.HostFunction> hostFunctions() {
        return backend.hostFunctions();
    }

    /**
     * Closes the backend if the builder was told to ({@link Builder#closeBackendOnClose()}); otherwise does nothing:
     * the backend and the listeners belong to whoever created them. Either way this executor refuses further
     * executions. Idempotent.
     */
    @Override
    public void close() {
        closed = true;
        if (closeBackend) {
            backend.close();
        }
    }

    private interface Runner {
        ExecutionResult run(ExecutionRequest request);
    }

    private interface AsyncRunner {
        CompletableFuture<ExecutionResult> run(ExecutionRequest request);
    }

    /** A request past validation: its audit context, and its result when it does not run (rejected, failed). */
    private static final class Admission {
        final Context ctx;
        final ExecutionRequest request;
        final ValidationReport report;
        final List<Diagnostic> notes;
        final long start;
        ExecutionResult early;

        Admission(Context ctx, ExecutionRequest request, ValidationReport report, List<Diagnostic> notes, long start) {
            this.ctx = ctx;
            this.request = request;
            this.report = report;
            this.notes = notes;
            this.start = start;
        }
    }

    /**
     * A new execution's audit id: a random (version 4) UUID drawn from {@link ThreadLocalRandom}. It correlates
     * events and is no secret, so it does not come from {@code UUID.randomUUID()}, whose {@code SecureRandom}
     * initialised the JDK's security providers by reflection on every CLI start (~15-20 ms of CPU, ADR 0067).
     */
    static String executionId() {
        ThreadLocalRandom r = ThreadLocalRandom.current();
        long msb = (r.nextLong() & ~0xF000L) | 0x4000L;
        long lsb = (r.nextLong() & ~(0xC000L << 48)) | (0x8000L << 48);
        return new UUID(msb, lsb).toString();
    }

    private Admission admit(ExecutionRequest submitted, Optional<String> sessionId) {
        Objects.requireNonNull(submitted, "request == null");
        Optional<String> unwrapped = unwrapFences ? MarkdownFence.unwrap(submitted.code()) : Optional.empty();
        ExecutionRequest request = unwrapped.map(submitted::withCode).orElse(submitted);
        List<Diagnostic> notes = unwrapped.isPresent() ? List.of(MarkdownFence.note()) : List.of();
        String id = executionId();
        Context ctx = new Context(id, sessionId, request);
        long start = System.nanoTime();
        ValidationReport report;
        try {
            report = validator.validate(request.code());
        } catch (RuntimeException e) {
            LOG.warn("validator failed on execution {}", id, e);
            Admission a = new Admission(ctx, request, ValidationReport.clean(), notes, start);
            a.early = finish(ctx, ExecutionResult.sandboxFailure("the validator failed: " + e, elapsed(start)));
            return a;
        }
        Admission a = new Admission(ctx, request, report, notes, start);
        if (report.rejected()) {
            ctx.emit(AuditEvent.Type.REJECTED, report.diagnostics(), null);
            a.early = finish(ctx, ExecutionResult.rejected(report).toBuilder()
                    .message(report.toModelText(request.code(), request.filename())).diagnostics(notes)
                    .duration(elapsed(start)).build());
            return a;
        }
        ctx.emit(AuditEvent.Type.ACCEPTED, report.diagnostics(), null);
        ctx.emit(AuditEvent.Type.STARTED, List.of(), null);
        return a;
    }

    private ExecutionResult run(ExecutionRequest submitted, Optional<String> sessionId, Runner runner) {
        Admission a = admit(submitted, sessionId);
        if (a.early != null) {
            return a.early;
        }
        ExecutionResult result;
        try {
            result = runner.run(a.request);
        } catch (SessionClosedException e) {
            finish(a.ctx, ExecutionResult.sandboxFailure(e.getMessage(), elapsed(a.start)));
            throw e;
        } catch (RuntimeException e) {
            result = backendFailed(a, e);
        }
        return complete(a, result);
    }

    private CompletableFuture<ExecutionResult> runAsync(ExecutionRequest submitted, Optional<String> sessionId,
                                                        AsyncRunner runner) {
        Admission a = admit(submitted, sessionId);
        if (a.early != null) {
            return CompletableFuture.completedFuture(a.early);
        }
        CancellationToken token = CancellationToken.create();
        CancellationToken.Registration link = a.request.cancellation().map(t -> t.onCancel(token::cancel))
                .orElse(() -> { });
        CompletableFuture<ExecutionResult> out = new CompletableFuture<>();
        out.whenComplete((r, e) -> {
            if (out.isCancelled()) {
                token.cancel();
            }
        });
        CompletableFuture<ExecutionResult> inner;
        try {
            inner = runner.run(a.request.withCancellation(token));
        } catch (RuntimeException e) {
            inner = CompletableFuture.failedFuture(e);
        }
        // Not a dependent stage of out: the FINISHED event is emitted even when out was cancelled meanwhile.
        inner.whenComplete((r, e) -> {
            link.close();
            Throwable cause = e instanceof java.util.concurrent.CompletionException && e.getCause() != null
                    ? e.getCause() : e;
            if (cause instanceof SessionClosedException) {
                finish(a.ctx, ExecutionResult.sandboxFailure(cause.getMessage(), elapsed(a.start)));
                out.completeExceptionally(cause);
            } else if (cause != null) {
                out.complete(complete(a, backendFailed(a, cause)));
            } else {
                out.complete(complete(a, r));
            }
        });
        return out;
    }

    private ExecutionResult backendFailed(Admission a, Throwable e) {
        LOG.warn("backend {} failed on execution {}", backend.capabilities().backend(), a.ctx.id, e);
        return ExecutionResult.sandboxFailure("the sandbox failed: " + e.getMessage(), elapsed(a.start));
    }

    private ExecutionResult complete(Admission a, ExecutionResult backendResult) {
        ExecutionResult result = backendResult;
        if (result == null) {
            result = ExecutionResult.sandboxFailure("the backend returned no result", elapsed(a.start));
        }
        if (!a.report.diagnostics().isEmpty() || !a.notes.isEmpty()) {
            result = result.toBuilder().diagnostics(a.report.diagnostics()).diagnostics(a.notes).build();
        }
        return finish(a.ctx, result);
    }

    private ExecutionResult finish(Context ctx, ExecutionResult result) {
        for (EgressRecord r : result.egress()) {
            ctx.emitEgress(r);
        }
        ctx.emit(AuditEvent.Type.FINISHED, List.of(), result);
        if (ctx.failures.isEmpty()) {
            return result;
        }
        ExecutionResult.Builder b = result.toBuilder();
        for (String f : ctx.failures) {
            b.diagnostic(Diagnostic.warning("audit-sink-failed", f, 0, 0, "check the audit sink"));
        }
        return b.build();
    }

    private static Duration elapsed(long startNanos) {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }

    /** Per-request audit state: never stored in fields of the executor. */
    private final class Context {
        final String id;
        final Optional<String> sessionId;
        final String sha;
        final String preview;
        final ExecutionRequest request;
        final List<String> failures = new ArrayList<>(0);

        Context(String id, Optional<String> sessionId, ExecutionRequest request) {
            this.id = id;
            this.sessionId = sessionId;
            this.request = request;
            this.sha = listeners.isEmpty() ? "" : AuditEvent.sha256(request.code());
            this.preview = listeners.isEmpty() ? "" : AuditEvent.preview(request.code(), previewChars);
        }

        void emit(AuditEvent.Type type, List<Diagnostic> findings, ExecutionResult result) {
            if (listeners.isEmpty()) {
                return;
            }
            deliver(new AuditEvent(type, id, sessionId, clock.instant(), backend.capabilities().backend(),
                    sha, preview, request.metadata(), findings,
                    result == null ? Optional.empty() : Optional.of(result.outcome()),
                    result == null ? Optional.empty() : result.limitExceeded(),
                    result == null ? Duration.ZERO : result.duration(),
                    result == null ? ResourceUsage.unknown() : result.usage()));
        }

        /** One EGRESS event, timed when the request was made. */
        void emitEgress(EgressRecord record) {
            if (listeners.isEmpty()) {
                return;
            }
            deliver(new AuditEvent(AuditEvent.Type.EGRESS, id, sessionId, record.timestamp(),
                    backend.capabilities().backend(), sha, preview, request.metadata(), List.of(), Optional.empty(),
                    Optional.empty(), record.duration(), ResourceUsage.unknown(), Optional.of(record)));
        }

        private void deliver(AuditEvent event) {
            AuditEvent.Type type = event.type();
            for (AuditListener l : listeners) {
                try {
                    l.onEvent(event);
                } catch (RuntimeException e) {
                    LOG.warn("audit listener {} failed on {} event of execution {}", l, type, id, e);
                    failures.add("audit listener failed on " + type + " event: " + e);
                }
            }
        }
    }

    private final class GuardedSession implements Session {
        private final Session inner;

        GuardedSession(Session inner) {
            this.inner = inner;
        }

        @Override
        public String id() {
            return inner.id();
        }

        @Override
        public ExecutionResult execute(ExecutionRequest request) {
            if (!inner.isOpen()) {
                throw new SessionClosedException("session " + inner.id() + " is closed");
            }
            return run(request, Optional.of(inner.id()), inner::execute);
        }

        @Override
        public CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request) {
            if (!inner.isOpen()) {
                throw new SessionClosedException("session " + inner.id() + " is closed");
            }
            return runAsync(request, Optional.of(inner.id()), inner::executeAsync);
        }

        @Override
        public CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request, Executor executor) {
            if (!inner.isOpen()) {
                throw new SessionClosedException("session " + inner.id() + " is closed");
            }
            Objects.requireNonNull(executor, "executor == null");
            return runAsync(request, Optional.of(inner.id()), r -> inner.executeAsync(r, executor));
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

    /** Builds a {@link GuardedExecutor}. */
    public static final class Builder {
        private final CodeExecutor backend;
        private CodeValidator validator = CodeValidator.acceptAll();
        private final List<AuditListener> listeners = new ArrayList<>();
        private Clock clock = Clock.systemUTC();
        private int previewChars = 200;
        private boolean closeBackend;
        private boolean unwrapFences = true;

        private Builder(CodeExecutor backend) {
            this.backend = Objects.requireNonNull(backend, "backend == null");
        }

        /**
         * The validator run before every execution; accepts everything by default. It is adapted to the backend with
         * {@link CodeValidator#forTarget} and the backend's {@link CodeExecutor#capabilities()} when the executor is
         * built, so that its rules follow what that backend can run.
         */
        public Builder validator(CodeValidator value) {
            this.validator = Objects.requireNonNull(value, "validator == null");
            return this;
        }

        /** Adds an audit listener; none by default. */
        public Builder auditListener(AuditListener value) {
            listeners.add(Objects.requireNonNull(value, "listener == null"));
            return this;
        }

        /** The clock for event timestamps; UTC system clock by default. */
        public Builder clock(Clock value) {
            this.clock = Objects.requireNonNull(value, "clock == null");
            return this;
        }

        /** Characters of code kept in audit previews; 200 by default. */
        public Builder previewChars(int value) {
            if (value < 0) {
                throw new IllegalArgumentException("previewChars must be >= 0, got " + value);
            }
            this.previewChars = value;
            return this;
        }

        /**
         * Hands the backend over: closing the guarded executor also closes the backend. For a backend created just
         * for this wrapper, e.g. {@code GuardedExecutor.builder(InterpreterExecutor.create()).closeBackendOnClose()}.
         * Default: the backend is not closed (its creator closes it).
         */
        public Builder closeBackendOnClose() {
            this.closeBackend = true;
            return this;
        }

        /**
         * Whether code sent as exactly one Markdown code fence ({@code ```python ... ```}, as models often answer) is
         * unwrapped before it is validated and run; true by default. Such input is never valid Python, so no program
         * that could run changes; the result then carries an {@code INFO} diagnostic {@code code-fence-unwrapped}
         * saying so (line numbers count from the first line inside the fence). Prose around a fence or several
         * fences are not unwrapped: the validator's syntax error says to send only the code. False leaves the code as
         * it is.
         */
        public Builder unwrapMarkdownFences(boolean value) {
            this.unwrapFences = value;
            return this;
        }

        /** The guarded executor. */
        public GuardedExecutor build() {
            return new GuardedExecutor(this);
        }
    }
}
