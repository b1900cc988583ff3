package io.agentcage.kubernetes.testkubelet;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.InspectContainerResponse;
import com.github.dockerjava.api.exception.NotFoundException;
import io.fabric8.kubernetes.api.model.ContainerStatusBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodStatus;
import io.fabric8.kubernetes.api.model.PodStatusBuilder;
import io.fabric8.kubernetes.api.model.node.v1.RuntimeClass;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.informers.ResourceEventHandler;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import io.fabric8.mockwebserver.http.MockResponse;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A small kubelet for tests: watches the pods of one namespace on a {@link MockCluster}, realises each as a real
 * container on the local Docker engine ({@link PodContainers} maps the spec: image, limits, security context,
 * memory-backed emptyDirs, runtime class handler, and the network as an enforcing plugin would leave it), reports
 * the pod's status back (Running and Ready; then Succeeded or Failed with the container's exit code and OOMKilled;
 * DeadlineExceeded at {@code activeDeadlineSeconds}; Pending with the reason when the image or runtime class is
 * missing), removes the container when the pod is deleted, and serves {@code pods/attach} by bridging the
 * websocket to the container's stdio ({@link AttachBridge}). Only the control plane is simulated: image, runner,
 * limits and runtime are real.
 */
public final class TestKubelet implements AutoCloseable {
    /** Label on every container this kubelet made; its value is the kubelet's id. */
    public static final String LABEL = "io.agentcage.test-kubelet";
    private static final Logger LOG = LoggerFactory.getLogger(TestKubelet.class);

    private final String id = UUID.randomUUID().toString();
    private final MockCluster cluster;
    private final KubernetesClient client;
    private final DockerClient docker;
    private final String namespace;
    private final PodContainers containers;
    private final Map<String, String> running = new ConcurrentHashMap<>();
    private final Map<String, List<AttachBridge>> bridges = new ConcurrentHashMap<>();
    private final ExecutorService work = Executors.newCachedThreadPool(daemon("test-kubelet"));
    private final ScheduledExecutorService deadlines = Executors.newSingleThreadScheduledExecutor(
            daemon("test-kubelet-deadline"));
    private final java.util.concurrent.atomic.AtomicInteger inFlight = new java.util.concurrent.atomic.AtomicInteger();
    private SharedIndexInformer<Pod> informer;

    /**
     * @param podPidsLimit the node's per-pod process cap (a kubelet's {@code --pod-max-pids}), or null for none
     */
    public TestKubelet(MockCluster cluster, DockerClient docker, String namespace, Long podPidsLimit) {
        this.cluster = cluster;
        this.client = cluster.client();
        this.docker = docker;
        this.namespace = namespace;
        this.containers = new PodContainers(docker, id, podPidsLimit);
    }

    /** Starts watching pods and serving attach. */
    public TestKubelet start() {
        cluster.onAttach(a -> attach(a.pod()));
        informer = client.pods().inNamespace(namespace).inform(new ResourceEventHandler<>() {
            @Override
            public void onAdd(Pod pod) {
                inFlight.incrementAndGet();
                work.execute(() -> {
                    try {
                        realise(pod);
                    } finally {
                        inFlight.decrementAndGet();
                    }
                });
            }

            @Override
            public void onUpdate(Pod before, Pod after) {
                if (after.getMetadata().getDeletionTimestamp() != null) {
                    work.execute(() -> remove(after.getMetadata().getName()));
                }
            }

            @Override
            public void onDelete(Pod pod, boolean unknown) {
                work.execute(() -> remove(pod.getMetadata().getName()));
            }
        }, 0);
        return this;
    }

    private MockResponse attach(String pod) {
        String container = running.get(pod);
        if (container == null) {
            return new MockResponse().setResponseCode(400).setBody("{\"kind\":\"Status\",\"apiVersion\":\"v1\","
                    + "\"status\":\"Failure\",\"message\":\"container not running\",\"code\":400}");
        }
        AttachBridge bridge = new AttachBridge(docker, container);
        bridges.computeIfAbsent(pod, p -> new java.util.concurrent.CopyOnWriteArrayList<>()).add(bridge);
        return new MockResponse().withWebSocketUpgrade(bridge);
    }

