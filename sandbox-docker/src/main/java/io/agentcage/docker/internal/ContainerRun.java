package io.agentcage.docker.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.dockerjava.api.DockerClient;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.SandboxFile;
import io.agentcage.egress.internal.EgressGateway;
import io.agentcage.runner.internal.HostCalls;
import io.agentcage.runner.internal.NetRelay;
import io.agentcage.runner.internal.HostSetup;
import io.agentcage.runner.internal.CancelledException;
import io.agentcage.runner.internal.MalformedReplyException;
import io.agentcage.runner.internal.ResultMapper;
import io.agentcage.spi.OutputRelay;
import io.agentcage.text.ModelText;
import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

/**
 * One execution in a started container: send the request, wait for the result (the runner enforces the deadline;
 * the host waits a grace period longer and then gives up on the container), and map what came back. The request's
 * output listener gets the runner's output frames as they come and the returned files before the result; its
 * cancellation token makes the runner kill the execution's worker (the container lives on), or, with a runner that
 * cannot, stops the container.
 *
 * @param result        the execution's result
 * @param containerLost whether the container can no longer be used (it died, or stopped answering and must be
 *                      killed)
 */
public record ContainerRun(ExecutionResult result, boolean containerLost) {
    /** Runs {@code request} in {@code container} under {@code limits}. */
    public static ContainerRun execute(DockerClient docker, SandboxContainer container, ExecutionRequest request,
                                       ExecutionLimits limits, Duration grace, boolean gvisor) {
        return execute(docker, container, request, limits, grace, gvisor, HostSetup.none());
    }

    /**
     * Runs {@code request} in {@code container} under {@code limits}, guest code calling {@code hosts}; the result's
     * usage counts the host calls.
     */
    public static ContainerRun execute(DockerClient docker, SandboxContainer container, ExecutionRequest request,
                                       ExecutionLimits limits, Duration grace, boolean gvisor, HostSetup hosts) {
        return execute(docker, container, request, limits, grace, gvisor, hosts, null);
    }

    /**
     * {@link #execute(DockerClient, SandboxContainer, ExecutionRequest, ExecutionLimits, Duration, boolean,
     * HostSetup)} whose guest code reaches the network only through {@code egress} (the executor's egress proxy,
     * relayed by the runner; null or a gateway allowing no host: no network); the result carries the execution's
     * egress records.
     */
    public static ContainerRun execute(DockerClient docker, SandboxContainer container, ExecutionRequest request,
                                       ExecutionLimits limits, Duration grace, boolean gvisor, HostSetup hosts,
                                       EgressGateway egress) {
        if (hosts.isEmpty()) {
            return run(docker, container, request, limits, grace, gvisor, null, hosts, egress);
        }
        if (!container.callsHost()) {
            return new ContainerRun(ExecutionResult.sandboxFailure(HostSetup.unsupportedMessage(), Duration.ZERO),
                    false);
        }
        HostCalls[] calls = new HostCalls[1];
        ContainerRun run;
        try {
            run = run(docker, container, request, limits, grace, gvisor,
                    hosts.open(limits, container::send, opened -> calls[0] = opened), hosts, egress);
        } finally {
            if (calls[0] != null) {
                calls[0].close();
            }
        }
        return calls[0] == null ? run
                : new ContainerRun(HostSetup.withCalls(run.result(), calls[0].count()), run.containerLost());
    }

