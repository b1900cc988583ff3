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
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The official MCP client starts the real {@code agentcage mcp} process (java -cp, test class path) over stdio. */
class McpServerProcessTest {

    private static McpSyncClient client;

    @BeforeAll
    static void startServer() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ServerParameters params = ServerParameters.builder(java)
                .args("-cp", System.getProperty("java.class.path"), "io.agentcage.cli.Main", "mcp",
                        "--backend", "interpreter", "--timeout", "2s", "--policy", "strict", "--max-sessions", "2")
                .build();
        client = McpClient.sync(new StdioClientTransport(params, McpJsonDefaults.getMapper()))
                .requestTimeout(Duration.ofSeconds(30)).initializationTimeout(Duration.ofSeconds(30)).build();
        client.initialize();
    }

    @AfterAll
    static void stopServer() {
        if (client != null) {
            client.closeGracefully();
        }
    }

    private static String text(McpSchema.CallToolResult r) {
        return r.content().stream().filter(c -> c instanceof McpSchema.TextContent)
                .map(c -> ((McpSchema.TextContent) c).text()).collect(Collectors.joining("\n"));
    }

    private static McpSchema.CallToolResult call(String tool, Map<String, Object> args) {
        return client.callTool(new McpSchema.CallToolRequest(tool, args));
    }

    @Test
    void should_list_the_execute_and_session_tools_with_limits_in_the_description() {
        List<McpSchema.Tool> tools = client.listTools().tools();
        assertThat(tools).extracting(McpSchema.Tool::name)
                .containsExactlyInAnyOrder("execute_python", "open_session", "execute_in_session", "close_session");
        McpSchema.Tool exec = tools.stream().filter(t -> t.name().equals("execute_python")).findFirst().orElseThrow();
        assertThat(exec.description()).contains("2 s wall-clock time").contains("backend: interpreter")
                .contains("Only these modules can be imported: ")
                .as("strict accepts zoneinfo and the interpreter has it").contains("zoneinfo")
                .as("the interpreter has os, strict refuses it").doesNotContain(" os,");
        assertThat(exec.inputSchema().get("required")).isEqualTo(List.of("code"));
    }

    @Test
    void should_return_output_and_value_when_code_succeeds() {
        McpSchema.CallToolResult r = call("execute_python", Map.of("code", "print('hi')\n2 ** 100"));
        assertThat(r.isError()).isFalse();
        assertThat(text(r)).contains("--- stdout ---\nhi").contains("--- value ---\n1267650600228229401496703205376");
    }

    @Test
    void should_return_traceback_rejection_and_limit_as_error_results() {
        McpSchema.CallToolResult err = call("execute_python", Map.of("code", "def f(x):\n    return 1 / x\nf(0)"));
        assertThat(err.isError()).isTrue();
        assertThat(text(err)).contains("line 2, in f").contains("ZeroDivisionError: division by zero");
        McpSchema.CallToolResult rejected = call("execute_python", Map.of("code", "import os"));
        assertThat(rejected.isError()).isTrue();
        assertThat(text(rejected)).startsWith("The code was rejected before running").contains("os");
        // a loop that sleeps: the 2 s deadline, not the step budget (100 M steps take a compiled loop ~1 s), ends it
        McpSchema.CallToolResult slow = call("execute_python", Map.of("code",
                "import time\nwhile True:\n    time.sleep(0.01)"));
        assertThat(text(slow)).startsWith("Execution stopped: the time limit was exceeded");
        McpSchema.CallToolResult missing = call("execute_python", Map.of());
        assertThat(missing.isError()).isTrue();
        assertThat(text(missing)).contains("required property 'code' not found");
    }

    @Test
    void should_keep_state_in_a_session_and_forget_it_after_close() {
        String id = text(call("open_session", Map.of())).strip();
        assertThat(text(call("execute_in_session", Map.of("session_id", id, "code", "total = 40")))).startsWith(
                "Execution succeeded.");
        assertThat(text(call("execute_in_session", Map.of("session_id", id, "code", "total + 2"))))
                .contains("--- value ---\n42");
        assertThat(text(call("execute_python", Map.of("code", "total"))))
                .contains("NameError: name 'total' is not defined");
        assertThat(text(call("close_session", Map.of("session_id", id)))).isEqualTo("Session " + id + " closed.");
        McpSchema.CallToolResult gone = call("execute_in_session", Map.of("session_id", id, "code", "1"));
        assertThat(gone.isError()).isTrue();
        assertThat(text(gone)).startsWith("Unknown session_id");
    }

    @Test
    void should_refuse_new_sessions_beyond_the_cap() {
        String a = text(call("open_session", Map.of())).strip();
        String b = text(call("open_session", Map.of())).strip();
        McpSchema.CallToolResult third = call("open_session", Map.of());
        assertThat(third.isError()).isTrue();
        assertThat(text(third)).contains("Too many open sessions (2)");
        call("close_session", Map.of("session_id", a));
        call("close_session", Map.of("session_id", b));
    }
}
