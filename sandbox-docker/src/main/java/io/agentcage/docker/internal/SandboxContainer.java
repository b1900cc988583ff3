package io.agentcage.docker.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.runner.internal.RunnerChannel;
import io.agentcage.runner.internal.RunnerProtocol;
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
    private final AttachedRunner attachment;
    private final RunnerChannel channel;
    private final ContainerLimits limits;
    private final Instant created;
    private volatile String stoppedByHost;

    SandboxContainer(String id, AttachedRunner attachment, ContainerLimits limits, Instant created) {
        this.id = id;
        this.attachment = attachment;
        this.channel = attachment.channel();
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
     * Sends a request and waits for the answer with the same id (request ids are random: see
     * {@link RunnerChannel#call}).
     *
     * @throws TimeoutException if no answer arrives within {@code wait}
     * @throws IOException if the container died or answered nonsense
     */
    ObjectNode call(ObjectNode request, Duration wait) throws IOException, TimeoutException {
        return channel.call(request, wait);
    }

    /** {@link #call}, handing the execution's host calls to the handler {@code hostCalls} makes (null: none). */
    ObjectNode call(ObjectNode request, Duration wait,
                    java.util.function.LongFunction<java.util.function.Consumer<
                            com.fasterxml.jackson.databind.JsonNode>> hostCalls)
            throws IOException, TimeoutException {
        return channel.call(request, wait, hostCalls);
    }

    /** Sends one message to the runner (host-call answers, from the threads that ran the calls). */
    void send(ObjectNode message) throws IOException {
        channel.send(message);
    }

    /** Whether the runner relays host-function calls (images built before that feature do not). */
    boolean callsHost() {
        return channel.features().contains(RunnerChannel.HOST_CALLS);
    }

    /** Runs an {@code exec} request with live output and cancellation; see {@link RunnerChannel#exec}. */
    ObjectNode exec(ObjectNode request, Duration wait, io.agentcage.spi.OutputRelay relay,
                    java.util.Optional<io.agentcage.CancellationToken> cancellation,
                    java.util.function.LongFunction<java.util.function.Consumer<
                            com.fasterxml.jackson.databind.JsonNode>> hostCalls)
            throws IOException, TimeoutException, io.agentcage.runner.internal.CancelledException {
        return channel.exec(request, wait, relay, cancellation, hostCalls);
    }

    /** {@link #exec}, handing the execution's {@code net} frames to the handler {@code net} makes (null: none). */
    ObjectNode exec(ObjectNode request, Duration wait, io.agentcage.spi.OutputRelay relay,
                    java.util.Optional<io.agentcage.CancellationToken> cancellation,
                    java.util.function.LongFunction<java.util.function.Consumer<
                            com.fasterxml.jackson.databind.JsonNode>> hostCalls,
                    java.util.function.LongFunction<java.util.function.Consumer<
                            com.fasterxml.jackson.databind.JsonNode>> net)
            throws IOException, TimeoutException, io.agentcage.runner.internal.CancelledException {
        return channel.exec(request, wait, relay, cancellation, hostCalls, net);
    }

    /** Whether the runner relays guest connections to the egress proxy (images built before egress do not). */
    boolean relaysNet() {
        return channel.features().contains(RunnerChannel.NET);
    }

    /** Whether the runner streams output frames (images built before that feature do not). */
    boolean streamsOutput() {
        return channel.features().contains(RunnerChannel.OUTPUT);
    }

    /** Asks the runner to exit; the container then stops (and is removed by the daemon). Best effort. */
    void shutdown() {
        try {
            channel.send(RunnerProtocol.message("shutdown"));
        } catch (IOException ignored) {
            // already gone
        }
    }

    AttachedRunner attachment() {
        return attachment;
    }

    String stderrTail() {
        return channel.stderrTail();
    }

    @Override
    public String toString() {
        return "SandboxContainer[" + id.substring(0, Math.min(12, id.length())) + "]";
    }
}
