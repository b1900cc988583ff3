package io.agentcage.docker.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.contract.CodeExecutorContract;
import io.agentcage.contract.LiveExecutionContract;
import io.agentcage.testcontainers.DockerSandboxExtension;
import java.time.Duration;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The backend contract on the real engine with the default runtime (runc), through the Testcontainers extension, live
 * executions included (output frames from the runner, cancel, asynchronous calls).
 */
class DockerExecutorContractIT extends CodeExecutorContract implements LiveExecutionContract {

    static final ExecutionLimits CEILINGS = ExecutionLimits.builder().timeout(Duration.ofSeconds(3)).build();

    @RegisterExtension
    static DockerSandboxExtension sandbox = DockerSandboxes.perClass(DockerSandboxes.config(CEILINGS).build());

    @Override
    protected CodeExecutor createExecutor(ExecutionLimits ceilings) {
        assertThat(ceilings).as("the contract's ceilings are the sandbox's").isEqualTo(CEILINGS);
        return sandbox.executor();
    }
}
