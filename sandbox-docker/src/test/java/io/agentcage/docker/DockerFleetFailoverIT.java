package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.Session;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Failover of a two-engine fleet ({@link TestEngines}: separate network namespaces, mutual TLS): one engine's dockerd
 * is killed while a session runs on it; one-shot executions go on on the other engine, the session goes on there with
 * {@code sessionStateLost}, the dead engine is taken out; when its dockerd runs again it is taken back, the
 * containers left on it are removed and its pool fills again. Prints the failover and take-back times.
 */
class DockerFleetFailoverIT {
    private TestEngines engines;
    private DockerFleetExecutor fleet;

    @BeforeEach
    void start() throws Exception {
        engines = TestEngines.start(2);
        fleet = DockerFleetExecutor.builder().checkInterval(Duration.ofMillis(500))
                .config(DockerConfig.builder().ceilings(ExecutionLimits.builder().timeout(Duration.ofSeconds(10))
                        .build()).preloadModules(List.of()).poolMinIdle(1).poolMaxTotal(4).build())
                .engine(engines.engine(0)).engine(engines.engine(1)).build();
    }

    @AfterEach
    void stop() throws Exception {
        try {
            if (fleet != null) {
                fleet.close();
                for (int i = 0; i < 2; i++) {
                    assertThat(FleetTestSupport.containersAfterRemoval(engines, i)).as("containers left on engine "
                            + i).isEmpty();
                }
            }
        } finally {
            engines.close();
            assertThat(engines.leftovers()).as("test engines left behind").isEmpty();
        }
    }

    @Test
    void should_fail_over_and_take_the_engine_back_when_one_engine_dies_and_returns() throws Exception {
        String dying = engines.engine(0).host();
        List<Session> opened = new ArrayList<>();
        FleetSession onDying = null;
        for (int i = 0; i < 6 && onDying == null; i++) {
            FleetSession s = (FleetSession) fleet.openSession();
            opened.add(s);
            if (s.engineHost().equals(dying)) {
                onDying = s;
            }
        }
        assertThat(onDying).as("a session on " + dying).isNotNull();
        assertThat(onDying.execute(ExecutionRequest.of("x = 41")).outcome()).isEqualTo(Outcome.SUCCESS);

        engines.kill(0);
        long killed = System.nanoTime();
        ExecutionResult oneShot = fleet.execute(ExecutionRequest.of("print(6 * 7)"));
        long firstSuccess = System.nanoTime();
        assertThat(oneShot.stdout()).as(oneShot.message()).isEqualTo("42\n");
        for (int i = 0; i < 4; i++) {
            ExecutionResult r = fleet.execute(ExecutionRequest.of("print(1)"));
            assertThat(r.stdout()).as(r.message()).isEqualTo("1\n");
        }

        ExecutionResult moved = onDying.execute(ExecutionRequest.of("print('x' in globals())"));
        assertThat(moved.outcome()).as(moved.message()).isIn(Outcome.SUCCESS, Outcome.SANDBOX_FAILURE);
        assertThat(moved.sessionStateLost()).isTrue();
        if (moved.outcome() == Outcome.SANDBOX_FAILURE) {
            assertThat(moved.message()).contains(dying);
            moved = onDying.execute(ExecutionRequest.of("print('x' in globals())"));
        }
        assertThat(moved.stdout()).as(moved.message()).isEqualTo("False\n");
        assertThat(onDying.engineHost()).isNotEqualTo(dying);
        awaitEngines(List.of(engines.engine(1).host()));

        engines.restart(0);
        long restarted = System.nanoTime();
        awaitEngines(List.of(dying, engines.engine(1).host()));
        long back = System.nanoTime();
        awaitIdleContainerOn(0);
        assertThat(engines.docker(0, "ps", "-aq", "--filter", "status=exited").strip())
                .as("containers of the dead engine's executor are removed when it is back").isEmpty();
        System.out.printf(java.util.Locale.ROOT, "fleet failover: first one-shot on the other engine %.0f ms after the "
                + "kill; engine back in the fleet %.0f ms after its dockerd started (health checks every 500 ms)%n",
                (firstSuccess - killed) / 1e6, (back - restarted) / 1e6);
        opened.forEach(Session::close);
    }

    private void awaitEngines(List<String> expected) throws InterruptedException {
        for (int i = 0; i < 1200 && !new java.util.HashSet<>(fleet.availableEngines()).equals(
                new java.util.HashSet<>(expected)); i++) {
            Thread.sleep(50);
        }
        assertThat(fleet.availableEngines()).containsExactlyInAnyOrderElementsOf(expected);
    }

    private void awaitIdleContainerOn(int engine) throws Exception {
        for (int i = 0; i < 600; i++) {
            if (!engines.docker(engine, "ps", "-q", "--filter", "label=io.agentcage.managed=true").isBlank()) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("engine " + engine + " got no container after it was taken back");
    }
}
