package io.agentcage.interpreter.internal.object;

import io.agentcage.Limit;
import java.nio.charset.StandardCharsets;

/**
 * The state of one execution: budgets, output, input, loaded modules and the host hooks. One instance per
 * execution (or per session run), used by exactly one thread at a time; {@link #current()} finds it.
 *
 * <p>Native functions receive it as their first argument and use it to charge work ({@link #charge},
 * {@link #chargeMemory}), to call guest callables ({@link #call}) and to print.
 */
public final class Interp {
    private static final ThreadLocal<Interp> CURRENT = new ThreadLocal<>();
    /** Steps between two deadline and interrupt checks. */
    public static final int CHECK_INTERVAL = 4096;
    /** Java-level re-entries (native code calling guest code) before RecursionError. */
    private static final int MAX_NATIVE_DEPTH = 600;

    /**
     * Units of work per reported step: one VM instruction, or one element processed by a builtin, is one unit.
     * A step is 32 units, so the default budget (10**8 steps) is more work than the default timeout allows.
     */
    public static final long WORK_PER_STEP = 32;
    /** The budget in work units. */
    private final long maxSteps;
    private final long stepLimit;
    private final long deadlineNanos;
    private final long memoryBytes;
    private final long outputBytes;
    /** The recursion limit in force (CPython's, or what the program set), never above {@link #depthCeiling}. */
    private int maxDepth;
    private final int depthCeiling;
    private long steps;
    private long nextCheck;
    /** Current guest call depth. */
    public int depth;
    /** The exception being handled ({@code except} block), for bare {@code raise} and implicit chaining. */
    public PyObject handled;
    /**
     * While a generator or coroutine runs: the exception its callers handle (CPython's exception-state stack), seen
     * by bare {@code raise}, implicit chaining and {@code sys.exc_info()} when the generator handles none itself.
     */
    public PyObject outerHandled;
    private CoroutineWarnings coroutineWarnings;
    private long clockShiftNanos;
    /**
     * Called with an async generator when it is first iterated (CPython's {@code sys.set_asyncgen_hooks} firstiter,
     * set by the running event loop so that it can close what is left open when it ends), or null.
     */
    public PyObject asyncGenFirstIter;
    /**
     * The asyncio event loop running in this execution, or null. While one runs, host functions are coroutine
     * functions (their calls are awaitable and run concurrently); otherwise a call returns the result.
     */
    public PyObject runningLoop;
    /**
     * Set by the VM just before it calls a host function directly from guest code (not through another builtin such
     * as {@code map} or {@code sorted}): only such a call can suspend the execution.
     */
    public PyBuiltin directHost;
    /** The innermost running frame (set by the VM; used by globals(), locals(), eval()), or null. */
    public GuestFrame frame;
    private int nativeDepth;
    /** The memory account (see {@link #allocate}); the memory limit in force, fixed at the start. */
    private final MemoryAccount memory;
    private volatile boolean cancelled;
    /** Whether the cancellation came from the caller (a cancellation token), not from a timeout watchdog. */
    private volatile boolean cancelledByCaller;
    private final Thread thread;
    /** Whether the Java stack overflowed during this execution (and was turned into a Python error). */
    private boolean stackOverflowed;

    private final StringBuilder stdout = new StringBuilder();
    private long stdoutBytes;
    private boolean stdoutTruncated;
    private final StringBuilder stderr = new StringBuilder();
    private long stderrBytes;
    private boolean stderrTruncated;
    private long producedBytes;
    /** Receives the output as it is kept (live streaming), or null. */
    private OutputSink sink;
    private final String stdin;
    private int stdinPos;

    /**
     * Where {@code print()} without {@code file=} writes while {@code contextlib.redirect_stdout} (or
     * {@code redirect_stderr}) is active: a guest object with a {@code write} method; null for the execution's
     * own output.
     */
    public PyObject stdoutRedirect;
    public PyObject stderrRedirect;

    /** Per-execution extension state (modules, workspace, host functions), owned by the executor. */
    public final Services services;
    /** The machine that runs guest functions and gauges memory (the VM). */
    private final Machine machine;

