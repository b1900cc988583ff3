package io.agentcage.kubernetes.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.ExecutionLimits;
import io.agentcage.kubernetes.KubernetesConfig;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.SecurityContext;
import io.fabric8.kubernetes.api.model.Volume;
import java.time.Instant;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** The pod spec carries the Docker backend's hardening, and overrides can add scheduling but never weaken it. */
class PodSpecsTest {
    private static final ExecutionLimits CEILINGS = ExecutionLimits.builder().memoryBytes(256L << 20)
            .maxProcesses(48).fileBytes(8L << 20).build();

    private static Pod pod(KubernetesConfig config) {
        return new PodSpecs(config, "ns").pod(PodLimits.of(config.ceilings()), "me", PodLabels.STARTING,
                Instant.ofEpochMilli(1_000));
    }

    @Test
    void should_express_the_docker_hardening_in_the_pod_spec_when_building_a_pod() {
        KubernetesConfig config = KubernetesConfig.builder().ceilings(CEILINGS).runtimeClassName("gvisor").build();
        Pod pod = pod(config);
        PodSpec spec = pod.getSpec();
        assertThat(spec.getRuntimeClassName()).isEqualTo("gvisor");
        assertThat(spec.getRestartPolicy()).isEqualTo("Never");
        assertThat(spec.getActiveDeadlineSeconds()).isEqualTo(1800L);
        assertThat(spec.getAutomountServiceAccountToken()).isFalse();
        assertThat(spec.getEnableServiceLinks()).isFalse();
        assertThat(spec.getHostNetwork()).isFalse();
        assertThat(spec.getHostPID()).isFalse();
        assertThat(spec.getHostIPC()).isFalse();
        assertThat(spec.getShareProcessNamespace()).isFalse();
        assertThat(spec.getSecurityContext().getSeccompProfile().getType()).isEqualTo("RuntimeDefault");
        assertThat(spec.getContainers()).hasSize(1);
        Container c = spec.getContainers().get(0);
        assertThat(c.getStdin()).isTrue();
        assertThat(c.getStdinOnce()).isFalse();
        assertThat(c.getTty()).isFalse();
        assertThat(c.getCommand()).isEmpty();
        SecurityContext sc = c.getSecurityContext();
        assertThat(sc.getAllowPrivilegeEscalation()).isFalse();
        assertThat(sc.getPrivileged()).isFalse();
        assertThat(sc.getReadOnlyRootFilesystem()).isTrue();
        assertThat(sc.getCapabilities().getDrop()).containsExactly("ALL");
        assertThat(sc.getCapabilities().getAdd()).containsExactlyInAnyOrder("SETUID", "SETGID", "KILL");
        assertThat(sc.getSeccompProfile().getType()).isEqualTo("RuntimeDefault");
        assertThat(sc.getRunAsUser()).isZero();
        Map<String, Quantity> limits = c.getResources().getLimits();
        assertThat(c.getResources().getRequests()).isEqualTo(limits);
        assertThat(Quantity.getAmountInBytes(limits.get("memory")).longValue()).isEqualTo(256L << 20);
        assertThat(limits.get("cpu").toString()).isEqualTo("1000m");
        assertThat(spec.getVolumes()).allSatisfy(v -> {
            assertThat(v.getEmptyDir()).as(v.getName()).isNotNull();
            assertThat(v.getEmptyDir().getMedium()).isEqualTo("Memory");
            assertThat(v.getHostPath()).isNull();
        });
        assertThat(spec.getVolumes()).extracting(Volume::getName).containsExactlyInAnyOrder("workspace", "tmp", "shm");
        Volume workspace = spec.getVolumes().stream().filter(v -> v.getName().equals("workspace")).findFirst()
                .orElseThrow();
        assertThat(Quantity.getAmountInBytes(workspace.getEmptyDir().getSizeLimit()).longValue())
                .isEqualTo(8L << 20);
        assertThat(c.getEnv()).anySatisfy(e -> {
            assertThat(e.getName()).isEqualTo("AGENTCAGE_RLIMITS");
            assertThat(e.getValue()).isEqualTo("fsize=8388608,nofile=256,core=0,nproc=48");
        });
        assertThat(pod.getMetadata().getLabels()).containsEntry(PodLabels.MANAGED, "true")
                .containsEntry(PodLabels.STATE, PodLabels.STARTING).containsEntry(PodLabels.CREATOR, "me");
        assertThat(pod.getMetadata().getAnnotations()).containsEntry(PodLabels.EXPIRES,
                Long.toString(1_000 + 1_800_000)).containsEntry(PodLabels.LEASE, Long.toString(1_000 + 120_000));
    }

    @Test
    void should_merge_scheduling_and_metadata_when_overrides_add_them() {
        Pod overrides = new PodBuilder().withNewMetadata().addToLabels("team", "data").endMetadata()
                .withNewSpec().addToNodeSelector("pool", "sandboxes").addNewToleration().withKey("sandbox")
                .withOperator("Exists").endToleration().withPriorityClassName("low").withHostUsers(false)
                .addNewContainer().addNewEnv().withName("LANGUAGE").withValue("en").endEnv().endContainer()
                .endSpec().build();
        Pod pod = pod(KubernetesConfig.builder().podOverrides(overrides).build());
        assertThat(pod.getMetadata().getLabels()).containsEntry("team", "data").containsEntry(PodLabels.MANAGED,
                "true");
        assertThat(pod.getSpec().getNodeSelector()).containsEntry("pool", "sandboxes");
        assertThat(pod.getSpec().getTolerations()).hasSize(1);
        assertThat(pod.getSpec().getPriorityClassName()).isEqualTo("low");
        assertThat(pod.getSpec().getHostUsers()).isFalse();
        assertThat(pod.getSpec().getContainers().get(0).getEnv()).extracting(e -> e.getName())
                .contains("AGENTCAGE_RLIMITS", "LANGUAGE");
        assertThat(pod.getSpec().getContainers().get(0).getSecurityContext().getReadOnlyRootFilesystem()).isTrue();
    }

