package io.agentcage.cli.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.interpreter.InterpreterExecutor;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Sessions a model forgets to close are closed after the idle time; used ones stay open. An MCP client talks to
 * the server in process (in-memory transport); the server's clock is the test's, and idle sessions are swept with
 * {@link SandboxMcpServer#closeIdleSessions(long)} at chosen instants: no sleeping, no child JVM, no margin that a
 * loaded machine could miss.
 */
class McpSessionIdleTest {
    private static final Duration IDLE = Duration.ofMillis(1500);

    private final AtomicLong clock = new AtomicLong(1_000_000_000L);
    private InterpreterExecutor executor;
    private SandboxMcpServer server;
    private McpSyncClient client;

    @BeforeEach
    void connect() {
        executor = InterpreterExecutor.create();
        server = new SandboxMcpServer(executor, 2, 4000, IDLE, clock::get);
        InMemoryTransport transport = new InMemoryTransport();
        server.start(transport);
        client = McpClient.sync(transport.newClient()).requestTimeout(Duration.ofSeconds(30))
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

    private McpSchema.CallToolResult call(String tool, Map<String, Object> args) {
        return client.callTool(new McpSchema.CallToolRequest(tool, args));
    }

    private String open() {
        McpSchema.CallToolResult r = call("open_session", Map.of());
        assertThat(r.isError()).as(text(r)).isFalse();
        return text(r).strip();
    }

    private McpSchema.CallToolResult run(String session, String code) {
        return call("execute_in_session", Map.of("session_id", session, "code", code));
    }

    /** Moves the server's clock on and sweeps, as its sweeper thread would at that instant. */
    private void advance(Duration d) {
        server.closeIdleSessions(clock.addAndGet(d.toNanos()));
    }

    @Test
    void should_close_a_session_left_idle_and_keep_one_in_use_when_session_idle_is_set() {
        String used = open();
        String idle = open();
        assertThat(run(used, "n = 0").isError()).isFalse();
        for (int i = 0; i < 8; i++) {   // 4 s of use every 500 ms, well past the idle time of 1.5 s
            advance(Duration.ofMillis(500));
            McpSchema.CallToolResult r = run(used, "n += 1\nn");
            assertThat(r.isError()).as(text(r)).isFalse();
        }
        McpSchema.CallToolResult gone = run(idle, "1");
        assertThat(gone.isError()).isTrue();
        assertThat(text(gone)).contains("was closed after 1500 ms without use").contains("call open_session");
        assertThat(call("open_session", Map.of()).isError()).as("the expired session freed its slot").isFalse();
        assertThat(text(run(used, "n"))).contains("--- value ---\n8");
    }

    @Test
    void should_keep_a_session_idle_for_exactly_the_idle_time_and_close_it_just_after() {
        String s = open();
        advance(IDLE);
        assertThat(server.openSessions()).isEqualTo(1);
        assertThat(run(s, "x = 1").isError()).isFalse();
        advance(IDLE.plusNanos(1));
        assertThat(server.openSessions()).isZero();
        assertThat(text(run(s, "x"))).contains("was closed after 1500 ms without use");
    }

    @Test
    void should_count_the_idle_time_from_the_last_use() {
        String s = open();
        advance(IDLE.minusMillis(1));
        assertThat(run(s, "x = 1").isError()).isFalse();
        advance(IDLE.minusMillis(1));
        assertThat(text(run(s, "x"))).contains("--- value ---\n1");
    }
}
