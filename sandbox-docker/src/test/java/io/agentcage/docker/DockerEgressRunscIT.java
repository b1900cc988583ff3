package io.agentcage.docker;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;

/** {@link EgressContainerContract} and {@link EgressAttacks} under gVisor's runsc (skipped where it is missing). */
class DockerEgressRunscIT extends EgressAttacks {
    @Override
    String runtime() {
        return "runsc";
    }

    @BeforeAll
    @Override
    void start() throws Exception {
        Assumptions.assumeTrue(DockerTestSupport.runscRegistered(), "runsc is not registered with the daemon");
        super.start();
    }
}
