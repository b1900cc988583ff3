package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code agentcage run} and {@code repl} print output as it is written, and a signal cancels the running code. */
class LiveRunTest {

    private static Process start(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "io.agentcage.cli.Main"));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).start();
    }

    /**
     * The program prints a line, then never ends by itself (it sleeps, using no step budget, and its timeout is ten
     * minutes): reading the line while
     * it runs proves the output is live; the process then gets SIGINT (Ctrl-C), which cancels the execution.
     */
    private static void assertLiveThenCancelled(Process p) throws Exception {
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> {
            try {
                return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        assertThat(out.readLine()).isEqualTo("first line, printed while the program runs");
        assertThat(p.isAlive()).isTrue();
        // Process.destroy() would close our ends of its pipes: send the signal from outside instead.
        String signal = cancelSignal();
        Process kill = new ProcessBuilder("kill", signal, String.valueOf(p.pid())).inheritIO().start();
        assertThat(kill.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(err.get(60, TimeUnit.SECONDS)).contains("agentcage: cancelled: cancelled by the caller after");
        // the JVM reports the signal that ended it: 130 for SIGINT (ExitCodes.CANCELLED), 143 for SIGTERM
        assertThat(p.exitValue()).isEqualTo(signal.equals("-INT") ? ExitCodes.CANCELLED : 128 + 15);
    }

    /**
     * SIGINT, as Ctrl-C sends it, unless this JVM inherited SIGINT ignored (a background job of a non-interactive
     * shell, e.g. {@code nohup ... &}, as a CI runner may start the build): then the CLI's JVM inherits that too and
     * never sees it, so SIGTERM, which reaches the same shutdown hook, stands in.
     */
    private static String cancelSignal() throws java.io.IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("SigIgn:")) {
                long ignored = Long.parseUnsignedLong(line.substring("SigIgn:".length()).strip(), 16);
                return (ignored & 0x2L) != 0 ? "-TERM" : "-INT";
            }
        }
        return "-INT";
    }

    @Test
    void should_print_output_while_the_program_runs_and_cancel_it_on_a_signal(@TempDir Path tmp) throws Exception {
        Path script = tmp.resolve("forever.py");
        Files.writeString(script, "import time\nprint('first line, printed while the program runs')\nwhile True:\n"
                + "    time.sleep(1)\n");
        assertLiveThenCancelled(start("run", "--timeout", "10m", script.toString()));
    }

    @Test
    void should_print_output_while_a_repl_input_runs_and_cancel_it_on_a_signal() throws Exception {
        Process p = start("repl", "--timeout", "10m");
        try (var in = p.getOutputStream()) {
            in.write("import time\nprint('first line, printed while the program runs')\nwhile True: time.sleep(1)\n\n"
                    .getBytes(StandardCharsets.UTF_8));
        }
        assertLiveThenCancelled(p);
    }

    @Test
    void should_print_everything_once_when_the_program_ends(@TempDir Path tmp) throws Exception {
        Path script = tmp.resolve("lines.py");
        Files.writeString(script, "import sys\nfor i in range(3):\n    print('out', i)\n    print('err', i, "
                + "file=sys.stderr)\nraise ValueError('end')\n");
        CliProcess.Run run = CliProcess.run("", "run", script.toString());
        assertThat(run.exit()).isEqualTo(ExitCodes.PYTHON_ERROR);
        assertThat(run.out()).isEqualTo("out 0\nout 1\nout 2\n");
        assertThat(run.err()).startsWith("err 0\nerr 1\nerr 2\nTraceback (most recent call last):")
                .contains("ValueError: end");
    }
}
