package io.agentcage.docker.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeoutException;

/**
 * One started sandbox container with its runner channel. Used by one execution or one session at a time, never
 * reused by another: when its user is done, it is destroyed.
 */
public final class SandboxContainer {
    private final String id;
    private final RunnerChannel channel;
    private final ContainerLimits limits;
    private final Instant created;
    private volatile String stoppedByHost;
    /**
     * Request ids are random, not counted: guest code can write into the container's stdout through
     * {@code /proc/1/fd/1} (docker-init runs as the same uid), so an id it could guess would let it forge a reply.
     */
    private static final java.security.SecureRandom IDS = new java.security.SecureRandom();

    SandboxContainer(String id, RunnerChannel channel, ContainerLimits limits, Instant created) {
        this.id = id;
        this.channel = channel;
        this.limits = limits;
        this.created = created;
    }

    /** The Docker container id. */
    public String id() {
        return id;
    }

    ContainerLimits limits() {
        return limits;
    }

    Instant created() {
        return created;
    }

    /** Records that the host is stopping this container, and why, before it sends the kill. */
    void markStoppedByHost(String why) {
        if (stoppedByHost == null) {
            stoppedByHost = why;
        }
    }

    /** Why the host stopped this container, if it did: a SIGKILL it sent is neither a timeout nor an OOM kill. */
    java.util.Optional<String> stoppedByHost() {
        return java.util.Optional.ofNullable(stoppedByHost);
    }

    /** Whether the container's output is still open (the runner may be alive). */
    boolean isAlive() {
        return !channel.isEnded();
    }

    /**
     * Sends a request and waits for the answer with the same id.
     *
     * @throws TimeoutException if no answer arrives within {@code wait}
     * @throws IOException if the container died or answered nonsense
     */
    ObjectNode call(ObjectNode request, Duration wait) throws IOException, TimeoutException {
        long id = IDS.nextLong() & Long.MAX_VALUE;
        request.put("id", id);
        channel.send(request);
        long deadline = System.nanoTime() + wait.toNanos();
        while (true) {
            ObjectNode reply = channel.receive(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
            if (reply.path("id").asLong(-1) == id) {
                return reply;
            }
            if ("error".equals(reply.path("type").asText())) {
                throw new IOException("the sandbox runner refused a message: " + reply.path("message").asText());
            }
            // An answer to an earlier request that was given up on (a host-side timeout): skip it.
        }
    }

    /** Asks the runner to exit; the container then stops (and is removed by the daemon). Best effort. */
    void shutdown() {
        try {
            channel.send(RunnerProtocol.message("shutdown"));
        } catch (IOException ignored) {
            // already gone
        }
    }

    RunnerChannel channel() {
        return channel;
    }

    String stderrTail() {
        return channel.stderrTail();
    }

    @Override
    public String toString() {
        return "SandboxContainer[" + id.substring(0, Math.min(12, id.length())) + "]";
    }
}
