package io.agentcage.docker.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.dockerjava.api.DockerClient;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.Outcome;
import io.agentcage.Session;
import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.docker.internal.Labels;
import io.agentcage.testcontainers.DockerSandbox;
import io.agentcage.spi.PoolEvent;
import io.agentcage.spi.PoolStats;
import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The pool reports acquisitions (warm and cold), starts, removals and reaped leftovers to its listener. */
@Timeout(180)
class PoolEventsIT {

    private final List<PoolEvent> events = new CopyOnWriteArrayList<>();

    private List<PoolEvent.Type> types() {
        return events.stream().map(PoolEvent::type).collect(Collectors.toList());
    }

    @Test
    void should_report_a_warm_hit_a_cold_miss_starts_and_removals() throws Exception {
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(Duration.ofSeconds(5)).build();
        DockerSandbox sandbox = DockerSandbox.withConfig(DockerSandboxes.config(ceilings).poolMinIdle(1)
                .poolMaxTotal(3).build()).withPoolListener(events::add);
        sandbox.start();
        try {
            DockerExecutor docker = sandbox.executor();
            while (docker.idleContainers() < 1) {
                Thread.sleep(50);
            }
            assertThat(types()).contains(PoolEvent.Type.STARTED);
            events.clear();

            assertThat(docker.execute(ExecutionRequest.of("print(1)")).outcome()).isEqualTo(Outcome.SUCCESS);
            assertThat(types()).startsWith(PoolEvent.Type.ACQUIRED_WARM);
            assertThat(events.get(0).backend()).isEqualTo("docker");
            assertThat(events.get(0).stats().inUse()).isEqualTo(1);
            assertThat(types()).contains(PoolEvent.Type.REMOVED);
            events.clear();

            // Lower memory than the ceilings: no pooled container fits, one is started for this call.
            assertThat(docker.execute(ExecutionRequest.builder("print(2)").memoryBytes(128L << 20).build())
                    .outcome()).isEqualTo(Outcome.SUCCESS);
            assertThat(types()).contains(PoolEvent.Type.ACQUIRED_COLD, PoolEvent.Type.REMOVED);
            // The start made for this call is reported before the acquisition it served.
            assertThat(types().indexOf(PoolEvent.Type.STARTED)).isLessThan(types().indexOf(
                    PoolEvent.Type.ACQUIRED_COLD));

            try (Session s = docker.openSession()) {
                s.execute(ExecutionRequest.of("x = 1"));
                assertThat(docker.poolStats().inUse()).isEqualTo(1);
            }
            assertThat(docker.poolStats().inUse()).isZero();
            assertThat(docker.poolStats().max()).isEqualTo(3);
        } finally {
            sandbox.stop();
        }
    }

    @Test
    void should_report_a_reaped_leftover_when_an_executor_starts() throws Exception {
        DockerClient client = DockerSandbox.dockerClient();
        String leftover = client.createContainerCmd(DockerConfig.DEFAULT_IMAGE).withCmd("true")
                .withLabels(Map.of(Labels.MANAGED, "true", Labels.OWNER, "pool-events-dead-jvm",
                        Labels.HOST, InetAddress.getLocalHost().getHostName(), Labels.PID, "2147483001",
                        Labels.JVM_START, "1",
                        Labels.EXPIRES, Long.toString(Instant.now().plusSeconds(3600).toEpochMilli())))
                .exec().getId();
        DockerSandbox sandbox = DockerSandbox.withConfig(DockerSandboxes.config(ExecutionLimits.defaults())
                .poolMinIdle(0).build()).withPoolListener(events::add);
        try {
            sandbox.start();
            assertThat(client.listContainersCmd().withShowAll(true)
                    .withLabelFilter(Map.of(Labels.OWNER, "pool-events-dead-jvm")).exec()).isEmpty();
            assertThat(events).filteredOn(e -> e.type() == PoolEvent.Type.REAPED).isNotEmpty()
                    .allSatisfy(e -> assertThat(e.stats()).isEqualTo(new PoolStats(0, 0, 0, 6)));
        } finally {
            sandbox.stop();
            try {
                client.removeContainerCmd(leftover).withForce(true).exec();
            } catch (RuntimeException ignored) {
                // already reaped
            }
        }
    }
}
