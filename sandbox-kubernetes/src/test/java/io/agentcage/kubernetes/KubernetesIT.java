package io.agentcage.kubernetes;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.contract.CodeExecutorContract;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * The backend contract on a real cluster (kind, k3d, a cloud cluster), for users who have one: runs only when
 * {@code AGENTCAGE_KUBECONFIG} names a kubeconfig file, and is skipped with that message otherwise. The image must be
 * pullable by (or loaded into) the cluster's nodes. {@code AGENTCAGE_K8S_NAMESPACE} (default {@code agentcage-it},
 * which must exist) and {@code AGENTCAGE_K8S_RUNTIME_CLASS} (e.g. {@code gvisor}) select where and how pods run.
 */
@EnabledIfEnvironmentVariable(named = "AGENTCAGE_KUBECONFIG", matches = ".*\\S.*", disabledReason = "AGENTCAGE_KUBECONFIG "
        + "is not set: KubernetesIT needs a real cluster (kind, k3d, a cloud cluster); point AGENTCAGE_KUBECONFIG at its "
        + "kubeconfig file to run the contract there")
class KubernetesIT extends CodeExecutorContract {
    private KubernetesClient client;

    @Override
    protected CodeExecutor createExecutor(ExecutionLimits ceilings) {
        String kubeconfig = System.getenv("AGENTCAGE_KUBECONFIG");
        Assumptions.assumeTrue(kubeconfig != null && !kubeconfig.isBlank(), "AGENTCAGE_KUBECONFIG is not set: "
                + "KubernetesIT needs a real cluster (kind, k3d, a cloud cluster); point AGENTCAGE_KUBECONFIG at its "
                + "kubeconfig file to run the contract there");
        try {
            client = new KubernetesClientBuilder().withConfig(Config.fromKubeconfig(Files.readString(Path.of(
                    kubeconfig)))).build();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read AGENTCAGE_KUBECONFIG=" + kubeconfig, e);
        }
        String namespace = System.getenv().getOrDefault("AGENTCAGE_K8S_NAMESPACE", "agentcage-it");
        KubernetesConfig.Builder config = KubernetesConfig.builder().namespace(namespace).ceilings(ceilings)
                .poolMinIdle(1).poolMaxTotal(6).startupTimeout(Duration.ofMinutes(5));
        String runtime = System.getenv("AGENTCAGE_K8S_RUNTIME_CLASS");
        if (runtime != null && !runtime.isBlank()) {
            config.runtimeClassName(runtime.strip());
        }
        return KubernetesExecutor.builder().kubernetesClient(client).config(config.build()).build();
    }

    @Override
    protected Duration deadlineSlack() {
        return Duration.ofSeconds(15);  // a real API server and kubelet sit between the host and the runner
    }

    @AfterAll
    void closeClient() {
        if (client != null) {
            executor().close();
            client.close();
        }
    }
}