    public Interp(long maxSteps, long deadlineNanos, long memoryBytes, long outputBytes, int maxDepth, String stdin,
                  Services services, Machine machine) {
        if (!Registry.isFrozen()) {
            throw new IllegalStateException("the builtin registry is not built: call Universe.init() first");
        }
        this.maxSteps = maxSteps > Long.MAX_VALUE / WORK_PER_STEP ? Long.MAX_VALUE : maxSteps * WORK_PER_STEP;
        this.stepLimit = maxSteps;
        this.deadlineNanos = deadlineNanos;
        this.memoryBytes = memoryBytes;
        this.outputBytes = outputBytes;
        this.depthCeiling = maxDepth;
        int start = services != null && services.recursionLimit > 0 ? services.recursionLimit
                : io.agentcage.ExecutionLimits.CPYTHON_RECURSION_LIMIT;
        this.maxDepth = Math.min(start, maxDepth);
        this.stdin = stdin;
        this.services = services;
        this.machine = machine;
        this.thread = Thread.currentThread();
        this.nextCheck = Math.min(CHECK_INTERVAL, maxSteps);
        this.memory = new MemoryAccount(this, Math.min(memoryBytes, Runtime.getRuntime().maxMemory() / 2),
                services == null ? 0 : services.retainedBytes);
    }

    /** The execution running on this thread, or null outside one. */
    public static Interp currentOrNull() {
        return CURRENT.get();
    }

    /** The execution running on this thread. */
    public static Interp current() {
        Interp in = CURRENT.get();
        if (in == null) {
            throw new IllegalStateException("no interpreter execution on this thread");
        }
        return in;
    }

    /** Makes this the current execution of the calling thread; returns the previous one (to restore). */
    public Interp enter() {
        Interp prev = CURRENT.get();
        CURRENT.set(this);
        Claim c = claim;
        if (c == null) {
            claim(new Claim(Thread.currentThread(), memory));
        } else if (c.thread == Thread.currentThread() && c.account != memory) {
            // an execution inside another on this thread (a module template made during an import): the fast
            // path would charge the outer one; both use the thread-local lookup from now on
            release(c);
        }
        return prev;
    }

    /** Restores the execution {@link #enter} returned. */
    public static void exit(Interp previous) {
        Interp leaving = CURRENT.get();
        Claim c = claim;
        if (leaving != null && c != null && c.account == leaving.memory) {
            release(c);
        }
        if (previous == null) {
            CURRENT.remove();
        } else {
            CURRENT.set(previous);
        }
    }

    /**
     * The execution that holds the fast path of {@link #allocated}: its thread and memory account. Every guest value
     * charges its bytes when it is made, through {@link #allocated}, which must find the execution of the calling
     * thread; a thread-local lookup for every allocation is a measurable share of an allocating program's time, so
     * the first execution to enter while no other holds the claim compares its thread instead (one load and a
     * compare), until it exits. Executions running at the same time on other threads use the thread-local lookup.
     */
    private record Claim(Thread thread, MemoryAccount account) {
    }

    private static volatile Claim claim;

    private static synchronized void claim(Claim c) {
        if (claim == null) {
            claim = c;
        }
    }

    private static synchronized void release(Claim c) {
        if (claim == c) {
            claim = null;
        }
    }

    /**
     * Records that the Java stack of the execution running on this thread overflowed (the error was turned into a
     * Python exception). An executor running on a caller's thread, whose stack may be small, then runs the program
     * again on a worker with a big stack.
     */
    public static void noteStackOverflow() {
        Interp in = CURRENT.get();
        if (in != null) {
            in.stackOverflowed = true;
        }
    }

    /** Whether {@link #noteStackOverflow} was called during this execution. */
    public boolean stackOverflowed() {
        return stackOverflowed;
    }

    /** The exception being handled here or, inside a generator handling none, by its callers; or null. */
    public PyObject currentHandled() {
        return handled != null ? handled : outerHandled;
    }

    /** The record of coroutines that never ran (for CPython's "never awaited" warnings), made on first use. */
    public CoroutineWarnings coroutineWarnings() {
        if (coroutineWarnings == null) {
            coroutineWarnings = new CoroutineWarnings();
        }
        return coroutineWarnings;
    }

    /** Writes the warnings for coroutines that never ran, as CPython does at exit; nothing when there are none. */
    public void warnUnawaitedAtExit() {
        if (coroutineWarnings != null) {
            coroutineWarnings.atExit(this);
        }
    }

    /** Asks the execution to stop; it does so at its next check (within milliseconds). Thread-safe. */
    public void cancel() {
        cancelled = true;
    }

    /**
     * Asks the execution to stop because its caller cancelled it: as {@link #cancel()}, and the execution's result
     * says {@code CANCELLED} ({@link #cancelledByCaller()}) rather than timed out. Thread-safe.
     */
    public void cancelByCaller() {
        cancelledByCaller = true;
        cancelled = true;
    }

