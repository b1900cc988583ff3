package io.agentcage.cli.mcp;

import io.agentcage.OutputChunk;
import io.agentcage.OutputListener;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.Locale;
import java.util.Map;

/**
 * Sends a running call's output to its MCP client as progress notifications: one per chunk, the text as the
 * notification's {@code message}, the stream ({@code stdout}, {@code stderr}) and any dropped count in its
 * {@code _meta}, and the progress a count of chunks (it must increase; no total is known). Used only when the client
 * sent a {@code progressToken}. Called by the backend's delivery thread, never the code's: a slow client only makes
 * chunks merge or drop (see {@link OutputListener}).
 */
final class ProgressOutput implements OutputListener {

    private final McpSyncServerExchange exchange;
    private final Object token;
    private long sent;

    ProgressOutput(McpSyncServerExchange exchange, Object token) {
        this.exchange = exchange;
        this.token = token;
    }

    @Override
    public void onOutput(OutputChunk chunk) {
        sent++;
        Map<String, Object> meta = chunk.isDropMarker()
                ? Map.of("stream", name(chunk), "droppedChars", chunk.droppedChars())
                : Map.of("stream", name(chunk));
        exchange.progressNotification(new McpSchema.ProgressNotification(token, (double) sent, null, chunk.text(),
                meta));
    }

    private static String name(OutputChunk chunk) {
        return chunk.stream().name().toLowerCase(Locale.ROOT);
    }
}
