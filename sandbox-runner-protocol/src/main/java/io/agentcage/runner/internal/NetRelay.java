package io.agentcage.runner.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.egress.internal.EgressGateway;
import io.agentcage.egress.internal.EgressSession;
import io.agentcage.net.EgressRecord;
import java.io.IOException;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The host end of the runner's egress relay for one execution (runner feature {@value #FEATURE}, ADR 0055): every
 * connection guest code opens to {@code 127.0.0.1:3128} inside the sandbox arrives as {@code net} frames of the
 * execution, becomes a {@link RelayedConnection} and is served by the executor's egress proxy
 * ({@link EgressSession#serve}) on one of its threads. The relay in the sandbox decides nothing; every check is the
 * proxy's. {@link #accept} is called on the thread that waits for the execution's result and never blocks;
 * {@link #close()} ends every connection and returns the execution's egress records.
 */
public final class NetRelay implements Consumer<JsonNode>, AutoCloseable {
    /** The runner feature of a relay of guest connections to the host's egress proxy. */
    public static final String FEATURE = "net";
    /** Bytes in flight per connection and direction before the sender waits for an acknowledgement: 256 KiB. */
    public static final int WINDOW = 256 << 10;
    /** Most connections one execution may have open through the relay at once, past the proxy's own cap: 64. */
    static final int MAX_CONNECTIONS = 64;

    /** Sends a message to the runner (thread-safe: called from connection threads). */
    @FunctionalInterface
    public interface Sender {
        void send(ObjectNode message) throws IOException;
    }

    private final EgressGateway gateway;
    private final EgressSession session;
    private final Sender sender;
    private final long execId;
    /** Hang guard for the connection threads to finish after the execution: 10 seconds. */
    static final java.time.Duration FINISH_WAIT = java.time.Duration.ofSeconds(10);

    private final Map<Long, RelayedConnection> connections = new ConcurrentHashMap<>();
    private final Object served = new Object();
    private int serving;

    private NetRelay(EgressGateway gateway, EgressSession session, Sender sender, long execId) {
        this.gateway = gateway;
        this.session = session;
        this.sender = sender;
        this.execId = execId;
    }

    /**
     * Opens the egress of an execution whose request asked for {@code requested} (narrowing the gateway's policy),
     * and describes it in the {@code exec} message: the {@code egress} field that makes the runner listen, with
     * the certificate of the executor's CA (never its key) for the guest's trust. Returns empty (and leaves the
     * message alone) when the policy in force allows no host.
     */
    public static Optional<Opened> open(EgressGateway gateway, Optional<io.agentcage.net.NetworkPolicy> requested,
                                        ObjectNode exec) {
        if (!gateway.enabled()) {
            return Optional.empty();
        }
        EgressSession session = gateway.open(requested);
        if (!session.policy().allowsAnyHost()) {
            session.close();
            return Optional.empty();
        }
        ObjectNode egress = exec.putObject("egress");
        gateway.caCertificatePem().ifPresent(pem -> egress.put("ca", pem));
        return Optional.of(new Opened(gateway, session));
    }

    /** An execution's egress session, waiting for the id of its {@code exec} to relay its frames. */
    public static final class Opened implements AutoCloseable {
        private final EgressGateway gateway;
        private final EgressSession session;
        private NetRelay relay;

        private Opened(EgressGateway gateway, EgressSession session) {
            this.gateway = gateway;
            this.session = session;
        }

        /** The handler of the {@code net} frames of the exec with id {@code execId}, its answers through {@code sender}. */
        public NetRelay relay(Sender sender, long execId) {
            relay = new NetRelay(gateway, session, sender, execId);
            return relay;
        }

        /**
         * Ends every connection and waits for the threads that served them to finish their records (at most
         * {@link #FINISH_WAIT}: they end at once, the session having closed their streams); the execution's
         * records, in order. Idempotent.
         */
        public List<EgressRecord> finish() {
            if (relay != null) {
                relay.close();
            }
            session.close();
            if (relay != null) {
                relay.awaitServed(FINISH_WAIT);
            }
            return session.records();
        }

        @Override
        public void close() {
            finish();
        }
    }

    @Override
    public void accept(JsonNode frame) {
        long conn = frame.path("conn").asLong(-1);
        String op = frame.path("op").asText("");
        if ("open".equals(op)) {
            open(conn);
            return;
        }
        RelayedConnection c = connections.get(conn);
        if (c == null) {
            return;   // closed already
        }
        switch (op) {
            case "data":
                byte[] data;
                try {
                    data = Base64.getDecoder().decode(frame.path("data").asText(""));
                } catch (IllegalArgumentException e) {
                    drop(conn, c);
                    return;
                }
                if (!c.received(data)) {
                    drop(conn, c);
                }
                break;
            case "eof":
                c.guestEof();
                break;
            case "ack":
                c.acknowledged(Math.max(0, frame.path("n").asLong(0)));
                break;
            case "close":
                connections.remove(conn);
                c.closedByRunner();
                break;
            default:
                break;   // a newer runner's operation: ignored
        }
    }

    private void open(long conn) {
        if (conn < 0 || connections.containsKey(conn) || connections.size() >= MAX_CONNECTIONS) {
            sendQuietly(conn, "close", null, 0);
            return;
        }
        RelayedConnection c = new RelayedConnection((op, data, n) -> send(conn, op, data, n));
        connections.put(conn, c);
        synchronized (served) {
            serving++;
        }
        boolean started = gateway.submit(() -> {
            try {
                session.serve(c);
            } finally {
                connections.remove(conn);
                doneServing();
            }
        });
        if (!started) {
            connections.remove(conn);
            c.close();
            doneServing();
        }
    }

    private void doneServing() {
        synchronized (served) {
            serving--;
            served.notifyAll();
        }
    }

    /** Waits until no connection of the execution is being served (its record written), at most {@code limit}. */
    void awaitServed(java.time.Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        synchronized (served) {
            while (serving > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return;
                }
                try {
                    java.util.concurrent.TimeUnit.NANOSECONDS.timedWait(served, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private void drop(long conn, RelayedConnection c) {
        connections.remove(conn);
        c.close();
    }

    private void send(long conn, String op, byte[] data, long n) throws IOException {
        ObjectNode m = RunnerProtocol.message("net").put("id", execId).put("conn", conn).put("op", op);
        if (data != null) {
            m.put("data", Base64.getEncoder().encodeToString(data));
        }
        if ("ack".equals(op)) {
            m.put("n", n);
        }
        sender.send(m);
    }

    private void sendQuietly(long conn, String op, byte[] data, long n) {
        try {
            send(conn, op, data, n);
        } catch (IOException | RuntimeException ignored) {
            // the sandbox is gone
        }
    }

    /** Closes every connection still open. Idempotent. */
    @Override
    public void close() {
        for (Map.Entry<Long, RelayedConnection> e : connections.entrySet()) {
            e.getValue().closedByRunner();
        }
        connections.clear();
    }
}