    /** Whether {@link #cancelByCaller()} was called. */
    public boolean cancelledByCaller() {
        return cancelledByCaller;
    }

    /** Where output goes as it is written, besides this execution's result; null for nowhere. */
    public void outputSink(OutputSink value) {
        this.sink = value;
    }

    /** The machine that runs guest functions for this execution. */
    public Machine machine() {
        return machine;
    }

    /** The recursion limit in force. */
    public int maxDepth() {
        return maxDepth;
    }

    /** The highest recursion limit this execution may set ({@code ExecutionLimits.maxRecursionDepth}). */
    public int depthCeiling() {
        return depthCeiling;
    }

    /**
     * {@code sys.setrecursionlimit(limit)}: the limit in force becomes {@code limit}, capped at the ceiling, and stays
     * for the rest of a session; a limit at or below the current depth is refused as CPython refuses it.
     */
    public void setRecursionLimit(int limit) {
        int current = depth + 1;
        if (current >= limit) {
            throw Exc.make(Exc.RecursionError, "cannot set the recursion limit to " + limit + " at the recursion depth "
                    + current + ": the limit is too low");
        }
        maxDepth = Math.min(limit, depthCeiling);
        if (services != null) {
            services.recursionLimit = limit;
        }
    }

    /**
     * The limit a restored snapshot's program had set with {@code sys.setrecursionlimit} (0: none), in force again
     * and kept for the session, capped at the ceiling as when it was set.
     */
    public void continueRecursionLimit(int limit) {
        if (limit <= 0) {
            return;
        }
        maxDepth = Math.min(limit, depthCeiling);
        if (services != null) {
            services.recursionLimit = limit;
        }
    }

    /** Steps used so far (work units / {@link #WORK_PER_STEP}). */
    public long steps() {
        return steps / WORK_PER_STEP;
    }

    /** The largest memory figure of this execution: measured by the gauge's walks, or charged when none ran. */
    public long peakMemory() {
        return memory.peak();
    }

    /** The memory account of this execution (charges, roots of native code, the limit). */
    public MemoryAccount memory() {
        return memory;
    }

    /** Work units charged so far ({@link #WORK_PER_STEP} per step): what {@link #charge} takes. */
    public long work() {
        return steps;
    }

    /** Adds steps without checking budgets (used when leaving the VM loop). */
    public void addSteps(long n) {
        steps += n;
    }

    /** Charges {@code n} units of work (one per element processed); checks the step budget, the deadline and cancellation when due. */
    public void charge(long n) {
        steps += n;
        if (steps >= nextCheck) {
            checkpoint();
        }
    }

    /** Checks only the deadline and cancellation (for long host-side work such as a memory gauge's walk). */
    public void checkTime() {
        if (cancelled || thread.isInterrupted()) {
            throw new BudgetExceeded(Limit.TIME, "execution cancelled");
        }
        if (System.nanoTime() - deadlineNanos > 0) {
            throw new BudgetExceeded(Limit.TIME, "timed out");
        }
    }

    /** Checks every budget now. Called by the VM every {@link #CHECK_INTERVAL} steps and by long builtins. */
    public void checkpoint() {
        if (steps >= maxSteps) {
            throw new BudgetExceeded(Limit.STEPS, "step limit of " + stepLimit + " exceeded");
        }
        nextCheck = Math.min(steps + CHECK_INTERVAL, maxSteps);
        if (cancelled || thread.isInterrupted()) {
            throw new BudgetExceeded(Limit.TIME, "execution cancelled");
        }
        if (System.nanoTime() - deadlineNanos > 0) {
            throw new BudgetExceeded(Limit.TIME, "timed out");
        }
    }

    /** Takes this execution out of the JVM-wide ledger; called once when the execution ends. */
    public void releaseMemory() {
        memory.release();
    }

    /**
     * The guest's monotonic clock ({@code time.monotonic()}, the event loop's time) in nanoseconds: the host's,
     * shifted so that an execution resumed from a snapshot continues the clock of the one that suspended.
     */
    public long monotonicNanos() {
        return System.nanoTime() + clockShiftNanos;
    }

    /** Shifts {@link #monotonicNanos} so that it reads {@code nanos} now (when a snapshot is resumed). */
    public void continueClockAt(long nanos) {
        clockShiftNanos = nanos - System.nanoTime();
    }

