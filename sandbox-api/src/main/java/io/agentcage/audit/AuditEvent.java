package io.agentcage.audit;

import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.net.EgressRecord;
import io.agentcage.ResourceUsage;
import io.agentcage.validation.Diagnostic;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One entry of the audit trail. Every request produces {@link Type#ACCEPTED} or {@link Type#REJECTED}, then (if
 * accepted) {@link Type#STARTED}, and always exactly one {@link Type#FINISHED}.
 *
 * <p>Events identify code by its SHA-256 and a bounded preview; they carry the request's metadata, never its
 * environment values, stdin or file contents.
 *
 * @param type        what happened
 * @param executionId identifier shared by all events of one request
 * @param sessionId   the session the request ran in, if any
 * @param timestamp   when it happened
 * @param backend     the backend's name
 * @param codeSha256  hex SHA-256 of the UTF-8 code
 * @param codePreview the start of the code, at most the configured number of characters
 * @param metadata    the request's metadata
 * @param findings    validator findings (for ACCEPTED: warnings; for REJECTED: all)
 * @param outcome     for FINISHED: the outcome
 * @param limit       for FINISHED: the limit that stopped the code, if any
 * @param duration    for FINISHED: the execution's duration; zero otherwise
 * @param usage       for FINISHED: the resources consumed
 * @param egress      for EGRESS: the request (host, method, path, status, bytes, decision; never a header value or a
 *                    secret); empty otherwise
 */
public record AuditEvent(
        Type type,
        String executionId,
        Optional<String> sessionId,
        Instant timestamp,
        String backend,
        String codeSha256,
        String codePreview,
        Map<String, String> metadata,
        List<Diagnostic> findings,
        Optional<Outcome> outcome,
        Optional<Limit> limit,
        Duration duration,
        ResourceUsage usage,
        Optional<EgressRecord> egress) {

    /** The kind of an audit event. */
    public enum Type {
        /** The validator accepted the code (possibly with warnings). */
        ACCEPTED,
        /** The validator rejected the code; it never ran. */
        REJECTED,
        /** The backend started running the code. */
        STARTED,
        /**
         * The code made a network request, allowed or refused by the network policy ({@link #egress()}); emitted
         * after the execution, before FINISHED, with the time the request was made as its timestamp.
         */
        EGRESS,
        /** The request has its result. */
        FINISHED
    }

    public AuditEvent {
        Objects.requireNonNull(type, "type == null");
        Objects.requireNonNull(executionId, "executionId == null");
        Objects.requireNonNull(sessionId, "sessionId == null");
        Objects.requireNonNull(timestamp, "timestamp == null");
        Objects.requireNonNull(backend, "backend == null");
        Objects.requireNonNull(codeSha256, "codeSha256 == null");
        Objects.requireNonNull(codePreview, "codePreview == null");
        metadata = Map.copyOf(Objects.requireNonNull(metadata, "metadata == null"));
        findings = List.copyOf(Objects.requireNonNull(findings, "findings == null"));
        Objects.requireNonNull(outcome, "outcome == null");
        Objects.requireNonNull(limit, "limit == null");
        Objects.requireNonNull(duration, "duration == null");
        Objects.requireNonNull(usage, "usage == null");
        Objects.requireNonNull(egress, "egress == null");
    }

    /** An event without an egress record (every type but EGRESS; the form before egress events existed). */
    public AuditEvent(Type type, String executionId, Optional<String> sessionId, Instant timestamp, String backend,
                      String codeSha256, String codePreview, Map<String, String> metadata, List<Diagnostic> findings,
                      Optional<Outcome> outcome, Optional<Limit> limit, Duration duration, ResourceUsage usage) {
        this(type, executionId, sessionId, timestamp, backend, codeSha256, codePreview, metadata, findings, outcome,
                limit, duration, usage, Optional.empty());
    }

    /** Hex SHA-256 of the UTF-8 bytes of {@code code}. */
    public static String sha256(String code) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(md.digest(code.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    /** The first {@code maxChars} characters of {@code code}, with {@code …} appended when cut. */
    public static String preview(String code, int maxChars) {
        if (code.length() <= maxChars) {
            return code;
        }
        int end = maxChars;
        if (end > 0 && Character.isHighSurrogate(code.charAt(end - 1))) {
            end--;
        }
        return code.substring(0, end) + "…";
    }
}
