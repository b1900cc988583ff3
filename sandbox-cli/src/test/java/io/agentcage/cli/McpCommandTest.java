package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.cli.args.CommandLine;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The HTTP options of {@code agentcage mcp}: each mistake is a usage error (exit 2) naming the option. */
@Timeout(120)
class McpCommandTest {

    private static String fails(String... args) {
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setErr(new PrintWriter(err, true));
        cl.setOut(new PrintWriter(new StringWriter(), true));
        assertThat(cl.execute(args)).as(err.toString()).isEqualTo(2);
        return err.toString();
    }

    @Test
    void should_exit_2_when_a_http_option_is_given_without_http(@TempDir Path dir) throws Exception {
        Path token = Files.writeString(dir.resolve("t"), "x\n");
        assertThat(fails("mcp", "--token-file", token.toString())).startsWith("agentcage: --token-file works with "
                + "--http only");
        assertThat(fails("mcp", "--bind", "0.0.0.0")).startsWith("agentcage: --bind works with --http only");
    }

    @Test
    void should_exit_2_when_the_port_is_out_of_range() {
        assertThat(fails("mcp", "--http", "70000")).startsWith("agentcage: --http: PORT must be 0 to 65535, got 70000");
    }

    @Test
    void should_exit_2_when_the_token_file_is_empty_or_missing(@TempDir Path dir) throws Exception {
        Path empty = Files.writeString(dir.resolve("empty"), "\n");
        assertThat(fails("mcp", "--http", "0", "--token-file", empty.toString())).startsWith("agentcage: "
                + "--token-file: " + empty + " is empty");
        assertThat(fails("mcp", "--http", "0", "--token-file", dir.resolve("none").toString())).startsWith(
                "agentcage: --token-file: cannot read");
    }

    @Test
    void should_exit_2_when_the_port_is_taken() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            assertThat(fails("mcp", "--http", String.valueOf(taken.getLocalPort()))).startsWith("agentcage: --http: "
                    + "cannot serve MCP on 127.0.0.1:" + taken.getLocalPort());
        }
    }
}
