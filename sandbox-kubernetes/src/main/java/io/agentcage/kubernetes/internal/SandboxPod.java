package io.agentcage.kubernetes.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.runner.internal.RunnerChannel;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

/**
 * One running sandbox pod claimed by this executor, with its attachment. Used by one execution or one session at a
 * time, never by another: when its user is done, it is deleted.
 */
public final class SandboxPod {
    private final String name;
    private final PodLimits limits;
    private final Instant created;
    private volatile PodAttachment attachment;
    private volatile String stoppedByHost;

    SandboxPod(String name, PodLimits limits, Instant created, PodAttachment attachment) {
        this.name = name;
        this.limits = limits;
        this.created = created;
        this.attachment = attachment;
    }

    /** The pod's name. */
    public String name() {
        return name;
    }

    PodLimits limits() {
        return limits;
    }

    Instant created() {
        return created;
    }

    /** Whether the attach stream is still open (the runner may be alive). */
    boolean isAttached() {
        PodAttachment a = attachment;
        return a != null && !a.channel().isEnded();
    }

    /** Replaces a dropped attachment with a new one (the runner in the pod is unaffected by the drop). */
    void reattach(PodAttachment fresh) {
        PodAttachment old = attachment;
        attachment = fresh;
        if (old != null) {
            old.close();
        }
    }

    /**
     * Runs an {@code exec} request with live output and cancellation, handing the execution's host calls to the
     * handler {@code hostCalls} makes (null: none); see {@link RunnerChannel#exec}.
     */
    ObjectNode exec(ObjectNode request, Duration wait, io.agentcage.spi.OutputRelay relay,
                    Optional<io.agentcage.CancellationToken> cancellation,
                    java.util.function.LongFunction<java.util.function.Consumer<
                            com.fasterxml.jackson.databind.JsonNode>> hostCalls)
            throws IOException, TimeoutException, io.agentcage.runner.internal.CancelledException {
        PodAttachment a = attachment;
        if (a == null) {
            throw new IOException("the sandbox pod " + name + " is not attached");
        }
        return a.channel().exec(request, wait, relay, cancellation, hostCalls);
    }

    /** {@link #exec}, handing the execution's {@code net} frames to the handler {@code net} makes (null: none). */
    ObjectNode exec(ObjectNode request, Duration wait, io.agentcage.spi.OutputRelay relay,
                    Optional<io.agentcage.CancellationToken> cancellation,
                    java.util.function.LongFunction<java.util.function.Consumer<
                            com.fasterxml.jackson.databind.JsonNode>> hostCalls,
                    java.util.function.LongFunction<java.util.function.Consumer<
                            com.fasterxml.jackson.databind.JsonNode>> net)
            throws IOException, TimeoutException, io.agentcage.runner.internal.CancelledException {
        PodAttachment a = attachment;
        if (a == null) {
            throw new IOException("the sandbox pod " + name + " is not attached");
        }
        return a.channel().exec(request, wait, relay, cancellation, hostCalls, net);
    }

    /** Whether the runner relays guest connections to the egress proxy (images built before egress do not). */
    boolean relaysNet() {
        PodAttachment a = attachment;
        return a != null && a.channel().features().contains(io.agentcage.runner.internal.RunnerChannel.NET);
    }

    /** Sends one message to the runner (host-call answers, from the threads that ran the calls). */
    void send(ObjectNode message) throws IOException {
        PodAttachment a = attachment;
        if (a == null) {
            throw new IOException("the sandbox pod " + name + " is not attached");
        }
        a.channel().send(message);
    }

    /** Whether the runner relays host-function calls (images built before that feature do not). */
    boolean callsHost() {
        PodAttachment a = attachment;
        return a != null && a.channel().features().contains(RunnerChannel.HOST_CALLS);
    }

    /** Whether the runner streams output frames (images built before that feature do not). */
    boolean streamsOutput() {
        PodAttachment a = attachment;
        return a != null && a.channel().features().contains(RunnerChannel.OUTPUT);
    }

    /** Sends a request and waits for its answer; see {@link RunnerChannel#call}. */
    ObjectNode call(ObjectNode request, Duration wait) throws IOException, TimeoutException {
        PodAttachment a = attachment;
        if (a == null) {
            throw new IOException("the sandbox pod " + name + " is not attached");
        }
        return a.channel().call(request, wait);
    }

    String stderrTail() {
        PodAttachment a = attachment;
        return a == null ? "" : a.channel().stderrTail();
    }

    RunnerChannel channel() {
        return attachment.channel();
    }

    /** Records that the host is deleting this pod, and why, before it does. */
    void markStoppedByHost(String why) {
        if (stoppedByHost == null) {
            stoppedByHost = why;
        }
    }

    Optional<String> stoppedByHost() {
        return Optional.ofNullable(stoppedByHost);
    }

    /** Closes the attachment (the pod itself is deleted by the janitor). */
    void detach() {
        PodAttachment a = attachment;
        if (a != null) {
            a.close();
        }
    }

    @Override
    public String toString() {
        return "SandboxPod[" + name + "]";
    }
}
