package io.agentcage.kubernetes.testkubelet;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.Container;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.Mount;
import com.github.dockerjava.api.model.MountType;
import com.github.dockerjava.api.model.VolumeOptions;
import io.fabric8.kubernetes.api.model.Capabilities;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.SecurityContext;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeMount;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How the {@link TestKubelet} turns a pod spec into a Docker container, setting by setting as a kubelet with a CRI
 * runtime does: image; memory limit (and no swap) and CPU quota from {@code resources.limits}; user and group from
 * {@code runAsUser}/{@code runAsGroup}; capabilities dropped and added; {@code allowPrivilegeEscalation: false} as
 * no-new-privileges; {@code readOnlyRootFilesystem}; the runtime's default seccomp profile for
 * {@code RuntimeDefault}; each memory-backed emptyDir as a tmpfs of its {@code sizeLimit} (mode 0777, no noexec, no
 * inode cap: what a kubelet mounts); stdin open and never closed ({@code stdinOnce: false}); the runtime class's
 * handler as the OCI runtime; no init process (a kubelet adds none). The network: none when a deny-all
 * NetworkPolicy selects the pod (an enforcing network plugin, simulated by giving the pod no route at all), else
 * Docker's bridge. Pods it cannot realise faithfully (host namespaces, non-emptyDir volumes, privileged) are refused.
 */
final class PodContainers {
    private final DockerClient docker;
    private final String kubelet;
    private final Long podPidsLimit;

    PodContainers(DockerClient docker, String kubelet, Long podPidsLimit) {
        this.docker = docker;
        this.kubelet = kubelet;
        this.podPidsLimit = podPidsLimit;
    }

    boolean hasImage(String image) {
        try {
            docker.inspectImageCmd(image).exec();
            return true;
        } catch (NotFoundException e) {
            return false;
        }
    }

    /** Why this kubelet cannot realise the pod faithfully, or null. */
    String unsupported(Pod pod) {
        PodSpec spec = pod.getSpec();
        if (Boolean.TRUE.equals(spec.getHostNetwork()) || Boolean.TRUE.equals(spec.getHostPID())
                || Boolean.TRUE.equals(spec.getHostIPC())) {
            return "host namespaces are not supported";
        }
        if (spec.getContainers().size() != 1 || !spec.getInitContainers().isEmpty()) {
            return "exactly one container is supported";
        }
        for (Volume v : spec.getVolumes()) {
            if (v.getEmptyDir() == null || !"Memory".equals(v.getEmptyDir().getMedium())) {
                return "only memory-backed emptyDir volumes are supported, got " + v.getName();
            }
        }
        SecurityContext sc = spec.getContainers().get(0).getSecurityContext();
        if (sc != null && Boolean.TRUE.equals(sc.getPrivileged())) {
            return "privileged containers are not supported";
        }
        return null;
    }

