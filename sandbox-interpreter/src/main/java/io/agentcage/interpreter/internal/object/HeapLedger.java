package io.agentcage.interpreter.internal.object;

import java.util.concurrent.atomic.AtomicLong;

/**
 * What all executions running in this JVM retain together, as their last memory gauges measured it. Each
 * execution's own limit is at most half of the heap, so two of them could still fill it; the ledger stops the
 * execution whose growth would take the running executions together past {@link #SHARE} of the maximum heap,
 * leaving the rest to the host application.
 */
final class HeapLedger {
    /** The share of the JVM's maximum heap that running executions may retain together. */
    static final double SHARE = 0.6;
    private static final AtomicLong TOTAL = new AtomicLong();

    private HeapLedger() {
    }

    /** Bytes all running executions may retain together. */
    static long budget() {
        return (long) (Runtime.getRuntime().maxMemory() * SHARE);
    }

    /** Records that an execution now retains {@code now} bytes instead of {@code before}; returns the new total. */
    static long update(long before, long now) {
        return TOTAL.addAndGet(now - before);
    }

    /** The total recorded now. */
    static long total() {
        return TOTAL.get();
    }
}
