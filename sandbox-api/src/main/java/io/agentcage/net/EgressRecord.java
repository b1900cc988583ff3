package io.agentcage.net;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * One request guest code made to the network, allowed or refused, as the host saw it: it goes into the execution's
 * result ({@code ExecutionResult.egress}) and, through a {@code GuardedExecutor}, into the audit trail as an
 * {@code EGRESS} event. It never holds header values, bodies or secrets.
 *
 * @param timestamp when the request reached the host
 * @param decision  whether it was allowed out
 * @param method    the HTTP method; {@code CONNECT} for an opaque HTTPS tunnel
 * @param scheme    {@code http} or {@code https}
 * @param host      the host as the guest named it (cut to 255 characters)
 * @param port      the port, or 0 when the request named none that could be read
 * @param path      the path without its query (a {@code ?} is kept as a sign that one was there), cut to 512
 *                  characters; empty for a tunnel
 * @param status    the upstream's HTTP status; 0 when no response came (refused, failed, or a tunnel)
 * @param bytesOut  bytes sent upstream for this request, head included
 * @param bytesIn   bytes received from upstream for this request, head included
 * @param duration  from the request's arrival to its end
 * @param inspected whether the host saw the request in clear (plain HTTP, or HTTPS decrypted for an inspected rule)
 * @param reason    why it was refused or failed; empty for a request that completed
 */
public record EgressRecord(Instant timestamp, Decision decision, String method, String scheme, String host, int port,
                           String path, int status, long bytesOut, long bytesIn, Duration duration,
                           boolean inspected, String reason) {

    /** Whether a request was let out. */
    public enum Decision {
        /** The policy allowed it (it may still have failed upstream: see {@link #reason()}). */
        ALLOWED,
        /** The policy refused it; nothing was sent for it. */
        REFUSED
    }

    public EgressRecord {
        Objects.requireNonNull(timestamp, "timestamp == null");
        Objects.requireNonNull(decision, "decision == null");
        method = cut(Objects.requireNonNull(method, "method == null"), 32);
        Objects.requireNonNull(scheme, "scheme == null");
        host = cut(Objects.requireNonNull(host, "host == null"), 255);
        path = cut(Objects.requireNonNull(path, "path == null"), 512);
        Objects.requireNonNull(duration, "duration == null");
        reason = cut(Objects.requireNonNull(reason, "reason == null"), 1024);
    }

    private static String cut(String s, int max) {
        String printable = s.replaceAll("\\p{Cntrl}", "?");
        return printable.length() <= max ? printable : printable.substring(0, max) + "…";
    }
}
