package io.agentcage.docker.it;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;

/**
 * {@link TimeoutVersusMemoryIT} under gVisor's runsc; runs whenever runsc is registered (always in CI). Docker sets
 * {@code OOMKilled} and logs an {@code oom} event for a runsc container too, so a SIGKILL without them is not the
 * memory limit there either.
 */
class RunscTimeoutVersusMemoryIT extends TimeoutVersusMemoryIT {

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
