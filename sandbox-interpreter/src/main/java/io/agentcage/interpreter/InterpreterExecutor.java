package io.agentcage.interpreter;

import io.agentcage.Capabilities;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.SandboxException;
import io.agentcage.SandboxFile;
import io.agentcage.Session;
import io.agentcage.SessionClosedException;
import io.agentcage.egress.EgressSettings;
import io.agentcage.egress.internal.EgressGateway;
import io.agentcage.host.HostFunction;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.Services;
import io.agentcage.interpreter.internal.object.Workspace;
import io.agentcage.interpreter.internal.run.HostBridge;
import io.agentcage.interpreter.internal.run.LiveExecution;
import io.agentcage.interpreter.internal.run.Runner;
import io.agentcage.interpreter.internal.run.Snapshots;
import io.agentcage.interpreter.internal.vm.VmMachine;
import io.agentcage.interpreter.internal.stdlib.ModuleRegistry;
import io.agentcage.interpreter.internal.stdlib.Universe;
import io.agentcage.net.NetworkPolicy;
import io.agentcage.net.SecretResolver;
import io.agentcage.text.ModelText;
import java.time.Duration;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * The in-process Python interpreter backend: guest code runs in a bytecode VM over its own object model, so no
 * Java object is ever reachable from it. Thread-safe and meant to be shared; executions run on a bounded pool of
 * worker threads with large stacks, in parallel, each under its own budgets (steps, deadline, memory estimate,
 * recursion depth, output, host calls).
 *
 * <p>Defaults: ceilings {@link ExecutionLimits#defaults()}, every standard module allowed, no host functions, the
 * JVM-wide {@link WorkerPool#shared()} ({@code 2 * availableProcessors} daemon threads with 256 MiB stacks) and
 * {@link CompileCache#shared()} (512 compiled sources; compiled code is immutable), executions run on the calling
 * thread when that is safe (see {@link Builder#runOnCallingThread}). Sharing is explicit: pass a {@link WorkerPool}
 * or a {@link CompileCache} of your own to share them between chosen executors only.
 *
 * <p>Where an execution runs: {@link #execute} of an executor without host functions runs the program on the
 * calling thread, which saves the hand-off to a worker (tens of microseconds when the machine is busy, against about
 * a microsecond for a small program). The VM checks the deadline, the other budgets, {@link Thread#interrupt} of the
 * calling thread and cancellation itself. If the calling thread's stack overflows during the run (deep callbacks,
 * a deeply nested regular expression), the result is thrown away and the program runs again from the start on a
 * worker with a big stack, so the result never depends on the caller's stack size; this is exact because such an
 * execution shares nothing (fresh globals, modules and workspace, no host functions). Sessions and executors with
 * host functions always run on the workers, which also give them a backstop: the caller gets a timeout result two
 * seconds after the deadline even if a host function blocks.
 */
public final class InterpreterExecutor implements CodeExecutor {
    /** The longest timeout accepted as a ceiling (one day, as DockerConfig's): longer ones are request sentinels. */
    private static final Duration MAX_CEILING_TIMEOUT = Duration.ofDays(1);
    private static final Pattern IDENTIFIER = Pattern.compile("[\\p{L}_][\\p{L}\\p{N}_]*");
    private final ExecutionLimits ceilings;
    private final ModuleRegistry modules;
    private final List<HostFunction> hostFunctions;
    /** The host functions as the model and the validator read them. */
    private final List<String> stubs;
    private final Map<String, io.agentcage.interpreter.internal.object.PyObject> hostCallables;
    private final Runner runner;
    private final CompileCache compileCache;
    private final WorkerPool workers;
    private final ThreadPoolExecutor pool;
    private final boolean ownsPool;
    private final AtomicBoolean closed = new AtomicBoolean();
    private final AtomicLong sessionIds = new AtomicLong();
    private final boolean callerRuns;
    /** Runs the blocking host calls that guest code awaits; null without host functions. */
    private final java.util.concurrent.Executor hostExecutor;
    private final java.util.concurrent.ExecutorService ownedHostExecutor;
    private final int maxHostCallsInFlight;
    /** Suspension and resumption at external host calls; null without a snapshot key. */
    private final Snapshots snapshots;
    /** The executor's egress: its network policy (none by default), secrets and settings. */
    private final EgressGateway egress;
    private final int maxFiles;

    private InterpreterExecutor(Builder b) {
        Universe.init();
        this.ceilings = b.limits;
        this.modules = b.modules();
        this.hostFunctions = List.copyOf(b.hostFunctions);
        this.stubs = hostFunctions.stream().map(f -> f.stub(true)).toList();
        this.hostCallables = HostBridge.expose(hostFunctions);
        this.compileCache = b.compileCache;
        this.egress = new EgressGateway(b.networkPolicy, b.secrets, b.egressSettings, null);
        this.runner = new Runner(compileCache.codes(), egress);
        // a program that may have sent requests is never run twice (see execute): with a network, workers only
        this.callerRuns = b.runOnCallingThread && hostCallables.isEmpty() && !egress.enabled();
        this.maxFiles = b.maxFiles;
        this.maxHostCallsInFlight = b.maxHostCallsInFlight;
        this.snapshots = b.snapshotKey == null ? null : new Snapshots(b.snapshotKey, hostFunctions, hostCallables,
                modules);
        if (hostFunctions.isEmpty()) {
            this.hostExecutor = null;
            this.ownedHostExecutor = null;
        } else if (b.hostCallExecutor != null) {
            this.hostExecutor = b.hostCallExecutor;
            this.ownedHostExecutor = null;
        } else {
            this.ownedHostExecutor = newHostPool(DEFAULT_HOST_THREADS);
            this.hostExecutor = ownedHostExecutor;
        }
        this.ownsPool = b.workerPool == null && b.ownPool != null;
        this.workers = b.workerPool != null ? b.workerPool : ownsPool ? b.ownPool.build() : WorkerPool.shared();
        this.pool = workers.executor();
    }

    /** How long a caller polls for a result before parking: small programs finish within it. */
    private static final long CALLER_SPIN_NANOS = TimeUnit.MICROSECONDS.toNanos(20);


    /** Default cap on the host calls one execution has in flight at once. */
    private static final int DEFAULT_MAX_HOST_CALLS_IN_FLIGHT = 16;
    /** Threads of the default host-call executor: awaited blocking host calls of all executions run on them. */
    private static final int DEFAULT_HOST_THREADS = 32;
    private static final AtomicInteger HOST_POOL_IDS = new AtomicInteger();

    private static java.util.concurrent.ExecutorService newHostPool(int threads) {
        int id = HOST_POOL_IDS.incrementAndGet();
        AtomicInteger n = new AtomicInteger();
        java.util.concurrent.ThreadPoolExecutor p = new java.util.concurrent.ThreadPoolExecutor(threads, threads, 30,
                TimeUnit.SECONDS, new java.util.concurrent.LinkedBlockingQueue<>(), r -> {
                    Thread t = new Thread(r, "agentcage-host-" + id + "-" + n.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
        p.allowCoreThreadTimeOut(true);
        return p;
    }

    /** An executor with the default settings. */
    public static InterpreterExecutor create() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    @Override
    public ExecutionResult execute(ExecutionRequest request) {
        Objects.requireNonNull(request, "request == null");
        checkOpen();
        ExecutionLimits limits = ceilings.narrowedBy(request.limits());
        long start = System.nanoTime();
        // A run on the caller may be thrown away and run again on a worker (ADR 0007): not with a live listener,
        // which would receive the output twice.
        if (callerRuns && ExecutionRequest.PYTHON.equals(request.language()) && request.outputListener().isEmpty()) {
            ExecutionResult r = runOnCaller(request, limits, start);
            if (r != null) {
                return namingTheLimit(r, limits);
            }
        }
        Services services = newServices(limits);
        if (snapshots != null) {
            services.cannotSuspend = null;
        }
        addInputFiles(services.workspace, request);
        return submit(request, limits, services, Runner.newGlobals(), start);
    }

    /**
     * {@inheritDoc}
     *
     * <p>This executor needs the snapshot key the suspending one had ({@link Builder#snapshotKey}) and the host
     * functions the execution uses (by name). The execution continues on a worker thread.
     */
    @Override
    public ExecutionResult resume(byte[] snapshot, Map<String, io.agentcage.host.CallResult> results) {
        Objects.requireNonNull(snapshot, "snapshot == null");
        Objects.requireNonNull(results, "results == null");
        checkOpen();
        if (snapshots == null) {
            throw new IllegalStateException("this executor has no snapshot key: build it with snapshotKey(...) to"
                    + " resume suspended executions");
        }
        long start = System.nanoTime();
        Snapshots.Opened opened = snapshots.open(snapshot, Map.copyOf(results), ceilings.memoryBytes());
        ExecutionLimits limits = ceilings.narrowedBy(opened.limits());
        long left = limits.timeout().toNanos() - opened.elapsedNanos();
        if (left <= 0) {
            return ExecutionResult.builder(Outcome.TIMEOUT).limitExceeded(Limit.TIME)
                    .message("timed out (the suspended execution had used its time)").build();
        }
        Services services = newServices(limits);
        services.cannotSuspend = null;
        ExecutionRequest request = ExecutionRequest.builder("").stdin(opened.stdin()).build();
        return submitTask(limits, left, start, LiveExecution.of(request), holder -> {
            Interp in = new Interp(limits.maxSteps(), start + left, limits.memoryBytes(), limits.outputBytes(),
                    limits.maxRecursionDepth(), request.stdin(), services, VmMachine.INSTANCE);
            holder.accept(in);
            return runner.resume(in, opened, Map.copyOf(results), start, snapshots, limits);
        });
    }

    /**
     * Runs the program on a worker thread, which completes the future: no thread waits for it (see
     * {@link CodeExecutor#executeAsync(ExecutionRequest)}). Cancelling the future or the request's token stops it at
     * the VM's next check; two seconds past the deadline the future has a timeout result whatever the program does.
     */
    @Override
    public java.util.concurrent.CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request) {
        Objects.requireNonNull(request, "request == null");
        checkOpen();
        if (!ExecutionRequest.PYTHON.equals(request.language())) {
            return java.util.concurrent.CompletableFuture.completedFuture(unsupportedLanguage(request));
        }
        ExecutionLimits limits = ceilings.narrowedBy(request.limits());
        long start = System.nanoTime();
        return AsyncRuns.submit(pool, request, limits.timeout().toNanos(), (live, running) -> {
            Services services = newServices(limits);
            if (snapshots != null) {
                services.cannotSuspend = null;
            }
            addInputFiles(services.workspace, request);
            Interp in = Runner.newInterp(limits, request, services, start);
            running.accept(in);
            return namingTheLimit(runner.run(request, in, Runner.newGlobals(), start, snapshots, limits, live),
                    limits);
        }, e -> e instanceof OutOfMemoryError ? memoryExceeded(start) : ExecutionResult.sandboxFailure(
                "internal interpreter error: " + e, Duration.ofNanos(System.nanoTime() - start)),
                () -> watchdogTimeout(start, limits));
    }

    private static ExecutionResult unsupportedLanguage(ExecutionRequest request) {
        return ExecutionResult.sandboxFailure("language '" + request.language() + "' is not supported by the"
                + " interpreter backend; use 'python'", Duration.ZERO);
    }

    /**
     * Runs {@code request} on the calling thread; null when its stack overflowed (the caller then runs it again on
     * a worker, from scratch: nothing of this run is kept).
     */
    private ExecutionResult runOnCaller(ExecutionRequest request, ExecutionLimits limits, long start) {
        if (Thread.currentThread().isInterrupted()) {
            throw new SandboxException("interrupted while waiting for the interpreter");
        }
        ExecutionResult r;
        Interp in = null;
        try {
            Services services = newServices(limits);
            addInputFiles(services.workspace, request);
            in = Runner.newInterp(limits, request, services, start);
            r = runner.run(request, in, Runner.newGlobals(), start);
        } catch (StackOverflowError e) {
            // the caller's stack was nearly full already, or overflowed outside the guest's run: use a worker
            return null;
        } catch (OutOfMemoryError e) {
            r = memoryExceeded(start);
        } catch (RuntimeException e) {
            r = ExecutionResult.sandboxFailure("internal interpreter error: " + e, Duration.ofNanos(
                    System.nanoTime() - start));
        }
        if (Thread.currentThread().isInterrupted()) {
            throw new SandboxException("interrupted while waiting for the interpreter");
        }
        return in != null && in.stackOverflowed() ? null : r;
    }

    private static ExecutionResult memoryExceeded(long start) {
        // Thrown outside the guest's own handler (e.g. while formatting its traceback or output): the guest's
        // objects are garbage now and the host keeps serving; report it as the memory limit.
        return ExecutionResult.builder(Outcome.LIMIT_EXCEEDED).limitExceeded(Limit.MEMORY)
                .message("memory limit exceeded (the host ran out of heap)")
                .duration(Duration.ofNanos(System.nanoTime() - start)).build();
    }

    private Services newServices(ExecutionLimits limits) {
        Services s = new Services(modules, new Workspace(limits.fileBytes(), maxFiles), hostCallables,
                limits.maxHostCalls());
        addAsyncHost(s);
        return s;
    }

    private void addAsyncHost(Services s) {
        if (hostExecutor != null) {
            s.asyncHost = HostBridge.newAsyncHost(hostExecutor, maxHostCallsInFlight);
        }
    }

    private static void addInputFiles(Workspace ws, ExecutionRequest request) {
        for (SandboxFile f : request.inputFiles()) {
            ws.put(f);
        }
    }

    private ExecutionResult submit(ExecutionRequest request, ExecutionLimits limits, Services services,
                                   PyDict globals, long start) {
        if (!ExecutionRequest.PYTHON.equals(request.language())) {
            return unsupportedLanguage(request);
        }
        LiveExecution live = LiveExecution.of(request);
        return submitTask(limits, limits.timeout().toNanos(), start, live, holder -> {
            Interp in = Runner.newInterp(limits, request, services, start);
            holder.accept(in);
            return runner.run(request, in, globals, start, snapshots, limits, live);
        });
    }

    /** Runs {@code task} on a worker, giving the caller a timeout result two seconds after {@code timeoutNanos}. */
    private ExecutionResult submitTask(ExecutionLimits limits, long timeoutNanos, long start, LiveExecution live,
                                       java.util.function.Function<java.util.function.Consumer<Interp>,
                                               ExecutionResult> task) {
        Interp[] holder = new Interp[1];
        Future<ExecutionResult> f = pool.submit(() -> task.apply(in -> {
            synchronized (holder) {
                holder[0] = in;
            }
        }));
        // The watchdog's window covers the program only: its listener is waited for afterwards (LiveExecution).
        ExecutionResult r;
        try {
            r = awaitWorker(f, holder, limits, timeoutNanos, start);
        } catch (SandboxException e) {
            live.finish(ExecutionResult.sandboxFailure(e.getMessage(), Duration.ZERO));
            throw e;
        }
        return live.finish(r);
    }

    private ExecutionResult awaitWorker(Future<ExecutionResult> f, Interp[] holder, ExecutionLimits limits,
                                        long timeoutNanos, long start) {
        long waitNanos = timeoutNanos + TimeUnit.SECONDS.toNanos(2);
        try {
            awaitBriefly(f);
            return namingTheLimit(f.get(waitNanos, TimeUnit.NANOSECONDS), limits);
        } catch (TimeoutException e) {
            synchronized (holder) {
                if (holder[0] != null) {
                    holder[0].cancel();
                }
            }
            f.cancel(true);
            return watchdogTimeout(start, limits);
        } catch (InterruptedException e) {
            synchronized (holder) {
                if (holder[0] != null) {
                    holder[0].cancel();
                }
            }
            f.cancel(true);
            Thread.currentThread().interrupt();
            throw new SandboxException("interrupted while waiting for the interpreter");
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof OutOfMemoryError) {
                return memoryExceeded(start);
            }
            return ExecutionResult.sandboxFailure("internal interpreter error: " + c, Duration.ofNanos(
                    System.nanoTime() - start));
        }
    }

    /** The result the watchdog gives for a program that did not stop at its deadline (a blocking host function). */
    private static ExecutionResult watchdogTimeout(long start, ExecutionLimits limits) {
        return ExecutionResult.builder(Outcome.TIMEOUT).limitExceeded(Limit.TIME)
                // "timed out after": the guest did not stop at its own deadline check (tests look for it)
                .message("timed out after " + ModelText.duration(Duration.ofNanos(System.nanoTime() - start))
                        + " (limit: " + ModelText.duration(limits.timeout()) + "); the interpreter's watchdog "
                        + "cancelled it")
                .duration(Duration.ofNanos(System.nanoTime() - start)).sessionStateLost(false).build();
    }

    /** A timeout's message names the limit in force, in the words every backend uses ({@link ModelText}). */
    private static ExecutionResult namingTheLimit(ExecutionResult r, ExecutionLimits limits) {
        if (r.outcome() != Outcome.TIMEOUT || !r.message().startsWith("timed out")) {
            return r;
        }
        int why = r.message().indexOf(" (");
        String reason = why < 0 || !r.message().endsWith(")") ? ""
                : r.message().substring(why + 2, r.message().length() - 1);
        return r.toBuilder().message(ModelText.timeoutMessage(r.duration(), limits.timeout(), reason)).build();
    }

    /** Polls for a short while before {@link Future#get} parks the caller: waking it would cost more. */
    private static void awaitBriefly(Future<?> f) {
        long start = System.nanoTime();
        while (!f.isDone() && System.nanoTime() - start < CALLER_SPIN_NANOS) {
            Thread.onSpinWait();
        }
    }

    @Override
    public Session openSession() {
        checkOpen();
        return new InterpreterSession("interp-" + sessionIds.incrementAndGet());
    }

    /**
     * The interpreter's capabilities: its importable modules (from the module registry, so a validator's module
     * checks follow it), {@link Capabilities#internalsReachable()} false (guest objects are all the VM's own) and
     * its host functions as {@code async def} stubs (awaited calls run concurrently here).
     */
    @Override
    public Capabilities capabilities() {
        return new Capabilities("interpreter", Set.of(ExecutionRequest.PYTHON), true, true, egress.enabled(),
                !hostFunctions.isEmpty(), modules.allowed(), ceilings).withInternalsReachable(false)
                .withHostFunctionStubs(stubs);
    }

    @Override
    public List<HostFunction> hostFunctions() {
        return hostFunctions;
    }

    /** The worker pool this executor submits to (its own, or the one it was given, or the shared one). */
    public WorkerPool workerPool() {
        return workers;
    }

    /** The compile cache this executor uses. */
    public CompileCache compileCache() {
        return compileCache;
    }

    /** Closes the executor, and its worker pool when it made one of its own (never a pool it was given). */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            if (ownsPool) {
                workers.close();
            }
            if (ownedHostExecutor != null) {
                ownedHostExecutor.shutdownNow();
            }
            egress.close();
        }
    }

    private void checkOpen() {
        if (closed.get()) {
            throw new SandboxException("executor is closed");
        }
    }

    /** A session: globals, imported modules and workspace files survive between executions. */
    private static void requireIdentifier(String name) {
        Objects.requireNonNull(name, "name == null");
        if (!IDENTIFIER.matcher(name).matches()) {
            throw new IllegalArgumentException("variable name must be a Python identifier, got '" + name + "'");
        }
    }

    /**
     * {@inheritDoc}
     *
     * <p>This executor needs the snapshot key of the one that saved the session ({@link Builder#snapshotKey}).
     */
    @Override
    public Session restoreSession(byte[] snapshot) {
        Objects.requireNonNull(snapshot, "snapshot == null");
        checkOpen();
        if (snapshots == null) {
            throw new IllegalStateException("this executor has no snapshot key: build it with snapshotKey(...) to"
                    + " restore sessions");
        }
        Services services = newServices(ceilings);
        PyDict globals = snapshots.restoreSession(snapshot, services, ceilings);
        return new InterpreterSession("interp-" + sessionIds.incrementAndGet(), globals, services);
    }

    private final class InterpreterSession implements Session {
        private final String id;
        private final ReentrantLock lock = new ReentrantLock(true);
        private final PyDict globals;
        private final Services services;
        private volatile boolean open = true;

        InterpreterSession(String id) {
            this(id, Runner.newGlobals(), newServices(ceilings));
        }

        InterpreterSession(String id, PyDict globals, Services services) {
            this.id = id;
            this.globals = globals;
            this.services = services;
        }

        @Override
        public byte[] snapshot() {
            if (snapshots == null) {
                throw new io.agentcage.UnsupportedCapabilityException("this executor has no snapshot key: build it"
                        + " with snapshotKey(...) to save sessions");
            }
            return withLock(() -> snapshots.session(globals, services, ceilings));
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public ExecutionResult execute(ExecutionRequest request) {
            Objects.requireNonNull(request, "request == null");
            if (!open) {
                throw new SessionClosedException("session " + id + " is closed");
            }
            lock.lock();
            try {
                if (!open) {
                    throw new SessionClosedException("session " + id + " is closed");
                }
                ExecutionLimits limits = ceilings.narrowedBy(request.limits());
                addInputFiles(services.workspace, request);
                services.workspace.resetWritten();
                Services s = sessionServices(limits);
                ExecutionResult r = submit(request, limits, s, globals, System.nanoTime());
                services.loaded.putAll(s.loaded);
                services.recursionLimit = s.recursionLimit;
                services.retainedBytes = s.retainedBytes;
                return r;
            } finally {
                lock.unlock();
            }
        }

        private Services sessionServices(ExecutionLimits limits) {
            Services s = new Services(modules, services.workspace, hostCallables, limits.maxHostCalls());
            addAsyncHost(s);
            s.cannotSuspend = "a session's executions cannot be suspended (use a one-shot execute())";
            s.loaded.putAll(services.loaded);
            s.recursionLimit = services.recursionLimit;
            s.retainedBytes = services.retainedBytes;
            return s;
        }

        @Override
        public void setVariable(String name, Object value) {
            requireIdentifier(name);
            PyObject guest;
            try {
                guest = HostBridge.toGuest(value, new IdentityHashMap<>());
            } catch (PyException e) {
                throw new IllegalArgumentException("cannot set session variable '" + name + "': "
                        + e.exc.message(), e);
            }
            withLock(() -> {
                globals.put(name, guest);
                return null;
            });
        }

        @Override
        public Object getVariable(String name) {
            requireIdentifier(name);
            return withLock(() -> {
                PyObject v = globals.get(new PyStr(name));
                if (v == null) {
                    throw new NoSuchElementException("session " + id + " has no variable '" + name + "'");
                }
                try {
                    return HostBridge.toJava(v, 0);
                } catch (PyException e) {
                    throw new IllegalArgumentException("cannot read session variable '" + name + "': "
                            + e.exc.message(), e);
                }
            });
        }

        private <T> T withLock(Supplier<T> action) {
            if (!open) {
                throw new SessionClosedException("session " + id + " is closed");
            }
            lock.lock();
            try {
                if (!open) {
                    throw new SessionClosedException("session " + id + " is closed");
                }
                return action.get();
            } finally {
                lock.unlock();
            }
        }

        @Override
        public boolean isOpen() {
            return open && !closed.get();
        }

        @Override
        public void close() {
            open = false;
        }

        @Override
        public String toString() {
            return "InterpreterSession[" + id + "]";
        }
    }

    /** Builds {@link InterpreterExecutor}. Every setting has a secure or shared default, stated on its method. */
    public static final class Builder {
        private ExecutionLimits limits = ExecutionLimits.defaults();
        private Set<String> allowedModules;
        private final List<HostFunction> hostFunctions = new ArrayList<>();
        private WorkerPool workerPool;
        private WorkerPool.Builder ownPool;
        private CompileCache compileCache = CompileCache.shared();
        private boolean runOnCallingThread = true;
        private int maxFiles = Workspace.DEFAULT_MAX_FILES;
        private java.util.concurrent.Executor hostCallExecutor;
        private byte[] snapshotKey;
        private int maxHostCallsInFlight = DEFAULT_MAX_HOST_CALLS_IN_FLIGHT;
        private NetworkPolicy networkPolicy = NetworkPolicy.none();
        private SecretResolver secrets = SecretResolver.none();
        private EgressSettings egressSettings = EgressSettings.defaults();

        private Builder() {
        }

        /**
         * What guest code may reach through {@code urllib.request} (and {@code http.client}): default
         * {@link NetworkPolicy#none()}, where every request raises {@code URLError} naming the policy. Requests are
         * made by the host under the policy (names resolved by the host, private and metadata addresses refused,
         * budgets, one {@code EgressRecord} per request in the result); a request's own policy can only narrow it.
         * With any host allowed, executions run on the worker threads, never on the caller's.
         */
        public Builder networkPolicy(NetworkPolicy value) {
            this.networkPolicy = Objects.requireNonNull(value, "networkPolicy == null");
            return this;
        }

        /**
         * Where the {@code {secret:NAME}} placeholders of the policy's header templates are resolved, on the host,
         * per request; default {@link SecretResolver#none()}. Guest code never sees the values.
         */
        public Builder secrets(SecretResolver value) {
            this.secrets = Objects.requireNonNull(value, "secrets == null");
            return this;
        }

        /**
         * How the host reaches the network for guest requests (resolver, admitted internal endpoints, upstream
         * trust, timeouts); default {@link EgressSettings#defaults()}.
         */
        public Builder egressSettings(EgressSettings value) {
            this.egressSettings = Objects.requireNonNull(value, "egressSettings == null");
            return this;
        }

        /**
         * The ceilings every execution runs under; default {@link ExecutionLimits#defaults()}. They must be finite:
         * {@link ExecutionLimits#unrestricted()} (a timeout of ten thousand days, no memory bound) is what a request
         * carries when it asks for nothing, never an executor's ceilings.
         */
        public Builder limits(ExecutionLimits value) {
            Objects.requireNonNull(value, "limits == null");
            if (value.timeout().compareTo(MAX_CEILING_TIMEOUT) > 0 || value.memoryBytes() == Long.MAX_VALUE) {
                throw new IllegalArgumentException("limits must be finite ceilings (got timeout " + value.timeout()
                        + ", memoryBytes " + value.memoryBytes() + "): ExecutionLimits.unrestricted() is for"
                        + " requests; use ExecutionLimits.defaults() or ExecutionLimits.builder()");
            }
            this.limits = value;
            return this;
        }

        /**
         * The modules guest code may import, by name (e.g. {@code Set.of("math", "json")}); default every standard
         * module the interpreter implements (see {@link InterpreterExecutor#capabilities()}). A name the interpreter
         * does not implement is refused here, with the closest known name.
         */
        public Builder allowedModules(Set<String> names) {
            Objects.requireNonNull(names, "names == null");
            ModuleRegistry.requireKnown(names);
            this.allowedModules = Set.copyOf(names);
            return this;
        }

        /**
         * Files and directories the virtual workspace of one execution (or session) may hold, input files included;
         * default 16,384 (as the Docker backend's {@code DockerConfig.maxFiles}). Creating one more ends the execution
         * with the {@code FILES} limit, as passing {@link ExecutionLimits#fileBytes()} does.
         */
        public Builder maxFiles(int value) {
            if (value <= 0) {
                throw new IllegalArgumentException("maxFiles must be positive, got " + value);
            }
            this.maxFiles = value;
            return this;
        }

        /** Registers a host function, callable from guest code by its name. */
        public Builder hostFunction(HostFunction f) {
            hostFunctions.add(Objects.requireNonNull(f, "f == null"));
            return this;
        }

        /**
         * The worker pool to share with other executors (the caller owns it; this executor never closes it);
         * default {@link WorkerPool#shared()}. Not with {@link #threads}, {@link #threadStackBytes} or
         * {@link #threadFactory}, which give the executor a pool of its own.
         */
        public Builder workerPool(WorkerPool value) {
            this.workerPool = Objects.requireNonNull(value, "workerPool == null");
            return this;
        }

        /**
         * Gives the executor a pool of its own with {@code value} worker threads (closed with the executor); see
         * {@link WorkerPool.Builder#threads}. Default: the shared pool ({@link WorkerPool#DEFAULT_THREADS}).
         */
        public Builder threads(int value) {
            ownPool().threads(value);
            return this;
        }

        /**
         * Gives the executor a pool of its own whose threads have {@code value}-byte stacks (closed with the
         * executor); see {@link WorkerPool.Builder#threadStackBytes}. Default: the shared pool's 256 MiB.
         */
        public Builder threadStackBytes(long value) {
            ownPool().threadStackBytes(value);
            return this;
        }

        /**
         * Gives the executor a pool of its own whose threads come from {@code value} (closed with the executor),
         * e.g. Java 21's {@code Thread.ofVirtual().factory()}; see {@link WorkerPool}. Default: the shared pool's
         * daemon platform threads.
         */
        public Builder threadFactory(java.util.concurrent.ThreadFactory value) {
            ownPool().threadFactory(value);
            return this;
        }

        private WorkerPool.Builder ownPool() {
            if (ownPool == null) {
                ownPool = WorkerPool.builder();
            }
            return ownPool;
        }

        /** The cache of compiled sources; default {@link CompileCache#shared()} (JVM-wide, 512 sources). */
        public Builder compileCache(CompileCache value) {
            this.compileCache = Objects.requireNonNull(value, "compileCache == null");
            return this;
        }

        /**
         * Whether {@link InterpreterExecutor#execute} may run programs on the calling thread (default true; has no
         * effect when host functions are registered). False sends every execution to the worker threads, as
         * sessions are: use it to bound the number of executions running at once by the pool's threads, or to keep
         * the two-second backstop after the deadline for callers that must never wait longer.
         */
        public Builder runOnCallingThread(boolean value) {
            this.runOnCallingThread = value;
            return this;
        }

        /**
         * Where the blocking host calls that guest code awaits run (asyncio code: {@code await price_of(x)},
         * {@code asyncio.gather(...)}); calls in flight at the same time run concurrently. Default: a pool of 32
         * daemon threads owned by the executor and shut down by {@link InterpreterExecutor#close()}. An executor
         * given here belongs to the caller, who shuts it down; pass a virtual-thread executor on Java 21. Direct
         * calls (outside asyncio) run on the execution's own thread, as before.
         */
        public Builder hostCallExecutor(java.util.concurrent.Executor value) {
            this.hostCallExecutor = Objects.requireNonNull(value, "hostCallExecutor == null");
            return this;
        }

        /**
         * The most host calls one execution has in flight at once; further awaited calls wait for a place, in the
         * order they were made. Default 16.
         */
        public Builder maxHostCallsInFlight(int value) {
            if (value < 1) {
                throw new IllegalArgumentException("maxHostCallsInFlight must be >= 1, got " + value);
            }
            this.maxHostCallsInFlight = value;
            return this;
        }

        /**
         * The key snapshots are authenticated with (HMAC-SHA256): an execution that calls an external host function
         * suspends with a snapshot sealed with it, and {@link InterpreterExecutor#resume} accepts only snapshots
         * sealed with it. Use 32 random bytes, the same in every executor that resumes the others' snapshots, and keep
         * it secret: whoever has it can make snapshots this executor trusts. At least 16 bytes; none by default
         * (executions cannot suspend). A copy is kept.
         */
        public Builder snapshotKey(byte[] key) {
            Objects.requireNonNull(key, "key == null");
            if (key.length < 16) {
                throw new IllegalArgumentException("a snapshot key must have at least 16 bytes, got " + key.length);
            }
            this.snapshotKey = key.clone();
            return this;
        }

        /**
         * A new executor. Throws {@link IllegalStateException} when a shared pool and own-pool settings are both set,
         * or an external host function is registered without a snapshot key.
         */
        public InterpreterExecutor build() {
            if (workerPool != null && ownPool != null) {
                throw new IllegalStateException("set either workerPool(...) or threads/threadStackBytes/threadFactory"
                        + " (a pool of the executor's own), not both");
            }
            if (snapshotKey == null) {
                for (HostFunction f : hostFunctions) {
                    if (f.isExternal()) {
                        throw new IllegalStateException("external host function '" + f.name() + "' suspends"
                                + " executions, which needs a snapshot key: call snapshotKey(...)");
                    }
                }
            }
            return new InterpreterExecutor(this);
        }

        private ModuleRegistry modules() {
            return allowedModules == null ? ModuleRegistry.defaults()
                    : ModuleRegistry.builder().addStandard().allowOnly(allowedModules).build();
        }
    }
}