    private static ContainerRun run(DockerClient docker, SandboxContainer container, ExecutionRequest request,
                                    ExecutionLimits limits, Duration grace, boolean gvisor,
                                    java.util.function.LongFunction<java.util.function.Consumer<
                                            com.fasterxml.jackson.databind.JsonNode>> hostCalls, HostSetup hosts,
                                    EgressGateway egress) {
        long started = System.nanoTime();
        java.time.Instant startedAt = java.time.Instant.now();
        long inputBytes = request.inputFiles().stream().mapToLong(SandboxFile::size).sum();
        if (inputBytes > limits.fileBytes()) {
            return new ContainerRun(ExecutionResult.builder(Outcome.LIMIT_EXCEEDED).limitExceeded(Limit.FILES)
                    .message("input files total " + inputBytes + " bytes, more than the file limit of "
                            + limits.fileBytes() + " bytes").build(), false);
        }
        if (request.cancellation().map(io.agentcage.CancellationToken::isCancelled).orElse(false)) {
            return new ContainerRun(ExecutionResult.cancelled(ModelText.cancelledMessage(since(started))
                    + " (before it started)", since(started)), false);
        }
        OutputRelay relay = OutputRelay.of(request);
        ContainerRun run = exchange(docker, container, request, limits, grace, gvisor, relay, started, startedAt,
                hostCalls, hosts, egress);
        ExecutionResult r = ResultMapper.cancelledIfAsked(run.result(), request.cancellation());
        if (!container.streamsOutput()) {
            ResultMapper.relayAtEnd(r, relay);   // an older image: the listener gets the output late, but whole
        }
        r.files().forEach(relay::file);
        return new ContainerRun(relay.finish(r), run.containerLost());
    }

    private static ContainerRun exchange(DockerClient docker, SandboxContainer container, ExecutionRequest request,
                                         ExecutionLimits limits, Duration grace, boolean gvisor, OutputRelay relay,
                                         long started, java.time.Instant startedAt,
                                         java.util.function.LongFunction<java.util.function.Consumer<
                                                 com.fasterxml.jackson.databind.JsonNode>> hostCalls,
                                         HostSetup hosts, EgressGateway egress) {
        ObjectNode message = ResultMapper.execMessage(request, limits);
        hosts.describe(message, limits);
        Optional<NetRelay.Opened> net = egress == null ? Optional.empty()
                : NetRelay.open(egress, request.network(), message);
        if (egress != null && net.isEmpty()) {
            message.put("network", "none");   // the guest's network errors name the policy
        }
        if (net.isPresent() && !container.relaysNet()) {
            net.get().close();
            return new ContainerRun(ExecutionResult.sandboxFailure("the executor's network policy allows hosts, but "
                    + "this sandbox image's runner cannot relay connections to the egress proxy (an image built "
                    + "before egress): rebuild it with scripts/setup-docker.sh", since(started)), false);
        }
        try {
            ObjectNode reply = container.exec(message, limits.timeout().plus(grace), relay, request.cancellation(),
                    hostCalls, net.<java.util.function.LongFunction<java.util.function.Consumer<
                            com.fasterxml.jackson.databind.JsonNode>>>map(o -> id -> o.relay(container::send, id))
                            .orElse(null));
            ExecutionResult r = ResultMapper.toResult(reply, since(started));
            if (net.isPresent()) {
                r = r.toBuilder().egress(net.get().finish()).build();
            }
            return new ContainerRun(r, false);
        } catch (CancelledException e) {
            container.markStoppedByHost("its execution was cancelled");
            return new ContainerRun(ExecutionResult.cancelled(ModelText.cancelledMessage(since(started)) + "; "
                    + e.getMessage() + ", so its container was stopped", since(started)).toBuilder()
                    .sessionStateLost(true).build(), true);
        } catch (TimeoutException e) {
            container.markStoppedByHost("the host gave up on it at the deadline");
            return new ContainerRun(ExecutionResult.builder(Outcome.TIMEOUT).limitExceeded(Limit.TIME)
                    .message(ModelText.timeoutMessage(since(started), limits.timeout()) + "; the sandbox did not "
                            + "answer " + grace.toMillis() + " ms past the deadline and its container was killed")
                    .sessionStateLost(true).duration(since(started)).build(), true);
        } catch (MalformedReplyException e) {
            return new ContainerRun(ExecutionResult.builder(Outcome.SANDBOX_FAILURE).message(e.getMessage()
                    + "; the container was discarded").sessionStateLost(true).duration(since(started)).build(), true);
        } catch (IOException e) {
            return new ContainerRun(died(docker, container, e, startedAt, since(started), gvisor,
                    limits.memoryBytes()), true);
        } finally {
            net.ifPresent(NetRelay.Opened::close);
        }
    }

