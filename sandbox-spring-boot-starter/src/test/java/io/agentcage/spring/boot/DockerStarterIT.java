package io.agentcage.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.core.DefaultDockerClientConfig;
import com.github.dockerjava.core.DockerClientImpl;
import com.github.dockerjava.httpclient5.ApacheDockerHttpClient;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.micrometer.SandboxMetrics;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The starter on the Docker backend and a real engine: pool metrics, health with the pool, no container left. */
@Timeout(300)
class DockerStarterIT {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(AgentCageAutoConfiguration.class,
                    AgentCageHealthAutoConfiguration.class, AgentCageToolAutoConfiguration.class))
            .withBean(MeterRegistry.class, SimpleMeterRegistry::new)
            .withPropertyValues("agentcage.backend=docker", "agentcage.pool.min-idle=1", "agentcage.pool.max-total=3",
                    "agentcage.limits.timeout=5s");

    @Test
    void should_run_on_docker_report_pool_metrics_and_health_and_remove_its_containers_at_shutdown()
            throws Exception {
        String[] owner = new String[1];
        runner.run(context -> {
            DockerExecutor docker = context.getBean("agentcageBackend", DockerExecutor.class);
            owner[0] = docker.ownerId();
            while (docker.idleContainers() < 1) {
                Thread.sleep(50);
            }
            CodeExecutor executor = context.getBean(CodeExecutor.class);
            assertThat(executor.execute(ExecutionRequest.of("import numpy as np\nint(np.arange(10).sum())"))
                    .value()).contains("45");

            MeterRegistry registry = context.getBean(MeterRegistry.class);
            assertThat(registry.get(SandboxMetrics.POOL_WAIT).tags("backend", "docker", "result", "hit").timer()
                    .count()).isEqualTo(1);
            assertThat(registry.get(SandboxMetrics.POOL_STARTED).tags("backend", "docker").counter().count())
                    .isGreaterThanOrEqualTo(1.0);
            assertThat(registry.get(SandboxMetrics.EXECUTION_DURATION).tags("backend", "docker", "outcome",
                    "success").timer().count()).isEqualTo(1);
            assertThat(registry.get(SandboxMetrics.POOL_SANDBOXES_MAX).tags("backend", "docker").gauge().value())
                    .isEqualTo(3.0);

            Health health = context.getBean("agentcageHealthIndicator", HealthIndicator.class).health();
            assertThat(health.getStatus()).isEqualTo(Status.UP);
            assertThat(health.getDetails()).containsEntry("backend", "docker").containsEntry("engine", "reachable")
                    .containsEntry("pool.max", 3).containsKeys("pool.idle", "pool.inUse", "pool.starting");
        });
        DefaultDockerClientConfig cfg = DefaultDockerClientConfig.createDefaultConfigBuilder().build();
        try (DockerClient client = DockerClientImpl.getInstance(cfg, new ApacheDockerHttpClient.Builder()
                .dockerHost(cfg.getDockerHost()).build())) {
            assertThat(client.listContainersCmd().withShowAll(true)
                    .withLabelFilter(Map.of("io.agentcage.owner", owner[0])).exec())
                    .as("containers left after the context closed").isEmpty();
        }
    }
}
