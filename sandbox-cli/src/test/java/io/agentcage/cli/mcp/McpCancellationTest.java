package io.agentcage.cli.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.interpreter.InterpreterExecutor;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code notifications/cancelled} from the client stops the running call: its result is CANCELLED and the session it
 * ran in still answers. Raw JSON-RPC over stdio and over Streamable HTTP. The call prints a line and then loops
 * forever (sleeping, so that no step budget ends it first), so the cancellation is sent only after that line arrived
 * as a progress notification (the call runs), and
 * a cancellation that did not work would end as the server's one-hour timeout, past the test's timeout.
 */
@Timeout(120)
class McpCancellationTest {

    private static final String INIT = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
            + "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}";
    private static final String INITIALIZED = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}";
    private static final String LOOP = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":"
            + "\"execute_python\",\"arguments\":{\"code\":\"import time\\nprint('started')\\n"
            + "while True:\\n    time.sleep(0.01)\"},"
            + "\"_meta\":{\"progressToken\":\"p7\"}}}";
    private static final String CANCEL = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":"
            + "{\"requestId\":7,\"reason\":\"user stopped it\"}}";
    private static final String AFTER = "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"tools/call\",\"params\":{\"name\":"
            + "\"execute_python\",\"arguments\":{\"code\":\"print('still here')\"}}}";

    private final InterpreterExecutor executor = InterpreterExecutor.builder().limits(ExecutionLimits.builder()
            .timeout(Duration.ofHours(1)).maxSteps(Long.MAX_VALUE).build()).build();
    private final SandboxMcpServer server = new SandboxMcpServer(executor, 4, 20_000);
    private McpHttpServer http;

    @AfterEach
    void stop() {
        if (http != null) {
            http.close();
        }
        server.close();
        executor.close();
    }

    @Test
    void should_cancel_the_running_call_when_the_stdio_client_sends_notifications_cancelled() throws Exception {
        PipedOutputStream toServer = new PipedOutputStream();
        PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 16);
        PipedInputStream fromServer = new PipedInputStream(1 << 16);
        server.start(serverIn, new PipedOutputStream(fromServer));
        BufferedReader out = new BufferedReader(new InputStreamReader(fromServer, StandardCharsets.UTF_8));
        send(toServer, INIT);
        assertThat(out.readLine()).contains("protocolVersion");
        send(toServer, INITIALIZED);
        send(toServer, LOOP);
        assertThat(out.readLine()).contains("notifications/progress").contains("started");
        send(toServer, CANCEL);
        String result = out.readLine();
        assertThat(result).contains("\"id\":7").contains("\"outcome\":\"CANCELLED\"");
        send(toServer, AFTER);
        assertThat(out.readLine()).contains("\"id\":8").contains("still here");
        toServer.close();
    }

    private static void send(OutputStream out, String line) throws Exception {
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    @Test
    void should_cancel_the_running_call_when_the_http_client_sends_notifications_cancelled() throws Exception {
        http = McpHttpServer.start(server, InetAddress.getLoopbackAddress(), 0, null);
        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> init = client.send(post(INIT, null), HttpResponse.BodyHandlers.ofString());
        String session = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
        assertThat(client.send(post(INITIALIZED, session), HttpResponse.BodyHandlers.ofString()).statusCode())
                .isEqualTo(202);

        HttpResponse<Stream<String>> loop = client.send(post(LOOP, session), HttpResponse.BodyHandlers.ofLines());
        java.util.Iterator<String> events = loop.body().iterator();
        String line;
        do {
            line = events.next();
        } while (!line.contains("notifications/progress"));
        assertThat(line).contains("started");
        assertThat(client.send(post(CANCEL, session), HttpResponse.BodyHandlers.ofString()).statusCode())
                .isEqualTo(202);
        do {
            line = events.next();
        } while (!line.contains("\"id\":7"));
        assertThat(line).contains("\"outcome\":\"CANCELLED\"");

        assertThat(client.send(post(AFTER, session), HttpResponse.BodyHandlers.ofString()).body())
                .contains("still here");
    }

    private HttpRequest post(String body, String session) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(http.url())).timeout(Duration.ofSeconds(100))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            b.header("Mcp-Session-Id", session).header("MCP-Protocol-Version", "2025-06-18");
        }
        return b.build();
    }
}
