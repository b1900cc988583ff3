package io.agentcage.langchain4j.internal;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Session;
import io.agentcage.SessionClosedException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * One {@link Session} per conversation key, opened on first use and closed when idle, evicted, or on {@link #close()}.
 *
 * <p>Not API: an implementation detail of {@code io.agentcage.langchain4j}. Thread-safe. A session that is running
 * code is never closed for idleness; when the registry is full, the least recently used idle session is closed to
 * make room.
 */
public final class ConversationSessions implements AutoCloseable {

    private final CodeExecutor executor;
    private final long idleNanos;
    private final int maxSessions;
    private final LongSupplier nanoTime;
    private final Map<Object, Entry> sessions = new ConcurrentHashMap<>();
    private final ScheduledFuture<?> sweeper;
    private volatile boolean closed;

    /**
     * @param scheduler where idle sessions are swept periodically, or {@code null} to sweep only on each call
     */
    public ConversationSessions(CodeExecutor executor, Duration idleTimeout, int maxSessions,
                                ScheduledExecutorService scheduler, LongSupplier nanoTime) {
        this.executor = Objects.requireNonNull(executor, "executor == null");
        this.idleNanos = idleTimeout.toNanos();
        this.maxSessions = maxSessions;
        this.nanoTime = Objects.requireNonNull(nanoTime, "nanoTime == null");
        long period = Math.max(1_000, Math.min(60_000, idleTimeout.toMillis() / 2));
        this.sweeper = scheduler == null ? null
                : scheduler.scheduleWithFixedDelay(this::closeIdle, period, period, TimeUnit.MILLISECONDS);
    }

    /**
     * Runs the request in the conversation's session, opening it if needed. A session closed underneath (by the
     * backend, or by a sweep racing this call) is replaced once.
     *
     * @throws io.agentcage.SandboxException if no session can be opened, or the backend fails
     */
    public ExecutionResult execute(Object key, ExecutionRequest request) {
        closeIdle();
        for (int attempt = 0; ; attempt++) {
            if (closed) {
                throw new SessionClosedException("the tool is closed");
            }
            Entry entry = sessions.computeIfAbsent(key, k -> open());
            entry.inFlight.incrementAndGet();
            try {
                entry.touch(nanoTime.getAsLong());
                return entry.session.execute(request);
            } catch (SessionClosedException e) {
                sessions.remove(key, entry);
                if (attempt > 0) {
                    throw e;
                }
            } finally {
                entry.touch(nanoTime.getAsLong());
                entry.inFlight.decrementAndGet();
            }
        }
    }

    private Entry open() {
        makeRoom();
        return new Entry(executor.openSession(), nanoTime.getAsLong());
    }

    /** Closes the least recently used idle sessions while the registry is full. */
    private void makeRoom() {
        while (sessions.size() >= maxSessions) {
            Optional<Map.Entry<Object, Entry>> lru = sessions.entrySet().stream()
                    .filter(e -> e.getValue().inFlight.get() == 0)
                    .min(Comparator.comparingLong(e -> e.getValue().lastUsed));
            if (lru.isEmpty()) {
                return;
            }
            closeEntry(lru.get().getKey(), lru.get().getValue());
        }
    }

    /** Closes the sessions idle for longer than the idle timeout; returns how many were closed. */
    public int closeIdle() {
        long now = nanoTime.getAsLong();
        List<Map.Entry<Object, Entry>> idle = new ArrayList<>();
        for (Map.Entry<Object, Entry> e : sessions.entrySet()) {
            Entry entry = e.getValue();
            if (entry.inFlight.get() == 0 && now - entry.lastUsed > idleNanos) {
                idle.add(e);
            }
        }
        idle.forEach(e -> closeEntry(e.getKey(), e.getValue()));
        return idle.size();
    }

    /** Closes the session of one conversation, if open. */
    public void close(Object key) {
        Entry entry = sessions.get(key);
        if (entry != null) {
            closeEntry(key, entry);
        }
    }

    private void closeEntry(Object key, Entry entry) {
        if (sessions.remove(key, entry)) {
            entry.session.close();
        }
    }

    /** How many sessions are open. */
    public int size() {
        return sessions.size();
    }

    /** Closes every session and stops the periodic sweep. Idempotent. */
    @Override
    public void close() {
        closed = true;
        if (sweeper != null) {
            sweeper.cancel(false);
        }
        sessions.forEach(this::closeEntry);
    }

    private static final class Entry {
        final Session session;
        final AtomicInteger inFlight = new AtomicInteger();
        volatile long lastUsed;

        Entry(Session session, long now) {
            this.session = session;
            this.lastUsed = now;
        }

        void touch(long now) {
            lastUsed = now;
        }
    }
}
