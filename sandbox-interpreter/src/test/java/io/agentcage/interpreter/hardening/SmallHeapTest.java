package io.agentcage.interpreter.hardening;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The interpreter in a JVM with a 256 MiB heap ({@link SmallHeapMain}): allocation bombs, deep recursion, huge
 * integers, string multiplication, deep nesting, regex bombs and {@code -Dsmallheap.programs} (default 1,000)
 * generated programs each end in a guest outcome, and the JVM itself survives to print its summary and exit 0.
 */
@Tag("slow")
class SmallHeapTest {

    @Test
    void should_survive_every_bomb_when_the_host_heap_is_256m() throws Exception {
        String programs = System.getProperty("smallheap.programs", "1000");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path log = Files.createTempFile("agentcage-smallheap", ".log");
        try {
            Process p = new ProcessBuilder(List.of(java, "-Xmx256m", "-Xss4m",
                    "-cp", System.getProperty("java.class.path"), SmallHeapMain.class.getName(), programs))
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            boolean done = p.waitFor(15, TimeUnit.MINUTES);
            if (!done) {
                p.destroyForcibly().waitFor();
            }
            String out = Files.readString(log, StandardCharsets.UTF_8);
            System.out.println(out);
            assertThat(done).as("finished within 15 minutes").isTrue();
            assertThat(out).as("the JVM survived to print its summary").contains("small-heap: ")
                    .doesNotContain("PROBLEM");
            assertThat(p.exitValue()).as(out).isZero();
        } finally {
            Files.deleteIfExists(log);
        }
    }

}
