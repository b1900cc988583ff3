package io.agentcage.interpreter;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.agentcage.ExecutionLimits;
import io.agentcage.contract.LiveLatencyBench;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The interpreter's live-execution figures ({@link LiveLatencyBench}); runs with {@code -Dagentcage.bench=true}. */
class LiveLatencyBenchTest {

    @Test
    void should_print_the_live_latency_rows_when_asked() throws Exception {
        assumeTrue(Boolean.getBoolean("agentcage.bench"), "benchmark: -Dagentcage.bench=true");
        try (InterpreterExecutor executor = InterpreterExecutor.builder()
                .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(30)).build()).build()) {
            LiveLatencyBench.table("interpreter", executor, 50, 5);   // warm-up
            System.out.print(LiveLatencyBench.table("interpreter", executor, 500, 30));
        }
    }
}
