package io.agentcage.interpreter.internal.run;

import io.agentcage.egress.internal.EgressException;
import io.agentcage.egress.internal.EgressGateway;
import io.agentcage.egress.internal.EgressSession;
import io.agentcage.egress.internal.HttpExchange;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Network;
import io.agentcage.net.EgressRecord;
import io.agentcage.net.NetworkPolicy;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The network of one execution over the executor's egress gateway: the policy narrowed by the request's, fresh
 * budgets and records. The egress session is opened by the first request only, so an execution that makes none
 * costs nothing; {@link #close()} ends it and {@link #records()} are the execution's egress records.
 */
final class EgressBridge implements Network, AutoCloseable {
    private final EgressGateway gateway;
    private final Optional<NetworkPolicy> requested;
    private EgressSession session;
    private List<EgressRecord> records = List.of();

    EgressBridge(EgressGateway gateway, Optional<NetworkPolicy> requested) {
        this.gateway = gateway;
        this.requested = requested;
    }

    @Override
    public Reply fetch(Interp in, String method, String url, List<Map.Entry<String, String>> headers, byte[] body,
                       double timeoutSeconds) {
        in.checkTime();
        if (session == null) {
            session = gateway.open(requested);
        }
        long remaining = in.nanosLeft();
        Duration limit = Duration.ofNanos(Math.max(1, remaining));
        if (timeoutSeconds > 0 && timeoutSeconds * 1e9 < remaining) {
            limit = Duration.ofNanos(Math.max(1, (long) (timeoutSeconds * 1e9)));
        }
        long[] kept = {0};
        try {
            HttpExchange.Reply r = session.exchange(new HttpExchange.Call(method, url, headers, body, limit), n -> {
                kept[0] += n;
                in.reserveMemory(kept[0]);
            });
            return new Reply(r.status(), r.reason(), r.headers(), r.body());
        } catch (EgressException e) {
            if (e.refused() && !session.policy().allowsAnyHost()) {
                throw new Failure(Failure.Kind.REFUSED, NO_NETWORK);
            }
            Failure.Kind kind = e.refused() ? Failure.Kind.REFUSED : e.status() == 504 ? Failure.Kind.TIMEOUT
                    : Failure.Kind.FAILED;
            throw new Failure(kind, e.getMessage());
        }
    }

    @Override
    public String policy() {
        return requested.map(gateway.policy()::narrowedBy).orElse(gateway.policy()).describe();
    }

    /** The records of the requests made, in order; empty when none was. */
    List<EgressRecord> records() {
        return session == null ? records : session.records();
    }

    @Override
    public void close() {
        if (session != null) {
            session.close();
            records = session.records();
        }
    }
}
