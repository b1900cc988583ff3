package io.agentcage.cli.mcp;

import io.agentcage.ExecutionResult;
import io.agentcage.PythonError;
import io.agentcage.SandboxFile;
import io.agentcage.text.ModelText;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The MCP results of the code tools: the model text ({@link ModelText}) as text content, the same facts as
 * {@code structuredContent} conforming to {@link #OUTPUT_SCHEMA}, and the files the code wrote as content: images as
 * image content, other files as embedded resources (text or base64 blob), each at most {@link #MAX_FILE_BYTES} and
 * together at most {@link #MAX_FILES_BYTES}; the structured {@code files} list names every file, sent or not.
 */
final class ToolResults {

    /** Largest file sent as content: 1 MiB. */
    static final int MAX_FILE_BYTES = 1 << 20;
    /** Most bytes of files sent as content in one result: 4 MiB. */
    static final int MAX_FILES_BYTES = 4 << 20;
    /** The URI scheme of embedded files: {@code agentcage://files/PATH}. */
    static final String FILE_URI = "agentcage://files/";

    private static final Set<String> IMAGE_TYPES = Set.of("image/png", "image/jpeg", "image/gif", "image/webp");

    private static final Map<String, Object> NULLABLE_STRING = Map.of("type", List.of("string", "null"));

    /** The JSON schema of {@code structuredContent}: outcome, stdout, stderr, value, error, files, message. */
    static final Map<String, Object> OUTPUT_SCHEMA = outputSchema();

    private ToolResults() {
    }

    private static Map<String, Object> outputSchema() {
        Map<String, Object> props = new LinkedHashMap<>();
        props.put("outcome", Map.of("type", "string", "description", "SUCCESS, PYTHON_ERROR, TIMEOUT, "
                + "LIMIT_EXCEEDED, REJECTED, CANCELLED, SANDBOX_FAILURE, ...; TOOL_ERROR when the call was refused"));
        props.put("stdout", Map.of("type", "string"));
        props.put("stderr", Map.of("type", "string"));
        props.put("value", NULLABLE_STRING);
        props.put("error", Map.of("type", List.of("object", "null"), "properties", Map.of(
                "type", Map.of("type", "string"), "message", Map.of("type", "string"),
                "line", Map.of("type", "integer"), "traceback", Map.of("type", "string"))));
        props.put("files", Map.of("type", "array", "items", Map.of("type", "object", "properties", Map.of(
                "path", Map.of("type", "string"), "media_type", Map.of("type", "string"),
                "size", Map.of("type", "integer"), "uri", NULLABLE_STRING))));
        props.put("message", Map.of("type", "string"));
        return Map.of("type", "object", "properties", props,
                "required", List.of("outcome", "stdout", "stderr", "value", "error", "files", "message"));
    }

    /** The result of an execution; text parts capped at {@code maxChars} each. */
    static McpSchema.CallToolResult of(ExecutionResult result, int maxChars) {
        McpSchema.CallToolResult.Builder b = McpSchema.CallToolResult.builder()
                .addTextContent(ModelText.render(result, maxChars)).isError(!result.isSuccess());
        List<Map<String, Object>> files = new ArrayList<>();
        long budget = MAX_FILES_BYTES;
        for (SandboxFile f : result.files()) {
            boolean sent = f.size() <= MAX_FILE_BYTES && f.size() <= budget;
            if (sent) {
                budget -= f.size();
                b.addContent(content(f));
            }
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("path", f.path());
            entry.put("media_type", f.mediaType());
            entry.put("size", f.size());
            entry.put("uri", sent ? FILE_URI + f.path() : null);
            files.add(entry);
        }
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("outcome", result.outcome().name());
        s.put("stdout", cap(result.stdout(), maxChars));
        s.put("stderr", cap(result.stderr(), maxChars));
        s.put("value", result.value().map(v -> cap(v, maxChars)).orElse(null));
        s.put("error", result.error().map(e -> error(e, maxChars)).orElse(null));
        s.put("files", files);
        s.put("message", cap(result.message(), maxChars));
        return b.structuredContent(s).build();
    }

    /** A refused call (bad arguments, unknown session): the text, and the same as structured content. */
    static McpSchema.CallToolResult refused(String text) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("outcome", "TOOL_ERROR");
        s.put("stdout", "");
        s.put("stderr", "");
        s.put("value", null);
        s.put("error", null);
        s.put("files", List.of());
        s.put("message", text);
        return McpSchema.CallToolResult.builder().addTextContent(text).structuredContent(s).isError(true).build();
    }

    private static Map<String, Object> error(PythonError e, int maxChars) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", e.type());
        m.put("message", cap(e.message(), maxChars));
        m.put("line", e.line());
        m.put("traceback", cap(e.formatted(), maxChars));
        return m;
    }

    private static McpSchema.Content content(SandboxFile f) {
        String base64 = Base64.getEncoder().encodeToString(f.content());
        if (IMAGE_TYPES.contains(f.mediaType())) {
            return new McpSchema.ImageContent(null, base64, f.mediaType());
        }
        String uri = FILE_URI + f.path();
        if (isText(f)) {
            return new McpSchema.EmbeddedResource(null, new McpSchema.TextResourceContents(uri, f.mediaType(),
                    new String(f.content(), StandardCharsets.UTF_8)));
        }
        return new McpSchema.EmbeddedResource(null, new McpSchema.BlobResourceContents(uri, f.mediaType(), base64));
    }

    private static boolean isText(SandboxFile f) {
        String t = f.mediaType();
        return t.startsWith("text/") || t.equals("application/json") || t.endsWith("+json") || t.endsWith("+xml")
                || t.equals("application/xml");
    }

    private static String cap(String s, int maxChars) {
        return s.length() <= maxChars ? s : s.substring(0, maxChars) + "\n[... " + (s.length() - maxChars)
                + " more characters not shown]";
    }
}
