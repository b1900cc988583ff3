package io.agentcage.docker;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.contract.CodeExecutorContract;
import org.junit.jupiter.api.Assumptions;

/** The backend contract under gVisor's runsc; runs whenever runsc is registered (always in CI). */
class RunscContractIT extends CodeExecutorContract {

    @Override
    protected CodeExecutor createExecutor(ExecutionLimits ceilings) {
        Assumptions.assumeTrue(DockerTestSupport.runscRegistered(), "runsc is not registered with the daemon");
        return DockerExecutor.builder().config(DockerTestSupport.config(ceilings).runtime("runsc").build()).build();
    }
}
