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

    /** Guest code that marks that it has started running, for {@link #awaitStarted}. */
    static final String STARTED = "open('/tmp/started', 'w').close()\n";

    /**
     * Waits until the guest code in container {@code id} has run {@link #STARTED}: the container is then past its
     * start and running the execution, whatever the load of the machine (no fixed sleep). Polls inside the
     * container, as root, through {@code docker exec}; fails after five minutes.
     */
    static void awaitStarted(String id) {
        DockerClient docker = docker();
        String exec = docker.execCreateCmd(id).withUser("0").withAttachStdout(true).withAttachStderr(true)
                .withCmd("python3", "-c", "import os, sys, time\n"
                        + "for _ in range(6000):\n"
                        + "    if os.path.exists('/tmp/started'):\n"
                        + "        sys.exit(0)\n"
                        + "    time.sleep(0.05)\n"
                        + "sys.exit(1)\n").exec().getId();
        try {
            docker.execStartCmd(exec).exec(new com.github.dockerjava.api.async.ResultCallback.Adapter<
                    com.github.dockerjava.api.model.Frame>()).awaitCompletion(6, java.util.concurrent.TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
        Long exit = docker.inspectExecCmd(exec).exec().getExitCodeLong();
        if (exit == null || exit != 0) {
            fail("the guest code in container " + id + " did not start within five minutes (exec exit " + exit + ")");
        }
    }

    /** Containers that carry this owner's label, running or not. */
    static List<com.github.dockerjava.api.model.Container> containersOf(String owner) {
        return docker().listContainersCmd().withShowAll(true)
                .withLabelFilter(Map.of(Labels.OWNER, owner)).exec();
    }
}