    /** Nanoseconds left before the deadline (negative once it passed). */
    public long nanosLeft() {
        return deadlineNanos - System.nanoTime();
    }

    /**
     * Waits {@code nanos} of wall-clock time ({@code time.sleep}), charged to the deadline: when the sleep would end
     * past the deadline the execution stops with a timeout at once instead of waiting for it. Cancellation and
     * interruption end the wait within milliseconds.
     */
    public void sleep(long nanos) {
        sleep(nanos, "time.sleep");
    }

    /** {@link #sleep(long)} for {@code what} (named in the timeout message). */
    public void sleep(long nanos, String what) {
        checkpoint();
        long start = System.nanoTime();
        if (nanos > deadlineNanos - start) {
            throw new BudgetExceeded(Limit.TIME, "timed out (" + what + " would pass the deadline)");
        }
        long end = start + nanos;
        for (long left = nanos; left > 0; left = end - System.nanoTime()) {
            try {
                Thread.sleep(Math.min(left / 1_000_000L + 1, 20));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new BudgetExceeded(Limit.TIME, "execution cancelled");
            }
            if (cancelled) {
                throw new BudgetExceeded(Limit.TIME, "execution cancelled");
            }
        }
    }

    /**
     * Charges {@code bytes} of host heap that the running execution allocates now (the objects and arrays of
     * guest values charge themselves through their constructors, see {@link Footprint}). The hot path is an add
     * and a compare; crossing the limit walks what the program really holds before stopping it.
     */
    /** The memory account of the execution running on this thread, or null (for the write barrier, {@link Proof}). */
    static MemoryAccount runningAccount() {
        Claim c = claim;
        if (c != null && c.thread == Thread.currentThread()) {
            return c.account;
        }
        Interp in = CURRENT.get();
        return in == null ? null : in.memory;
    }

    public static void allocated(long bytes) {
        Claim c = claim;
        if (c != null && c.thread == Thread.currentThread()) {
            c.account.allocate(bytes);
            return;
        }
        Interp in = CURRENT.get();
        if (in != null) {
            in.memory.allocate(bytes);
        }
    }

    /** {@link #allocated} for this execution. */
    public void allocate(long bytes) {
        memory.allocate(bytes);
    }

    /**
     * Charges {@code bytes} of host memory that no guest value's constructor charges (a native module's buffers
     * and state), before allocating it: an object that does not fit stops the execution with the memory limit
     * before it exists.
     */
    public void chargeMemory(long bytes) {
        memory.reserve(bytes);
        memory.allocate(Math.max(0, bytes));
        charge(bytes >> 6);
    }

    /**
     * Checks, before making an object of about {@code bytes} bytes whose constructors then charge it, that it
     * fits the memory limit (and the host's heap); stops the execution with the memory limit otherwise. Charges
     * nothing by itself: use it before a large allocation, so that {@code 'a' * 10**10} fails before it allocates.
     */
    public void reserveMemory(long bytes) {
        memory.reserve(bytes);
        charge(bytes >> 6);
    }

    /** How many VM loops run on the Java stack now (1: only the program's own; more inside callbacks). */
    public int nativeDepth() {
        return nativeDepth;
    }

    /**
     * What an execution has used of its budgets and where its input stands, for a snapshot: work units, output
     * bytes kept and produced, and the unread input.
     */
    public record Used(long work, long stdoutBytes, boolean stdoutTruncated, long stderrBytes,
                       boolean stderrTruncated, long producedBytes, String stdinLeft) {
    }

    /** What this execution has used (see {@link Used}). */
    public Used used() {
        return new Used(steps, stdoutBytes, stdoutTruncated, stderrBytes, stderrTruncated, producedBytes,
                stdin.substring(Math.min(stdinPos, stdin.length())));
    }

    /**
     * Continues the budgets of a suspended execution: the work and output it had used count against this one's
     * limits (its output itself was already returned). The stdin given at construction must be {@code used}'s.
     */
    public void continueFrom(Used used) {
        steps = used.work();
        nextCheck = Math.min(steps + CHECK_INTERVAL, maxSteps);
        stdoutBytes = used.stdoutBytes();
        stdoutTruncated = used.stdoutTruncated();
        stderrBytes = used.stderrBytes();
        stderrTruncated = used.stderrTruncated();
        producedBytes = used.producedBytes();
    }

    /** Enters native code that may call back into guest code; pair with {@link #leaveNative}. */
    public void enterNative() {
        enterNative("");
    }

