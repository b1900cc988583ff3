package io.agentcage.micrometer;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.spi.PoolEvent;
import io.agentcage.spi.PoolListener;
import io.agentcage.spi.PoolStats;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The pool meters, fed the events a pool reports (the Docker backend's own events are checked against a real
 * engine by sandbox-docker's PoolEventsIT; the starter's tests read these meters from a real DockerExecutor).
 */
class PoolMetricsTest {

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final SandboxMetrics metrics = SandboxMetrics.create(registry);

    private static PoolEvent event(PoolEvent.Type type, long millis, PoolStats stats) {
        return new PoolEvent(type, "docker", Duration.ofMillis(millis), stats);
    }

    @Test
    void should_time_hits_misses_and_failures_apart_when_callers_wait_for_sandboxes() {
        PoolListener pool = metrics.poolListener();
        pool.onEvent(event(PoolEvent.Type.ACQUIRED_WARM, 2, new PoolStats(0, 1, 0, 4)));
        pool.onEvent(event(PoolEvent.Type.STARTED, 900, new PoolStats(0, 1, 0, 4)));
        pool.onEvent(event(PoolEvent.Type.ACQUIRED_COLD, 950, new PoolStats(0, 2, 0, 4)));
        pool.onEvent(event(PoolEvent.Type.ACQUIRE_FAILED, 30_000, new PoolStats(0, 4, 0, 4)));

        assertThat(wait("hit").count()).isEqualTo(1);
        assertThat(wait("hit").totalTime(TimeUnit.MILLISECONDS)).isEqualTo(2.0);
        assertThat(wait("miss").count()).isEqualTo(1);
        assertThat(wait("miss").totalTime(TimeUnit.MILLISECONDS)).isEqualTo(950.0);
        assertThat(wait("failed").count()).isEqualTo(1);
        assertThat(registry.get(SandboxMetrics.POOL_STARTED).tags("backend", "docker").counter().count())
                .isEqualTo(1.0);
    }

    @Test
    void should_report_the_last_state_of_each_pool_summed_per_backend() {
        PoolListener first = metrics.poolListener();
        PoolListener second = metrics.poolListener();
        first.onEvent(event(PoolEvent.Type.STARTED, 800, new PoolStats(1, 0, 0, 8)));
        first.onEvent(event(PoolEvent.Type.ACQUIRED_WARM, 1, new PoolStats(0, 1, 1, 8)));
        second.onEvent(event(PoolEvent.Type.STARTED, 700, new PoolStats(2, 3, 0, 6)));

        assertThat(sandboxes("idle")).isEqualTo(2.0);
        assertThat(sandboxes("used")).isEqualTo(4.0);
        assertThat(sandboxes("starting")).isEqualTo(1.0);
        assertThat(registry.get(SandboxMetrics.POOL_SANDBOXES_MAX).tags("backend", "docker").gauge().value())
                .isEqualTo(14.0);

        first.onEvent(event(PoolEvent.Type.REMOVED, 0, new PoolStats(0, 0, 0, 8)));
        assertThat(sandboxes("used")).isEqualTo(3.0);
        assertThat(registry.get(SandboxMetrics.POOL_REMOVED).tags("backend", "docker").counter().count())
                .isEqualTo(1.0);
    }

    @Test
    void should_count_reaped_leftovers_apart_from_removals() {
        PoolListener pool = metrics.poolListener();
        pool.onEvent(event(PoolEvent.Type.REAPED, 0, new PoolStats(0, 0, 0, 8)));
        pool.onEvent(event(PoolEvent.Type.REAPED, 0, new PoolStats(0, 0, 0, 8)));

        assertThat(registry.get(SandboxMetrics.POOL_REAPED).tags("backend", "docker").counter().count())
                .isEqualTo(2.0);
        assertThat(registry.find(SandboxMetrics.POOL_REMOVED).counter()).isNull();
    }

    private io.micrometer.core.instrument.Timer wait(String result) {
        return registry.get(SandboxMetrics.POOL_WAIT).tags("backend", "docker", "result", result).timer();
    }

    private double sandboxes(String state) {
        return registry.get(SandboxMetrics.POOL_SANDBOXES).tags("backend", "docker", "state", state).gauge()
                .value();
    }
}
