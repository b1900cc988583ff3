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
import io.agentcage.opentelemetry.SandboxTracing;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The starter on the Docker backend and a real engine: pool metrics and spans for a hit and a miss, health with
 * the pool, no container left after the context closes.
 */
@Timeout(300)
class DockerStarterIT {

    private static final InMemorySpanExporter SPANS = InMemorySpanExporter.create();

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(AgentCageAutoConfiguration.class,
                    AgentCageHealthAutoConfiguration.class, AgentCageToolAutoConfiguration.class))
            .withBean(MeterRegistry.class, SimpleMeterRegistry::new)
            .withBean(OpenTelemetry.class, () -> OpenTelemetrySdk.builder().setTracerProvider(SdkTracerProvider
                    .builder().addSpanProcessor(SimpleSpanProcessor.create(SPANS)).build()).build())
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

            // Less memory than the ceilings: no warm container fits, one is started for the call (a miss).
            assertThat(executor.execute(ExecutionRequest.builder("print(1)").memoryBytes(128L << 20).build())
                    .stdout()).isEqualTo("1\n");
            assertThat(registry.get(SandboxMetrics.POOL_WAIT).tags("backend", "docker", "result", "miss").timer()
                    .count()).isEqualTo(1);
            List<SpanData> spans = SPANS.getFinishedSpanItems();
            List<SpanData> executions = spans.stream().filter(sp -> sp.getName().equals(SandboxTracing.EXECUTE))
                    .collect(Collectors.toList());
            List<SpanData> acquisitions = spans.stream()
                    .filter(sp -> sp.getName().equals(SandboxTracing.POOL_ACQUIRE)).collect(Collectors.toList());
            assertThat(executions).hasSize(2);
            assertThat(acquisitions).hasSize(2);
            assertThat(acquisitions.get(0).getAttributes().get(AttributeKey.stringKey("agentcage.pool.result")))
                    .isEqualTo("hit");
            assertThat(acquisitions.get(1).getAttributes().get(AttributeKey.stringKey("agentcage.pool.result")))
                    .isEqualTo("miss");
            assertThat(acquisitions.get(1).getParentSpanId()).isEqualTo(executions.get(1).getSpanId());
            assertThat(executions.get(1).getAttributes().get(AttributeKey.longKey("agentcage.limits.memory")))
                    .isEqualTo(128L << 20);

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
