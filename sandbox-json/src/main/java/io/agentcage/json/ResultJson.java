package io.agentcage.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.PythonError;
import io.agentcage.ResourceUsage;
import io.agentcage.SandboxFile;
import io.agentcage.TraceFrame;
import io.agentcage.net.EgressRecord;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.Severity;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * The stable JSON form of {@link ExecutionResult} (format version 1, documented in {@code docs/result-json.md}).
 * Jackson is this module's dependency, not the API's, and no Jackson type appears in its public signatures.
 *
 * <p>Fields are written in a fixed order; absent optional values are {@code null}; file contents are base64.
 * Readers ignore unknown fields, so later versions may add fields without breaking them.
 */
public final class ResultJson {

    /** The format version written in the {@code "version"} field. */
    public static final int VERSION = 1;

    static final ObjectMapper MAPPER = new ObjectMapper();

    private ResultJson() {
    }

    /** The result as a compact JSON string. */
    public static String toJson(ExecutionResult r) {
        return write(toTree(r), false);
    }

    /** The result as indented JSON. */
    public static String toPrettyJson(ExecutionResult r) {
        return write(toTree(r), true);
    }

    /** The result as a Jackson tree (not public: the JSON text is the stable form, Jackson's types are not API). */
    static ObjectNode toTree(ExecutionResult r) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("version", VERSION);
        o.put("outcome", r.outcome().name());
        o.put("limitExceeded", r.limitExceeded().map(Enum::name).orElse(null));
        o.put("stdout", r.stdout());
        o.put("stdoutTruncated", r.stdoutTruncated());
        o.put("stderr", r.stderr());
        o.put("stderrTruncated", r.stderrTruncated());
        o.put("value", r.value().orElse(null));
        if (r.error().isPresent()) {
            o.set("error", errorTree(r.error().get()));
        } else {
            o.putNull("error");
        }
        ArrayNode files = o.putArray("files");
        for (SandboxFile f : r.files()) {
            ObjectNode fo = files.addObject();
            fo.put("path", f.path());
            fo.put("mediaType", f.mediaType());
            fo.put("size", f.size());
            fo.put("contentBase64", Base64.getEncoder().encodeToString(f.content()));
        }
        o.put("durationMillis", r.duration().toNanos() / 1_000_000.0);
        o.set("usage", usageTree(r.usage()));
        o.set("diagnostics", diagnosticsTree(r.diagnostics()));
        o.put("message", r.message());
        o.put("sessionStateLost", r.sessionStateLost());
        if (r.suspension().isPresent()) {
            ObjectNode so = o.putObject("suspension");
            ArrayNode calls = so.putArray("pendingCalls");
            for (io.agentcage.host.PendingCall c : r.suspension().get().pendingCalls()) {
                ObjectNode co = calls.addObject();
                co.put("id", c.id());
                co.put("function", c.function());
                co.set("arguments", MAPPER.valueToTree(c.arguments()));
            }
            so.put("snapshotBase64", Base64.getEncoder().encodeToString(r.suspension().get().snapshot()));
        } else {
            o.putNull("suspension");
        }
        ArrayNode egress = o.putArray("egress");
        r.egress().forEach(e -> egress.add(egressTree(e)));
        return o;
    }

    /** One network request as JSON (never a header value or a secret: the record holds none). */
    static ObjectNode egressTree(EgressRecord e) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("timestamp", e.timestamp().toString());
        o.put("decision", e.decision().name());
        o.put("method", e.method());
        o.put("scheme", e.scheme());
        o.put("host", e.host());
        o.put("port", e.port());
        o.put("path", e.path());
        o.put("status", e.status());
        o.put("bytesOut", e.bytesOut());
        o.put("bytesIn", e.bytesIn());
        o.put("durationMillis", e.duration().toNanos() / 1_000_000.0);
        o.put("inspected", e.inspected());
        o.put("reason", e.reason());
        return o;
    }

    static EgressRecord egressFrom(JsonNode e) {
        return new EgressRecord(java.time.Instant.parse(text(e, "timestamp")),
                EgressRecord.Decision.valueOf(text(e, "decision")), text(e, "method"), text(e, "scheme"),
                text(e, "host"), e.path("port").asInt(0), text(e, "path"), e.path("status").asInt(0),
                e.path("bytesOut").asLong(0), e.path("bytesIn").asLong(0),
                Duration.ofNanos(Math.round(e.path("durationMillis").asDouble(0) * 1_000_000)),
                e.path("inspected").asBoolean(false), text(e, "reason"));
    }

    /**
     * Parses the JSON form back into a result.
     *
     * @throws IllegalArgumentException naming the field that is missing or malformed
     */
    public static ExecutionResult fromJson(String json) {
        JsonNode o;
        try {
            o = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not valid JSON: " + e.getOriginalMessage(), e);
        }
        if (o == null || !o.isObject()) {
            throw new IllegalArgumentException("an execution result must be a JSON object");
        }
        ExecutionResult.Builder b = ExecutionResult.builder(Outcome.valueOf(text(o, "outcome")));
        String limit = optText(o, "limitExceeded");
        if (limit != null) {
            b.limitExceeded(Limit.valueOf(limit));
        }
        b.stdout(text(o, "stdout"), o.path("stdoutTruncated").asBoolean(false));
        b.stderr(text(o, "stderr"), o.path("stderrTruncated").asBoolean(false));
        b.value(optText(o, "value"));
        JsonNode err = o.path("error");
        if (err.isObject()) {
            b.error(errorFrom(err));
        }
        for (JsonNode f : o.path("files")) {
            b.file(new SandboxFile(text(f, "path"), text(f, "mediaType"),
                    Base64.getDecoder().decode(text(f, "contentBase64"))));
        }
        b.duration(Duration.ofNanos(Math.round(o.path("durationMillis").asDouble(0) * 1_000_000)));
        JsonNode u = o.path("usage");
        b.usage(new ResourceUsage(u.path("steps").asLong(ResourceUsage.UNKNOWN),
                u.path("peakMemoryBytes").asLong(ResourceUsage.UNKNOWN), u.path("hostCalls").asLong(0),
                u.path("outputBytes").asLong(0)));
        b.diagnostics(diagnosticsFrom(o.path("diagnostics")));
        b.message(o.path("message").asText(""));
        b.sessionStateLost(o.path("sessionStateLost").asBoolean(false));
        JsonNode susp = o.path("suspension");
        if (susp.isObject()) {
            java.util.List<io.agentcage.host.PendingCall> calls = new java.util.ArrayList<>();
            for (JsonNode c : susp.path("pendingCalls")) {
                @SuppressWarnings("unchecked")
                java.util.Map<String, Object> args = MAPPER.convertValue(c.path("arguments"), java.util.Map.class);
                calls.add(new io.agentcage.host.PendingCall(text(c, "id"), text(c, "function"),
                        args == null ? java.util.Map.of() : args));
            }
            b.suspension(new io.agentcage.Suspension(calls, Base64.getDecoder().decode(text(susp,
                    "snapshotBase64"))));
        }
        List<EgressRecord> egress = new ArrayList<>();
        for (JsonNode e : o.path("egress")) {
            egress.add(egressFrom(e));
        }
        b.egress(egress);
        return b.build();
    }

    static ObjectNode errorTree(PythonError e) {
        ObjectNode eo = MAPPER.createObjectNode();
        eo.put("type", e.type());
        eo.put("message", e.message());
        ArrayNode frames = eo.putArray("traceback");
        for (TraceFrame t : e.traceback()) {
            ObjectNode to = frames.addObject();
            to.put("file", t.file());
            to.put("line", t.line());
            to.put("function", t.function());
            to.put("sourceLine", t.sourceLine());
        }
        eo.put("formatted", e.formatted());
        return eo;
    }

    static PythonError errorFrom(JsonNode err) {
        List<TraceFrame> frames = new ArrayList<>();
        for (JsonNode t : err.path("traceback")) {
            frames.add(new TraceFrame(text(t, "file"), t.path("line").asInt(0), text(t, "function"),
                    t.path("sourceLine").asText("")));
        }
        return new PythonError(text(err, "type"), err.path("message").asText(""), frames,
                err.path("formatted").asText(""));
    }

    static ObjectNode usageTree(ResourceUsage u) {
        ObjectNode uo = MAPPER.createObjectNode();
        uo.put("steps", u.steps());
        uo.put("peakMemoryBytes", u.peakMemoryBytes());
        uo.put("hostCalls", u.hostCalls());
        uo.put("outputBytes", u.outputBytes());
        return uo;
    }

    /** A list of diagnostics as a compact JSON array (the form {@code agentcage check --json} prints). */
    public static String diagnosticsJson(List<Diagnostic> diagnostics) {
        return write(diagnosticsTree(diagnostics), false);
    }

    static ArrayNode diagnosticsTree(List<Diagnostic> diagnostics) {
        ArrayNode arr = MAPPER.createArrayNode();
        for (Diagnostic d : diagnostics) {
            ObjectNode dn = arr.addObject();
            dn.put("ruleId", d.ruleId());
            dn.put("severity", d.severity().name());
            dn.put("message", d.message());
            dn.put("line", d.line());
            dn.put("column", d.column());
            dn.put("fixHint", d.fixHint());
            dn.put("endLine", d.endLine());
            dn.put("endColumn", d.endColumn());
        }
        return arr;
    }

    static List<Diagnostic> diagnosticsFrom(JsonNode arr) {
        List<Diagnostic> out = new ArrayList<>();
        for (JsonNode d : arr) {
            out.add(new Diagnostic(text(d, "ruleId"), Severity.valueOf(text(d, "severity")), text(d, "message"),
                    d.path("line").asInt(0), d.path("column").asInt(0), d.path("fixHint").asText(""),
                    d.path("endLine").asInt(0), d.path("endColumn").asInt(0)));
        }
        return out;
    }

    static String text(JsonNode o, String field) {
        JsonNode n = o.get(field);
        if (n == null || !n.isTextual()) {
            throw new IllegalArgumentException("field '" + field + "' is missing or not a string");
        }
        return n.asText();
    }

    static String optText(JsonNode o, String field) {
        JsonNode n = o.get(field);
        return n == null || n.isNull() ? null : n.asText();
    }

    static String write(JsonNode node, boolean pretty) {
        try {
            return pretty ? MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(node)
                    : MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialise JSON tree", e);
        }
    }
}
