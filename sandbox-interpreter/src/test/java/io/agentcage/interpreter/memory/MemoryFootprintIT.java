package io.agentcage.interpreter.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The memory limit bounds the host heap (issue 23), checked against the real heap in child JVMs: every
 * {@link AllocationPatterns allocation pattern} run to exhaustion under a 64 MiB limit ends with
 * {@code LIMIT_EXCEEDED}/{@code MEMORY}, never a host {@code OutOfMemoryError}, in a JVM of 1.5 × the limit and with
 * 8 executions at once in a JVM of 8 × 1.25 × the limit; and for each pattern kept at a size of a few MiB the
 * interpreter's estimate is within ±50 % of the heap it really retains (used heap after full collections). Prints
 * the table and writes it to {@code target/memory-footprint.md}.
 *
 * <p>Not yet part of {@code mvn verify} (run it with {@code -Dagentcage.footprint=true}): on 2026-11-27 two
 * patterns were outside ±50 % ({@code deque} 0.10, kept {@code re} match objects 0.29: native state the walk does not see yet) and the
 * hogs took up to 30 s each on the loaded 2-core machine; see ADR 0030, "Left to do".
 */
@EnabledIfSystemProperty(named = "agentcage.footprint", matches = "true")
class MemoryFootprintIT {
    private static final long LIMIT = 64L << 20;
    private static final List<AllocationPatterns.Pattern> ALL = AllocationPatterns.ALL;
    private static final StringBuilder TABLE = new StringBuilder();

    @BeforeAll
    static void header() {
        TABLE.append("| pattern | estimate | retained | ratio | alone (1.5x heap) | 8 at once (10x heap) |\n")
                .append("|---|---|---|---|---|---|\n");
    }

    private static List<String> child(String heap, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx" + heap, "-Xss4m", "-cp", System.getProperty("java.class.path"),
                FootprintMain.class.getName()));
        cmd.addAll(List.of(args));
        Path log = Files.createTempFile("agentcage-footprint", ".log");
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            boolean done = p.waitFor(15, TimeUnit.MINUTES);
            if (!done) {
                p.destroyForcibly().waitFor();
            }
            String out = Files.readString(log, StandardCharsets.UTF_8);
            assertThat(done).as("child finished: " + out).isTrue();
            assertThat(out).as("no host OutOfMemoryError").doesNotContain("OutOfMemoryError")
                    .doesNotContain("host ran out of heap");
            assertThat(p.exitValue()).as(out).isZero();
            return out.lines().toList();
        } finally {
            Files.deleteIfExists(log);
        }
    }

    private static String[] lineFor(List<String> lines, String kind, int index) {
        for (String l : lines) {
            String[] f = l.split(" ", 6);
            if (f[0].equals(kind) && Integer.parseInt(f[1]) == index) {
                return f;
            }
        }
        throw new AssertionError("no " + kind + " line for pattern " + index + " in " + lines);
    }

    @Test
    void should_stop_every_pattern_with_the_memory_limit_and_estimate_what_it_retains() throws Exception {
        List<String> alone = child((LIMIT * 3 / 2 >> 20) + "m", "hog", String.valueOf(LIMIT), "1");
        List<String> together = child((LIMIT * 10 >> 20) + "m", "hog", String.valueOf(LIMIT), "8");
        List<String> measured = child("512m", "measure", String.valueOf(LIMIT));
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < ALL.size(); i++) {
            String[] a = lineFor(alone, "HOG", i);
            String[] t = lineFor(together, "HOG", i);
            String[] m = lineFor(measured, "MEASURE", i);
            long estimate = Long.parseLong(m[3]);
            long retained = Long.parseLong(m[4]);
            double ratio = retained <= 0 ? Double.NaN : (double) estimate / retained;
            TABLE.append(String.format(Locale.ROOT, "| `%s` | %,d | %,d | %.2f | %s %s ms | %s %s ms |%n",
                    ALL.get(i).name(), estimate, retained, ratio, a[3], a[4], t[3], t[4]));
            if (!a[2].equals("LIMIT_EXCEEDED") || !a[3].equals("MEMORY")) {
                problems.add(ALL.get(i).name() + " alone: " + String.join(" ", a));
            }
            if (!t[2].equals("LIMIT_EXCEEDED") || !t[3].equals("MEMORY")) {
                problems.add(ALL.get(i).name() + " with 7 others: " + String.join(" ", t));
            }
            if (!m[2].equals("SUCCESS") || !(ratio >= 0.5 && ratio <= 1.5)) {
                problems.add(ALL.get(i).name() + ": estimate " + estimate + " vs retained " + retained + " ("
                        + m[2] + ")");
            }
        }
        System.out.println(TABLE);
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "memory-footprint.md"), TABLE.toString());
        assertThat(problems).as(TABLE.toString()).isEmpty();
    }
}
