package io.agentcage.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.SandboxUnavailableException;
import io.agentcage.kubernetes.internal.PodLabels;
import io.agentcage.kubernetes.internal.PodSpecs;
import io.agentcage.kubernetes.testkubelet.MockCluster;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodStatusBuilder;
import io.fabric8.kubernetes.api.model.StatusBuilder;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectAccessReviewBuilder;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicyBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.informers.ResourceEventHandler;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The failure modes of issue 17, item 6, on the mock API server without a kubelet: each one is a clear exception at
 * build time or a {@code SANDBOX_FAILURE} result naming what failed, never a hang; and no pod is left behind.
 */
class KubernetesFailureModesTest {
    private static final String NS = "sandboxes";
    private final MockCluster cluster = new MockCluster();

    @AfterEach
    void close() {
        cluster.close();
    }

    private KubernetesConfig.Builder config() {
        return KubernetesConfig.builder().namespace(NS).poolMinIdle(0).poolMaxTotal(2)
                .startupTimeout(Duration.ofSeconds(2)).acquireTimeout(Duration.ofSeconds(2));
    }

    private KubernetesExecutor executor(KubernetesConfig.Builder config) {
        return KubernetesExecutor.builder().kubernetesClient(cluster.client()).config(config.build()).build();
    }

    private void refusePodCreation(int code, String message) {
        cluster.server().expect().post().withPath("/api/v1/namespaces/" + NS + "/pods").andReturn(code,
                new StatusBuilder().withStatus("Failure").withCode(code).withReason("Forbidden").withMessage(message)
                        .build()).always();
    }

    @Test
    void should_name_each_missing_permission_when_access_reviews_deny() {
        cluster.server().expect().post().withPath("/apis/authorization.k8s.io/v1/selfsubjectaccessreviews")
                .andReturn(201, new SelfSubjectAccessReviewBuilder().withNewStatus().withAllowed(false).endStatus()
                        .build()).always();
        assertThatThrownBy(() -> executor(config())).isInstanceOf(SandboxUnavailableException.class)
                .hasMessageContaining("'create' on pods").hasMessageContaining("'create' on pods/attach")
                .hasMessageContaining("'create' on networkpolicies").hasMessageContaining("README");
    }

    @Test
    void should_create_the_deny_all_network_policy_when_building() {
        try (KubernetesExecutor k8s = executor(config())) {
            var policy = cluster.client().network().v1().networkPolicies().inNamespace(NS)
                    .withName(PodSpecs.NETWORK_POLICY).get();
            assertThat(PodSpecs.isDenyAll(policy)).isTrue();
            assertThat(k8s.namespace()).isEqualTo(NS);
        }
    }

    @Test
    void should_refuse_to_start_when_the_policy_of_that_name_allows_traffic() {
        cluster.client().network().v1().networkPolicies().inNamespace(NS).resource(new NetworkPolicyBuilder()
                .withNewMetadata().withName(PodSpecs.NETWORK_POLICY).endMetadata().withNewSpec().withNewPodSelector()
                .endPodSelector().withPolicyTypes("Ingress").endSpec().build()).create();
        assertThatThrownBy(() -> executor(config())).isInstanceOf(SandboxUnavailableException.class)
                .hasMessageContaining("is not the deny-all policy");
    }

    @Test
    void should_refuse_to_start_when_an_operator_managed_policy_is_missing() {
        assertThatThrownBy(() -> executor(config().networkPolicyManagedExternally()))
                .isInstanceOf(SandboxUnavailableException.class).hasMessageContaining("is missing");
    }

    @Test
    void should_fail_with_the_missing_permission_when_pod_creation_is_forbidden() {
        refusePodCreation(403, "pods is forbidden: User \"system:serviceaccount:app:agent\" cannot create resource "
                + "\"pods\" in API group \"\" in the namespace \"sandboxes\"");
        try (KubernetesExecutor k8s = executor(config())) {
            ExecutionResult r = k8s.execute(ExecutionRequest.of("print(1)"));
            assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
            assertThat(r.message()).contains("missing permission: verb 'create' on 'pods'")
                    .contains("cannot create resource \"pods\"").contains("README");
        }
    }

