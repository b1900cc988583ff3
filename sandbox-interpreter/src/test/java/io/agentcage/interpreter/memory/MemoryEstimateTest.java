package io.agentcage.interpreter.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.interpreter.InterpreterExecutor;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The quick check of {@link MemoryFootprintIT}'s measurement, in this JVM: for a handful of allocation patterns
 * (one of each kind the gauge once missed: a native container's contents, native objects, instances with dicts, a
 * native that builds its result, suspended coroutine frames) the interpreter's estimate is within ±50 % of the
 * heap the program really retains (the growth of the used heap after full collections).
 */
class MemoryEstimateTest {
    private static final List<String> NAMES = List.of("deque", "re match objects", "[P(i)]", "str.split, many parts",
            "random.Random kept", "coroutines kept");
    private static InterpreterExecutor executor;

    @BeforeAll
    static void start() {
        executor = InterpreterExecutor.builder().limits(ExecutionLimits.builder().memoryBytes(64L << 20).build())
                .build();
        FootprintMain.warmUp(executor);
    }

    @AfterAll
    static void stop() {
        executor.close();
    }

    static Stream<String> patterns() {
        return NAMES.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("patterns")
    void should_estimate_within_half_of_the_retained_heap_when_a_program_keeps_what_it_made(String name) {
        AllocationPatterns.Pattern p = AllocationPatterns.ALL.stream().filter(x -> x.name().equals(name))
                .findFirst().orElseThrow();
        FootprintMain.Measured m = FootprintMain.measure(executor, p);
        assertThat(m.outcome()).isEqualTo("SUCCESS");
        assertThat(m.ratio()).as("estimate %,d vs retained %,d", m.estimate(), m.retained()).isBetween(0.5, 1.5);
    }
}
