package io.agentcage.docker;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.contract.HostFunctionContract;
import io.agentcage.host.HostFunction;
import java.time.Duration;
import java.util.List;

/** The host-function contract on Docker: the same results as the interpreter's, from CPython in a container. */
class DockerHostFunctionContractIT extends HostFunctionContract {
    @Override
    protected CodeExecutor createExecutor(List<HostFunction> functions) {
        DockerExecutor.Builder b = DockerExecutor.builder().config(DockerTestSupport.config(ExecutionLimits.builder()
                .timeout(Duration.ofSeconds(60)).build()).preloadModules(List.of()).poolMinIdle(1).build());
        functions.forEach(b::hostFunction);
        return b.build();
    }
}