    private static void assertRefused(UnaryOperator<PodBuilder> change, String path) {
        Pod overrides = change.apply(new PodBuilder()).build();
        assertThatThrownBy(() -> KubernetesConfig.builder().podOverrides(overrides))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("pod override '" + path);
    }

    @Test
    void should_reject_overrides_when_they_would_weaken_the_hardening() {
        assertRefused(b -> b.withNewSpec().addNewContainer().withNewSecurityContext().withPrivileged(true)
                .endSecurityContext().endContainer().endSpec(), "spec.containers[0].securityContext.privileged");
        assertRefused(b -> b.withNewSpec().addNewContainer().withNewSecurityContext().withNewCapabilities()
                .withAdd("SYS_ADMIN").endCapabilities().endSecurityContext().endContainer().endSpec(),
                "spec.containers[0].securityContext.capabilities.add[0]");
        assertRefused(b -> b.withNewSpec().addNewContainer().withNewSecurityContext()
                .withReadOnlyRootFilesystem(false).endSecurityContext().endContainer().endSpec(),
                "spec.containers[0].securityContext.readOnlyRootFilesystem");
        assertRefused(b -> b.withNewSpec().withHostNetwork(true).endSpec(), "spec.hostNetwork");
        assertRefused(b -> b.withNewSpec().withHostPID(true).endSpec(), "spec.hostPID");
        assertRefused(b -> b.withNewSpec().withAutomountServiceAccountToken(true).endSpec(),
                "spec.automountServiceAccountToken");
        assertRefused(b -> b.withNewSpec().addNewVolume().withName("host").withNewHostPath().withPath("/")
                .endHostPath().endVolume().endSpec(), "spec.volumes[0].");
        assertRefused(b -> b.withNewSpec().withRuntimeClassName("runc").endSpec(), "spec.runtimeClassName");
        assertRefused(b -> b.withNewSpec().withHostUsers(true).endSpec(), "spec.hostUsers");
        assertRefused(b -> b.withNewSpec().addNewContainer().withImage("evil").endContainer().endSpec(),
                "spec.containers[0].image");
        assertRefused(b -> b.withNewSpec().addNewContainer().addNewEnv().withName("TOKEN").withNewValueFrom()
                .withNewSecretKeyRef().withName("s").withKey("k").endSecretKeyRef().endValueFrom().endEnv()
                .endContainer().endSpec(), "spec.containers[0].env[0].valueFrom.");
        assertRefused(b -> b.withNewSpec().addNewContainer().addNewEnv().withName("AGENTCAGE_RLIMITS")
                .withValue("").endEnv().endContainer().endSpec(), "spec.containers[0].env[AGENTCAGE_RLIMITS]");
        assertRefused(b -> b.withNewSpec().addNewContainer().withName("sandbox").endContainer().addNewContainer()
                .withName("sidecar").endContainer().endSpec(), "spec.containers[1]");
        assertRefused(b -> b.withNewMetadata().addToLabels(PodLabels.STATE, "idle").endMetadata(),
                "metadata.labels." + PodLabels.STATE);
        assertRefused(b -> b.withNewSpec().withTerminationGracePeriodSeconds(600L).endSpec(),
                "spec.terminationGracePeriodSeconds");
    }

    @Test
    void should_say_why_when_an_override_touches_the_security_context() {
        Pod overrides = new PodBuilder().withNewSpec().withNewSecurityContext().withRunAsUser(1000L)
                .endSecurityContext().endSpec().build();
        assertThatThrownBy(() -> KubernetesConfig.builder().podOverrides(overrides))
                .hasMessageContaining("the security context is the sandbox's hardening")
                .hasMessageContaining("allowed: labels, annotations, nodeSelector");
    }

    @Test
    void should_deny_all_ingress_and_egress_of_sandbox_pods_when_building_the_network_policy() {
        var policy = new PodSpecs(KubernetesConfig.defaults(), "ns").denyAllPolicy();
        assertThat(policy.getSpec().getPodSelector().getMatchLabels()).containsExactly(Map.entry(PodLabels.MANAGED,
                "true"));
        assertThat(policy.getSpec().getPolicyTypes()).containsExactlyInAnyOrder("Ingress", "Egress");
        assertThat(policy.getSpec().getIngress()).isEmpty();
        assertThat(policy.getSpec().getEgress()).isEmpty();
        assertThat(PodSpecs.isDenyAll(policy)).isTrue();
        policy.getSpec().getEgress().add(new io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicyEgressRule());
        assertThat(PodSpecs.isDenyAll(policy)).isFalse();
    }

    @Test
    void should_give_equal_configurations_one_pool_and_different_ones_another() {
        String a = PodSpecs.poolHash(KubernetesConfig.builder().ceilings(CEILINGS).build());
        String b = PodSpecs.poolHash(KubernetesConfig.builder().ceilings(CEILINGS).build());
        String c = PodSpecs.poolHash(KubernetesConfig.builder().ceilings(CEILINGS).runtimeClassName("gvisor").build());
        assertThat(a).isEqualTo(b).hasSize(16).isNotEqualTo(c);
    }
}
