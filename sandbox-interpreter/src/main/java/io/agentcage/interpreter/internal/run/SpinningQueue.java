package io.agentcage.interpreter.internal.run;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The work queue of the executor's worker pool: an unbounded FIFO whose idle takers poll for a few microseconds
 * before they park. Not API.
 *
 * <p>Why: an execution of a small program takes about a microsecond, while waking a parked worker costs several.
 * A caller that runs executions back to back (an agent loop, a batch) submits the next one right after the previous
 * result, so the worker that just finished usually finds it while still polling. The spin is bounded, so an idle
 * pool costs no CPU after {@code spinNanos}.
 */
public final class SpinningQueue extends LinkedBlockingQueue<Runnable> {
    private static final long serialVersionUID = 1L;
    private final long spinNanos;

    /** A queue whose takers poll for {@code spinNanos} before parking. */
    public SpinningQueue(long spinNanos) {
        this.spinNanos = spinNanos;
    }

    @Override
    public Runnable take() throws InterruptedException {
        Runnable r = spin();
        return r != null ? r : super.take();
    }

    @Override
    public Runnable poll(long timeout, TimeUnit unit) throws InterruptedException {
        Runnable r = spin();
        return r != null ? r : super.poll(timeout, unit);
    }

    private Runnable spin() {
        long start = System.nanoTime();
        do {
            Runnable r = poll();
            if (r != null) {
                return r;
            }
            Thread.onSpinWait();
        } while (System.nanoTime() - start < spinNanos);
        return null;
    }
}
