package io.agentcage.docker.internal;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.ConflictException;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.Container;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes sure no container outlives its use: removes each container when its user is done (in the background),
 * every container of this executor at {@link #removeAll()} (close and the JVM shutdown hook), and leftovers of dead
 * JVMs or past their lifetime at {@link #sweep()} (at start, then periodically).
 */
public final class Janitor {
    private static final Logger LOG = LoggerFactory.getLogger(Janitor.class);

    /** How long a removal the daemon already has in progress is waited for. */
    static final java.time.Duration REMOVAL_WAIT = java.time.Duration.ofSeconds(30);
    private static final java.time.Duration REMOVAL_POLL = java.time.Duration.ofMillis(100);

    private final DockerClient docker;
    private final Labels labels;
    private final ExecutorService background;
    private final Set<String> tracked = ConcurrentHashMap.newKeySet();

    public Janitor(DockerClient docker, Labels labels, ExecutorService background) {
        this.docker = docker;
        this.labels = labels;
        this.background = background;
    }

    /** Remembers a container of this executor until it is removed. */
    void track(String id) {
        tracked.add(id);
    }

    /** Stops and removes a container in the background. */
    public void destroy(SandboxContainer container) {
        container.markStoppedByHost("it was removed by the host");
        destroy(container.id(), container.attachment());
    }

    void destroy(String id, AttachedRunner attachment) {
        Runnable task = () -> {
            if (attachment != null) {
                try {
                    attachment.close();
                } catch (java.io.IOException ignored) {
                    // closing an attach stream cannot fail in a way that matters here
                }
            }
            remove(id);
        };
        try {
            background.execute(task);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            task.run();
        }
    }

    /** Kills and removes a container now; a container already gone counts as removed. */
    public void remove(String id) {
        try {
            docker.removeContainerCmd(id).withForce(true).withRemoveVolumes(true).exec();
            tracked.remove(id);
        } catch (NotFoundException e) {
            tracked.remove(id);
        } catch (ConflictException e) {
            // The daemon is already removing it (auto-remove after the runner exited): it counts as removed only
            // once it is gone, so that close() returns with no container of this executor left.
            if (awaitGone(id)) {
                tracked.remove(id);
            } else {
                LOG.warn("sandbox container {} was still being removed after {}", id, REMOVAL_WAIT);
            }
        } catch (RuntimeException e) {
            LOG.warn("could not remove sandbox container {}: {}", id, e.toString());
        }
    }

    /** Waits (bounded by {@link #REMOVAL_WAIT}) until the daemon no longer knows the container. */
    private boolean awaitGone(String id) {
        long deadline = System.nanoTime() + REMOVAL_WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            try {
                docker.inspectContainerCmd(id).exec();
            } catch (NotFoundException gone) {
                return true;
            } catch (RuntimeException e) {
                LOG.debug("inspecting {} while it is removed", id, e);
            }
            try {
                Thread.sleep(REMOVAL_POLL.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return false;
    }

    /** Removes every container this executor created, then any container still carrying its owner label. */
    public void removeAll() {
        List<Future<?>> pending = new ArrayList<>();
        for (String id : List.copyOf(tracked)) {
            try {
                pending.add(background.submit(() -> remove(id)));
            } catch (java.util.concurrent.RejectedExecutionException e) {
                remove(id);
            }
        }
        for (Future<?> f : pending) {
            try {
                f.get(30, TimeUnit.SECONDS);
            } catch (Exception e) {
                LOG.debug("removal did not finish", e);
            }
        }
        for (String id : List.copyOf(tracked)) {
            remove(id);
        }
        try {
            for (Container c : listManaged(Map.of(Labels.OWNER, labels.owner()))) {
                remove(c.getId());
            }
        } catch (RuntimeException e) {
            LOG.warn("could not list sandbox containers to clean up: {}", e.toString());
        }
    }

    /**
     * Removes leftovers: containers of this library owned by dead JVMs on this host, and any past their lifetime.
     *
     * @return how many containers were removed
     */
    public int sweep() {
        int removed = 0;
        Instant now = Instant.now();
        for (Container c : listManaged(Map.of())) {
            Map<String, String> l = c.getLabels() == null ? Map.of() : c.getLabels();
            if (Labels.isLeftover(l, now)) {
                LOG.info("removing left-over sandbox container {} (owner {}, pid {})", c.getId(),
                        l.get(Labels.OWNER), l.get(Labels.PID));
                remove(c.getId());
                removed++;
            }
        }
        return removed;
    }

    /** Sweeps, logging instead of throwing: for the periodic sweeper. */
    public void sweepQuietly() {
        try {
            sweep();
        } catch (RuntimeException e) {
            LOG.warn("sandbox container sweep failed: {}", e.toString());
        }
    }

    private List<Container> listManaged(Map<String, String> extra) {
        Map<String, String> filter = new java.util.HashMap<>(extra);
        filter.put(Labels.MANAGED, "true");
        return docker.listContainersCmd().withShowAll(true).withLabelFilter(filter).exec();
    }

    /** How many containers are created and not yet removed. */
    public int trackedCount() {
        return tracked.size();
    }
}
