package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.contract.CodeExecutorContract;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The backend contract on a fleet of two remote engines, each in a network namespace of its own and spoken to over
 * TCP with mutual TLS ({@link TestEngines}). Afterwards no container is left on either engine and the engines,
 * namespaces, veths and files are gone.
 */
class DockerFleetContractIT extends CodeExecutorContract {
    private TestEngines engines;
    private DockerFleetExecutor fleet;

    @Override
    protected CodeExecutor createExecutor(ExecutionLimits ceilings) {
        try {
            engines = TestEngines.start(2);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        fleet = DockerFleetExecutor.builder().config(DockerConfig.builder().ceilings(ceilings).poolMinIdle(1)
                .poolMaxTotal(4).build()).engine(engines.engine(0)).engine(engines.engine(1)).build();
        assertThat(fleet.availableEngines()).hasSize(2);
        return fleet;
    }

    /**
     * One executor on one remote engine, its client built by the executor: an execution silent for longer than a
     * connect timeout keeps its attach stream (httpclient5 keeps a TCP connect timeout as the socket's read timeout,
     * which once ended such executions after 5 s).
     */
    @Test
    void should_finish_a_silent_execution_when_one_executor_works_on_a_remote_tls_engine() {
        assertThat(engines).as("engines started by the contract's executor").isNotNull();
        try (DockerExecutor single = DockerExecutor.builder().engine(engines.engine(0))
                .config(DockerConfig.builder().poolMinIdle(0).poolMaxTotal(1).preloadModules(List.of()).build())
                .build()) {
            ExecutionResult r = single.execute(ExecutionRequest.builder("import time\ntime.sleep(7)\nprint('woke')")
                    .timeout(Duration.ofSeconds(60)).build());
            assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
            assertThat(r.stdout()).isEqualTo("woke\n");
        }
    }

    @AfterAll
    void closeFleetAndEngines() throws Exception {
        if (fleet != null) {
            fleet.close();
        }
        if (engines != null) {
            try {
                for (int i = 0; i < 2; i++) {
                    assertThat(FleetTestSupport.containersAfterRemoval(engines, i)).as("containers left on engine "
                            + i).isEmpty();
                }
            } finally {
                engines.close();
                assertThat(engines.leftovers()).as("test engines left behind").isEmpty();
            }
        }
    }
}