    /** Creates and starts the pod's container; returns its id. */
    String run(Pod pod, String runtimeHandler, boolean denyAllNetwork) {
        io.fabric8.kubernetes.api.model.Container c = pod.getSpec().getContainers().get(0);
        Map<String, Quantity> limits = c.getResources() == null || c.getResources().getLimits() == null ? Map.of()
                : c.getResources().getLimits();
        HostConfig host = HostConfig.newHostConfig()
                .withNetworkMode(denyAllNetwork ? "none" : "bridge")
                .withReadonlyRootfs(false)
                .withInit(false)
                .withAutoRemove(false);
        if (limits.containsKey("memory")) {
            long bytes = Quantity.getAmountInBytes(limits.get("memory")).longValueExact();
            host.withMemory(bytes).withMemorySwap(bytes);
        }
        if (limits.containsKey("cpu")) {
            BigDecimal cpus = Quantity.getAmountInBytes(limits.get("cpu"));
            host.withNanoCPUs(cpus.multiply(BigDecimal.valueOf(1_000_000_000L)).longValue());
        }
        if (podPidsLimit != null) {
            host.withPidsLimit(podPidsLimit);
        }
        if (runtimeHandler != null) {
            host.withRuntime(runtimeHandler);
        }
        String user = null;
        SecurityContext sc = c.getSecurityContext();
        if (sc != null) {
            Capabilities caps = sc.getCapabilities();
            if (caps != null) {
                host.withCapDrop(caps.getDrop().stream().map(Capability::valueOf).toArray(Capability[]::new));
                host.withCapAdd(caps.getAdd().stream().map(Capability::valueOf).toArray(Capability[]::new));
            }
            List<String> opts = new ArrayList<>();
            if (Boolean.FALSE.equals(sc.getAllowPrivilegeEscalation())) {
                opts.add("no-new-privileges");
            }
            if (sc.getSeccompProfile() != null && "Unconfined".equals(sc.getSeccompProfile().getType())) {
                opts.add("seccomp=unconfined");
            }
            host.withSecurityOpts(opts);
            host.withReadonlyRootfs(Boolean.TRUE.equals(sc.getReadOnlyRootFilesystem()));
            if (sc.getRunAsUser() != null) {
                user = sc.getRunAsUser() + ":" + (sc.getRunAsGroup() == null ? sc.getRunAsUser() : sc.getRunAsGroup());
            }
        }
        // A kubelet mounts each memory-backed emptyDir as a tmpfs it made on the node (size = sizeLimit, mode
        // 0777) and bind-mounts it into the container; a Docker volume of type tmpfs, never pre-filled from the
        // image, is the same thing.
        List<Mount> mounts = new ArrayList<>();
        for (VolumeMount m : c.getVolumeMounts()) {
            Volume v = pod.getSpec().getVolumes().stream().filter(x -> x.getName().equals(m.getName())).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("no volume " + m.getName()));
            Quantity size = v.getEmptyDir().getSizeLimit();
            String options = "mode=0777" + (size == null ? "" : ",size=" + Quantity.getAmountInBytes(size)
                    .longValueExact());
            String volume = docker.createVolumeCmd().withName("k8s-" + pod.getMetadata().getName() + "-"
                    + v.getName()).withDriver("local").withDriverOpts(Map.of("type", "tmpfs", "device", "tmpfs",
                    "o", options)).withLabels(Map.of(TestKubelet.LABEL, kubelet)).exec().getName();
            mounts.add(new Mount().withType(MountType.VOLUME).withSource(volume).withTarget(m.getMountPath())
                    .withVolumeOptions(new VolumeOptions().withNoCopy(true)));
        }
        host.withMounts(mounts);
        List<String> env = new ArrayList<>();
        for (EnvVar e : c.getEnv()) {
            env.add(e.getName() + "=" + (e.getValue() == null ? "" : e.getValue()));
        }
        var create = docker.createContainerCmd(c.getImage())
                .withLabels(Map.of(TestKubelet.LABEL, kubelet, "io.kubernetes.pod.name",
                        pod.getMetadata().getName()))
                .withHostName(pod.getSpec().getHostname() == null ? pod.getMetadata().getName()
                        : pod.getSpec().getHostname())
                .withWorkingDir(c.getWorkingDir())
                .withEnv(env)
                .withStdinOpen(Boolean.TRUE.equals(c.getStdin()))
                .withStdInOnce(Boolean.TRUE.equals(c.getStdinOnce()))
                .withAttachStdin(Boolean.TRUE.equals(c.getStdin()))
                .withAttachStdout(true).withAttachStderr(true)
                .withTty(Boolean.TRUE.equals(c.getTty()))
                .withNetworkDisabled(denyAllNetwork)
                .withHostConfig(host);
        if (user != null) {
            create.withUser(user);
        }
        if (c.getCommand() != null && !c.getCommand().isEmpty()) {
            create.withEntrypoint(c.getCommand());
        }
        String id = create.exec().getId();
        try {
            docker.startContainerCmd(id).exec();
        } catch (RuntimeException e) {
            remove(id);
            throw e;
        }
        return id;
    }

    void kill(String id) {
        try {
            docker.killContainerCmd(id).exec();
        } catch (RuntimeException e) {
            // already stopped
        }
    }

    void remove(String id) {
        String pod = null;
        try {
            pod = docker.inspectContainerCmd(id).exec().getConfig().getLabels().get("io.kubernetes.pod.name");
            docker.removeContainerCmd(id).withForce(true).withRemoveVolumes(true).exec();
        } catch (NotFoundException e) {
            // already gone
        } catch (com.github.dockerjava.api.exception.ConflictException e) {
            awaitGone(id);  // another thread is removing it: done only when it is gone
        } catch (RuntimeException e) {
            org.slf4j.LoggerFactory.getLogger(PodContainers.class).warn("could not remove container {}", id, e);
        }
        if (pod != null) {
            for (String v : volumesLeft()) {
                if (v.startsWith("k8s-" + pod + "-")) {
                    try {
                        docker.removeVolumeCmd(v).exec();
                    } catch (RuntimeException e) {
                        // in use still: removeAll gets it
                    }
                }
            }
        }
    }

    private void awaitGone(String id) {
        for (int i = 0; i < 300; i++) {
            try {
                docker.inspectContainerCmd(id).exec();
                Thread.sleep(100);
            } catch (NotFoundException e) {
                return;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    List<Container> left() {
        return docker.listContainersCmd().withShowAll(true).withLabelFilter(Map.of(TestKubelet.LABEL, kubelet))
                .exec();
    }

    void removeAll() {
        for (Container c : left()) {
            remove(c.getId());
        }
        removeVolumes();
    }

    /** Removes the emptyDir volumes of pods whose containers are gone (a volume in use is kept). */
    void removeVolumes() {
        var volumes = docker.listVolumesCmd().withFilter("label", List.of(TestKubelet.LABEL + "=" + kubelet)).exec()
                .getVolumes();
        if (volumes == null) {
            return;
        }
        for (var v : volumes) {
            try {
                docker.removeVolumeCmd(v.getName()).exec();
            } catch (RuntimeException e) {
                // still mounted by a running container
            }
        }
    }

    /** Volumes this kubelet made that still exist. */
    List<String> volumesLeft() {
        var volumes = docker.listVolumesCmd().withFilter("label", List.of(TestKubelet.LABEL + "=" + kubelet)).exec()
                .getVolumes();
        return volumes == null ? List.of() : volumes.stream().map(v -> v.getName()).toList();
    }
}
