package io.agentcage.cli.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.interpreter.InterpreterExecutor;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The MCP tools carry annotations (closed world, not destructive) and take a per-call timeout within the server's. */
@Timeout(120)
class McpToolHintsTest {

    private InterpreterExecutor executor;
    private SandboxMcpServer server;
    private McpSyncClient client;

    @BeforeEach
    void connect() {
        // a step budget the 0.5 s deadline always meets first (compiled loops run 100 M steps in about a second)
        executor = InterpreterExecutor.builder()
                .limits(io.agentcage.ExecutionLimits.builder().maxSteps(1L << 40).build()).build();
        server = new SandboxMcpServer(executor, 4, 20_000);
        InMemoryTransport transport = new InMemoryTransport();
        server.start(transport);
        client = McpClient.sync(transport.newClient()).requestTimeout(Duration.ofSeconds(60))
                .initializationTimeout(Duration.ofSeconds(30)).build();
        client.initialize();
    }

    @AfterEach
    void disconnect() {
        client.closeGracefully();
        server.close();
        executor.close();
    }

    private static String text(McpSchema.CallToolResult r) {
        return r.content().stream().filter(c -> c instanceof McpSchema.TextContent)
                .map(c -> ((McpSchema.TextContent) c).text()).collect(Collectors.joining("\n"));
    }

    @Test
    void should_mark_every_tool_closed_world_and_not_destructive_and_one_shot_runs_read_only() {
        for (McpSchema.Tool tool : client.listTools().tools()) {
            assertThat(tool.annotations()).as(tool.name()).isNotNull();
            assertThat(tool.annotations().openWorldHint()).as(tool.name()).isFalse();
            assertThat(tool.annotations().destructiveHint()).as(tool.name()).isFalse();
            assertThat(tool.annotations().readOnlyHint()).as(tool.name()).isEqualTo(tool.name()
                    .equals("execute_python"));
        }
        assertThat(client.listTools().tools()).extracting(McpSchema.Tool::name).contains("execute_python");
    }

    @Test
    void should_stop_the_code_at_the_calls_timeout_when_timeout_seconds_is_given() {
        McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest("execute_python",
                Map.of("code", "while True:\n    pass\n", "timeout_seconds", 0.5)));
        assertThat(r.isError()).isTrue();
        assertThat(text(r)).contains("time limit").contains("500 ms");
    }

    @Test
    void should_refuse_a_timeout_that_is_not_a_positive_number() {
        McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest("execute_python",
                Map.of("code", "print(1)", "timeout_seconds", -3)));
        assertThat(r.isError()).isTrue();
        // the SDK checks the arguments against the tool's input schema first; the server checks again itself
        assertThat(text(r)).contains("timeout_seconds");
    }
}
