package io.agentcage.json;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.audit.AuditEvent;

/** The JSON-lines form of {@link AuditEvent} (documented in {@code docs/result-json.md}, "Audit event"). */
public final class AuditJson {

    private AuditJson() {
    }

    /** One event as a single line of JSON (no line breaks). */
    public static String toJsonLine(AuditEvent e) {
        ObjectNode o = ResultJson.MAPPER.createObjectNode();
        o.put("version", ResultJson.VERSION);
        o.put("type", e.type().name());
        o.put("executionId", e.executionId());
        o.put("sessionId", e.sessionId().orElse(null));
        o.put("timestamp", e.timestamp().toString());
        o.put("backend", e.backend());
        o.put("codeSha256", e.codeSha256());
        o.put("codePreview", e.codePreview());
        ObjectNode md = o.putObject("metadata");
        e.metadata().entrySet().stream().sorted(java.util.Map.Entry.comparingByKey())
                .forEach(en -> md.put(en.getKey(), en.getValue()));
        o.set("findings", ResultJson.diagnosticsTree(e.findings()));
        o.put("outcome", e.outcome().map(Enum::name).orElse(null));
        o.put("limit", e.limit().map(Enum::name).orElse(null));
        o.put("durationMillis", e.duration().toNanos() / 1_000_000.0);
        o.set("usage", ResultJson.usageTree(e.usage()));
        if (e.egress().isPresent()) {
            o.set("egress", ResultJson.egressTree(e.egress().get()));
        }
        return ResultJson.write(o, false);
    }
}
