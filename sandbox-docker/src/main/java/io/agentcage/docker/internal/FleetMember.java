package io.agentcage.docker.internal;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Container;
import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.DockerEngine;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.spi.PoolListener;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One engine of a fleet: its clients (one for work, one with short timeouts for health checks), and the
 * {@link DockerExecutor} serving on it while the engine answers. Taken out ({@link #markDown}) when it stops
 * answering: its executor is closed (its sessions end, their containers are gone with the engine); taken back by
 * {@link #check} when it answers again: the containers of its former executors are removed and a fresh executor
 * starts. Thread-safe.
 */
public final class FleetMember implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(FleetMember.class);
    private static final Duration HEALTH_CHECK_TIMEOUT = Duration.ofSeconds(3);

    private final DockerEngine engine;
    private final DockerConfig config;
    private final ThreadFactory threads;
    private final PoolListener listener;
    private final DockerClient work;
    private final DockerClient health;
    private final Set<String> formerOwners = ConcurrentHashMap.newKeySet();
    private final AtomicInteger inFlight = new AtomicInteger();
    private volatile DockerExecutor executor;
    private volatile String downReason = "not started yet";

    public FleetMember(DockerEngine engine, DockerConfig config, ThreadFactory threads, PoolListener listener) {
        this.engine = engine;
        this.config = config;
        this.threads = threads;
        this.listener = listener;
        this.work = DockerClients.forWork(Optional.of(engine), Math.max(16, config.poolMaxTotal() * 2 + 8));
        this.health = DockerClients.forHealthChecks(engine, HEALTH_CHECK_TIMEOUT);
    }

    /** The engine. */
    public DockerEngine engine() {
        return engine;
    }

    /** The executor serving on the engine, or null while the engine is out of the fleet. */
    public DockerExecutor executor() {
        return executor;
    }

    /** Why the engine is out, when it is. */
    public String downReason() {
        return downReason;
    }

    /** Executions and sessions placed on this engine and not done yet. */
    public AtomicInteger inFlight() {
        return inFlight;
    }

    /** Whether the engine answers a ping now (bounded by the health client's timeouts). */
    public boolean answers() {
        try {
            health.pingCmd().exec();
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** Starts an executor on the engine; on failure the engine stays out with the reason. */
    public synchronized boolean tryStart() {
        if (executor != null) {
            return true;
        }
        try {
            removeFormerContainers();
            executor = DockerExecutor.builder().config(config).dockerClient(work).threadFactory(threads)
                    .poolListener(listener).build();
            downReason = null;
            return true;
        } catch (RuntimeException e) {
            downReason = e.getMessage();
            return false;
        }
    }

    /** Takes the engine out of the fleet: its executor is closed in the background. Idempotent. */
    public synchronized void markDown(String reason) {
        DockerExecutor e = executor;
        if (e == null) {
            return;
        }
        executor = null;
        downReason = reason;
        formerOwners.add(e.ownerId());
        LOG.warn("Docker engine {} taken out of the fleet: {}", engine, reason);
        Thread closer = threads.newThread(e::close);
        closer.start();
    }

    /** The periodic health check: out when it stops answering, back (on a fresh executor) when it answers again. */
    public void check() {
        boolean answers = answers();
        if (executor != null && !answers) {
            markDown("it stopped answering");
        } else if (executor == null && answers && tryStart()) {
            LOG.info("Docker engine {} answers again and is back in the fleet", engine);
        }
    }

    /** Removes what earlier executors left on the engine (their containers died with it, or are still there). */
    private void removeFormerContainers() {
        for (String owner : List.copyOf(formerOwners)) {
            List<Container> left = work.listContainersCmd().withShowAll(true)
                    .withLabelFilter(Map.of(Labels.OWNER, owner)).exec();
            for (Container c : left) {
                try {
                    work.removeContainerCmd(c.getId()).withForce(true).withRemoveVolumes(true).exec();
                } catch (RuntimeException ignored) {
                    // gone already, or being removed
                }
            }
            formerOwners.remove(owner);
        }
    }

    @Override
    public synchronized void close() {
        DockerExecutor e = executor;
        executor = null;
        if (e != null) {
            e.close();
        }
        try {
            work.close();
            health.close();
        } catch (IOException ignored) {
            // nothing more to release
        }
    }

    @Override
    public String toString() {
        return engine + (executor != null ? " (in)" : " (out: " + downReason + ")");
    }
}
