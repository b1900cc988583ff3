package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The MCP round trip of a trivial call ({@code execute_python} of {@code 1}) from the MCP SDK's Java client to the
 * shaded jar, over stdio and over Streamable HTTP on loopback: p50 and p99 after a warm-up. Runs with
 * {@code -Dagentcage.bench=true}; the figures are in docs/benchmarks.md.
 */
@Timeout(900)
class McpRoundTripBenchIT {
    private static final Path JAR = Path.of("target/agentcage.jar").toAbsolutePath();
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final Pattern URL = Pattern.compile("listening on (http://\\S+)/mcp");
    private static final int WARMUP = 300;
    private static final int CALLS = 1000;

    @Test
    void should_print_the_round_trip_rows_when_asked() throws Exception {
        assumeTrue(Boolean.getBoolean("agentcage.bench"), "benchmark: -Dagentcage.bench=true");
        StringBuilder table = new StringBuilder("| transport | calls | p50 | p99 |\n|---|---|---|---|\n");
        McpSyncClient stdio = McpClient.sync(new StdioClientTransport(ServerParameters.builder(JAVA)
                .args("-jar", JAR.toString(), "mcp").build(), McpJsonDefaults.getMapper()))
                .requestTimeout(Duration.ofSeconds(60)).initializationTimeout(Duration.ofSeconds(60)).build();
        try {
            stdio.initialize();
            table.append(row("stdio", stdio));
        } finally {
            stdio.closeGracefully();
        }
        Process server = new ProcessBuilder(JAVA, "-jar", JAR.toString(), "mcp", "--http", "0")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try (BufferedReader err = new BufferedReader(new InputStreamReader(server.getErrorStream(),
                StandardCharsets.UTF_8))) {
            String base = null;
            String line;
            while (base == null && (line = err.readLine()) != null) {
                Matcher m = URL.matcher(line);
                base = m.find() ? m.group(1) : null;
            }
            assertThat(base).isNotNull();
            McpSyncClient http = McpClient.sync(HttpClientStreamableHttpTransport.builder(base).endpoint("/mcp")
                    .build()).requestTimeout(Duration.ofSeconds(60)).initializationTimeout(Duration.ofSeconds(60))
                    .build();
            try {
                http.initialize();
                table.append(row("Streamable HTTP (loopback)", http));
            } finally {
                http.closeGracefully();
            }
        } finally {
            server.destroy();
            if (!server.waitFor(60, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        }
        System.out.print(table);
    }

    private static String row(String name, McpSyncClient client) {
        McpSchema.CallToolRequest call = new McpSchema.CallToolRequest("execute_python", Map.of("code", "1"));
        for (int i = 0; i < WARMUP; i++) {
            assertThat(client.callTool(call).isError()).isFalse();
        }
        long[] nanos = new long[CALLS];
        for (int i = 0; i < CALLS; i++) {
            long t0 = System.nanoTime();
            client.callTool(call);
            nanos[i] = System.nanoTime() - t0;
        }
        Arrays.sort(nanos);
        return String.format("| %s | %d | %.2f ms | %.2f ms |%n", name, CALLS, nanos[CALLS / 2] / 1e6,
                nanos[(int) (CALLS * 0.99)] / 1e6);
    }
}
