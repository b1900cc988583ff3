package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code agentcage mcp} from the shaded jar, as users start it: over stdio it answers {@code initialize}; with
 * {@code --http 0 --token-file} it prints the URL it listens on, serves a tool call to a client sending the token,
 * and exits 0 on SIGTERM.
 */
@Timeout(180)
class McpJarIT {
    private static final Path JAR = Path.of("target/agentcage.jar");
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final Pattern URL = Pattern.compile("listening on (http://\\S+/mcp)");

    @Test
    void should_answer_initialize_when_the_jar_serves_stdio() throws Exception {
        Process p = new ProcessBuilder(JAVA, "-jar", JAR.toString(), "mcp").redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try (OutputStream in = p.getOutputStream();
             BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            in.write(("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                    + "\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}\n")
                    .getBytes(StandardCharsets.UTF_8));
            in.flush();
            assertThat(out.readLine()).contains("\"protocolVersion\"").contains("agentcage");
        } finally {
            p.destroy();
            p.waitFor(60, TimeUnit.SECONDS);
        }
    }

    @Test
    void should_serve_a_client_with_the_token_and_stop_on_sigterm_when_the_jar_serves_http(@TempDir Path dir)
            throws Exception {
        Path tokenFile = Files.writeString(dir.resolve("token"), "jar-token\n");
        Process p = new ProcessBuilder(JAVA, "-jar", JAR.toString(), "mcp", "--http", "0", "--token-file",
                tokenFile.toString()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try (BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(),
                StandardCharsets.UTF_8))) {
            String line;
            String url = null;
            while (url == null && (line = err.readLine()) != null) {
                Matcher m = URL.matcher(line);
                if (m.find()) {
                    url = m.group(1);
                    assertThat(line).contains("bearer token required");
                }
            }
            assertThat(url).as("the URL printed on stderr").isNotNull().startsWith("http://127.0.0.1:");
            int cut = url.lastIndexOf("/mcp");
            McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder(url.substring(0, cut))
                    .endpoint("/mcp").httpRequestCustomizer((request, method, uri, body, context) ->
                            request.header("Authorization", "Bearer jar-token")).build())
                    .requestTimeout(Duration.ofSeconds(60)).initializationTimeout(Duration.ofSeconds(60)).build();
            try {
                client.initialize();
                McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest("execute_python",
                        Map.of("code", "print(sum(range(10)))")));
                assertThat(((McpSchema.TextContent) r.content().get(0)).text()).contains("45");
            } finally {
                client.closeGracefully();
            }
            p.destroy();   // SIGTERM
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("exited after SIGTERM").isTrue();
            assertThat(p.exitValue()).isIn(0, 143);
        } finally {
            p.destroyForcibly();
        }
    }
}
