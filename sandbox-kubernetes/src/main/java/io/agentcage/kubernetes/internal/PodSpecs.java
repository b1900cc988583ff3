package io.agentcage.kubernetes.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agentcage.kubernetes.KubernetesConfig;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerBuilder;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.LocalObjectReference;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicy;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicyBuilder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the sandbox pod: every setting that makes it safe is here, in one place, expressed in the pod spec as the
 * Docker backend expresses it in the container's host config (see the module README's mapping table). What a pod
 * spec cannot express (ulimits, a process cap) goes to the runner in {@code AGENTCAGE_RLIMITS}, which it applies
 * with setrlimit. The container starts as root with only {@code CAP_SETUID}, {@code CAP_SETGID} and
 * {@code CAP_KILL}, exactly as in Docker: the runner's PID 1 (its own init) keeps root and the protocol pipes, the
 * supervisor drops to uid 65533 at once and guest code runs as 65534 with no capability (ADR 0002).
 */
public final class PodSpecs {
    /** The name of the one container of a sandbox pod. */
    public static final String CONTAINER = "sandbox";
    /** The only capabilities the container keeps; the runner's supervisor holds them, guest code never does. */
    static final List<String> RUNNER_CAPABILITIES = List.of("SETUID", "SETGID", "KILL");
    /** Name of the deny-all NetworkPolicy for the sandbox pods' label. */
    public static final String NETWORK_POLICY = "agentcage-sandbox-deny-all";
    private static final long SHM_BYTES = 16L << 20;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final KubernetesConfig config;
    private final String namespace;
    private final String pool;

    public PodSpecs(KubernetesConfig config, String namespace) {
        this.config = config;
        this.namespace = namespace;
        this.pool = poolHash(config);
    }

    /** The pool label value of this configuration. */
    public String pool() {
        return pool;
    }

    /** The namespace of the pods. */
    public String namespace() {
        return namespace;
    }

    /**
     * A sandbox pod under {@code limits}, created by {@code owner} now in {@code state}: claimed by its creator when
     * {@code state} is {@link PodLabels#CLAIMED}, else starting (for the warm pool).
     */
    public Pod pod(PodLimits limits, String owner, String state, Instant now) {
        Map<String, String> labels = new LinkedHashMap<>();
        config.podOverrides().map(Pod::getMetadata).map(ObjectMeta::getLabels).ifPresent(labels::putAll);
        labels.put("app.kubernetes.io/name", "agentcage-sandbox");
        labels.put("app.kubernetes.io/managed-by", "agentcage");
        labels.put(PodLabels.MANAGED, "true");
        labels.put(PodLabels.POOL, limits.equals(PodLimits.of(config.ceilings())) ? pool : pool + "-custom");
        labels.put(PodLabels.STATE, state);
        labels.put(PodLabels.CREATOR, owner);
        if (state.equals(PodLabels.CLAIMED)) {
            labels.put(PodLabels.CLAIMED_BY, owner);
        }
        Map<String, String> annotations = new LinkedHashMap<>();
        config.podOverrides().map(Pod::getMetadata).map(ObjectMeta::getAnnotations).ifPresent(annotations::putAll);
        annotations.put(PodLabels.EXPIRES, Long.toString(now.plus(config.podLifetime()).toEpochMilli()));
        annotations.put(PodLabels.LEASE, Long.toString(now.plus(config.claimLease()).toEpochMilli()));
        return new PodBuilder()
                .withNewMetadata().withGenerateName("agentcage-sandbox-").withNamespace(namespace)
                .withLabels(labels).withAnnotations(annotations).endMetadata()
                .withSpec(spec(limits))
                .build();
    }

    private PodSpec spec(PodLimits limits) {
        PodSpec spec = new io.fabric8.kubernetes.api.model.PodSpecBuilder()
                .withRestartPolicy("Never")
                .withActiveDeadlineSeconds(config.podLifetime().toSeconds())
                .withTerminationGracePeriodSeconds(1L)
                .withAutomountServiceAccountToken(false)
                .withEnableServiceLinks(false)
                .withHostNetwork(false).withHostPID(false).withHostIPC(false)
                .withShareProcessNamespace(false)
                .withHostname("sandbox")
                .withRuntimeClassName(config.runtimeClassName().orElse(null))
                .withNewSecurityContext().withNewSeccompProfile().withType("RuntimeDefault").endSeccompProfile()
                .endSecurityContext()
                .withContainers(container(limits))
                .addNewVolume().withName("workspace").withNewEmptyDir().withMedium("Memory")
                .withSizeLimit(bytes(limits.fileBytes())).endEmptyDir().endVolume()
                .addNewVolume().withName("tmp").withNewEmptyDir().withMedium("Memory")
                .withSizeLimit(bytes(config.tmpBytes())).endEmptyDir().endVolume()
                .addNewVolume().withName("shm").withNewEmptyDir().withMedium("Memory")
                .withSizeLimit(bytes(SHM_BYTES)).endEmptyDir().endVolume()
                .build();
        config.podOverrides().map(Pod::getSpec).ifPresent(o -> mergeScheduling(spec, o));
        return spec;
    }

