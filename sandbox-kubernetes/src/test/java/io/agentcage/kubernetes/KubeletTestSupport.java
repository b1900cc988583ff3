package io.agentcage.kubernetes;

import static org.junit.jupiter.api.Assertions.fail;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.core.DefaultDockerClientConfig;
import com.github.dockerjava.core.DockerClientImpl;
import com.github.dockerjava.httpclient5.ApacheDockerHttpClient;
import io.agentcage.ExecutionLimits;
import io.agentcage.kubernetes.internal.PodLabels;
import io.agentcage.kubernetes.testkubelet.MockCluster;
import io.agentcage.kubernetes.testkubelet.TestKubelet;
import io.fabric8.kubernetes.api.model.node.v1.RuntimeClassBuilder;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assumptions;

/**
 * Shared set-up of the integration tests that run pods for real: the mock API server, the gVisor RuntimeClass
 * ({@code gvisor}, handler {@code runsc}) and a {@link TestKubelet} on the local Docker engine. Without Docker or the
 * sandbox image the tests are skipped on a developer machine and FAIL when CI is set.
 */
final class KubeletTestSupport implements AutoCloseable {
    static final String NAMESPACE = "sandboxes";
    static final String GVISOR = "gvisor";
    private static DockerClient docker;

    final MockCluster cluster;
    final TestKubelet kubelet;

    private KubeletTestSupport(Long podPidsLimit) {
        DockerClient d = docker();
        cluster = new MockCluster();
        cluster.client().resources(io.fabric8.kubernetes.api.model.node.v1.RuntimeClass.class).resource(new RuntimeClassBuilder().withNewMetadata()
                .withName(GVISOR).endMetadata().withHandler("runsc").build()).create();
        kubelet = new TestKubelet(cluster, d, NAMESPACE, podPidsLimit).start();
    }

    /** A mock cluster with a test kubelet (no node-level pids limit: the runner's RLIMIT_NPROC is what counts). */
    static KubeletTestSupport start() {
        return new KubeletTestSupport(null);
    }

    /** A config for tests: the test namespace, a small pool, images never pulled, the given ceilings. */
    static KubernetesConfig.Builder config(ExecutionLimits ceilings) {
        return KubernetesConfig.builder().namespace(NAMESPACE).ceilings(ceilings).poolMinIdle(1).poolMaxTotal(6)
                .imagePullPolicy("Never").startupTimeout(Duration.ofSeconds(60));
    }

    /** A docker-java client for the test kubelet; skips or fails when there is no daemon or image. */
    static synchronized DockerClient docker() {
        if (docker == null) {
            DefaultDockerClientConfig cfg = DefaultDockerClientConfig.createDefaultConfigBuilder().build();
            docker = DockerClientImpl.getInstance(cfg, new ApacheDockerHttpClient.Builder()
                    .dockerHost(cfg.getDockerHost()).sslConfig(cfg.getSSLConfig()).maxConnections(64)
                    .connectionTimeout(Duration.ofSeconds(5)).build());
        }
        try {
            docker.pingCmd().exec();
            docker.inspectImageCmd(KubernetesConfig.DEFAULT_IMAGE).exec();
        } catch (RuntimeException e) {
            String why = "Docker or the image " + KubernetesConfig.DEFAULT_IMAGE + " is not available (" + e
                    + "); run scripts/setup-docker.sh";
            if (System.getenv("CI") != null) {
                fail("CI is set, so the Kubernetes tests with the test kubelet must run: " + why);
            }
            Assumptions.abort(why);
        }
        return docker;
    }

    /** Whether runsc is registered with the daemon (in CI it is). */
    static boolean runscRegistered() {
        var runtimes = docker().infoCmd().exec().getRuntimes();
        boolean present = runtimes != null && runtimes.containsKey("runsc");
        if (!present && System.getenv("CI") != null) {
            fail("CI is set but runsc is not registered with the Docker daemon; run scripts/setup-docker.sh");
        }
        return present;
    }

    /**
     * Sandbox pods still in the namespace, asked with a client of its own. A request the mock API server does not
     * answer within the client's timeout is asked again, up to six times: when a client closes a watch (as the
     * executors' and the kubelet's informers do at close), fabric8's mock server waits for that watch's event
     * executor to terminate on its one event-loop thread (WatchEventsListener.onClosed: awaitTermination), and
     * every other request waits with it, for seconds under load (seen in the blocked-thread warnings). That stall
     * is not a leak; a pod that is still there is.
     */
    List<String> podsLeft() {
        try (io.fabric8.kubernetes.client.KubernetesClient fresh = cluster.server().createClient()) {
            for (int attempt = 1; ; attempt++) {
                try {
                    return fresh.pods().inNamespace(NAMESPACE).withLabel(PodLabels.MANAGED, "true").list()
                            .getItems().stream().map(p -> p.getMetadata().getName()).toList();
                } catch (io.fabric8.kubernetes.client.KubernetesClientException e) {
                    if (attempt >= 6 || e.getMessage() == null || !e.getMessage().contains("timeout period")) {
                        throw e;
                    }
                }
            }
        }
    }

    /**
     * Closes the cluster after checking that the executors' close left no sandbox pod in the API server and no
     * container on the engine (the check fails the test; the cluster is closed either way).
     */
    void closeCheckingNothingLeft() {
        try {
            org.assertj.core.api.Assertions.assertThat(podsLeft()).as("sandbox pods left after close").isEmpty();
            org.assertj.core.api.Assertions.assertThat(kubelet.containersLeft())
                    .as("kubelet containers left after close").isEmpty();
        } finally {
            close();
        }
    }

    @Override
    public void close() {
        kubelet.close();
        cluster.close();
    }
}
