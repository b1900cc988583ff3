package io.agentcage.spring.ai.internal;

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
import java.util.function.LongSupplier;

/**
 * One {@link Session} per conversation id, bounded and expiring: opened on the conversation's first call, closed
 * after {@code idleTimeout} unused, or to make room for a new conversation (the least recently used idle one), or
 * at {@link #close()}. When every session is running code a new conversation is refused
 * ({@link TooManySessionsException}) instead of opening one more. Sessions open and close outside the lock, so a
 * slow backend (a container starting) never blocks other conversations. Thread-safe. Not API.
 */
public final class ConversationSessions implements AutoCloseable {

    /** Thrown when every session is running code and another conversation starts. */
    public static final class TooManySessionsException extends SandboxException {
        private static final long serialVersionUID = 1L;

        TooManySessionsException(int max) {
            super("all " + max + " conversation sessions are running code; no session can be opened for another "
                    + "conversation now");
        }
    }

    private final CodeExecutor executor;
    private final long idleNanos;
    private final int maxSessions;
    private final LongSupplier nanoTime;
    /** Guarded by itself. */
    private final Map<String, Entry> sessions = new HashMap<>();
    private boolean closed;

    public ConversationSessions(CodeExecutor executor, Duration idleTimeout, int maxSessions, LongSupplier nanoTime) {
        if (idleTimeout.isNegative() || idleTimeout.isZero()) {
            throw new IllegalArgumentException("sessionIdleTimeout must be positive, got " + idleTimeout);
        }
        if (maxSessions < 1) {
            throw new IllegalArgumentException("maxSessions must be at least 1, got " + maxSessions);
        }
        this.executor = executor;
        this.idleNanos = idleTimeout.toNanos();
        this.maxSessions = maxSessions;
        this.nanoTime = nanoTime;
    }

    /**
     * Runs the request in the conversation's session, opening it if needed; a session the backend closed underneath
     * is replaced once.
     *
     * @throws TooManySessionsException if the conversation has none and every session is running code
     */
    public ExecutionResult execute(String conversation, ExecutionRequest request) {
        closeIdle();
        for (int attempt = 0; ; attempt++) {
            Entry entry = acquire(conversation);
            try {
                return entry.session().execute(request);
            } catch (SessionClosedException e) {
                discard(conversation, entry);
                if (attempt > 0 || isClosed()) {
                    throw e;
                }
            } catch (RuntimeException e) {
                if (!entry.opened()) {
                    discard(conversation, entry);
                }
                throw e;
            } finally {
                release(entry);
            }
        }
    }

    private Entry acquire(String conversation) {
        Entry evicted = null;
        Entry entry;
        synchronized (sessions) {
            if (closed) {
                throw new SessionClosedException("the execute_python tool is closed");
            }
            entry = sessions.get(conversation);
            if (entry == null) {
                if (sessions.size() >= maxSessions) {
                    String lru = leastRecentlyUsedIdle();
                    if (lru == null) {
                        throw new TooManySessionsException(maxSessions);
                    }
                    evicted = sessions.remove(lru);
                }
                entry = new Entry(executor);
                sessions.put(conversation, entry);
            }
            entry.inFlight++;
            entry.lastUsed = nanoTime.getAsLong();
        }
        if (evicted != null) {
            evicted.close();
        }
        return entry;
    }

    private void release(Entry entry) {
        synchronized (sessions) {
            entry.inFlight--;
            entry.lastUsed = nanoTime.getAsLong();
        }
    }

    private void discard(String conversation, Entry entry) {
        boolean removed;
        synchronized (sessions) {
            removed = sessions.remove(conversation, entry);
        }
        if (removed) {
            entry.close();
        }
    }

    private String leastRecentlyUsedIdle() {
        String best = null;
        long oldest = Long.MAX_VALUE;
        for (Map.Entry<String, Entry> e : sessions.entrySet()) {
            if (e.getValue().inFlight == 0 && e.getValue().lastUsed < oldest) {
                oldest = e.getValue().lastUsed;
                best = e.getKey();
            }
        }
        return best;
    }

    /** Closes the sessions unused for longer than the idle timeout; returns how many. */
    public int closeIdle() {
        List<Entry> idle = new ArrayList<>();
        long now = nanoTime.getAsLong();
        synchronized (sessions) {
            sessions.values().removeIf(e -> {
                boolean expired = e.inFlight == 0 && now - e.lastUsed > idleNanos;
                if (expired) {
                    idle.add(e);
                }
                return expired;
            });
        }
        idle.forEach(Entry::close);
        return idle.size();
    }

    /** Closes one conversation's session, if open. */
    public void close(String conversation) {
        Entry e;
        synchronized (sessions) {
            e = sessions.remove(conversation);
        }
        if (e != null) {
            e.close();
        }
    }

    /** Sessions open now. */
    public int size() {
        synchronized (sessions) {
            return sessions.size();
        }
    }

    private boolean isClosed() {
        synchronized (sessions) {
            return closed;
        }
    }

    /** Closes every session; later calls are refused. Idempotent. */
    @Override
    public void close() {
        List<Entry> all;
        synchronized (sessions) {
            closed = true;
            all = new ArrayList<>(sessions.values());
            sessions.clear();
        }
        all.forEach(Entry::close);
    }

    /** A conversation's session, opened lazily by its first call (outside the registry's lock). */
    private static final class Entry {
        private final CodeExecutor executor;
        private Session session;
        private boolean closed;
        int inFlight;
        long lastUsed;

        Entry(CodeExecutor executor) {
            this.executor = executor;
        }

        synchronized Session session() {
            if (closed) {
                throw new SessionClosedException("the conversation's session was closed");
            }
            if (session == null) {
                session = executor.openSession();
            }
            return session;
        }

        synchronized boolean opened() {
            return session != null;
        }

        synchronized void close() {
            closed = true;
            if (session != null) {
                session.close();
            }
        }
    }
}