    private Container container(PodLimits limits) {
        Map<String, Quantity> resources = Map.of("cpu", new Quantity(config.cpuMillis() + "m"),
                "memory", bytes(limits.memoryBytes()));
        List<EnvVar> env = new ArrayList<>();
        env.add(new EnvVar("AGENTCAGE_RLIMITS", "fsize=" + limits.fileBytes() + ",nofile=" + config.maxOpenFiles()
                + ",core=0,nproc=" + limits.maxProcesses(), null));
        config.podOverrides().map(Pod::getSpec).map(PodSpec::getContainers).filter(c -> !c.isEmpty())
                .ifPresent(c -> env.addAll(c.get(0).getEnv()));
        return new ContainerBuilder()
                .withName(CONTAINER)
                .withImage(config.image())
                .withImagePullPolicy(config.imagePullPolicy())
                .withStdin(true).withStdinOnce(false).withTty(false)
                .withWorkingDir("/workspace")
                .withEnv(env)
                .withNewResources().withRequests(resources).withLimits(resources).endResources()
                .withNewSecurityContext()
                .withRunAsUser(0L).withRunAsGroup(0L).withRunAsNonRoot(false)
                .withPrivileged(false).withAllowPrivilegeEscalation(false)
                .withReadOnlyRootFilesystem(true)
                .withProcMount("Default")
                .withNewCapabilities().withDrop("ALL").withAdd(RUNNER_CAPABILITIES).endCapabilities()
                .withNewSeccompProfile().withType("RuntimeDefault").endSeccompProfile()
                .endSecurityContext()
                .addNewVolumeMount().withName("workspace").withMountPath("/workspace").endVolumeMount()
                .addNewVolumeMount().withName("tmp").withMountPath("/tmp").endVolumeMount()
                .addNewVolumeMount().withName("shm").withMountPath("/dev/shm").endVolumeMount()
                .build();
    }

    private static void mergeScheduling(PodSpec spec, PodSpec o) {
        if (o.getNodeSelector() != null && !o.getNodeSelector().isEmpty()) {
            spec.setNodeSelector(Map.copyOf(o.getNodeSelector()));
        }
        spec.setTolerations(o.getTolerations());
        spec.setAffinity(o.getAffinity());
        spec.setTopologySpreadConstraints(o.getTopologySpreadConstraints());
        spec.setPriorityClassName(o.getPriorityClassName());
        spec.setSchedulerName(o.getSchedulerName());
        List<LocalObjectReference> secrets = o.getImagePullSecrets();
        spec.setImagePullSecrets(secrets);
        spec.setServiceAccountName(o.getServiceAccountName() != null ? o.getServiceAccountName()
                : o.getServiceAccount());
        if (Boolean.FALSE.equals(o.getHostUsers())) {
            spec.setHostUsers(false);
        }
    }

    /**
     * The deny-all policy for every sandbox pod in the namespace: it selects {@code agentcage.io/managed=true},
     * names both policy types and allows nothing (no ingress, no egress, DNS included). Enforced only by a network
     * plugin that implements NetworkPolicy.
     */
    public NetworkPolicy denyAllPolicy() {
        return new NetworkPolicyBuilder()
                .withNewMetadata().withName(NETWORK_POLICY).withNamespace(namespace)
                .addToLabels("app.kubernetes.io/managed-by", "agentcage").endMetadata()
                .withNewSpec().withNewPodSelector().addToMatchLabels(PodLabels.MANAGED, "true").endPodSelector()
                .withPolicyTypes("Ingress", "Egress").endSpec()
                .build();
    }

    /** Whether an existing policy is the deny-all one this executor needs (selects our label, denies both ways). */
    public static boolean isDenyAll(NetworkPolicy p) {
        if (p == null || p.getSpec() == null) {
            return false;
        }
        var spec = p.getSpec();
        Map<String, String> match = spec.getPodSelector() == null ? null : spec.getPodSelector().getMatchLabels();
        boolean selects = spec.getPodSelector() != null && (match == null || match.isEmpty()
                || (match.size() == 1 && "true".equals(match.get(PodLabels.MANAGED))))
                && (spec.getPodSelector().getMatchExpressions() == null
                || spec.getPodSelector().getMatchExpressions().isEmpty());
        return selects && spec.getPolicyTypes() != null && spec.getPolicyTypes().containsAll(List.of("Ingress",
                "Egress")) && (spec.getIngress() == null || spec.getIngress().isEmpty())
                && (spec.getEgress() == null || spec.getEgress().isEmpty());
    }

    static Quantity bytes(long n) {
        return new Quantity(Long.toString(n));
    }

    /** A hash of everything that shapes a standard pod: executors with equal hashes share their warm pool. */
    static String poolHash(KubernetesConfig c) {
        StringBuilder key = new StringBuilder();
        key.append(c.image()).append('|').append(c.imagePullPolicy()).append('|')
                .append(c.runtimeClassName().orElse("")).append('|').append(c.cpuMillis()).append('|')
                .append(PodLimits.of(c.ceilings())).append('|').append(c.tmpBytes()).append('|')
                .append(c.maxOpenFiles()).append('|').append(c.preloadModules()).append('|').append(c.network())
                .append('|').append(c.podLifetime()).append('|');
        try {
            key.append(c.podOverrides().isPresent() ? JSON.writeValueAsString(c.podOverrides().get()) : "");
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(key.toString()
                    .getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (JsonProcessingException | NoSuchAlgorithmException e) {
            throw new IllegalStateException("cannot hash the pod configuration: " + e.getMessage(), e);
        }
    }
}