    private void realise(Pod pod) {
        String name = pod.getMetadata().getName();
        if (running.containsKey(name) || pod.getMetadata().getDeletionTimestamp() != null) {
            return;
        }
        Optional<String> handler = runtimeHandler(pod);
        if (handler == null) {
            waiting(name, "CreateContainerConfigError", "RuntimeClass \"" + pod.getSpec().getRuntimeClassName()
                    + "\" not found");
            return;
        }
        String image = pod.getSpec().getContainers().get(0).getImage();
        if (!containers.hasImage(image)) {
            waiting(name, "ErrImageNeverPull", "the test kubelet's node has no image " + image
                    + " and reaches no registry");
            return;
        }
        String refused = containers.unsupported(pod);
        if (refused != null) {
            status(name, s -> new PodStatusBuilder(s).withPhase("Failed").withReason("UnsupportedByTestKubelet")
                    .withMessage(refused).build());
            return;
        }
        String containerId;
        try {
            containerId = containers.run(pod, handler.orElse(null), denyAll(pod));
        } catch (RuntimeException e) {
            LOG.warn("test kubelet could not start pod {}", name, e);
            waiting(name, "RunContainerError", e.getMessage());
            return;
        }
        running.put(name, containerId);
        if (podGone(name)) {
            remove(name);
            return;
        }
        status(name, s -> new PodStatusBuilder(s).withPhase("Running").withStartTime(Instant.now().toString())
                .withHostIP("127.0.0.1").withPodIP("10.0.0.1")
                .withConditions(condition("PodScheduled"), condition("Initialized"), condition("ContainersReady"),
                        condition("Ready"))
                .withContainerStatuses(new ContainerStatusBuilder().withName("sandbox").withReady(true)
                        .withStarted(true).withImage(image).withContainerID("docker://" + containerId)
                        .withNewState().withNewRunning().withStartedAt(Instant.now().toString()).endRunning()
                        .endState().build())
                .build());
        Long deadline = pod.getSpec().getActiveDeadlineSeconds();
        if (deadline != null) {
            deadlines.schedule(() -> deadlineReached(name, containerId), deadline, TimeUnit.SECONDS);
        }
        Instant started = Instant.now().minusSeconds(1);
        work.execute(() -> awaitExit(name, containerId, started));
    }

    private boolean podGone(String name) {
        Pod p = client.pods().inNamespace(namespace).withName(name).get();
        return p == null || p.getMetadata().getDeletionTimestamp() != null;
    }

    /** The handler of the pod's runtime class: empty for none, null when the class does not exist. */
    private Optional<String> runtimeHandler(Pod pod) {
        String rc = pod.getSpec().getRuntimeClassName();
        if (rc == null) {
            return Optional.empty();
        }
        RuntimeClass c = client.resources(RuntimeClass.class).withName(rc).get();
        return c == null ? null : Optional.of(c.getHandler());
    }

    /** Whether a NetworkPolicy of the namespace selects the pod and denies all ingress and egress. */
    private boolean denyAll(Pod pod) {
        Map<String, String> labels = pod.getMetadata().getLabels() == null ? Map.of()
                : pod.getMetadata().getLabels();
        return client.network().v1().networkPolicies().inNamespace(namespace).list().getItems().stream()
                .anyMatch(p -> p.getSpec() != null && p.getSpec().getPodSelector() != null
                        && labels.entrySet().containsAll(Optional.ofNullable(p.getSpec().getPodSelector()
                        .getMatchLabels()).orElse(Map.of()).entrySet())
                        && p.getSpec().getPolicyTypes().containsAll(List.of("Ingress", "Egress"))
                        && p.getSpec().getIngress().isEmpty() && p.getSpec().getEgress().isEmpty());
    }

