package io.agentcage.kubernetes;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import org.junit.jupiter.api.Assumptions;

/** The backend contract on pods of the {@code gvisor} RuntimeClass (handler runsc); runs whenever runsc is there. */
class KubernetesRunscContractIT extends KubernetesContractIT {

    @Override
    protected String runtimeClass() {
        return KubeletTestSupport.GVISOR;
    }

    @Override
    protected CodeExecutor createExecutor(ExecutionLimits ceilings) {
        Assumptions.assumeTrue(KubeletTestSupport.runscRegistered(), "runsc is not registered with the daemon");
        return super.createExecutor(ceilings);
    }
}
