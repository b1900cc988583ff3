package io.agentcage.cli.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Sessions a model forgets to close are closed after {@code --session-idle}; used ones stay open. */
class McpSessionIdleTest {

    private static String text(McpSchema.CallToolResult r) {
        return r.content().stream().filter(c -> c instanceof McpSchema.TextContent)
                .map(c -> ((McpSchema.TextContent) c).text()).collect(Collectors.joining("\n"));
    }

    @Test
    void should_close_a_session_left_idle_and_keep_one_in_use_when_session_idle_is_set() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ServerParameters params = ServerParameters.builder(java)
                .args("-cp", System.getProperty("java.class.path"), "io.agentcage.cli.Main", "mcp",
                        "--session-idle", "1500ms", "--max-sessions", "2")
                .build();
        McpSyncClient client = McpClient.sync(new StdioClientTransport(params, McpJsonDefaults.getMapper()))
                .requestTimeout(Duration.ofSeconds(30)).initializationTimeout(Duration.ofSeconds(30)).build();
        try {
            client.initialize();
            String used = text(client.callTool(new McpSchema.CallToolRequest("open_session", Map.of()))).strip();
            String idle = text(client.callTool(new McpSchema.CallToolRequest("open_session", Map.of()))).strip();
            client.callTool(new McpSchema.CallToolRequest("execute_in_session",
                    Map.of("session_id", used, "code", "n = 0")));
            for (int i = 0; i < 8; i++) {   // 4 s of use, well past the idle time
                Thread.sleep(500);
                McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest("execute_in_session",
                        Map.of("session_id", used, "code", "n += 1\nn")));
                assertThat(r.isError()).as(text(r)).isFalse();
            }
            McpSchema.CallToolResult gone = client.callTool(new McpSchema.CallToolRequest("execute_in_session",
                    Map.of("session_id", idle, "code", "1")));
            assertThat(gone.isError()).isTrue();
            assertThat(text(gone)).contains("was closed after 1500 ms without use")
                    .contains("call open_session");
            McpSchema.CallToolResult again = client.callTool(new McpSchema.CallToolRequest("open_session",
                    Map.of()));
            assertThat(again.isError()).as("the expired session freed its slot").isFalse();
            assertThat(text(client.callTool(new McpSchema.CallToolRequest("execute_in_session",
                    Map.of("session_id", used, "code", "n"))))).contains("--- value ---\n8");
        } finally {
            client.closeGracefully();
        }
    }
}
