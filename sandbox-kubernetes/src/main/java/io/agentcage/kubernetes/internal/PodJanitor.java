package io.agentcage.kubernetes.internal;

import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes sure no pod outlives its use, across replicas: deletes each pod when its user is done (in the background),
 * every pod this executor holds at {@link #removeAll()} (close and the JVM shutdown hook), renews the lease of the
 * pods it holds ({@link #renewLeases()}), and at {@link #sweep()} deletes any sandbox pod of the namespace that is
 * past its lifetime, whose holder's lease ran out (a dead replica), or that ended while idle.
 */
public final class PodJanitor {
    private static final Logger LOG = LoggerFactory.getLogger(PodJanitor.class);

    private final KubernetesClient client;
    private final String namespace;
    private final PodLabels labels;
    private final Duration lease;
    private final ExecutorService background;
    private final Set<String> held = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    public PodJanitor(KubernetesClient client, String namespace, PodLabels labels, Duration lease,
                      ExecutorService background) {
        this.client = client;
        this.namespace = namespace;
        this.labels = labels;
        this.lease = lease;
        this.background = background;
    }

    /** Remembers a pod this executor holds (starting or claimed) until it is deleted or handed to the pool. */
    void track(String name) {
        held.add(name);
        if (closed) {
            // created while the executor closed (a pool start in flight): it must not outlive the executor
            delete(name);
        }
    }

    /** Forgets a pod handed to the shared pool (another executor may claim it). */
    void untrack(String name) {
        held.remove(name);
    }

    /** Detaches and deletes a pod in the background, recording that the host stopped it and why. */
    public void delete(SandboxPod pod, String why) {
        pod.markStoppedByHost(why);
        Runnable task = () -> {
            pod.detach();
            delete(pod.name());
        };
        try {
            background.execute(task);
        } catch (RejectedExecutionException e) {
            task.run();
        }
    }

    /** Deletes a pod now (no grace period: nothing in a sandbox is worth saving); a pod already gone counts. */
    public void delete(String name) {
        // An interrupted caller (a pool start stopped by close) must still delete what it made.
        boolean interrupted = Thread.interrupted();
        try {
            client.pods().inNamespace(namespace).withName(name).withGracePeriod(0).delete();
            held.remove(name);
        } catch (KubernetesClientException e) {
            if (e.getCode() == 404) {
                held.remove(name);
            } else {
                LOG.warn("could not delete sandbox pod {}: {}", name, e.getMessage());
            }
        } catch (RuntimeException e) {
            LOG.warn("could not delete sandbox pod {}: {}", name, e.toString());
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Deletes every pod this executor holds, and the idle or starting pods it created that nobody has claimed
     * (guarded by their resourceVersion, so that a pod another replica claims meanwhile is left alone). From then on
     * a pod this executor still creates (a start that was in flight) is deleted as soon as it is tracked.
     */
    public void removeAll() {
        closed = true;
        List<Future<?>> pending = new ArrayList<>();
        for (String name : List.copyOf(held)) {
            try {
                pending.add(background.submit(() -> delete(name)));
            } catch (RejectedExecutionException e) {
                delete(name);
            }
        }
        for (Future<?> f : pending) {
            try {
                f.get(30, TimeUnit.SECONDS);
            } catch (Exception e) {
                LOG.debug("deletion did not finish", e);
            }
        }
        for (String name : List.copyOf(held)) {
            delete(name);
        }
        try {
            for (Pod p : client.pods().inNamespace(namespace).withLabel(PodLabels.CLAIMED_BY, labels.owner()).list()
                    .getItems()) {
                delete(p.getMetadata().getName());
            }
            for (Pod p : client.pods().inNamespace(namespace).withLabel(PodLabels.CREATOR, labels.owner()).list()
                    .getItems()) {
                String state = PodLabels.state(p);
                if (state.equals(PodLabels.IDLE) || state.equals(PodLabels.STARTING)) {
                    deleteUnchanged(p, "its creator closed");
                }
            }
        } catch (RuntimeException e) {
            LOG.warn("could not list sandbox pods to clean up: {}", e.toString());
        }
    }

    /**
     * Deletes leftovers of any replica: pods past their lifetime, pods whose holder's lease ran out, pods that ended
     * while idle.
     *
     * @return how many pods were deleted
     */
    public int sweep() {
        int deleted = 0;
        Instant now = Instant.now();
        for (Pod p : client.pods().inNamespace(namespace).withLabel(PodLabels.MANAGED, "true").list().getItems()) {
            if (held.contains(p.getMetadata().getName())) {
                continue;
            }
            Optional<String> why = PodLabels.leftover(p, now);
            if (why.isPresent() && deleteUnchanged(p, why.get())) {
                deleted++;
            }
        }
        return deleted;
    }

    /** Sweeps, logging instead of throwing: for the periodic sweeper. */
    public void sweepQuietly() {
        try {
            sweep();
        } catch (RuntimeException e) {
            LOG.warn("sandbox pod sweep failed: {}", e.toString());
        }
    }

    private boolean deleteUnchanged(Pod p, String why) {
        try {
            // Guarded by the resourceVersion: a pod another replica claimed meanwhile is not deleted (409).
            client.pods().inNamespace(namespace).resource(p).lockResourceVersion(p.getMetadata().getResourceVersion())
                    .delete();
            LOG.info("deleted sandbox pod {}: {}", p.getMetadata().getName(), why);
            return true;
        } catch (KubernetesClientException e) {
            if (e.getCode() != 404 && e.getCode() != 409) {
                LOG.warn("could not delete sandbox pod {}: {}", p.getMetadata().getName(), e.getMessage());
            }
            return false;
        }
    }

    /** Pushes the lease of every pod this executor holds a lease further; a pod already gone is forgotten. */
    public void renewLeases() {
        String until = Long.toString(Instant.now().plus(lease).toEpochMilli());
        String patch = "{\"metadata\":{\"annotations\":{\"" + PodLabels.LEASE + "\":\"" + until + "\"}}}";
        for (String name : List.copyOf(held)) {
            try {
                client.pods().inNamespace(namespace).withName(name).patch(PatchContext.of(PatchType.JSON_MERGE),
                        patch);
            } catch (KubernetesClientException e) {
                if (e.getCode() == 404) {
                    held.remove(name);
                } else {
                    LOG.warn("could not renew the lease of sandbox pod {}: {}", name, e.getMessage());
                }
            } catch (RuntimeException e) {
                LOG.warn("could not renew the lease of sandbox pod {}: {}", name, e.toString());
            }
        }
    }

    /** Pods this executor holds now. */
    public int heldCount() {
        return held.size();
    }
}
