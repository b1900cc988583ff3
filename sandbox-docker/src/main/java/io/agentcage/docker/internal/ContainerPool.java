package io.agentcage.docker.internal;

import io.agentcage.SandboxException;
import io.agentcage.docker.DockerConfig;
import io.agentcage.spi.PoolEvent;
import io.agentcage.spi.PoolListener;
import io.agentcage.spi.PoolStats;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The warm pool: keeps {@code poolMinIdle} started, preloaded containers ready, and never more than
 * {@code poolMaxTotal} containers alive at once (idle, busy and starting together). A container handed out is
 * never taken back: its user destroys it with {@link #release} and the pool starts a replacement in the background.
 * Every acquisition, start and removal is reported to the {@link PoolListener} with a snapshot of {@link #stats()}.
 */
public final class ContainerPool implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ContainerPool.class);
    private static final Duration MAX_BACKOFF = Duration.ofSeconds(30);
    private static final Duration SETTLE = Duration.ofMillis(100);

    private final ContainerFactory factory;
    private final Janitor janitor;
    private final DockerConfig config;
    private final ContainerLimits standard;
    private final Semaphore slots;
    private final Semaphore wake = new Semaphore(0);
    private final ConcurrentLinkedDeque<SandboxContainer> idle = new ConcurrentLinkedDeque<>();
    private final AtomicLong hits = new AtomicLong();
    private final AtomicLong misses = new AtomicLong();
    private final AtomicInteger inUse = new AtomicInteger();
    private final AtomicInteger starting = new AtomicInteger();
    private final PoolListener listener;
    private final Thread filler;
    private volatile boolean closed;

    public ContainerPool(ContainerFactory factory, Janitor janitor, DockerConfig config, ThreadFactory threads,
                         PoolListener listener) {
        this.factory = factory;
        this.janitor = janitor;
        this.config = config;
        this.listener = PoolListener.safe(listener);
        this.standard = ContainerLimits.of(config.ceilings());
        this.slots = new Semaphore(config.poolMaxTotal(), true);
        this.filler = threads.newThread(this::fill);
        if (config.poolMinIdle() > 0) {
            filler.start();
        }
    }

    /**
     * A container with these limits for one user: an idle pooled one when the limits are the ceilings' and one is
     * ready, else a newly started one (not preloaded: user code pays its own imports).
     *
     * @throws SandboxException if no slot frees up within the acquire timeout, or the container cannot start
     */
    public SandboxContainer acquire(ContainerLimits limits) {
        if (closed) {
            throw new SandboxException("the Docker executor is closed");
        }
        long started = System.nanoTime();
        long deadline = started + config.acquireTimeout().toNanos();
        while (true) {
            if (limits.equals(standard)) {
                SandboxContainer ready = takeIdle();
                if (ready != null) {
                    hits.incrementAndGet();
                    inUse.incrementAndGet();
                    wake.release();
                    emit(PoolEvent.Type.ACQUIRED_WARM, started);
                    return ready;
                }
            }
            if (tryAcquireSlot(Duration.ofMillis(20))) {
                misses.incrementAndGet();
                wake.release();
                SandboxContainer c;
                try {
                    c = start(limits, false);
                } catch (RuntimeException e) {
                    slots.release();
                    emit(PoolEvent.Type.ACQUIRE_FAILED, started);
                    throw e;
                }
                inUse.incrementAndGet();
                emit(PoolEvent.Type.ACQUIRED_COLD, started);
                return c;
            }
            if (System.nanoTime() > deadline) {
                emit(PoolEvent.Type.ACQUIRE_FAILED, started);
                throw new SandboxException("all " + config.poolMaxTotal() + " sandbox containers are busy and none "
                        + "freed up within " + config.acquireTimeout().toMillis() + " ms; raise poolMaxTotal or "
                        + "acquireTimeout");
            }
        }
    }

    /** Starts a container in a slot already taken, reporting the start. */
    private SandboxContainer start(ContainerLimits limits, boolean preload) {
        long t0 = System.nanoTime();
        starting.incrementAndGet();
        SandboxContainer c;
        try {
            c = factory.start(limits, preload);
        } finally {
            starting.decrementAndGet();
        }
        emit(PoolEvent.Type.STARTED, t0);
        return c;
    }

    /** The pool now: idle, in use, starting, and the most alive at once. */
    public PoolStats stats() {
        return new PoolStats(idle.size(), Math.max(0, inUse.get()), Math.max(0, starting.get()),
                config.poolMaxTotal());
    }

    /** Reports {@code count} leftover containers removed by the janitor's sweep. */
    public void reaped(int count) {
        for (int i = 0; i < count; i++) {
            emit(PoolEvent.Type.REAPED, Duration.ZERO);
        }
    }

    private void emit(PoolEvent.Type type, long sinceNanos) {
        emit(type, Duration.ofNanos(Math.max(0, System.nanoTime() - sinceNanos)));
    }

    private void emit(PoolEvent.Type type, Duration duration) {
        listener.onEvent(new PoolEvent(type, "docker", duration, stats()));
    }

    /** Destroys a container handed out by {@link #acquire} and frees its slot. */
    public void release(SandboxContainer container) {
        inUse.decrementAndGet();
        discard(container);
    }

    /** Destroys a container that is not in use (expired idle, drained at close) and frees its slot. */
    private void discard(SandboxContainer container) {
        janitor.destroy(container);
        slots.release();
        wake.release();
        emit(PoolEvent.Type.REMOVED, Duration.ZERO);
    }

    private SandboxContainer takeIdle() {
        SandboxContainer c;
        while ((c = idle.pollFirst()) != null) {
            if (c.isAlive() && !expiresSoon(c)) {
                return c;
            }
            discard(c);
        }
        return null;
    }

    private boolean expiresSoon(SandboxContainer c) {
        return c.created().plus(config.containerLifetime()).minus(Duration.ofMinutes(1)).isBefore(Instant.now());
    }

    private boolean tryAcquireSlot(Duration wait) {
        try {
            return slots.tryAcquire(wait.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SandboxException("interrupted while waiting for a sandbox container", e);
        }
    }

    private void fill() {
        Duration backoff = Duration.ofMillis(250);
        while (!closed) {
            try {
                if (idle.size() < config.poolMinIdle() && slots.tryAcquire()) {
                    // Let the execution that just took a container run first: starting one costs a core for ~1 s.
                    Thread.sleep(SETTLE.toMillis());
                    try {
                        SandboxContainer c = start(standard, true);
                        idle.addLast(c);
                        backoff = Duration.ofMillis(250);
                        if (closed) {
                            drain();
                        }
                    } catch (RuntimeException e) {
                        slots.release();
                        LOG.warn("could not pre-start a sandbox container (retrying in {} ms): {}",
                                backoff.toMillis(), e.getMessage());
                        wake.tryAcquire(backoff.toMillis(), TimeUnit.MILLISECONDS);
                        backoff = backoff.multipliedBy(2).compareTo(MAX_BACKOFF) > 0 ? MAX_BACKOFF
                                : backoff.multipliedBy(2);
                    }
                    continue;
                }
                wake.tryAcquire(1, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }


    /** Idle containers ready now. */
    public int idleCount() {
        return idle.size();
    }

    /** Requests served from idle containers, and requests that had to start one. */
    public long[] hitsAndMisses() {
        return new long[] {hits.get(), misses.get()};
    }

    private void drain() {
        SandboxContainer c;
        while ((c = idle.pollFirst()) != null) {
            discard(c);
        }
    }

    @Override
    public void close() {
        closed = true;
        filler.interrupt();
        try {
            filler.join(TimeUnit.SECONDS.toMillis(10));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        drain();
    }
}
