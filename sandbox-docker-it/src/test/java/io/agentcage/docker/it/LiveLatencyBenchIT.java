package io.agentcage.docker.it;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.agentcage.ExecutionLimits;
import io.agentcage.contract.LiveLatencyBench;
import io.agentcage.testcontainers.DockerSandboxExtension;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The Docker backend's live-execution figures ({@link LiveLatencyBench}); runs with {@code -Dagentcage.bench=true}. */
class LiveLatencyBenchIT {

    @RegisterExtension
    static DockerSandboxExtension sandbox = DockerSandboxes.perClass(DockerSandboxes.config(
            ExecutionLimits.builder().timeout(Duration.ofSeconds(30)).build()).build());

    @Test
    void should_print_the_live_latency_rows_when_asked() throws Exception {
        assumeTrue(Boolean.getBoolean("agentcage.bench"), "benchmark: -Dagentcage.bench=true");
        LiveLatencyBench.table("docker (runc)", sandbox.executor(), 50, 3);   // warm-up
        System.out.print(LiveLatencyBench.table("docker (runc)", sandbox.executor(), 300, 20));
    }
}
