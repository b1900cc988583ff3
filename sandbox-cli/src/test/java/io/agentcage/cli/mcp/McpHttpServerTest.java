package io.agentcage.cli.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.interpreter.InterpreterExecutor;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The Streamable HTTP transport end to end on loopback, driven by the MCP SDK's own HTTP client and by plain HTTP
 * requests: tools run, MCP sessions stay apart, a missing token is 401, a foreign Origin is 403, DELETE ends the
 * sandbox sessions of its MCP session.
 */
@Timeout(120)
class McpHttpServerTest {

    private static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
            + "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}";

    private final InterpreterExecutor executor = InterpreterExecutor.create();
    private final List<McpSyncClient> clients = new ArrayList<>();
    private SandboxMcpServer server;
    private McpHttpServer http;

    private void serve(String token) throws Exception {
        server = new SandboxMcpServer(executor, 8, 20_000);
        http = McpHttpServer.start(server, InetAddress.getLoopbackAddress(), 0, token);
    }

    @AfterEach
    void stop() {
        clients.forEach(McpSyncClient::closeGracefully);
        if (http != null) {
            http.close();
        }
        if (server != null) {
            server.close();
        }
        executor.close();
    }

    private McpSyncClient client(String token) {
        HttpClientStreamableHttpTransport.Builder b = HttpClientStreamableHttpTransport
                .builder("http://127.0.0.1:" + http.port()).endpoint(McpHttpServer.ENDPOINT);
        if (token != null) {
            b.httpRequestCustomizer((request, method, uri, body, context) ->
                    request.header("Authorization", "Bearer " + token));
        }
        McpSyncClient c = McpClient.sync(b.build()).requestTimeout(Duration.ofSeconds(60))
                .initializationTimeout(Duration.ofSeconds(60)).build();
        clients.add(c);
        c.initialize();
        return c;
    }

    private static String text(McpSchema.CallToolResult r) {
        return r.content().stream().filter(c -> c instanceof McpSchema.TextContent)
                .map(c -> ((McpSchema.TextContent) c).text()).collect(Collectors.joining("\n"));
    }

    private static McpSchema.CallToolResult call(McpSyncClient client, String tool, Map<String, Object> args) {
        return client.callTool(new McpSchema.CallToolRequest(tool, args));
    }

    private HttpResponse<String> post(Map<String, String> headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(http.url())).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(INITIALIZE));
        headers.forEach(b::header);
        return HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void should_run_code_and_keep_sessions_apart_when_two_clients_use_http() throws Exception {
        serve(null);
        McpSyncClient alice = client(null);
        McpSyncClient bob = client(null);
        assertThat(http.url()).isEqualTo("http://127.0.0.1:" + http.port() + "/mcp");
        assertThat(alice.listTools().tools()).extracting(McpSchema.Tool::name)
                .contains("execute_python", "open_session", "execute_in_session", "close_session");
        assertThat(text(call(alice, "execute_python", Map.of("code", "print(6 * 7)")))).contains("42");

        String aliceSession = text(call(alice, "open_session", Map.of())).strip();
        call(alice, "execute_in_session", Map.of("session_id", aliceSession, "code", "secret = 'alice-token'"));
        McpSchema.CallToolResult stolen = call(bob, "execute_in_session", Map.of("session_id", aliceSession,
                "code", "print(secret)"));
        assertThat(stolen.isError()).isTrue();
        assertThat(text(stolen)).startsWith("Unknown session_id").doesNotContain("alice-token");
        assertThat(text(call(alice, "execute_in_session", Map.of("session_id", aliceSession,
                "code", "print(secret)")))).contains("alice-token");
    }

    @Test
    void should_close_the_sandbox_sessions_when_the_client_deletes_its_mcp_session() throws Exception {
        serve(null);
        McpSyncClient alice = client(null);
        McpSyncClient bob = client(null);
        call(alice, "open_session", Map.of());
        call(alice, "open_session", Map.of());
        call(bob, "open_session", Map.of());
        assertThat(server.openSessions()).isEqualTo(3);

        alice.closeGracefully();   // the SDK client ends its MCP session with DELETE
        clients.remove(alice);
        assertThat(server.openSessions()).isEqualTo(1);
    }

    @Test
    void should_answer_401_when_the_bearer_token_is_missing_or_wrong() throws Exception {
        serve("s3cret-token");
        HttpResponse<String> none = post(Map.of());
        assertThat(none.statusCode()).isEqualTo(401);
        assertThat(none.headers().firstValue("WWW-Authenticate")).hasValueSatisfying(v -> assertThat(v)
                .startsWith("Bearer"));
        assertThat(none.body()).contains("bearer token");
        assertThat(post(Map.of("Authorization", "Bearer wrong")).statusCode()).isEqualTo(401);
        assertThat(post(Map.of("Authorization", "Bearer s3cret-token")).statusCode()).isEqualTo(200);

        McpSyncClient good = client("s3cret-token");
        assertThat(text(call(good, "execute_python", Map.of("code", "print('in')")))).contains("in");
    }

    @Test
    void should_answer_403_when_the_origin_is_not_a_loopback_page() throws Exception {
        serve(null);
        assertThat(post(Map.of("Origin", "http://evil.example")).statusCode()).isEqualTo(403);
        assertThat(post(Map.of("Origin", "http://localhost:5173")).statusCode()).isEqualTo(200);
        assertThat(post(Map.of()).statusCode()).isEqualTo(200);
    }

    @Test
    void should_refuse_to_start_when_the_port_is_taken() throws Exception {
        serve(null);
        SandboxMcpServer other = new SandboxMcpServer(executor, 1, 20_000);
        try {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> McpHttpServer.start(other,
                    InetAddress.getLoopbackAddress(), http.port(), null))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("cannot serve MCP on 127.0.0.1:"
                            + http.port());
        } finally {
            other.close();
        }
    }
}
