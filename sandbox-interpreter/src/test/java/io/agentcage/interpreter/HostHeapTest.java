package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Guest code cannot exhaust the host's heap: in a JVM whose heap (48 MB) is smaller than the default memory budget
 * (256 MB), programs that retain ever more objects of every kind stop with the memory limit, and the JVM goes on
 * running other code.
 */
@Tag("slow")
class HostHeapTest {
    private static final List<String> HOGS = List.of(
            "a = []\nwhile True:\n    a.append('x' * 1000)",
            "d = {}\ni = 0\nwhile True:\n    d[i] = (i, str(i), float(i))\n    i += 1",
            "a = []\nwhile True:\n    a.append([0] * 16)",
            "s = 'ab'\nwhile True:\n    s += s",
            "l = [0]\nwhile True:\n    l.extend(l)",
            "class N:\n    def __init__(self, nxt):\n        self.nxt = nxt\n        self.pad = 'p' * 40\n"
                    + "n = None\nwhile True:\n    n = N(n)");

    @Test
    void should_stop_every_hog_with_the_memory_limit_when_the_heap_is_smaller_than_the_budget() throws Exception {
        List<String> cmd = new ArrayList<>(List.of(System.getProperty("java.home") + File.separator + "bin"
                + File.separator + "java", "-Xmx48m", "-XX:+UseSerialGC", "-cp",
                System.getProperty("java.class.path"), HeapGuardMain.class.getName()));
        cmd.addAll(HOGS);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        boolean done = p.waitFor(300, TimeUnit.SECONDS);
        if (!done) {
            p.destroyForcibly();
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(done).as(out).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        String[] lines = out.strip().split("\n");
        assertThat(lines).as(out).hasSize(HOGS.size() + 1);
        for (int i = 0; i < HOGS.size(); i++) {
            assertThat(lines[i]).as(HOGS.get(i)).startsWith("LIMIT_EXCEEDED MEMORY");
            long peak = Long.parseLong(lines[i].substring(lines[i].lastIndexOf(' ') + 1));
            assertThat(peak).as(HOGS.get(i)).isPositive().isLessThanOrEqualTo((24L << 20) + 1);
        }
        assertThat(lines[HOGS.size()]).isEqualTo("45");
    }
}
