package io.agentcage.kubernetes.internal;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.SandboxException;
import io.agentcage.kubernetes.KubernetesConfig;
import io.agentcage.runner.internal.RunnerChannel;
import io.agentcage.runner.internal.RunnerProtocol;
import io.fabric8.kubernetes.api.model.ContainerStateTerminated;
import io.fabric8.kubernetes.api.model.ContainerStateWaiting;
import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Creates sandbox pods, waits until they run, attaches to them and checks that the runner answers (a {@code ping}:
 * a pod's first output, the runner's {@code hello}, is written before anyone can attach). A pod that does not get
 * there within the startup timeout is deleted and the failure says why: unschedulable, image not pulled, quota,
 * runner refused to start.
 */
public final class PodFactory {
    private final KubernetesClient client;
    private final KubernetesConfig config;
    private final PodSpecs specs;
    private final PodLabels labels;
    private final PodJanitor janitor;
    private final long maxFrame;

    public PodFactory(KubernetesClient client, KubernetesConfig config, PodSpecs specs, PodLabels labels,
                      PodJanitor janitor) {
        this.client = client;
        this.config = config;
        this.specs = specs;
        this.labels = labels;
        this.janitor = janitor;
        this.maxFrame = RunnerChannel.maxFrameFor(config.ceilings());
    }

    /**
     * A running, attached pod under {@code limits}, claimed by this executor from its creation (a pool miss or
     * limits other than the ceilings), not preloaded.
     *
     * @throws SandboxException if the API refuses or the pod does not start in time; the message says why
     */
    public SandboxPod startClaimed(PodLimits limits) {
        return start(limits, PodLabels.CLAIMED, false);
    }

    /**
     * Starts a pod for the warm pool: running, preloaded, then offered to every executor of the pool (labelled
     * idle) and detached.
     */
    public void startIdle() {
        SandboxPod pod = start(PodLimits.of(config.ceilings()), PodLabels.STARTING, true);
        try {
            pod.detach();
            // No resourceVersion guard: nobody but its creator touches a starting pod (claims take idle ones only).
            String patch = "{\"metadata\":{\"labels\":{\"" + PodLabels.STATE + "\":\"" + PodLabels.IDLE + "\"}}}";
            client.pods().inNamespace(specs.namespace()).withName(pod.name())
                    .patch(PatchContext.of(PatchType.JSON_MERGE), patch);
            janitor.untrack(pod.name());
        } catch (RuntimeException e) {
            janitor.delete(pod, "its warm start failed");
            throw KubernetesFaults.translate("patch", "pods", specs.namespace(), e);
        }
    }

    /** Attaches to a pod and checks that its runner answers within {@code wait}. */
    public PodAttachment attach(String name, Duration wait) {
        PodAttachment attachment;
        try {
            attachment = PodAttachment.open(client, specs.namespace(), name, maxFrame);
        } catch (RuntimeException e) {
            throw KubernetesFaults.translate("create", "pods/attach", specs.namespace(), e);
        }
        try {
            ObjectNode pong = attachment.channel().call(RunnerProtocol.message("ping"), wait);
            if (!"pong".equals(pong.path("type").asText())) {
                throw new SandboxException("the sandbox runner answered a ping with '" + pong.path("type").asText()
                        + "'; use the image of this library's version");
            }
            return attachment;
        } catch (IOException | TimeoutException e) {
            attachment.close();
            throw new SandboxException("the sandbox runner in pod " + name + " did not answer: " + e.getMessage(),
                    e);
        } catch (RuntimeException e) {
            attachment.close();
            throw e;
        }
    }

    private SandboxPod start(PodLimits limits, String state, boolean preload) {
        Instant now = Instant.now();
        Pod created;
        try {
            created = client.pods().inNamespace(specs.namespace()).resource(specs.pod(limits, labels.owner(), state,
                    now)).create();
        } catch (RuntimeException e) {
            throw KubernetesFaults.translate("create", "pods", specs.namespace(), e);
        }
        String name = created.getMetadata().getName();
        janitor.track(name);
        SandboxPod pod = null;
        try {
            awaitRunning(name);
            PodAttachment attachment = attach(name, config.startupTimeout());
            pod = new SandboxPod(name, limits, now, attachment);
            if (preload && !config.preloadModules().isEmpty()) {
                preload(pod);
            }
            return pod;
        } catch (RuntimeException e) {
            SandboxException failure = e instanceof SandboxException ? (SandboxException) e
                    : KubernetesFaults.translate("start", "pods", specs.namespace(), e);
            String why = describeEnded(name).map(d -> "; " + d).orElse("");
            if (pod != null) {
                janitor.delete(pod, "it failed to start");
            } else {
                janitor.delete(name);
            }
            throw why.isEmpty() || failure.getMessage().contains(why) ? failure
                    : new SandboxException(failure.getMessage() + why, failure);
        }
    }

