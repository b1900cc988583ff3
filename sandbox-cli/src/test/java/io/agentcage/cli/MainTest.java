package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.cli.args.CommandLine;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class MainTest {

    private static int run(StringWriter err, String... args) {
        CommandLine cl = Main.commandLine();
        cl.setErr(new PrintWriter(err, true));
        cl.setOut(new PrintWriter(new StringWriter(), true));
        return cl.execute(args);
    }

    @Test
    void should_exit_2_with_one_line_error_and_usage_when_flag_is_bad() {
        StringWriter err = new StringWriter();
        assertThat(run(err, "run", "--timeout", "forever", "x.py")).isEqualTo(2);
        assertThat(err.toString()).startsWith("agentcage: --timeout: invalid duration 'forever'")
                .contains("Usage: agentcage run");
    }

    @Test
    void should_exit_2_when_file_is_missing() {
        StringWriter err = new StringWriter();
        assertThat(run(err, "run", "/nonexistent/file.py")).isEqualTo(2);
        assertThat(err.toString()).startsWith("agentcage: /nonexistent/file.py: no such file");
    }

    @Test
    void should_exit_2_when_option_is_unknown() {
        StringWriter err = new StringWriter();
        assertThat(run(err, "run", "--frobnicate", "x.py")).isEqualTo(2);
        assertThat(err.toString()).contains("Unknown option: '--frobnicate'");
    }

    @Test
    void should_exit_0_and_print_usage_when_help_is_asked() {
        for (String cmd : new String[] {"run", "check", "ast"}) {
            StringWriter out = new StringWriter();
            CommandLine cl = Main.commandLine();
            cl.setOut(new PrintWriter(out, true));
            assertThat(cl.execute(cmd, "--help")).isZero();
            assertThat(out.toString()).contains("Usage: agentcage " + cmd);
        }
    }

    @Test
    void should_print_the_project_version_when_version_is_asked() {
        StringWriter out = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        assertThat(cl.execute("--version")).isZero();
        assertThat(out.toString()).matches("(?s)agentcage \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\nJava .*")
                .doesNotContain("development build").doesNotContain("${");
    }

    @Test
    void should_exit_2_when_no_subcommand_is_given() {
        StringWriter err = new StringWriter();
        assertThat(run(err)).isEqualTo(2);
        assertThat(err.toString()).contains("missing subcommand");
    }
}
