package io.agentcage.docker;

import static org.junit.jupiter.api.Assertions.fail;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.core.DefaultDockerClientConfig;
import com.github.dockerjava.core.DockerClientImpl;
import com.github.dockerjava.httpclient5.ApacheDockerHttpClient;
import io.agentcage.ExecutionLimits;
import io.agentcage.docker.internal.Labels;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;

/**
 * Shared set-up of the Docker integration tests. Without a daemon the tests are skipped on a developer machine and
 * FAIL when the environment variable CI is set: a CI run must never pass by skipping the sandbox.
 */
final class DockerTestSupport {
    private static DockerClient client;

    private DockerTestSupport() {
    }

    /** A docker-java client for inspecting what the executor did; skips or fails when there is no daemon. */
    static synchronized DockerClient docker() {
        if (client == null) {
            DefaultDockerClientConfig cfg = DefaultDockerClientConfig.createDefaultConfigBuilder().build();
            client = DockerClientImpl.getInstance(cfg, new ApacheDockerHttpClient.Builder()
                    .dockerHost(cfg.getDockerHost()).sslConfig(cfg.getSSLConfig())
                    .connectionTimeout(Duration.ofSeconds(5)).build());
        }
        try {
            client.pingCmd().exec();
            client.inspectImageCmd(DockerConfig.DEFAULT_IMAGE).exec();
        } catch (RuntimeException e) {
            String why = "Docker or the image " + DockerConfig.DEFAULT_IMAGE + " is not available (" + e + "); run "
                    + "scripts/setup-docker.sh";
            if (System.getenv("CI") != null) {
                fail("CI is set, so the Docker tests must run: " + why);
            }
            Assumptions.abort(why);
        }
        return client;
    }

    /** Whether the daemon has gVisor's runsc registered (in CI it is: setup-docker.sh registers it). */
    static boolean runscRegistered() {
        var runtimes = docker().infoCmd().exec().getRuntimes();
        boolean present = runtimes != null && runtimes.containsKey("runsc");
        if (!present && System.getenv("CI") != null) {
            fail("CI is set but runsc is not registered with the Docker daemon; run scripts/setup-docker.sh");
        }
        return present;
    }

    /** A config for tests: small pool, the given ceilings. */
    static DockerConfig.Builder config(ExecutionLimits ceilings) {
        docker();
        return DockerConfig.builder().ceilings(ceilings).poolMinIdle(1).poolMaxTotal(6);
    }

    /** Containers that carry this owner's label, running or not. */
    static List<com.github.dockerjava.api.model.Container> containersOf(String owner) {
        return docker().listContainersCmd().withShowAll(true)
                .withLabelFilter(Map.of(Labels.OWNER, owner)).exec();
    }
}