    private void awaitRunning(String name) {
        Pod pod;
        try {
            pod = client.pods().inNamespace(specs.namespace()).withName(name).waitUntilCondition(
                    p -> p == null || p.getStatus() != null && ("Running".equals(p.getStatus().getPhase())
                            || "Failed".equals(p.getStatus().getPhase())
                            || "Succeeded".equals(p.getStatus().getPhase())),
                    config.startupTimeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (KubernetesClientException e) {
            if (KubernetesFaults.isUnreachable(e) && !(e.getCause() instanceof TimeoutException)) {
                throw KubernetesFaults.translate("watch", "pods", specs.namespace(), e);
            }
            Pod now = safeGet(name);
            throw new SandboxException("the sandbox pod " + name + " did not start within "
                    + config.startupTimeout().toSeconds() + " s: " + (now == null ? "it was deleted"
                    : pending(now)), e);
        }
        if (pod == null) {
            throw new SandboxException("the sandbox pod " + name + " was deleted while it started");
        }
        if (!"Running".equals(pod.getStatus().getPhase())) {
            throw new SandboxException("the sandbox pod " + name + " ended before it ran: " + ended(pod));
        }
    }

    private void preload(SandboxPod pod) {
        ObjectNode message = RunnerProtocol.message("preload");
        ArrayNode modules = message.putArray("modules");
        config.preloadModules().forEach(modules::add);
        try {
            pod.call(message, config.startupTimeout().plus(Duration.ofSeconds(30)));
        } catch (IOException | TimeoutException e) {
            throw new SandboxException("the sandbox runner could not preload " + config.preloadModules() + ": "
                    + e.getMessage(), e);
        }
    }

    private Pod safeGet(String name) {
        try {
            return client.pods().inNamespace(specs.namespace()).withName(name).get();
        } catch (RuntimeException e) {
            return null;
        }
    }

    private Optional<String> describeEnded(String name) {
        Pod pod = safeGet(name);
        if (pod == null || pod.getStatus() == null) {
            return Optional.empty();
        }
        String phase = pod.getStatus().getPhase();
        if ("Failed".equals(phase) || "Succeeded".equals(phase) || terminated(pod).isPresent()) {
            return Optional.of(ended(pod));
        }
        return Optional.empty();
    }

    /** Why a pod is still pending: the scheduler's or the kubelet's own words. */
    static String pending(Pod pod) {
        StringBuilder why = new StringBuilder("it is still ").append(pod.getStatus() == null ? "Pending"
                : pod.getStatus().getPhase());
        if (pod.getStatus() != null) {
            for (PodCondition c : pod.getStatus().getConditions()) {
                if ("False".equals(c.getStatus()) && c.getMessage() != null && !c.getMessage().isEmpty()) {
                    why.append("; ").append(c.getType()).append(": ").append(c.getReason() == null ? ""
                            : c.getReason() + ": ").append(c.getMessage());
                }
            }
            for (ContainerStatus s : pod.getStatus().getContainerStatuses()) {
                ContainerStateWaiting w = s.getState() == null ? null : s.getState().getWaiting();
                if (w != null && w.getReason() != null) {
                    why.append("; container ").append(s.getName()).append(" waiting: ").append(w.getReason())
                            .append(w.getMessage() == null ? "" : ": " + w.getMessage());
                }
            }
        }
        if (why.indexOf(";") < 0) {
            why.append(" (not scheduled or its image is still being pulled; see kubectl describe pod ")
                    .append(pod.getMetadata().getName()).append(')');
        }
        return why.toString();
    }

    /** How a pod or its container ended: evicted, deadline, OOM kill, exit code. */
    static String ended(Pod pod) {
        StringBuilder why = new StringBuilder(pod.getStatus().getPhase() == null ? "ended"
                : pod.getStatus().getPhase());
        if (pod.getStatus().getReason() != null) {
            why.append(" (").append(pod.getStatus().getReason()).append(pod.getStatus().getMessage() == null ? ""
                    : ": " + pod.getStatus().getMessage()).append(')');
        }
        terminated(pod).ifPresent(t -> {
            why.append("; container exited with code ").append(t.getExitCode());
            if (t.getReason() != null) {
                why.append(" (").append(t.getReason()).append(')');
            }
            if (t.getExitCode() != null && t.getExitCode() == 78) {
                why.append(": the runner refused to start; use the image of this library's version and the pod "
                        + "spec the executor builds");
            }
        });
        return why.toString();
    }

    static Optional<ContainerStateTerminated> terminated(Pod pod) {
        if (pod.getStatus() == null) {
            return Optional.empty();
        }
        for (ContainerStatus s : pod.getStatus().getContainerStatuses()) {
            if (PodSpecs.CONTAINER.equals(s.getName()) && s.getState() != null
                    && s.getState().getTerminated() != null) {
                return Optional.of(s.getState().getTerminated());
            }
        }
        return Optional.empty();
    }
}
