package io.agentcage.runner.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The framing of the runner protocol on the container's stdin/stdout: one JSON object per line (JSON escapes every
 * newline inside strings, so a line is a frame), each carrying {@code "v"} (the protocol version) and
 * {@code "type"}. The Python side is {@code docker/python/runner/protocol.py}; see ADR 0002.
 */
public final class RunnerProtocol {
    /** The protocol version both sides speak. */
    public static final int VERSION = 1;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private RunnerProtocol() {
    }

    /** A new message of the given type. */
    public static ObjectNode message(String type) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("v", VERSION);
        node.put("type", type);
        return node;
    }

    /** One frame: the message as compact UTF-8 JSON and a newline. */
    public static byte[] encode(ObjectNode message) {
        if (!message.path("type").isTextual()) {
            throw new IllegalArgumentException("a message needs a \"type\"");
        }
        message.put("v", VERSION);
        try {
            byte[] json = MAPPER.writeValueAsBytes(message);
            byte[] frame = new byte[json.length + 1];
            System.arraycopy(json, 0, frame, 0, json.length);
            frame[json.length] = '\n';
            return frame;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot encode runner message: " + e.getMessage(), e);
        }
    }

    /**
     * Decodes one frame (without its newline).
     *
     * @throws IOException if it is not a JSON object of this protocol version
     */
    public static ObjectNode decode(byte[] line, int offset, int length) throws IOException {
        JsonNode node;
        try {
            node = MAPPER.readTree(line, offset, length);
        } catch (JsonProcessingException e) {
            throw new IOException("malformed runner message: " + e.getOriginalMessage() + " in '"
                    + preview(line, offset, length) + "'", e);
        }
        if (node == null || !node.isObject()) {
            throw new IOException("a runner message must be a JSON object, got '" + preview(line, offset, length)
                    + "'");
        }
        int version = node.path("v").asInt(-1);
        if (version != VERSION) {
            throw new IOException("the sandbox runner speaks protocol version " + version + ", this library "
                    + VERSION + "; rebuild the image with scripts/build-image.sh");
        }
        if (!node.path("type").isTextual()) {
            throw new IOException("a runner message has no \"type\": '" + preview(line, offset, length) + "'");
        }
        return (ObjectNode) node;
    }

    private static String preview(byte[] line, int offset, int length) {
        return new String(line, offset, Math.min(length, 200), StandardCharsets.UTF_8);
    }
}
