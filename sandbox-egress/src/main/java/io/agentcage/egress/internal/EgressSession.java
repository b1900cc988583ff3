package io.agentcage.egress.internal;

import io.agentcage.egress.EgressSettings;
import io.agentcage.net.EgressRecord;
import io.agentcage.net.NetworkPolicy;
import io.agentcage.net.SecretResolver;
import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The egress of one execution: the policy in force (the executor's, narrowed by the request), the budgets, the
 * records, and every connection still open. Guest connections are served by {@link #serve}; the interpreter's
 * requests by {@link #exchange}. {@link #close()} ends every connection at once (the execution is over) and
 * returns the records. Thread-safe.
 */
public final class EgressSession implements AutoCloseable {
    /** How long {@link #close()} waits for the connections it closed to be recorded. */
    private static final long DRAIN_WAIT_NANOS = TimeUnit.SECONDS.toNanos(5);
    private final EgressGateway gateway;
    private final NetworkPolicy policy;
    private final Budget budget;
    private final AuditTrail trail = new AuditTrail();
    private final Set<AutoCloseable> open = ConcurrentHashMap.newKeySet();
    private final Set<Watch> watches = ConcurrentHashMap.newKeySet();
    private final Semaphore slots;
    /** {@link #serve} calls under way (counted before the closed check, so close() waits for every one it missed). */
    private final java.util.concurrent.atomic.AtomicInteger serving = new java.util.concurrent.atomic.AtomicInteger();
    private volatile boolean closed;

    EgressSession(EgressGateway gateway, NetworkPolicy policy) {
        this.gateway = gateway;
        this.policy = policy;
        this.budget = new Budget(policy);
        this.slots = new Semaphore(gateway.settings().maxConnections());
    }

    /** The policy in force for this execution. */
    public NetworkPolicy policy() {
        return policy;
    }

    /**
     * Serves one guest connection to the proxy on the calling thread until it ends, then closes it. Refused with
     * a 503 answer when the execution is over or already has {@code maxConnections} open.
     */
    public void serve(GuestConnection connection) {
        serving.incrementAndGet();
        try {
            if (closed || !slots.tryAcquire()) {
                try {
                    Forwarder.writeRefusal(connection.out(), EgressRefusal.refused(503, closed
                            ? "the execution is over" : "more than " + gateway.settings().maxConnections()
                            + " connections open at once"));
                } catch (IOException | RuntimeException ignored) {
                    // the guest is gone
                }
                connection.close();
                return;
            }
            open.add(connection);
            try {
                new ProxyConnection(this, connection).run();
            } finally {
                open.remove(connection);
                slots.release();
                connection.close();
            }
        } finally {
            if (serving.decrementAndGet() == 0) {
                synchronized (serving) {
                    serving.notifyAll();
                }
            }
        }
    }

    /**
     * Makes one HTTP request for the interpreter, under the same policy, budgets, records and secret headers as a
     * guest connection; the response body is read whole, {@code onBytes} charged for each piece before it is kept.
     *
     * @throws EgressException when the request was refused or failed (the reason names the policy or the fault)
     */
    public HttpExchange.Reply exchange(HttpExchange.Call call, java.util.function.LongConsumer onBytes) {
        return HttpExchange.run(this, call, onBytes);
    }

    /** The records so far, in order. */
    public List<EgressRecord> records() {
        return trail.snapshot();
    }

    /**
     * Ends every connection and request of the execution and waits (a few seconds at most) for the threads serving
     * them to finish, so that {@link #records()} afterwards holds every connection's record, with its byte counts.
     * Idempotent.
     */
    @Override
    public void close() {
        closed = true;
        for (Watch w : watches) {
            w.fire(false);
        }
        for (AutoCloseable c : open) {
            Upstream.closeQuietly(c);
        }
        long deadline = System.nanoTime() + DRAIN_WAIT_NANOS;
        synchronized (serving) {
            long left;
            while (serving.get() > 0 && (left = deadline - System.nanoTime()) > 0) {
                try {
                    TimeUnit.NANOSECONDS.timedWait(serving, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    EgressGateway gateway() {
        return gateway;
    }

    SecretResolver secrets() {
        return gateway.secrets();
    }

    EgressSettings settings() {
        return gateway.settings();
    }

    AddressCheck check() {
        return gateway.check();
    }

    CertificateAuthority ca() {
        return gateway.ca();
    }

    Budget budget() {
        return budget;
    }

    boolean isClosed() {
        return closed;
    }

    int connectTimeoutMillis() {
        long ms = Math.min(settings().connectTimeout().toMillis(), policy.requestTimeout().toMillis());
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, ms));
    }

    void chargeOut(AtomicLong counter, long n) {
        budget.chargeOut(n);
        counter.addAndGet(n);
    }

    void chargeIn(AtomicLong counter, long n) {
        budget.chargeIn(n);
        counter.addAndGet(n);
    }

    void record(EgressRecord r) {
        trail.add(r);
    }

    /** A watch that closes what it is given when the policy's requestTimeout has passed. */
    Watch watch() {
        return watch(policy.requestTimeout());
    }

    /** A watch that closes what it is given when {@code limit} has passed. */
    Watch watch(java.time.Duration limit) {
        Watch w = new Watch();
        watches.add(w);
        if (closed) {
            w.fire(false);
        } else if (gateway.watchdog() != null) {
            try {
                w.future = gateway.watchdog().schedule(() -> w.fire(true), limit.toNanos(), TimeUnit.NANOSECONDS);
            } catch (java.util.concurrent.RejectedExecutionException e) {
                w.fire(false);   // the executor is closing
            }
        }
        return w;
    }

    /** Closes its targets at a deadline, or when the session closes. */
    final class Watch {
        private final List<AutoCloseable> targets = new CopyOnWriteArrayList<>();
        private volatile ScheduledFuture<?> future;
        private volatile boolean fired;
        private volatile boolean expired;

        /** Adds something to close at the deadline (at once if it has passed). */
        void add(AutoCloseable c) {
            targets.add(c);
            if (fired) {
                Upstream.closeQuietly(c);
            }
        }

        /** Whether the deadline passed (rather than the session closing). */
        boolean expired() {
            return expired;
        }

        /** Whether it fired, by the deadline or the session's end. */
        boolean fired() {
            return fired;
        }

        void fire(boolean byDeadline) {
            expired |= byDeadline;
            fired = true;
            for (AutoCloseable c : targets) {
                Upstream.closeQuietly(c);
            }
        }

        /** The request ended in time: nothing is closed. */
        void cancel() {
            ScheduledFuture<?> f = future;
            if (f != null) {
                f.cancel(false);
            }
            watches.remove(this);
        }
    }
}
