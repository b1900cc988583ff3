package io.agentcage.interpreter.internal.object;

import io.agentcage.Limit;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * The memory account of one execution (ADR 0030). Every guest value charges its {@link Footprint} when it is made
 * and every array or table when it grows, so {@link #live} only grows between walks; it is an upper bound of what
 * the program holds as long as every allocation path charges. When a charge takes it past the point the {@link
 * WalkSchedule} set (past the limit by an amortised or a predicted amount, at most an eighth; ADR 0034), or the
 * executions of the JVM together past their share of the heap ({@link HeapLedger}), the memory gauge walks what
 * the program really holds from its roots, and the account drops to that figure: garbage is given back then, and
 * only then. If the walk finds more than the limit, the execution stops with {@code LIMIT_EXCEEDED}/{@code MEMORY}
 * on the allocation that triggered it.
 *
 * <p>Native code holding guest values the walk cannot see from the frames (a list a builtin is filling, the
 * arguments of a builtin call) pins them as roots ({@link #pin}, {@link #pinArray}) for as long as it holds them.
 *
 * <p>Used by the execution's thread only.
 */
public final class MemoryAccount {
    /** Growth between two updates of the JVM-wide ledger. */
    private static final long LEDGER_STEP = 1 << 20;
    /**
     * At the end of an execution, charges since the last walk beyond this (or a sixteenth of the limit, if more) are
     * walked, so that the peak reported and what a session keeps are what the program holds, not its garbage; below
     * it, the charged figure (an upper bound) is reported: the walk would cost more than most programs' run.
     */
    private static final long SETTLE_MIN = 1 << 20;
    /** Above this size, a reservation also checks the JVM's free heap. */
    private static final long HOST_CHECK_MIN = 1 << 20;

    private final Interp in;
    private final long limit;
    /** When to walk next: past the limit, by an amortised or a predicted amount (ADR 0034). */
    private final WalkSchedule schedule;
    /** What the program may hold: the last walk's figure plus everything charged since. */
    private long live;
    /** {@link #allocate} leaves the fast path when {@link #live} passes this. */
    private long trigger;
    /** The account walks when {@link #live} passes this (at most an eighth past the limit). */
    private long walkAt;
    /** {@link #walkAt} as the schedule set it, before a valid proof moved it (restored when the proof ends). */
    private long scheduledWalkAt;
    /**
     * While the executions of the JVM together are past their share of the heap, the account walks when {@link
     * #live} passes this: an eighth of what the last walk found after it, so such walks are amortised too.
     */
    private long shareWalkAt;
    /** What this execution has recorded in the JVM-wide ledger. */
    private long ledgered;
    /** What the last walk found (or what the session held at the start). */
    private long measured;
    private long peak;
    private int walks;
    private long walkNanos;
    /**
     * The proven set (ADR 0038): the mark of the last walk's proof of the main namespace while it is valid (0 when
     * there is none), the bytes it holds, a lower bound of what the program holds, and the namespace it starts at.
     */
    private int proofMark;
    private long proven;
    private PyObject proofRoot;
    private ProvenSet provenSet;
    private boolean stoppedOnProof;
    /** Pinned roots: values and arrays of values. */
    private Object[] roots = new Object[16];
    private int rootCount;

    MemoryAccount(Interp in, long limit, long start) {
        this.in = in;
        this.limit = limit;
        this.schedule = new WalkSchedule(limit, start);
        this.live = start;
        this.measured = start;
        this.peak = Math.min(start, limit);
        this.walkAt = limit;
        this.scheduledWalkAt = limit;
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

    /** Past {@link #trigger}: updates the JVM-wide ledger, and walks when the limit or the share says so. */
    private void crossed(long pending) {
        long total = HeapLedger.update(ledgered, live);
        ledgered = live;
        boolean overShare = total > HeapLedger.budget();
        if (live > walkAt || overShare && live > shareWalkAt) {
            reclaim(pending, 0);
            return;
        }
        trigger = Math.min(walkAt, live + LEDGER_STEP);
    }

    /** Checks that {@code bytes} more fit (walking first if the account says they do not); charges nothing. */
    public void reserve(long bytes) {
        if (bytes < 0 || bytes > limit) {
            peak = limit + 1;
            throw new BudgetExceeded(Limit.MEMORY, "memory limit of " + describe(limit) + " exceeded (an"
                    + " object of " + (bytes < 0 ? "unbounded size" : describe(bytes)) + " was requested)");
        }
        if (live + bytes > walkAt || HeapLedger.total() - ledgered + live + bytes > HeapLedger.budget()
                && live + bytes > shareWalkAt) {
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
     * limit or over the executions' JVM-wide share, and otherwise schedules the next walk.
     */
    private void reclaim(long pending, long extra) {
        long t0 = System.nanoTime();
        long held = in.machine().retainedBytes(in, limit);
        walks++;
        walkNanos += System.nanoTime() - t0;
        long before = live;
        measured = held;
        live = held + pending;
        if (live + extra > peak) {
            peak = Math.min(live + extra, limit + 1);
        }
        if (live + extra > limit) {
            // what the program holds, and (when that alone fits) the allocation that does not fit beside it
            long asked = held > limit ? extra : pending + extra;
            throw new BudgetExceeded(Limit.MEMORY, "memory limit of " + describe(limit) + " exceeded (the"
                    + " program holds " + (held > limit ? "more than " + describe(limit)
                    : "about " + describe(held)) + (asked > 0 ? " and asked for " + describe(asked)
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
        walkAt = schedule.next(before, held);
        scheduledWalkAt = walkAt;
        if (proofMark != 0 && held - proven <= limit / 16) {
            // the proven set holds nearly all the program holds: it stops a program that fills its namespace on
            // the store that crosses the limit (after about held - proven more than the walk would), so the walk,
            // whose cost grows with the limit, waits that long too (never past the ceiling)
            walkAt = Math.min(schedule.ceiling(), walkAt + held - proven + limit / 64);
        }
        shareWalkAt = live + Math.max(LEDGER_STEP, held / 8);
        trigger = Math.min(walkAt, live + LEDGER_STEP);
    }

    /**
     * At the end of an execution: walks once from {@code namespace} and the modules when much was charged since
     * the last walk (so the peak reported is what the program held, not its garbage), records what the session
     * keeps for its next execution, and leaves the JVM-wide ledger.
     */
    public void settle(PyObject namespace) {
        if (live - measured > Math.max(SETTLE_MIN, limit / 16)) {
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

    /**
     * The namespace the proven set starts at (ADR 0038): the main module's globals, held by the execution from start
     * to end, so nothing reachable from it through proven containers becomes garbage but through the barrier.
     */
    public void proofRoot(PyObject namespace) {
        this.proofRoot = namespace;
    }

    /** The root of the proven set, or null (for the walk). */
    public PyObject proofRoot() {
        return proofRoot;
    }

    /** Whether the program was stopped by the proven set, without a walk (for tests and benchmarks). */
    public boolean stoppedOnProof() {
        return stoppedOnProof;
    }

    /** What the proven set holds while it is valid, else -1 (for tests). */
    public long proven() {
        return proofMark != 0 ? proven : -1;
    }

    /** A walk proved {@code bytes} from the root with {@code mark} (negative): the proof until a barrier ends it. */
    public void proved(int mark, long bytes) {
        this.proofMark = mark;
        this.proven = bytes;
    }

    /** The proven set of this execution's walks (for the walk and the barrier). */
    public ProvenSet provenSet() {
        ProvenSet p = provenSet;
        return p != null ? p : (provenSet = new ProvenSet());
    }

    /** Barrier: {@code v} was stored into a container with {@code mark}; stops the program past the limit. */
    void provenStored(int mark, PyObject v) {
        if (mark != proofMark) {
            return;
        }
        proven += provenSet().add(v, mark, null, limit - proven);
        if (proven > limit) {
            stopOnProof();
        }
    }

    /** Barrier: a reference to {@code old} was dropped from a container with {@code mark}. */
    void provenRemoved(int mark, PyObject old) {
        if (mark != proofMark) {
            return;
        }
        int kind = ProvenSet.kind(old, mark);
        if (kind == ProvenSet.LEAF) {
            // it may be held elsewhere too: taking it off leaves a lower bound (too low at worst)
            proven -= old.footprint();
        } else if (kind == ProvenSet.CONTAINER) {
            endProof();
        }
    }

    /** Barrier: a container with {@code mark} grew or shrank by {@code bytes} of its own. */
    void provenResized(int mark, long bytes) {
        if (mark != proofMark) {
            return;
        }
        proven += bytes;
        if (proven > limit) {
            stopOnProof();
        }
    }

    /** Barrier: a container with {@code mark} was rewritten in place: no proof until the next walk. */
    void proofRewritten(int mark) {
        if (mark == proofMark) {
            endProof();
        }
    }

    /** The proof is no longer known to be a lower bound: none until the next walk, which is as scheduled. */
    private void endProof() {
        proofMark = 0;
        if (walkAt > scheduledWalkAt) {
            walkAt = scheduledWalkAt;
            trigger = Math.min(trigger, walkAt);
        }
    }

    /** The main namespace holds more than the limit through proven containers: stopped without a walk. */
    private void stopOnProof() {
        proofMark = 0;
        stoppedOnProof = true;
        peak = limit + 1;
        throw new BudgetExceeded(Limit.MEMORY, "memory limit of " + describe(limit) + " exceeded (the program"
                + " holds more than " + describe(limit) + ")");
    }

    /** Keeps {@code o} (may be null) as a root of the walk until {@link #unpin}; returns the mark to unpin to. */
    public int pin(PyObject o) {
        return push(o);
    }

    /**
     * Keeps every value of {@code a} as a root until {@link #unpin} (the array itself, not a copy: what the native
     * code stores in it later is seen too); returns the mark to unpin to.
     */
    public int pinArray(PyObject[] a) {
        return push(a);
    }

    private int push(Object root) {
        int mark = rootCount;
        if (rootCount == roots.length) {
            roots = Arrays.copyOf(roots, rootCount * 2);
        }
        roots[rootCount++] = root;
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
            Object r = roots[i];
            if (r instanceof PyObject[] a) {
                for (PyObject o : a) {
                    c.accept(o);
                }
            } else {
                c.accept((PyObject) r);
            }
        }
    }
}
