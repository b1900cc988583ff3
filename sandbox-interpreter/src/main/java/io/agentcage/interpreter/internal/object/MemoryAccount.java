package io.agentcage.interpreter.internal.object;

import io.agentcage.Limit;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * The memory account of one execution (ADR 0030). Every guest value charges its {@link Footprint} when it is made
 * and every array or table when it grows, so {@link #live} only grows between walks; it is an upper bound of what
 * the program holds as long as every allocation path charges. When a charge takes it past the limit (or the
 * executions of the JVM together past their share of the heap, {@link HeapLedger}), the memory gauge walks what
 * the program really holds from its roots, and the account drops to that figure: garbage is given back then, and
 * only then. If the walk still finds more than the limit, the execution stops with {@code LIMIT_EXCEEDED}/{@code
 * MEMORY} on the allocation that crossed it.
 *
 * <p>Native code holding guest values the walk cannot see from the frames (a list a builtin is filling, the
 * arguments of a builtin call) pins them as roots ({@link #pin}) for as long as it holds them.
 *
 * <p>Used by the execution's thread only.
 */
public final class MemoryAccount {
    /** Growth between two updates of the JVM-wide ledger. */
    private static final long LEDGER_STEP = 1 << 20;
    /** At the end of an execution, unconfirmed charges beyond this are walked to report a true peak. */
    private static final long SETTLE_MIN = 1 << 20;
    /** Above this size, a reservation also checks the JVM's free heap. */
    private static final long HOST_CHECK_MIN = 1 << 20;

    private final Interp in;
    private final long limit;
    /** What the program may hold: the last walk's figure plus everything charged since. */
    private long live;
    /** {@link #allocate} leaves the fast path when {@link #live} passes this. */
    private long trigger;
    /** What this execution has recorded in the JVM-wide ledger. */
    private long ledgered;
    /** What the last walk found (or what the session held at the start). */
    private long measured;
    private long peak;
    private int walks;
    private long walkNanos;
    private PyObject[] roots = new PyObject[16];
    private int rootCount;

    MemoryAccount(Interp in, long limit, long start) {
        this.in = in;
        this.limit = limit;
        this.live = start;
        this.measured = start;
        this.peak = Math.min(start, limit);
        this.trigger = -1;
    }

    /** The memory limit in force (the request's, at most half of the JVM's maximum heap), in bytes. */
    public long limit() {
        return limit;
    }

    /** What the program may hold now, by the account: the last walk's figure plus what was charged since. */
    public long live() {
        return live;
    }

    /** The largest figure measured by a walk, or charged at the end when no walk was worth it. */
    public long peak() {
        return peak;
    }

    /** How many reclaiming walks ran, and how long they took together (for benchmarks and tests). */
    public int walks() {
        return walks;
    }

    public long walkNanos() {
        return walkNanos;
    }

    /** Charges {@code bytes} just allocated (or about to be): an add and a compare unless a boundary is crossed. */
    public void allocate(long bytes) {
        if ((live += bytes) > trigger) {
            crossed(bytes);
        }
    }

    private void crossed(long pending) {
        long total = HeapLedger.update(ledgered, live);
        ledgered = live;
        if (live <= limit && total <= HeapLedger.budget()) {
            trigger = Math.min(limit, live + LEDGER_STEP);
            return;
        }
        long slack = measured / 8;
        if (live - measured < slack && live <= limit + limit / 8) {
            // A walk found nearly the limit held a moment ago: walking again now would cost more than the program's
            // allocation since. The charges must first pay for the walk (an eighth of what it walks): the program
            // may pass the limit by at most an eighth before the walk that stops it (amortised O(1) per charge).
            trigger = Math.min(measured + slack, limit + limit / 8);
            return;
        }
        reclaim(pending, 0);
    }

    /** Checks that {@code bytes} more fit (walking first if the account says they do not); charges nothing. */
    public void reserve(long bytes) {
        if (bytes < 0 || bytes > limit) {
            peak = limit + 1;
            throw new BudgetExceeded(Limit.MEMORY, "memory limit of " + describe(limit) + " exceeded (an"
                    + " object of " + (bytes < 0 ? "unbounded size" : describe(bytes)) + " was requested)");
        }
        if (live + bytes > limit || HeapLedger.total() - ledgered + live + bytes > HeapLedger.budget()) {
            reclaim(0, bytes);
        }
        if (bytes > HOST_CHECK_MIN) {
            Runtime rt = Runtime.getRuntime();
            long used = rt.totalMemory() - rt.freeMemory();
            if (used + bytes > rt.maxMemory() * 9 / 10) {
                throw new BudgetExceeded(Limit.MEMORY, "not enough memory for an object of "
                        + describe(bytes) + " (the host's heap is nearly full)");
            }
        }
    }

    /**
     * Walks what the program holds and sets the account to it ({@code pending}: bytes charged for an object not
     * reachable yet); stops the execution when that plus {@code extra} bytes about to be allocated is over the
     * limit or over the executions' JVM-wide share.
     */
    private void reclaim(long pending, long extra) {
        long t0 = System.nanoTime();
        long held = in.machine().retainedBytes(in, limit);
        walks++;
        walkNanos += System.nanoTime() - t0;
        measured = held;
        live = held + pending;
        if (live + extra > peak) {
            peak = Math.min(live + extra, limit + 1);
        }
        if (live + extra > limit) {
            throw new BudgetExceeded(Limit.MEMORY, "memory limit of " + describe(limit) + " exceeded (the"
                    + " program holds " + (held > limit ? "more than " + describe(limit)
                    : "about " + describe(held)) + (extra > 0 ? " and asked for " + describe(extra)
                    + " more)" : ")"));
        }
        long total = HeapLedger.update(ledgered, live);
        ledgered = live;
        long budget = HeapLedger.budget();
        if (total + extra > budget) {
            throw new BudgetExceeded(Limit.MEMORY, "memory limit exceeded: the executions running in this process"
                    + " hold about " + describe(total) + " together (this one about "
                    + describe(live) + "), and together they may hold " + describe(budget));
        }
        trigger = Math.min(limit, live + LEDGER_STEP);
    }

    /**
     * At the end of an execution: walks once from {@code namespace} and the modules when much was charged since
     * the last walk (so the peak reported is what the program held, not its garbage), records what the session
     * keeps for its next execution, and leaves the JVM-wide ledger.
     */
    public void settle(PyObject namespace) {
        if (live - measured > SETTLE_MIN) {
            int mark = pin(namespace);
            try {
                long held = in.machine().retainedBytes(in, limit);
                walks++;
                measured = held;
                live = held;
            } catch (BudgetExceeded e) {
                // past the deadline or cancelled: keep the charged figure
            } finally {
                unpin(mark);
            }
        }
        if (live > peak) {
            peak = Math.min(live, limit + 1);
        }
        if (in.services != null) {
            in.services.retainedBytes = Math.max(0, Math.min(live, limit));
        }
    }

    /**
     * A size as the model reads it: bytes with thousands separators and, from 1 MiB on, the MiB figure. Sizes are
     * by the {@link Footprint} model, which charges text as compactly as CPython stores it (one byte per char for
     * Latin-1 text), so {@code 'a' * 10**9} asks for about 1,000,000,000 bytes, as in CPython.
     */
    static String describe(long bytes) {
        String b = String.format(java.util.Locale.ROOT, "%,d bytes", bytes);
        return bytes < (1 << 20) ? b : b + String.format(java.util.Locale.ROOT, " (%.1f MiB)", bytes / 1048576.0);
    }

    /** Takes this execution out of the JVM-wide ledger. */
    public void release() {
        HeapLedger.update(ledgered, 0);
        ledgered = 0;
    }

    /** Keeps {@code o} (may be null) as a root of the walk until {@link #unpin}; returns the mark to unpin to. */
    public int pin(PyObject o) {
        int mark = rootCount;
        if (rootCount == roots.length) {
            roots = Arrays.copyOf(roots, rootCount * 2);
        }
        roots[rootCount++] = o;
        return mark;
    }

    /** Keeps every value of {@code a} as a root until {@link #unpin}; returns the mark to unpin to. */
    public int pinAll(PyObject[] a) {
        int mark = rootCount;
        if (rootCount + a.length > roots.length) {
            roots = Arrays.copyOf(roots, Math.max(rootCount * 2, rootCount + a.length));
        }
        System.arraycopy(a, 0, roots, rootCount, a.length);
        rootCount += a.length;
        return mark;
    }

    /** Drops the roots pinned since {@code mark}. */
    public void unpin(int mark) {
        while (rootCount > mark) {
            roots[--rootCount] = null;
        }
    }

    /** Passes every pinned root to {@code c} (for the walk). */
    public void forEachRoot(Consumer<PyObject> c) {
        for (int i = 0; i < rootCount; i++) {
            c.accept(roots[i]);
        }
    }
}
