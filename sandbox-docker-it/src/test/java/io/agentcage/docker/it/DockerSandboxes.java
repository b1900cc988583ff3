package io.agentcage.docker.it;

import static org.junit.jupiter.api.Assertions.fail;

import io.agentcage.ExecutionLimits;
import io.agentcage.docker.DockerConfig;
import io.agentcage.testcontainers.DockerSandbox;
import io.agentcage.testcontainers.DockerSandboxExtension;

/**
 * How the Docker integration tests get their executors: through {@link DockerSandboxExtension}, on the Docker
 * environment Testcontainers discovers, as an application's tests would. Without a daemon or the image the tests
 * are skipped on a developer machine and FAIL when the environment variable CI is set: a CI run must never pass by
 * skipping the sandbox.
 */
final class DockerSandboxes {
    private DockerSandboxes() {
    }

    /** A config for tests: small pool, the given ceilings. */
    static DockerConfig.Builder config(ExecutionLimits ceilings) {
        return DockerConfig.builder().ceilings(ceilings).poolMinIdle(1).poolMaxTotal(6);
    }

    /** The extension for a test class: one executor with this configuration, skipped without Docker unless CI. */
    static DockerSandboxExtension perClass(DockerConfig config) {
        return DockerSandboxExtension.builder().config(config).skipWithoutDocker(System.getenv("CI") == null)
                .build();
    }

    /** Whether the daemon has gVisor's runsc registered (in CI it is: setup-docker.sh registers it). */
    static boolean runscRegistered() {
        var runtimes = DockerSandbox.dockerClient().infoCmd().exec().getRuntimes();
        boolean present = runtimes != null && runtimes.containsKey("runsc");
        if (!present && System.getenv("CI") != null) {
            fail("CI is set but runsc is not registered with the Docker daemon; run scripts/setup-docker.sh");
        }
        return present;
    }
}
