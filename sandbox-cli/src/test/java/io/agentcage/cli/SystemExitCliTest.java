package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A program ending with {@code sys.exit(code)} prints what python prints: no traceback, a message code on stderr. */
class SystemExitCliTest {

    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private Run run(String source) throws Exception {
        Path file = dir.resolve("prog.py");
        Files.writeString(file, source);
        Process p = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "io.agentcage.cli.Main", "run", file.toString()))
                .start();
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> {
            try {
                return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new Run(p.exitValue(), out, err.get(120, TimeUnit.SECONDS));
    }

    @Test
    void should_exit_1_without_a_traceback_when_the_program_calls_sys_exit_with_a_nonzero_int() throws Exception {
        Run r = run("import sys\nprint('before')\nsys.exit(3)\nprint('after')\n");
        assertThat(r.out()).isEqualTo("before\n");
        assertThat(r.err()).isEmpty();
        assertThat(r.status()).isEqualTo(ExitCodes.PYTHON_ERROR);
    }

    @Test
    void should_print_nothing_when_the_program_exits_with_true() throws Exception {
        Run r = run("import sys\nsys.exit(True)\n");
        assertThat(r.err()).isEmpty();
        assertThat(r.status()).isEqualTo(ExitCodes.PYTHON_ERROR);
    }

    @Test
    void should_print_the_message_on_stderr_when_the_program_exits_with_a_message() throws Exception {
        Run r = run("raise SystemExit('bye: no input')\n");
        assertThat(r.err()).isEqualTo("bye: no input\n");
        assertThat(r.status()).isEqualTo(ExitCodes.PYTHON_ERROR);
    }

    @Test
    void should_print_what_python_prints_when_the_program_raises_a_subclass_of_system_exit() throws Exception {
        Run r = run("class Done(SystemExit):\n    pass\nprint('a')\ntry:\n    raise Done(4)\nfinally:\n"
                + "    print('b')\n");
        assertThat(r.out()).isEqualTo("a\nb\n");
        assertThat(r.err()).isEmpty();
        assertThat(r.status()).isEqualTo(ExitCodes.PYTHON_ERROR);
        Run m = run("class Stop(SystemExit):\n    pass\nraise Stop('stopped: ' + str(2 + 3), 1)\n");
        assertThat(m.err()).isEqualTo("('stopped: 5', 1)\n");
    }

    @Test
    void should_exit_0_when_the_program_calls_the_exit_builtin_with_zero() throws Exception {
        Run r = run("print('x')\nexit(0)\nprint('y')\n");
        assertThat(r.out()).isEqualTo("x\n");
        assertThat(r.status()).isEqualTo(ExitCodes.SUCCESS);
    }

    @Test
    void should_keep_the_traceback_when_the_error_is_not_system_exit() throws Exception {
        Run r = run("quit(1 / 0)\n");
        assertThat(r.err()).contains("Traceback (most recent call last):").endsWith(
                "ZeroDivisionError: division by zero\n");
        assertThat(r.status()).isEqualTo(ExitCodes.PYTHON_ERROR);
    }
}
