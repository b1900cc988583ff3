package io.agentcage.interpreter.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The every-build part of {@link MemoryFootprintIT} (issue 23): a few representative allocation patterns, each run
 * to exhaustion under a {@value #LIMIT_MIB} MiB limit alone in a child JVM of 1.5 × the limit's heap, end with
 * {@code LIMIT_EXCEEDED}/{@code MEMORY} and never with a host {@code OutOfMemoryError}. The patterns are the ones
 * of the issue that once ran the host out of heap or were stopped late (many small containers, instances, sort keys,
 * zip), a native container's contents ({@code deque}) and a native that builds its result while it runs
 * ({@code str.split}), and a generator resumed by a native ({@code str.join} of a generator inside a comprehension:
 * a walk from inside the generator must reach the comprehension's list through the frame the nested run began in).
 * The full list, eight at once and the estimate against the retained heap stay in the opt-in
 * {@code MemoryFootprintIT}.
 */
class MemoryLimitHeapTest {
    private static final int LIMIT_MIB = 32;
    private static final long LIMIT = (long) LIMIT_MIB << 20;
    private static final List<String> NAMES = List.of("list(zip)", "sorted key", "[[i]]", "[P(i)]",
            "[(i, str(i))]", "[{'a': i}]", "deque", "str.split, many parts", "str.join");

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void should_stop_representative_patterns_with_the_memory_limit_when_each_runs_in_one_and_a_half_times_its_heap()
            throws Exception {
        assertThat(AllocationPatterns.ALL.stream().map(AllocationPatterns.Pattern::name)).containsAll(NAMES);
        List<String> lines = ChildJvm.run((LIMIT * 3 / 2 >> 20) + "m", 8, "hog", String.valueOf(LIMIT), "1",
                String.join(";", NAMES));
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < AllocationPatterns.ALL.size(); i++) {
            String name = AllocationPatterns.ALL.get(i).name();
            if (NAMES.contains(name)) {
                String[] f = ChildJvm.lineFor(lines, "HOG", i);
                if (!f[2].equals("LIMIT_EXCEEDED") || !f[3].equals("MEMORY")) {
                    problems.add(name + ": " + String.join(" ", f));
                }
            }
        }
        assertThat(problems).isEmpty();
        assertThat(lines.stream().filter(l -> l.startsWith("HOG "))).hasSize(NAMES.size());
    }
}