    /** {@link #enterNative()} whose RecursionError message ends with {@code where} (" in comparison"). */
    public void enterNative(String where) {
        if (++nativeDepth > MAX_NATIVE_DEPTH || depth + nativeDepth > maxDepth + MAX_NATIVE_DEPTH) {
            nativeDepth--;
            throw Exc.make(Exc.RecursionError, "maximum recursion depth exceeded" + where);
        }
    }

    public void leaveNative() {
        nativeDepth--;
    }

    /** Calls a guest callable with one positional argument (a key function): a guest function without arrays. */
    public PyObject call1(PyObject callable, PyObject arg) {
        if (callable instanceof PyFunction fn) {
            return machine.callPositional(this, fn, 1, arg, null);
        }
        return Ops.call(this, callable, new PyObject[] {arg}, null);
    }

    /** Calls a guest callable with positional arguments. */
    public PyObject call(PyObject callable, PyObject... args) {
        return Ops.call(this, callable, args, null);
    }

    /** Calls a guest callable with positional and keyword arguments ({@code kwargs} may be null). */
    public PyObject call(PyObject callable, PyObject[] args, PyDict kwargs) {
        return Ops.call(this, callable, args, kwargs);
    }

    // ---- output and input ----

    /** Appended where output was cut at the output limit. */
    public static final String TRUNCATION_MARKER = "\n[output truncated]\n";

    /** Writes guest output to stdout (or stderr), truncating at the output budget. */
    public void write(String s, boolean toStderr) {
        int bytes = utf8Length(s);
        producedBytes += bytes;
        charge(s.length() >> 4);
        if (toStderr) {
            if (stderrTruncated) {
                return;
            }
            if (stderrBytes + bytes > outputBytes) {
                keep(stderr, cut(s, outputBytes - stderrBytes) + TRUNCATION_MARKER, true);
                stderrTruncated = true;
                stderrBytes = outputBytes;
                return;
            }
            keep(stderr, s, true);
            stderrBytes += bytes;
        } else {
            if (stdoutTruncated) {
                return;
            }
            if (stdoutBytes + bytes > outputBytes) {
                keep(stdout, cut(s, outputBytes - stdoutBytes) + TRUNCATION_MARKER, false);
                stdoutTruncated = true;
                stdoutBytes = outputBytes;
                return;
            }
            keep(stdout, s, false);
            stdoutBytes += bytes;
        }
    }

    /** Keeps output for the result, and passes exactly what is kept to the live sink. */
    private void keep(StringBuilder into, String text, boolean toStderr) {
        into.append(text);
        OutputSink s = sink;
        if (s != null) {
            s.write(text, toStderr);
        }
    }

    private static String cut(String s, long maxBytes) {
        if (s.length() > maxBytes) {
            // every char takes at least one byte: the first maxBytes chars hold the cut, so a 50 MB string printed
            // past the limit is not encoded whole (a high surrogate split from its pair would encode as '?')
            int end = (int) Math.max(0, maxBytes);
            s = s.substring(0, end > 0 && Character.isHighSurrogate(s.charAt(end - 1)) ? end - 1 : end);
        }
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        int n = (int) Math.max(0, Math.min(b.length, maxBytes));
        while (n > 0 && n < b.length && (b[n] & 0xC0) == 0x80) {
            n--;
        }
        return new String(b, 0, n, StandardCharsets.UTF_8);
    }

    private static int utf8Length(String s) {
        int n = s.length();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                n += c >= 0x800 && !Character.isSurrogate(c) ? 2 : 1;
            }
        }
        return n;
    }

    public String stdout() {
        return stdout.toString();
    }

    public boolean stdoutTruncated() {
        return stdoutTruncated;
    }

    public String stderr() {
        return stderr.toString();
    }

    public boolean stderrTruncated() {
        return stderrTruncated;
    }

    public long producedBytes() {
        return producedBytes;
    }

    /** Reads one line of stdin without its newline, or null at end of input. */
    public String readLine() {
        if (stdinPos >= stdin.length()) {
            return null;
        }
        int nl = stdin.indexOf('\n', stdinPos);
        String line;
        if (nl < 0) {
            line = stdin.substring(stdinPos);
            stdinPos = stdin.length();
        } else {
            line = stdin.substring(stdinPos, nl);
            stdinPos = nl + 1;
        }
        return line;
    }

    /** Reads the rest of stdin. */
    public String readAll() {
        String s = stdin.substring(Math.min(stdinPos, stdin.length()));
        stdinPos = stdin.length();
        return s;
    }
}
