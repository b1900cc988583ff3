package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.text.ModelText;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The runner (Python, in the container) words limit messages as the Java side does ({@link ModelText}, used by the
 * interpreter and by the host's backstop): run with the host's python3 on docker/python/tests/messages.py.
 * Skipped where the host has no python3, failing in CI.
 */
class RunnerMessagesScriptTest {

    private static List<String> runner(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("python3", "-B", "-I", "../docker/python/tests/messages.py"));
        command.addAll(List.of(args));
        Process p;
        try {
            p = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            if (System.getenv("CI") != null) {
                throw e;
            }
            Assumptions.abort("python3 is not installed: " + e.getMessage());
            return List.of();
        }
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(out).isZero();
        return out.lines().toList();
    }

    @Test
    void should_word_timeouts_as_the_java_side_when_the_runner_stops_code_at_its_deadline() throws Exception {
        assertThat(runner("timeout", "2.004", "2", "timeout", "0.3", "0.3", "timeout", "90.5", "90",
                "timeout", "120", "120")).containsExactly(
                ModelText.timeoutMessage(Duration.ofMillis(2004), Duration.ofSeconds(2)),
                ModelText.timeoutMessage(Duration.ofMillis(300), Duration.ofMillis(300)),
                ModelText.timeoutMessage(Duration.ofMillis(90_500), Duration.ofSeconds(90)),
                ModelText.timeoutMessage(Duration.ofMinutes(2), Duration.ofMinutes(2)));
    }

    @Test
    void should_name_the_memory_limit_in_the_units_of_the_java_side_when_the_oom_killer_struck() throws Exception {
        assertThat(runner("memory", String.valueOf(192L << 20), "memory", String.valueOf(1536L << 20),
                "memory", "9223372036854771712")).containsExactly(
                "memory limit exceeded (limit: " + ModelText.bytes(192L << 20) + "): the code was killed by the "
                        + "kernel's OOM killer",
                "memory limit exceeded (limit: " + ModelText.bytes(1536L << 20) + "): the code was killed by the "
                        + "kernel's OOM killer",
                "memory limit exceeded: the code was killed by the kernel's OOM killer");
    }
}
