package io.agentcage.langchain4j.internal;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.SandboxException;
import io.agentcage.Session;
import io.agentcage.SessionClosedException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * One {@link Session} per conversation key, opened on first use and closed when idle, evicted, or on {@link #close()}.
 *
 * <p>Not API: an implementation detail of {@code io.agentcage.langchain4j}. Thread-safe. At most {@code maxSessions}
 * sessions are open at once: a new conversation closes the least recently used idle session to make room, and when
 * every session is running code it is refused ({@link TooManySessionsException}) rather than opening one more. A
 * session that is running code is never closed for idleness. Sessions are opened and closed outside the registry's
 * lock, so a slow backend (a container starting) never blocks other conversations.
 */
public final class ConversationSessions implements AutoCloseable {

    private final CodeExecutor executor;
    private final long idleNanos;
    private final int maxSessions;
    private final LongSupplier nanoTime;
    /** Guarded by itself. */
    private final Map<Object, Entry> sessions = new HashMap<>();
    private final ScheduledFuture<?> sweeper;
    private volatile boolean closed;

    /** Thrown when every one of the {@code maxSessions} sessions is running code and a new conversation starts. */
    public static final class TooManySessionsException extends SandboxException {
        private static final long serialVersionUID = 1L;

        TooManySessionsException(int max) {
            super("all " + max + " conversation sessions are running code; no session can be opened for another "
                    + "conversation now");
        }
    }

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
     * @throws TooManySessionsException if the conversation has no session and every session is running code
     * @throws io.agentcage.SandboxException if no session can be opened, or the backend fails
     */
    public ExecutionResult execute(Object key, ExecutionRequest request) {
        Objects.requireNonNull(key, "key == null");
        closeIdle();
        for (int attempt = 0; ; attempt++) {
            Entry entry = acquire(key);
            try {
                return entry.session(executor).execute(request);
            } catch (SessionClosedException e) {
                discard(key, entry);
                if (attempt > 0 || closed) {
                    throw e;
                }
            } catch (RuntimeException e) {
                if (entry.session == null) {
                    discard(key, entry);   // it never opened: do not keep a dead entry
                }
                throw e;
            } finally {
                release(entry);
            }
        }
    }

    /** The conversation's entry, marked as running; a new one when it has none and there is room. */
    private Entry acquire(Object key) {
        List<Entry> evicted = new ArrayList<>(1);
        Entry entry;
        try {
            synchronized (sessions) {
                if (closed) {
                    throw new SessionClosedException("the tool is closed");
                }
                entry = sessions.get(key);
                if (entry == null) {
                    if (sessions.size() >= maxSessions) {
                        Map.Entry<Object, Entry> lru = leastRecentlyUsedIdle();
                        if (lru == null) {
                            throw new TooManySessionsException(maxSessions);
                        }
                        sessions.remove(lru.getKey());
                        evicted.add(lru.getValue());
                    }
                    entry = new Entry();
                    sessions.put(key, entry);
                }
                entry.inFlight++;
                entry.lastUsed = nanoTime.getAsLong();
            }
        } finally {
            evicted.forEach(Entry::close);
        }
        return entry;
    }

    private void release(Entry entry) {
        synchronized (sessions) {
            entry.inFlight--;
            entry.lastUsed = nanoTime.getAsLong();
        }
    }

    private void discard(Object key, Entry entry) {
        boolean removed;
        synchronized (sessions) {
            removed = sessions.remove(key, entry);
        }
        if (removed) {
            entry.close();
        }
    }

    /** Guarded by {@code sessions}. */
    private Map.Entry<Object, Entry> leastRecentlyUsedIdle() {
        Map.Entry<Object, Entry> best = null;
        for (Map.Entry<Object, Entry> e : sessions.entrySet()) {
            if (e.getValue().inFlight == 0 && (best == null || e.getValue().lastUsed < best.getValue().lastUsed)) {
                best = e;
            }
        }
        return best;
    }

    /** Closes the sessions idle for longer than the idle timeout; returns how many were closed. */
    public int closeIdle() {
        List<Entry> idle = new ArrayList<>();
        synchronized (sessions) {
            long now = nanoTime.getAsLong();
            sessions.values().removeIf(entry -> {
                boolean expired = entry.inFlight == 0 && now - entry.lastUsed > idleNanos;
                if (expired) {
                    idle.add(entry);
                }
                return expired;
            });
        }
        idle.forEach(Entry::close);
        return idle.size();
    }

    /** Closes the session of one conversation, if open. */
    public void close(Object key) {
        Entry entry;
        synchronized (sessions) {
            entry = sessions.remove(key);
        }
        if (entry != null) {
            entry.close();
        }
    }

    /** How many sessions are open. */
    public int size() {
        synchronized (sessions) {
            return sessions.size();
        }
    }

    /** Closes every session and stops the periodic sweep. Idempotent. */
    @Override
    public void close() {
        List<Entry> all;
        synchronized (sessions) {
            closed = true;
            all = new ArrayList<>(sessions.values());
            sessions.clear();
        }
        if (sweeper != null) {
            sweeper.cancel(false);
        }
        all.forEach(Entry::close);
    }

    /** A conversation's session, opened on first use. */
    private static final class Entry {
        /** Guarded by the registry's map. */
        int inFlight;
        /** Guarded by the registry's map. */
        long lastUsed;
        private volatile Session session;
        private boolean closed;

        synchronized Session session(CodeExecutor executor) {
            if (closed) {
                throw new SessionClosedException("the conversation's session was closed");
            }
            if (session == null) {
                session = executor.openSession();
            }
            return session;
        }

        synchronized void close() {
            closed = true;
            if (session != null) {
                session.close();
            }
        }
    }
}
