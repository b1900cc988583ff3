package io.agentcage.interpreter.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The memory limit bounds the host heap (issue 23), checked against the real heap in child JVMs, for every
 * {@link AllocationPatterns allocation pattern}:
 *
 * <ul>
 *   <li>run to exhaustion under a {@value #LIMIT_MIB} MiB limit, alone in a JVM of 1.5 × the limit (where the JVM-wide
 *       cap of half the heap, ADR 0008, makes the limit in force 3/4 of it) and 8 at once in a JVM of 8 × 1.25 × the
 *       limit, each ends with {@code LIMIT_EXCEEDED}/{@code MEMORY}, never a host {@code OutOfMemoryError}, within
 *       {@value #MAX_CPU_SECONDS} s of its thread's CPU time (a hang or a walk quadratic in the heap would take
 *       far longer; CPU time, unlike wall-clock time, does not grow while a loaded machine makes a thread wait);</li>
 *   <li>kept at a size of a few MiB, the interpreter's estimate is within ±50 % of the heap it really retains (the
 *       growth of the used heap after full collections).</li>
 * </ul>
 *
 * <p>Each check is its own test (own child JVM, own timeout). The table of all three is printed and written to
 * {@code target/memory-footprint.md} after the last.
 *
 * <p>Run with {@code -Dagentcage.footprint=true} (three child JVMs, several minutes on the shared machine);
 * {@link MemoryLimitHeapTest} runs a representative subset of the hogs in every build.
 */
@EnabledIfSystemProperty(named = "agentcage.footprint", matches = "true")
class MemoryFootprintIT {
    private static final int LIMIT_MIB = 32;
    private static final long LIMIT = (long) LIMIT_MIB << 20;
    private static final long MAX_CPU_SECONDS = 10;
    private static final List<AllocationPatterns.Pattern> ALL = AllocationPatterns.ALL;
    /** The output lines of each child, by kind ("alone", "together", "measure"), for the table. */
    private static final Map<String, List<String>> RUNS = new ConcurrentHashMap<>();

    private static List<String> child(String heap, String... args) throws Exception {
        return ChildJvm.run(heap, 12, args);
    }

    private static String[] lineFor(List<String> lines, String kind, int index) {
        return ChildJvm.lineFor(lines, kind, index);
    }

    /** The hogs of every pattern: each must end in MEMORY within its CPU-time bound. */
    private static void checkHogs(String run, List<String> lines) {
        RUNS.put(run, lines);
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < ALL.size(); i++) {
            String[] f = lineFor(lines, "HOG", i);
            if (!f[2].equals("LIMIT_EXCEEDED") || !f[3].equals("MEMORY")) {
                problems.add(ALL.get(i).name() + ": " + String.join(" ", f));
            } else if (Long.parseLong(f[5]) > MAX_CPU_SECONDS * 1000) {
                problems.add(ALL.get(i).name() + ": " + f[5] + " ms of CPU to end in MEMORY");
            }
        }
        assertThat(problems).as(run).isEmpty();
    }

    @Test
    @Timeout(value = 15, unit = TimeUnit.MINUTES)
    void should_stop_every_pattern_with_the_memory_limit_when_it_runs_alone_in_one_and_a_half_times_its_heap()
            throws Exception {
        checkHogs("alone", child((LIMIT * 3 / 2 >> 20) + "m", "hog", String.valueOf(LIMIT), "1"));
    }

    @Test
    @Timeout(value = 15, unit = TimeUnit.MINUTES)
    void should_stop_every_pattern_with_the_memory_limit_when_eight_run_at_once_in_ten_times_its_heap()
            throws Exception {
        checkHogs("together", child((LIMIT * 10 >> 20) + "m", "hog", String.valueOf(LIMIT), "8"));
    }

    @Test
    @Timeout(value = 15, unit = TimeUnit.MINUTES)
    void should_estimate_within_half_of_the_heap_really_retained_when_a_pattern_keeps_its_result()
            throws Exception {
        List<String> lines = child("512m", "measure", String.valueOf(LIMIT));
        RUNS.put("measure", lines);
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < ALL.size(); i++) {
            String[] m = lineFor(lines, "MEASURE", i);
            FootprintMain.Measured r = new FootprintMain.Measured(m[2], Long.parseLong(m[3]), Long.parseLong(m[4]));
            if (!r.outcome().equals("SUCCESS") || !(r.ratio() >= 0.5 && r.ratio() <= 1.5)) {
                problems.add(ALL.get(i).name() + ": estimate " + r.estimate() + " vs retained " + r.retained()
                        + " (" + r.outcome() + ")");
            }
        }
        assertThat(problems).isEmpty();
    }

    @AfterAll
    static void table() throws Exception {
        StringBuilder t = new StringBuilder(String.format(Locale.ROOT, "| pattern | estimate | retained | ratio "
                + "| alone (%d MiB limit, %d MiB heap) | 8 at once (%d MiB heap) |%n|---|---|---|---|---|---|%n",
                LIMIT_MIB * 3 / 4, LIMIT_MIB * 3 / 2, LIMIT_MIB * 10));
        for (int i = 0; i < ALL.size(); i++) {
            t.append("| `").append(ALL.get(i).name().replace("|", "\\|")).append("` | ");
            List<String> measured = RUNS.get("measure");
            if (measured == null) {
                t.append("| | | ");
            } else {
                String[] m = lineFor(measured, "MEASURE", i);
                FootprintMain.Measured r = new FootprintMain.Measured(m[2], Long.parseLong(m[3]),
                        Long.parseLong(m[4]));
                t.append(String.format(Locale.ROOT, "%,d | %,d | %.2f | ", r.estimate(), r.retained(), r.ratio()));
            }
            for (String run : List.of("alone", "together")) {
                List<String> lines = RUNS.get(run);
                if (lines == null) {
                    t.append(" | ");
                } else {
                    String[] f = lineFor(lines, "HOG", i);
                    t.append(f[3].equals("-") ? f[2] : f[3]).append(", ").append(f[5]).append(" ms CPU | ");
                }
            }
            t.setLength(t.length() - 1);
            t.append('\n');
        }
        System.out.println(t);
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "memory-footprint.md"), t.toString());
    }
}
