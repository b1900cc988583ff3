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

/**
 * Two MCP clients connected to one server at the same time (as over an HTTP transport): user A's
 * {@code secret = 'alice-token'} never reaches user B, neither through a fresh run, nor through B's own session,
 * nor by B sending A's session id.
 */
@Timeout(120)
class McpClientIsolationTest {

    private InterpreterExecutor executor;
    private SandboxMcpServer server;
    private McpSyncClient alice;
    private McpSyncClient bob;

    @BeforeEach
    void connect() {
        executor = InterpreterExecutor.create();
        server = new SandboxMcpServer(executor, 4, 20_000);
        InMemoryTransport transport = new InMemoryTransport();
        server.start(transport);
        alice = client(transport);
        bob = client(transport);
    }

    private static McpSyncClient client(InMemoryTransport transport) {
        McpSyncClient c = McpClient.sync(transport.newClient()).requestTimeout(Duration.ofSeconds(30))
                .initializationTimeout(Duration.ofSeconds(30)).build();
        c.initialize();
        return c;
    }

    @AfterEach
    void disconnect() {
        alice.closeGracefully();
        bob.closeGracefully();
        server.close();
        executor.close();
    }

    private static String text(McpSchema.CallToolResult r) {
        return r.content().stream().filter(c -> c instanceof McpSchema.TextContent)
                .map(c -> ((McpSchema.TextContent) c).text()).collect(Collectors.joining("\n"));
    }

    private static McpSchema.CallToolResult call(McpSyncClient client, String tool, Map<String, Object> args) {
        return client.callTool(new McpSchema.CallToolRequest(tool, args));
    }

    @Test
    void should_never_show_one_clients_session_to_another_when_two_clients_are_connected() {
        String aliceSession = text(call(alice, "open_session", Map.of())).strip();
        assertThat(aliceSession).matches("s-[0-9a-f]{32}");
        assertThat(call(alice, "execute_in_session", Map.of("session_id", aliceSession,
                "code", "secret = 'alice-token'")).isError()).isFalse();

        McpSchema.CallToolResult stolen = call(bob, "execute_in_session", Map.of("session_id", aliceSession,
                "code", "print(secret)"));
        assertThat(stolen.isError()).isTrue();
        assertThat(text(stolen)).startsWith("Unknown session_id").doesNotContain("alice-token");
        assertThat(call(bob, "close_session", Map.of("session_id", aliceSession)).isError()).isTrue();

        String bobSession = text(call(bob, "open_session", Map.of())).strip();
        assertThat(bobSession).isNotEqualTo(aliceSession);
        assertThat(text(call(bob, "execute_in_session", Map.of("session_id", bobSession, "code", "print(secret)"))))
                .contains("NameError: name 'secret' is not defined").doesNotContain("alice-token");
        assertThat(text(call(bob, "execute_python", Map.of("code", "print(secret)"))))
                .contains("NameError").doesNotContain("alice-token");

        assertThat(text(call(alice, "execute_in_session", Map.of("session_id", aliceSession,
                "code", "print(secret)")))).contains("alice-token");
        assertThat(server.openSessions()).isEqualTo(2);
        assertThat(call(alice, "close_session", Map.of("session_id", aliceSession)).isError()).isFalse();
        assertThat(server.openSessions()).isEqualTo(1);
    }
}