    /**
     * The result of an execution whose container stopped answering. A SIGKILL (exit 137) has three possible
     * senders, told apart here: the host itself (it marked the container before killing it), the kernel's OOM
     * killer (an {@code oom} event of the container during this execution, see {@link ContainerEnd}) and anything
     * else, for instance the runner killed from inside or outside the container: a sandbox failure, never "memory
     * limit exceeded". The same holds under gVisor: Docker logs the {@code oom} event when the host kernel
     * OOM-kills a runsc sandbox (sometimes just after its {@code die} event, which {@link ContainerEnd} waits for),
     * so an unexplained SIGKILL is no evidence of memory there either ({@code RunscTimeoutVersusMemoryIT}).
     */
    static ExecutionResult died(DockerClient docker, SandboxContainer container, IOException e,
                                java.time.Instant startedAt, Duration took, boolean gvisor, long memoryBytes) {
        return died(docker, container.id(), container::stoppedByHost, e.getMessage(), startedAt, took, gvisor,
                memoryBytes, ContainerEnd.Bounds.DEFAULT);
    }

    /**
     * {@link #died} for container {@code id}, whose {@code stoppedByHost} says whether and why the host stopped
     * it (asked before and after the wait: the host may stop it meanwhile), with the given bounds on the wait.
     */
    static ExecutionResult died(DockerClient docker, String id,
                                java.util.function.Supplier<java.util.Optional<String>> stoppedByHost, String cause,
                                java.time.Instant startedAt, Duration took, boolean gvisor, long memoryBytes,
                                ContainerEnd.Bounds bounds) {
        if (stoppedByHost.get().isPresent()) {
            return diagnose(stoppedByHost.get().get(), false, null, gvisor, cause, took);
        }
        ContainerEnd end = ContainerEnd.await(docker, id, startedAt, bounds);
        ExecutionResult r = diagnose(stoppedByHost.get().orElse(null), end.oom(), end.exit(), gvisor, cause, took);
        return r.limitExceeded().isPresent() ? r.toBuilder().message("memory limit exceeded (limit: "
                + ModelText.bytes(memoryBytes) + "): the sandbox was killed by the kernel's OOM killer"
                + (gvisor ? " (gVisor's sandbox as a whole)" : "")).build() : r;
    }

    /** {@link #died}'s decision, from what the host knows: see there. */
    static ExecutionResult diagnose(String stoppedByHost, boolean oom, Long exit, boolean gvisor, String cause,
                                    Duration took) {
        String exitText = exit == null ? "" : " (exit " + exit + ")";
        if (stoppedByHost != null) {
            return ExecutionResult.builder(Outcome.SANDBOX_FAILURE)
                    .message("the sandbox container stopped during the execution because " + stoppedByHost
                            + exitText)
                    .sessionStateLost(true).duration(took).build();
        }
        if (oom) {
            return ExecutionResult.builder(Outcome.LIMIT_EXCEEDED).limitExceeded(Limit.MEMORY)
                    .message("memory limit exceeded: the sandbox was killed by the kernel's OOM killer"
                            + (gvisor ? " (gVisor's sandbox as a whole)" : ""))
                    .sessionStateLost(true).duration(took).build();
        }
        String how = exit != null && exit == 137 ? ": its runner was killed by SIGKILL, not by the OOM killer"
                : ": " + cause;
        return ExecutionResult.builder(Outcome.SANDBOX_FAILURE)
                .message("the sandbox container stopped during the execution" + exitText + how)
                .sessionStateLost(true).duration(took).build();
    }

    private static Duration since(long startNanos) {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }
}
