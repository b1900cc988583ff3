package io.agentcage.docker.it;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;

/** {@link RedTeamDockerIT} under gVisor's runsc; runs whenever runsc is registered (always in CI). */
class RunscRedTeamIT extends RedTeamDockerIT {

    @Override
    protected String runtime() {
        return "runsc";
    }

    @BeforeAll
    @Override
    void start() {
        Assumptions.assumeTrue(DockerSandboxes.runscRegistered(), "runsc is not registered with the daemon");
        super.start();
    }
}
