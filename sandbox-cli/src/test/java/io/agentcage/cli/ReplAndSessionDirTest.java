package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReplAndSessionDirTest {

    @Test
    void should_print_values_and_keep_state_when_stdin_is_piped() throws Exception {
        CliProcess.Run r = CliProcess.run("x = 20\nx + 22\ndef double(n):\n    return 2 * n\n\n"
                + "print(double(x))\n1 / 0\n'still alive'\nexit()\nprint('not reached')\n", "repl");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).isEqualTo("42\n40\n'still alive'\n");
        assertThat(r.err()).contains("ZeroDivisionError: division by zero").doesNotContain(">>>");
    }

    @Test
    void should_report_rejection_and_continue_when_policy_refuses_code() throws Exception {
        CliProcess.Run r = CliProcess.run("import os\n6 * 7\n", "repl", "--policy", "strict");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).isEqualTo("42\n");
        assertThat(r.err()).contains("agentcage: rejected:").contains("'os'");
    }

    @Test
    void should_read_blocks_until_a_blank_line_and_brackets_until_closed() throws Exception {
        BufferedReader in = new BufferedReader(new StringReader("for i in range(2):\n    print(i)\n\n"
                + "d = {\n  'a': ')',\n}\nsolo\n"));
        assertThat(ReplCommand.readBlock(in, null)).isEqualTo("for i in range(2):\n    print(i)\n");
        assertThat(ReplCommand.readBlock(in, null)).isEqualTo("d = {\n  'a': ')',\n}\n");
        assertThat(ReplCommand.readBlock(in, null)).isEqualTo("solo\n");
        assertThat(ReplCommand.readBlock(in, null)).isNull();
    }

    @Test
    void should_keep_state_across_runs_when_session_dir_is_given(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("state");
        Path first = Files.writeString(tmp.resolve("a.py"), "counter = 1\nprint('set')\n");
        Path failing = Files.writeString(tmp.resolve("b.py"), "counter = counter + undefined_name\n");
        Path second = Files.writeString(tmp.resolve("c.py"), "counter += 1\nprint(counter)\n");
        assertThat(CliProcess.run("", "run", "--session-dir", dir.toString(), first.toString()).out())
                .isEqualTo("set\n");
        CliProcess.Run bad = CliProcess.run("", "run", "--session-dir", dir.toString(), failing.toString());
        assertThat(bad.exit()).isEqualTo(1);
        assertThat(bad.err()).contains("NameError: name 'undefined_name' is not defined");
        CliProcess.Run good = CliProcess.run("", "run", "--session-dir", dir.toString(), second.toString());
        assertThat(good.out()).as("replay is silent; the failed run was not recorded").isEqualTo("2\n");
        assertThat(CliProcess.run("", "run", "--session-dir", dir.toString(), second.toString()).out())
                .isEqualTo("3\n");
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted())
                    .containsExactly("000001.py", "000002.py", "000003.py");
        }
    }

    @Test
    void should_name_the_failing_step_when_history_no_longer_replays(@TempDir Path tmp) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("state"));
        Files.writeString(dir.resolve("000001.py"), "import os\n");
        Path prog = Files.writeString(tmp.resolve("p.py"), "print(1)\n");
        CliProcess.Run r = CliProcess.run("", "run", "--policy", "strict", "--session-dir", dir.toString(),
                prog.toString());
        assertThat(r.exit()).isEqualTo(3);
        assertThat(r.err()).contains("replaying 000001.py (step 1 of the session history in " + dir + ") failed")
                .contains("delete the directory to start over");
    }

    @Test
    void should_exit_2_when_session_dir_is_a_file(@TempDir Path tmp) throws Exception {
        Path file = Files.writeString(tmp.resolve("f"), "");
        Path prog = Files.writeString(tmp.resolve("p.py"), "print(1)\n");
        CliProcess.Run r = CliProcess.run("", "run", "--session-dir", file.toString(), prog.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).startsWith("agentcage: --session-dir " + file + ": not a directory");
    }

    @Test
    void should_print_usage_for_every_new_subcommand_and_refuse_bad_flags() throws Exception {
        for (String cmd : new String[] {"repl", "mcp"}) {
            CliProcess.Run help = CliProcess.run("", cmd, "--help");
            assertThat(help.exit()).isZero();
            assertThat(help.out()).contains("Usage: agentcage " + cmd).contains("--timeout").contains("--policy");
        }
        CliProcess.Run bad = CliProcess.run("", "mcp", "--max-sessions", "0");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).startsWith("agentcage: --max-sessions: N must be at least 1, got 0");
        CliProcess.Run unknown = CliProcess.run("", "repl", "--backend", "nope");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown backend 'nope' (available: ");
    }
}
