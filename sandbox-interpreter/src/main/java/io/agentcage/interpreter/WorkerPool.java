package io.agentcage.interpreter;

import io.agentcage.interpreter.internal.run.SpinningQueue;
import java.util.Objects;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The worker threads that run an {@link InterpreterExecutor}'s executions when they do not run on the caller's
 * thread: sessions, executors with host functions, executors built with {@code runOnCallingThread(false)}, and
 * programs whose Java stack overflowed on the caller's thread. Thread-safe and meant to be shared between
 * executors, as OkHttp shares a {@code Dispatcher}: pass one to {@link InterpreterExecutor.Builder#workerPool}.
 *
 * <p>Ownership: whoever builds a pool closes it; an executor never closes a pool it was given. {@link #shared()},
 * the default of every executor, lives as long as the JVM and ignores {@link #close()}.
 *
 * <p>Defaults: {@code 2 * availableProcessors} threads (at least 2), created on demand and ended after 30 s idle;
 * daemon platform threads named {@code agentcage-interp-<pool>-<n>} with 256 MiB stacks (reserved, not
 * committed: the VM runs guest recursion on explicit frames, but native code calling back into guest code nests on
 * the Java stack). A {@link Builder#threadFactory} replaces the default threads, e.g. Java 21's
 * {@code Thread.ofVirtual().factory()}; a virtual thread's stack is limited like a platform thread's default, so
 * deeply nested callbacks end in a {@code RecursionError} sooner than on the default workers.
 */
public final class WorkerPool implements AutoCloseable {
    /** Default worker threads: twice the processors, at least 2. */
    public static final int DEFAULT_THREADS = Math.max(2, Runtime.getRuntime().availableProcessors() * 2);
    /** Default stack size of the default worker threads: 256 MiB. */
    public static final long DEFAULT_THREAD_STACK_BYTES = 256L << 20;
    private static final AtomicInteger POOL_IDS = new AtomicInteger();
    /** How long an idle worker polls for the next execution before parking (see {@link SpinningQueue}). */
    private static final long WORKER_SPIN_NANOS = TimeUnit.MICROSECONDS.toNanos(50);

    private final ThreadPoolExecutor executor;
    private final boolean jvmWide;

    private WorkerPool(int threads, ThreadFactory factory, boolean jvmWide) {
        this.executor = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS,
                new SpinningQueue(WORKER_SPIN_NANOS), factory);
        this.executor.allowCoreThreadTimeOut(true);
        this.jvmWide = jvmWide;
    }

    /** The JVM-wide pool with the default settings (created on first use, never closed). */
    public static WorkerPool shared() {
        return Shared.POOL;
    }

    /** A builder for a pool of one's own (which its builder then closes). */
    public static Builder builder() {
        return new Builder();
    }

    /** The number of worker threads: the most executions this pool runs at once. */
    public int threads() {
        return executor.getMaximumPoolSize();
    }

    /** Whether the pool still accepts executions. */
    public boolean isOpen() {
        return !executor.isShutdown();
    }

    /** The executor service the interpreter submits to. */
    ThreadPoolExecutor executor() {
        return executor;
    }

    /**
     * Stops the workers: running executions are interrupted (they end as cancelled) and executors using this pool
     * can run on their callers' threads only. Does nothing on {@link #shared()}.
     */
    @Override
    public void close() {
        if (!jvmWide) {
            executor.shutdownNow();
        }
    }

    @Override
    public String toString() {
        return "WorkerPool[threads=" + threads() + (jvmWide ? ", shared" : "") + "]";
    }

    private static ThreadFactory platformThreads(long stackBytes) {
        int id = POOL_IDS.incrementAndGet();
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(null, r, "agentcage-interp-" + id + "-" + n.incrementAndGet(), stackBytes);
            t.setDaemon(true);
            return t;
        };
    }

    /** Holds the JVM-wide pool (created on first use). */
    private static final class Shared {
        static final WorkerPool POOL = new WorkerPool(DEFAULT_THREADS, platformThreads(DEFAULT_THREAD_STACK_BYTES),
                true);
    }

    /** Builds a {@link WorkerPool}. */
    public static final class Builder {
        private int threads = DEFAULT_THREADS;
        private long threadStackBytes = DEFAULT_THREAD_STACK_BYTES;
        private boolean stackSet;
        private ThreadFactory threadFactory;

        private Builder() {
        }

        /** Worker threads (executions at once); default {@link #DEFAULT_THREADS}. */
        public Builder threads(int value) {
            if (value < 1) {
                throw new IllegalArgumentException("threads must be >= 1, got " + value);
            }
            this.threads = value;
            return this;
        }

        /**
         * Stack size of the default worker threads, in bytes; default 256 MiB (reserved, not committed). Not with
         * {@link #threadFactory}: a factory sets its threads' stacks itself.
         */
        public Builder threadStackBytes(long value) {
            if (value < (1 << 20)) {
                throw new IllegalArgumentException("threadStackBytes must be >= 1 MiB, got " + value);
            }
            this.threadStackBytes = value;
            this.stackSet = true;
            return this;
        }

        /** Where worker threads come from instead of the default daemon platform threads (e.g. virtual threads). */
        public Builder threadFactory(ThreadFactory value) {
            this.threadFactory = Objects.requireNonNull(value, "threadFactory == null");
            return this;
        }

        /** A new pool; its caller owns it and closes it. */
        public WorkerPool build() {
            if (threadFactory != null && stackSet) {
                throw new IllegalStateException("threadStackBytes applies to the default worker threads only;"
                        + " with a threadFactory, give the factory's threads their stack size");
            }
            return new WorkerPool(threads, threadFactory != null ? threadFactory : platformThreads(threadStackBytes),
                    false);
        }
    }
}