    @Test
    void should_fail_naming_the_quota_when_the_namespace_has_none_left() {
        refusePodCreation(403, "pods \"x\" is forbidden: exceeded quota: compute, requested: limits.memory=512Mi, "
                + "used: limits.memory=2Gi, limited: limits.memory=2Gi");
        try (KubernetesExecutor k8s = executor(config())) {
            ExecutionResult r = k8s.execute(ExecutionRequest.of("print(1)"));
            assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
            assertThat(r.message()).contains("no quota left").contains("exceeded quota: compute");
        }
    }

    @Test
    void should_fail_at_the_startup_deadline_and_delete_the_pod_when_it_stays_pending() {
        try (KubernetesExecutor k8s = executor(config())) {
            ExecutionResult r = k8s.execute(ExecutionRequest.of("print(1)"));
            assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
            assertThat(r.message()).contains("did not start within 2 s").contains("still Pending");
            assertThat(cluster.client().pods().inNamespace(NS).withLabel(PodLabels.MANAGED, "true").list()
                    .getItems()).isEmpty();
        }
    }

    @Test
    void should_pass_on_the_kubelet_reason_when_the_image_cannot_be_pulled() {
        KubernetesClient client = cluster.client();
        var informer = client.pods().inNamespace(NS).inform(new ResourceEventHandler<Pod>() {
            @Override
            public void onAdd(Pod pod) {
                pod.setStatus(new PodStatusBuilder().withPhase("Pending").addNewContainerStatus().withName("sandbox")
                        .withNewState().withNewWaiting().withReason("ImagePullBackOff")
                        .withMessage("Back-off pulling image \"agentcage/python-sandbox\"").endWaiting().endState()
                        .endContainerStatus().build());
                client.pods().inNamespace(NS).resource(pod).updateStatus();
            }

            @Override
            public void onUpdate(Pod before, Pod after) {
            }

            @Override
            public void onDelete(Pod pod, boolean unknown) {
            }
        }, 0);
        try (KubernetesExecutor k8s = executor(config())) {
            ExecutionResult r = k8s.execute(ExecutionRequest.of("print(1)"));
            assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
            assertThat(r.message()).contains("ImagePullBackOff").contains("Back-off pulling image");
        } finally {
            informer.close();
        }
    }

    @Test
    void should_refuse_to_build_when_the_api_server_cannot_be_reached() {
        KubernetesClient nowhere = new KubernetesClientBuilder().withConfig(new io.fabric8.kubernetes.client
                .ConfigBuilder().withMasterUrl("http://127.0.0.1:9").withRequestRetryBackoffLimit(0)
                .withConnectionTimeout(2_000).build()).build();
        try {
            assertThatThrownBy(() -> KubernetesExecutor.builder().kubernetesClient(nowhere).config(config().build())
                    .build()).isInstanceOf(SandboxUnavailableException.class)
                    .hasMessageContaining("cannot reach the Kubernetes API server");
        } finally {
            nowhere.close();
        }
    }

    @Test
    void should_fail_with_a_result_when_the_api_server_goes_away_after_start() {
        // fabric8 retries a failed request with back-off (10 times by default); one retry keeps the test short
        KubernetesClient client = new KubernetesClientBuilder().withConfig(new io.fabric8.kubernetes.client
                .ConfigBuilder(cluster.client().getConfiguration()).withRequestRetryBackoffLimit(1).build()).build();
        KubernetesExecutor k8s = KubernetesExecutor.builder().kubernetesClient(client).config(config().build())
                .build();
        try {
            cluster.server().destroy();
            ExecutionResult r = k8s.execute(ExecutionRequest.of("print(1)"));
            assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
            assertThat(r.message()).contains("cannot reach the Kubernetes API server");
        } finally {
            k8s.close();
            client.close();
        }
    }
}
