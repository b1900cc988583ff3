package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.contract.CodeExecutorContract;
import org.junit.jupiter.api.AfterAll;

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
