package io.agentcage.docker;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.contract.CodeExecutorContract;

/** The backend contract on the real engine with the default runtime (runc). */
class DockerExecutorContractIT extends CodeExecutorContract {

    @Override
    protected CodeExecutor createExecutor(ExecutionLimits ceilings) {
        return DockerExecutor.builder().config(DockerTestSupport.config(ceilings).build()).build();
    }
}
