package io.agentcage.cli.mcp;

import io.agentcage.CodeExecutor;
import io.agentcage.Session;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.LongSupplier;

/**
 * The sandbox sessions opened by MCP clients, each reachable only from the client (MCP session) that opened it.
 *
 * <p>A session is named to its client by a random 128-bit handle, not by the backend's session id (which may be a
 * counter), and every lookup checks the client: another client holding the same handle gets "unknown session".
 * At most {@code maxSessions} are open at once over all clients; one unused for the idle time is closed and its
 * handle remembered (per client) so that the model is told why its variables are gone. Thread-safe.
 */
final class ClientSessions implements AutoCloseable {

    /** What a lookup found. */
    enum Status { FOUND, EXPIRED, UNKNOWN }

    /** A session of one client, and how it is used. Fields other than the final ones are guarded by the registry. */
    static final class Entry {
        final String client;
        final String handle;
        final Session session;
        long lastUsed;
        int busy;

        Entry(String client, String handle, Session session, long now) {
            this.client = client;
            this.handle = handle;
            this.session = session;
            this.lastUsed = now;
        }
    }

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int MAX_REMEMBERED_EXPIRED = 10_000;

    private final CodeExecutor executor;
    private final int maxSessions;
    private final long idleNanos;
    private final LongSupplier nanoTime;
    /** Guarded by itself. */
    private final Map<String, Entry> open = new HashMap<>();
    /** Client + handle of sessions closed for idleness; guarded by {@code open}. */
    private final Map<String, Boolean> expired = new java.util.LinkedHashMap<>();
    private boolean closed;

    ClientSessions(CodeExecutor executor, int maxSessions, Duration idle, LongSupplier nanoTime) {
        this.executor = Objects.requireNonNull(executor, "executor == null");
        this.maxSessions = maxSessions;
        this.idleNanos = idle.toNanos();
        this.nanoTime = nanoTime;
    }

    /** Opens a session for {@code client}; its handle, or null when {@code maxSessions} are open. */
    String open(String client) {
        synchronized (open) {
            if (closed || open.size() >= maxSessions) {
                return null;
            }
        }
        Session session = executor.openSession();
        String handle = "s-" + HexFormat.of().formatHex(bytes());
        synchronized (open) {
            if (closed || open.size() >= maxSessions) {   // lost a race for the last slot
                session.close();
                return null;
            }
            open.put(handle, new Entry(client, handle, session, nanoTime.getAsLong()));
        }
        return handle;
    }

    private static byte[] bytes() {
        byte[] b = new byte[16];
        RANDOM.nextBytes(b);
        return b;
    }

    /** The client's session under {@code handle}, marked busy (release it), or why there is none. */
    Status acquire(String client, String handle, Entry[] found) {
        synchronized (open) {
            Entry e = open.get(handle);
            if (e != null && e.client.equals(client)) {
                e.busy++;
                found[0] = e;
                return Status.FOUND;
            }
            return expired.containsKey(client + "\u0000" + handle) ? Status.EXPIRED : Status.UNKNOWN;
        }
    }

    void release(Entry e) {
        synchronized (open) {
            e.busy--;
            e.lastUsed = nanoTime.getAsLong();
        }
    }

    /** Closes the client's session under {@code handle}; whether it had one. */
    boolean close(String client, String handle) {
        Entry e;
        synchronized (open) {
            e = open.get(handle);
            if (e == null || !e.client.equals(client)) {
                return false;
            }
            open.remove(handle);
        }
        e.session.close();
        return true;
    }

    /** Closes every session of {@code client} (its MCP session ended); how many. */
    int closeClient(String client) {
        List<Entry> ended = new ArrayList<>();
        synchronized (open) {
            open.values().removeIf(e -> {
                boolean mine = e.client.equals(client);
                if (mine) {
                    ended.add(e);
                }
                return mine;
            });
        }
        ended.forEach(e -> e.session.close());
        return ended.size();
    }

    /** Closes the sessions unused for longer than the idle time at {@code now} (of the clock given); how many. */
    int closeIdle(long now) {
        List<Entry> idle = new ArrayList<>();
        synchronized (open) {
            open.values().removeIf(e -> {
                boolean stale = e.busy == 0 && now - e.lastUsed > idleNanos;
                if (stale) {
                    idle.add(e);
                    expired.put(e.client + "\u0000" + e.handle, Boolean.TRUE);
                }
                return stale;
            });
            while (expired.size() > MAX_REMEMBERED_EXPIRED) {
                expired.remove(expired.keySet().iterator().next());
            }
        }
        idle.forEach(e -> e.session.close());
        return idle.size();
    }

    /** How many sessions are open, over all clients. */
    int size() {
        synchronized (open) {
            return open.size();
        }
    }

    /** Closes every session; later opens are refused. Idempotent. */
    @Override
    public void close() {
        List<Entry> all;
        synchronized (open) {
            closed = true;
            all = new ArrayList<>(open.values());
            open.clear();
        }
        all.forEach(e -> e.session.close());
    }
}