    private void awaitExit(String name, String containerId, Instant started) {
        try {
            docker.waitContainerCmd(containerId).start().awaitStatusCode();
        } catch (RuntimeException e) {
            // removed meanwhile
        }
        InspectContainerResponse.ContainerState state;
        try {
            state = docker.inspectContainerCmd(containerId).exec().getState();
        } catch (NotFoundException e) {
            return;
        }
        if (!containerId.equals(running.get(name))) {
            return;
        }
        int exit = state.getExitCodeLong() == null ? -1 : state.getExitCodeLong().intValue();
        boolean oom = Boolean.TRUE.equals(state.getOOMKilled());
        // A CRI runtime reports OOMKilled from the cgroup's OOM events; Docker may set its flag late or, when gVisor's
        // sandbox as a whole was killed, not at all: look for the container's oom events too (bounded: 5 looks).
        for (int look = 0; look < 5 && !oom && exit == 137; look++) {
            oom = oomEvents(containerId, started) > 0;
            if (!oom) {
                try {
                    Thread.sleep(400);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        String reason = oom ? "OOMKilled" : exit == 0 ? "Completed" : "Error";
        status(name, s -> {
            PodStatusBuilder b = new PodStatusBuilder(s).withPhase(exit == 0 ? "Succeeded" : "Failed");
            b.withContainerStatuses(new ContainerStatusBuilder(s.getContainerStatuses().isEmpty() ? null
                    : s.getContainerStatuses().get(0)).withName("sandbox").withReady(false).withStarted(false)
                    .withNewState().withNewTerminated().withExitCode(exit).withReason(reason)
                    .withFinishedAt(Instant.now().toString()).endTerminated().endState().build());
            return b.build();
        });
    }

    private int oomEvents(String containerId, Instant since) {
        java.util.concurrent.atomic.AtomicInteger count = new java.util.concurrent.atomic.AtomicInteger();
        try (var events = docker.eventsCmd().withContainerFilter(containerId).withEventFilter("oom")
                .withSince(Long.toString(since.getEpochSecond())).withUntil(Long.toString(Instant.now()
                        .getEpochSecond() + 1))
                .exec(new com.github.dockerjava.api.async.ResultCallback.Adapter<com.github.dockerjava.api.model
                        .Event>() {
                    @Override
                    public void onNext(com.github.dockerjava.api.model.Event event) {
                        count.incrementAndGet();
                    }
                })) {
            events.awaitCompletion(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            return 0;
        }
        return count.get();
    }

    private void deadlineReached(String name, String containerId) {
        if (!containerId.equals(running.get(name))) {
            return;
        }
        status(name, s -> new PodStatusBuilder(s).withPhase("Failed").withReason("DeadlineExceeded")
                .withMessage("Pod was active on the node longer than the specified deadline").build());
        containers.kill(containerId);
    }

    /** Drops every attach connection to the pod from the server's side; the container goes on running. */
    public void dropAttachments(String pod) {
        List<AttachBridge> open = bridges.remove(pod);
        if (open != null) {
            open.forEach(AttachBridge::drop);
        }
    }

    /**
     * Evicts the pod as a kubelet under node pressure does: its status says Failed/Evicted with the message, and its
     * container is killed (the pod object stays until someone deletes it).
     */
    public void evict(String pod, String message) {
        String containerId = running.get(pod);
        status(pod, s -> new PodStatusBuilder(s).withPhase("Failed").withReason("Evicted").withMessage(message)
                .build());
        if (containerId != null) {
            containers.kill(containerId);
        }
    }

    /** The Docker container running the pod, if any (for tests). */
    public List<String> dockerContainersOf(String pod) {
        String id = running.get(pod);
        return id == null ? List.of() : List.of(id);
    }

    private void remove(String name) {
        bridges.remove(name);
        String containerId = running.get(name);
        if (containerId != null) {
            LOG.debug("pod {} deleted: removing container {}", name, containerId);
            containers.remove(containerId);
            running.remove(name, containerId); // only now: awaitQuiet waits for the removal itself
        }
    }

    private void waiting(String name, String reason, String message) {
        status(name, s -> new PodStatusBuilder(s).withPhase("Pending").withContainerStatuses(
                new ContainerStatusBuilder().withName("sandbox").withReady(false).withNewState().withNewWaiting()
                        .withReason(reason).withMessage(message).endWaiting().endState().build()).build());
    }

    private static io.fabric8.kubernetes.api.model.PodCondition condition(String type) {
        return new io.fabric8.kubernetes.api.model.PodConditionBuilder().withType(type).withStatus("True")
                .withLastTransitionTime(Instant.now().toString()).build();
    }

    /** Updates the pod's status (retrying on conflicts with concurrent metadata patches); a deleted pod is skipped. */
    private void status(String name, UnaryOperator<PodStatus> change) {
        for (int attempt = 0; attempt < 20; attempt++) {
            Pod p = client.pods().inNamespace(namespace).withName(name).get();
            if (p == null) {
                return;
            }
            p.setStatus(change.apply(p.getStatus() == null ? new PodStatus() : p.getStatus()));
            try {
                client.pods().inNamespace(namespace).resource(p).updateStatus();
                return;
            } catch (KubernetesClientException e) {
                if (e.getCode() != 409 && e.getCode() != 404) {
                    throw e;
                }
                if (e.getCode() == 404) {
                    return;
                }
            }
        }
        LOG.warn("test kubelet could not update the status of pod {}", name);
    }

    /** Containers and volumes this kubelet made that still exist, after waiting for the pending work. */
    public List<String> containersLeft() {
        awaitQuiet();
        List<String> left = new java.util.ArrayList<>();
        containers.left().forEach(c -> left.add("container " + c.getId() + " " + c.getLabels()));
        containers.volumesLeft().forEach(v -> left.add("volume " + v));
        return left;
    }

    /**
     * Waits until this kubelet runs no pod any more (a real kubelet, too, removes a container some time after its
     * pod is deleted); bounded (60 s), so pods that are never deleted fail the check instead of hanging it.
     */
    private void awaitQuiet() {
        for (int i = 0; i < 600 && (!running.isEmpty() || inFlight.get() > 0); i++) {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Stops watching and removes every container this kubelet made. */
    @Override
    public void close() {
        if (informer != null) {
            informer.close();
        }
        cluster.onAttach(null);
        deadlines.shutdownNow();
        work.shutdownNow();
        for (String name : List.copyOf(running.keySet())) {
            remove(name);
        }
        containers.removeAll();
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        java.util.concurrent.atomic.AtomicInteger n = new java.util.concurrent.atomic.AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
