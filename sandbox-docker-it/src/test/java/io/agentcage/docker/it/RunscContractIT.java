package io.agentcage.docker.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.contract.CodeExecutorContract;
import io.agentcage.contract.LiveExecutionContract;
import io.agentcage.testcontainers.DockerSandboxExtension;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The backend contract under gVisor's runsc, through the Testcontainers extension, live executions included; runs
 * whenever runsc is registered (always in CI).
 */
class RunscContractIT extends CodeExecutorContract implements LiveExecutionContract {

    @RegisterExtension
    static DockerSandboxExtension sandbox = DockerSandboxes.perClass(DockerSandboxes.config(
            DockerExecutorContractIT.CEILINGS).runtime("runsc").build());

    @Override
    protected CodeExecutor createExecutor(ExecutionLimits ceilings) {
        Assumptions.assumeTrue(DockerSandboxes.runscRegistered(), "runsc is not registered with the daemon");
        assertThat(ceilings).as("the contract's ceilings are the sandbox's")
                .isEqualTo(DockerExecutorContractIT.CEILINGS);
        return sandbox.executor();
    }
}
