package io.agentcage.docker.it;

import static org.junit.jupiter.api.Assertions.fail;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Container;
import io.agentcage.ExecutionLimits;
import io.agentcage.SandboxUnavailableException;
import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.docker.internal.Labels;
import io.agentcage.testcontainers.DockerSandbox;
import io.agentcage.testcontainers.DockerSandboxExtension;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;

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

    /**
     * An executor with this configuration, started as {@link DockerSandbox} starts one (Testcontainers' client and
     * session labels); the test closes it. Skips the test without Docker, unless CI is set.
     */
    static DockerExecutor start(DockerConfig config) {
        DockerSandbox sandbox = DockerSandbox.withConfig(config);
        try {
            sandbox.start();
        } catch (SandboxUnavailableException e) {
            unavailable(e);
        }
        return sandbox.executor();
    }

    /** Testcontainers' docker-java client, for inspecting what an executor did. Never closed. */
    static DockerClient docker() {
        try {
            return DockerSandbox.dockerClient();
        } catch (SandboxUnavailableException e) {
            unavailable(e);
            throw e;
        }
    }

    private static void unavailable(SandboxUnavailableException e) {
        if (System.getenv("CI") != null) {
            fail("CI is set, so the Docker tests must run: " + e.getMessage());
        }
        Assumptions.abort("no sandbox: " + e.getMessage());
    }

    /** Containers that carry this owner's label, running or not. */
    static List<Container> containersOf(String owner) {
        return docker().listContainersCmd().withShowAll(true).withLabelFilter(Map.of(Labels.OWNER, owner)).exec();
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
