package io.agentcage.cli.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.CancellationToken;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The tool calls running now, by MCP client and JSON-RPC request id, so that a client's
 * {@code notifications/cancelled} stops its execution (outcome CANCELLED).
 *
 * <p>The MCP Java SDK (2.1.0) neither hands a tool handler its request id nor lets a server handle
 * {@code notifications/cancelled}, so the transports pass every incoming message through {@link #tap}: it copies
 * the id of a {@code tools/call} into the call's {@code _meta} under {@link #REQUEST_ID}, where the handler finds
 * it, and cancels the call a {@code notifications/cancelled} names. A client only ever cancels its own calls.
 * Thread-safe.
 */
final class RunningCalls {

    /** The {@code _meta} key of a call's request id. */
    static final String REQUEST_ID = "io.agentcage/requestId";

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, CancellationToken> running = new ConcurrentHashMap<>();

    /** Registers a call of {@code client} under its request id (from {@code _meta}); null when there is none. */
    CancellationToken start(String client, Object requestId) {
        if (requestId == null) {
            return null;
        }
        CancellationToken token = CancellationToken.create();
        running.put(key(client, requestId.toString()), token);
        return token;
    }

    /** The call ended. */
    void end(String client, Object requestId) {
        if (requestId != null) {
            running.remove(key(client, requestId.toString()));
        }
    }

    /** Cancels the running call {@code requestId} of {@code client}; whether there was one. */
    boolean cancel(String client, String requestId) {
        CancellationToken token = running.get(key(client, requestId));
        return token != null && token.cancel();
    }

    private static String key(String client, String requestId) {
        return client + "\u0000" + requestId;
    }

    /**
     * Looks at one message from {@code client} (null when the transport knows the client only later, stdio's single
     * client): returns it with the request id copied into a {@code tools/call}'s {@code _meta}, and cancels the call
     * named by a {@code notifications/cancelled}. Anything else, and anything that does not parse, passes unchanged
     * (the SDK reports it).
     */
    String tap(String client, String message) {
        if (!message.contains("tools/call") && !message.contains("notifications/cancelled")) {
            return message;
        }
        JsonNode node;
        try {
            node = JSON.readTree(message);
        } catch (Exception e) {
            return message;
        }
        if (!(node instanceof ObjectNode msg)) {
            return message;
        }
        String method = msg.path("method").asText("");
        if (method.equals("notifications/cancelled")) {
            String id = msg.path("params").path("requestId").asText(null);
            if (id != null) {
                cancelAnyClient(client, id);
            }
            return message;
        }
        if (method.equals("tools/call") && msg.hasNonNull("id") && msg.get("params") instanceof ObjectNode params) {
            JsonNode meta = params.get("_meta");
            ObjectNode m = meta instanceof ObjectNode o ? o : params.putObject("_meta");
            m.put(REQUEST_ID, msg.get("id").asText());
            return msg.toString();
        }
        return message;
    }

    private void cancelAnyClient(String client, String requestId) {
        if (client != null) {
            cancel(client, requestId);
            return;
        }
        // stdio: one client, whose id the SDK chose
        String suffix = "\u0000" + requestId;
        running.forEach((k, token) -> {
            if (k.endsWith(suffix)) {
                token.cancel();
            }
        });
    }
}
