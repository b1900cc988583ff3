package io.agentcage.cli.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.interpreter.InterpreterExecutor;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Structured results, files as content and output as progress notifications, over the Streamable HTTP transport
 * with the MCP SDK's client.
 */
@Timeout(120)
class McpStructuredResultTest {

    private final InterpreterExecutor executor = InterpreterExecutor.create();
    private final List<McpSchema.ProgressNotification> progress = new CopyOnWriteArrayList<>();
    private SandboxMcpServer server;
    private McpHttpServer http;
    private McpSyncClient client;

    @BeforeEach
    void connect() {
        server = new SandboxMcpServer(executor, 4, 20_000);
        http = McpHttpServer.start(server, InetAddress.getLoopbackAddress(), 0, null);
        client = McpClient.sync(HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + http.port())
                        .endpoint(McpHttpServer.ENDPOINT).build())
                .requestTimeout(Duration.ofSeconds(60)).initializationTimeout(Duration.ofSeconds(60))
                .progressConsumer(progress::add).build();
        client.initialize();
    }

    @AfterEach
    void disconnect() {
        client.closeGracefully();
        http.close();
        server.close();
        executor.close();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> structured(McpSchema.CallToolResult r) {
        assertThat(r.structuredContent()).isInstanceOf(Map.class);
        return (Map<String, Object>) r.structuredContent();
    }

    @Test
    void should_declare_an_output_schema_when_the_tool_runs_code() {
        Map<String, McpSchema.Tool> tools = client.listTools().tools().stream()
                .collect(Collectors.toMap(McpSchema.Tool::name, t -> t));
        assertThat(tools.get("execute_python").outputSchema()).containsEntry("type", "object")
                .extractingByKey("required").asList().contains("outcome", "stdout", "stderr", "value", "error", "files");
        assertThat(tools.get("execute_in_session").outputSchema()).isNotNull();
        assertThat(tools.get("open_session").outputSchema()).isNull();
    }

    @Test
    void should_return_outcome_output_and_error_as_structured_content_when_code_fails() {
        McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest("execute_python",
                Map.of("code", "print('before')\nimport sys\nprint('warn', file=sys.stderr)\n1 / 0")));
        assertThat(r.isError()).isTrue();
        Map<String, Object> s = structured(r);
        assertThat(s).containsEntry("outcome", "PYTHON_ERROR").containsEntry("stdout", "before\n")
                .containsEntry("stderr", "warn\n").containsEntry("value", null);
        assertThat((Map<String, Object>) s.get("error")).containsEntry("type", "ZeroDivisionError")
                .containsEntry("line", 4);
        assertThat(((McpSchema.TextContent) r.content().get(0)).text()).contains("ZeroDivisionError");

        Map<String, Object> ok = structured(client.callTool(new McpSchema.CallToolRequest("execute_python",
                Map.of("code", "6 * 7"))));
        assertThat(ok).containsEntry("outcome", "SUCCESS").containsEntry("value", "42").containsEntry("error", null);
    }

    @Test
    void should_answer_with_structured_content_when_the_call_is_refused() {
        McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest("execute_in_session",
                Map.of("session_id", "s-nope", "code", "1")));
        assertThat(r.isError()).isTrue();
        assertThat(structured(r)).containsEntry("outcome", "TOOL_ERROR")
                .hasEntrySatisfying("message", m -> assertThat((String) m).startsWith("Unknown session_id"));
    }

    @Test
    void should_embed_the_files_the_code_wrote_when_it_writes_files() {
        McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest("execute_python",
                Map.of("code", "with open('out.txt', 'w') as f:\n    f.write('hello file')\n")));
        assertThat(r.isError()).as(String.valueOf(r)).isFalse();
        List<Map<String, Object>> files = (List<Map<String, Object>>) structured(r).get("files");
        assertThat(files).singleElement().satisfies(f -> assertThat(f).containsEntry("path", "out.txt")
                .containsEntry("uri", ToolResults.FILE_URI + "out.txt").containsEntry("size", 10));
        McpSchema.EmbeddedResource res = r.content().stream().filter(c -> c instanceof McpSchema.EmbeddedResource)
                .map(c -> (McpSchema.EmbeddedResource) c).findFirst().orElseThrow();
        assertThat(res.resource().uri()).isEqualTo(ToolResults.FILE_URI + "out.txt");
        assertThat(((McpSchema.TextResourceContents) res.resource()).text()).isEqualTo("hello file");
    }

    /**
     * The text of one stream's notifications in the server's order: the client may hand notifications to its
     * consumer on several threads, so they can arrive out of order; their progress values number them as sent.
     */
    private String joined(String stream) {
        return progress.stream().sorted(java.util.Comparator.comparingDouble(McpSchema.ProgressNotification::progress))
                .filter(p -> stream.equals(p.meta().get("stream")))
                .map(McpSchema.ProgressNotification::message).collect(Collectors.joining());
    }

    @Test
    void should_send_the_output_as_progress_notifications_when_the_client_sent_a_progress_token()
            throws InterruptedException {
        McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest("execute_python",
                Map.of("code", "import sys\nfor i in range(3):\n    print('line', i)\nprint('oops', file=sys.stderr)"),
                Map.of("progressToken", "tok-1")));
        assertThat(r.isError()).isFalse();
        // Every chunk is sent before the result (OutputListener's contract); the client may hand notifications to
        // its consumer on another thread, so wait for the last one (the test's timeout guards a hang).
        while (joined("stdout").length() + joined("stderr").length() < "line 0\nline 1\nline 2\noops\n".length()) {
            Thread.sleep(10);
        }
        assertThat(joined("stdout")).isEqualTo("line 0\nline 1\nline 2\n");
        assertThat(joined("stderr")).isEqualTo("oops\n");
        assertThat(progress).allSatisfy(p -> assertThat(p.progressToken()).isEqualTo("tok-1"));
        // one progress value per chunk, increasing in the order the server sent them (joined() orders by it)
        assertThat(progress).extracting(McpSchema.ProgressNotification::progress).doesNotHaveDuplicates()
                .allSatisfy(v -> assertThat(v).isBetween(1.0, (double) progress.size()));

        progress.clear();
        client.callTool(new McpSchema.CallToolRequest("execute_python", Map.of("code", "print('quiet')")));
        assertThat(progress).as("no token, no progress").isEmpty();
    }
}
