package io.agentcage.kubernetes;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;

/** {@link RedTeamKubernetesIT} on pods of the {@code gvisor} RuntimeClass (runsc); runs whenever runsc is there. */
class KubernetesRunscRedTeamIT extends RedTeamKubernetesIT {

    @Override
    protected String runtime() {
        return "runsc";
    }

    @BeforeAll
    @Override
    void start() {
        Assumptions.assumeTrue(KubeletTestSupport.runscRegistered(), "runsc is not registered with the daemon");
        super.start();
    }
}
