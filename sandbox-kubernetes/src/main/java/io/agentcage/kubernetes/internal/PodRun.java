package io.agentcage.kubernetes.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.SandboxFile;
import io.agentcage.runner.internal.CancelledException;
import io.agentcage.runner.internal.HostCalls;
import io.agentcage.egress.internal.EgressGateway;
import io.agentcage.runner.internal.HostSetup;
import io.agentcage.runner.internal.NetRelay;
import io.agentcage.runner.internal.MalformedReplyException;
import io.agentcage.spi.OutputRelay;
import io.agentcage.text.ModelText;
import io.agentcage.runner.internal.ResultMapper;
import io.fabric8.kubernetes.api.model.ContainerStateTerminated;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.io.IOException;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.LongFunction;

/**
 * One execution in a claimed pod: send the request, wait for the result (the runner enforces the deadline; the
 * host waits a grace period longer and then gives up on the pod), and map what came back. When the attach stream
 * ends during the execution, the pod's status says why: evicted, past its deadline, deleted (node lost or removed
 * by someone), its container OOM-killed or exited; or, with the pod still running, the stream itself dropped.
 *
 * @param result  the execution's result
 * @param podLost whether the pod can no longer be used (it died, was evicted, or stopped answering)
 */
public record PodRun(ExecutionResult result, boolean podLost) {
    /** How often a pod whose stream ended while its container still runs is looked at, this far apart. */
    private static final int LOOKS = 5;
    private static final Duration LOOK_INTERVAL = Duration.ofMillis(400);

    /** Runs {@code request} in {@code pod} under {@code limits}, without host functions. */
    public static PodRun execute(KubernetesClient client, String namespace, SandboxPod pod, ExecutionRequest request,
                                 ExecutionLimits limits, Duration grace, boolean gvisor) {
        return execute(client, namespace, pod, request, limits, grace, gvisor, HostSetup.none());
    }

    /**
     * Runs {@code request} in {@code pod} under {@code limits}, guest code calling {@code hosts} (their calls
     * relayed over the attach stream, answered from the host's threads); the result's usage counts the host calls.
     */
    public static PodRun execute(KubernetesClient client, String namespace, SandboxPod pod, ExecutionRequest request,
                                 ExecutionLimits limits, Duration grace, boolean gvisor, HostSetup hosts) {
        return execute(client, namespace, pod, request, limits, grace, gvisor, hosts, (EgressGateway) null);
    }

    /**
     * {@link #execute(KubernetesClient, String, SandboxPod, ExecutionRequest, ExecutionLimits, Duration, boolean,
     * HostSetup)} whose guest code reaches the network only through {@code egress} (the executor's egress proxy,
     * relayed by the runner over the attach stream; null: no network); the result carries the egress records.
     */
    public static PodRun execute(KubernetesClient client, String namespace, SandboxPod pod, ExecutionRequest request,
                                 ExecutionLimits limits, Duration grace, boolean gvisor, HostSetup hosts,
                                 EgressGateway egress) {
        if (hosts.isEmpty()) {
            return execute(client, namespace, pod, request, limits, grace, gvisor, hosts, null, egress);
        }
        if (!pod.callsHost()) {
            return new PodRun(ExecutionResult.sandboxFailure(HostSetup.unsupportedMessage(), Duration.ZERO), false);
        }
        HostCalls[] calls = new HostCalls[1];
        PodRun run;
        try {
            run = execute(client, namespace, pod, request, limits, grace, gvisor, hosts,
                    hosts.open(limits, pod::send, opened -> calls[0] = opened), egress);
        } finally {
            if (calls[0] != null) {
                calls[0].close();
            }
        }
        return calls[0] == null ? run : new PodRun(HostSetup.withCalls(run.result(), calls[0].count()), run.podLost());
    }

    private static PodRun execute(KubernetesClient client, String namespace, SandboxPod pod, ExecutionRequest request,
                                  ExecutionLimits limits, Duration grace, boolean gvisor, HostSetup hosts,
                                  LongFunction<Consumer<JsonNode>> hostCalls, EgressGateway egress) {
        long started = System.nanoTime();
        long inputBytes = request.inputFiles().stream().mapToLong(SandboxFile::size).sum();
        if (inputBytes > limits.fileBytes()) {
            return new PodRun(ExecutionResult.builder(Outcome.LIMIT_EXCEEDED).limitExceeded(Limit.FILES)
                    .message("input files total " + inputBytes + " bytes, more than the file limit of "
                            + limits.fileBytes() + " bytes").build(), false);
        }
        if (request.cancellation().map(io.agentcage.CancellationToken::isCancelled).orElse(false)) {
            return new PodRun(ExecutionResult.cancelled(ModelText.cancelledMessage(since(started))
                    + " (before it started)", since(started)), false);
        }
        OutputRelay relay = OutputRelay.of(request);
        PodRun run = run(client, namespace, pod, request, limits, grace, gvisor, relay, started, hosts, hostCalls,
                egress);
        ExecutionResult r = ResultMapper.cancelledIfAsked(run.result(), request.cancellation());
        if (!pod.streamsOutput()) {
            ResultMapper.relayAtEnd(r, relay);   // an older image: the listener gets the output late, but whole
        }
        r.files().forEach(relay::file);
        return new PodRun(relay.finish(r), run.podLost());
    }

    private static PodRun run(KubernetesClient client, String namespace, SandboxPod pod, ExecutionRequest request,
                              ExecutionLimits limits, Duration grace, boolean gvisor, OutputRelay relay,
                              long started, HostSetup hosts, LongFunction<Consumer<JsonNode>> hostCalls,
                              EgressGateway egress) {
        ObjectNode message = ResultMapper.execMessage(request, limits);
        hosts.describe(message, limits);
        Optional<NetRelay.Opened> net = egress == null ? Optional.empty()
                : NetRelay.open(egress, request.network(), message);
        if (egress != null && net.isEmpty()) {
            message.put("network", "none");   // the guest's network errors name the policy
        }
        if (net.isPresent() && !pod.relaysNet()) {
            net.get().close();
            return new PodRun(ExecutionResult.sandboxFailure("the executor's network policy allows hosts, but this "
                    + "sandbox image's runner cannot relay connections to the egress proxy (an image built before "
                    + "egress): use an image with the relay", since(started)), false);
        }
        try {
            ObjectNode reply = pod.exec(message, limits.timeout().plus(grace), relay, request.cancellation(),
                    hostCalls, net.<LongFunction<Consumer<JsonNode>>>map(o -> id -> o.relay(pod::send, id))
                            .orElse(null));
            ExecutionResult r = ResultMapper.toResult(reply, since(started));
            if (net.isPresent()) {
                r = r.toBuilder().egress(net.get().finish()).build();
            }
            return new PodRun(r, false);
        } catch (CancelledException e) {
            pod.markStoppedByHost("its execution was cancelled");
            return new PodRun(ExecutionResult.cancelled(ModelText.cancelledMessage(since(started)) + "; "
                    + e.getMessage() + ", so its pod was deleted", since(started)).toBuilder()
                    .sessionStateLost(true).build(), true);
        } catch (TimeoutException e) {
            pod.markStoppedByHost("the host gave up on it at the deadline");
            return new PodRun(ExecutionResult.builder(Outcome.TIMEOUT).limitExceeded(Limit.TIME)
                    .message("timed out after " + seconds(limits.timeout()) + "; the sandbox did not answer "
                            + grace.toMillis() + " ms past the deadline and its pod was deleted")
                    .sessionStateLost(true).duration(since(started)).build(), true);
        } catch (MalformedReplyException e) {
            return new PodRun(ExecutionResult.builder(Outcome.SANDBOX_FAILURE).message(e.getMessage()
                    + "; the pod was discarded").sessionStateLost(true).duration(since(started)).build(), true);
        } catch (IOException e) {
            return new PodRun(died(client, namespace, pod, e, since(started), gvisor), true);
        } finally {
            net.ifPresent(NetRelay.Opened::close);
        }
    }

    /** The result of an execution whose stream ended: the pod's status decides (see the class comment). */
    static ExecutionResult died(KubernetesClient client, String namespace, SandboxPod pod, IOException e,
                                Duration took, boolean gvisor) {
        Pod seen = null;
        for (int attempt = 0; attempt < LOOKS; attempt++) {
            try {
                seen = client.pods().inNamespace(namespace).withName(pod.name()).get();
            } catch (RuntimeException unreachable) {
                return failure("the attach stream to sandbox pod " + pod.name() + " ended during the execution and "
                        + "the API server could not be asked why (" + KubernetesFaults.rootMessage(unreachable)
                        + "); the pod was discarded", took);
            }
            if (seen == null || seen.getMetadata().getDeletionTimestamp() != null || ended(seen)
                    || pod.stoppedByHost().isPresent()) {
                break;
            }
            if (attempt + 1 < LOOKS && !pause()) {
                break;
            }
        }
        return diagnose(pod.name(), seen, pod.stoppedByHost().orElse(null), gvisor, e.getMessage(), took);
    }

    /** {@link #died}'s decision, from what the API server says about the pod. */
    static ExecutionResult diagnose(String name, Pod pod, String stoppedByHost, boolean gvisor, String cause,
                                    Duration took) {
        if (stoppedByHost != null) {
            return failure("the sandbox pod " + name + " stopped during the execution because " + stoppedByHost,
                    took);
        }
        if (pod == null || pod.getMetadata().getDeletionTimestamp() != null) {
            return failure("the sandbox pod " + name + " was deleted during the execution (its node was lost, or "
                    + "someone else deleted it)", took);
        }
        String reason = pod.getStatus() == null ? null : pod.getStatus().getReason();
        if ("Evicted".equals(reason)) {
            return failure("the sandbox pod " + name + " was evicted during the execution: "
                    + pod.getStatus().getMessage(), took);
        }
        if ("DeadlineExceeded".equals(reason)) {
            return failure("the sandbox pod " + name + " reached its lifetime (activeDeadlineSeconds) during the "
                    + "execution", took);
        }
        Optional<ContainerStateTerminated> t = PodFactory.terminated(pod);
        if (t.isPresent()) {
            String why = t.get().getReason() == null ? "" : t.get().getReason();
            if (why.toLowerCase(Locale.ROOT).contains("oom")) {
                return ExecutionResult.builder(Outcome.LIMIT_EXCEEDED).limitExceeded(Limit.MEMORY)
                        .message("memory limit exceeded: the sandbox was killed by the kernel's OOM killer"
                                + (gvisor ? " (gVisor's sandbox as a whole)" : ""))
                        .sessionStateLost(true).duration(took).build();
            }
            Integer exit = t.get().getExitCode();
            String how = exit != null && exit == 137 ? ": its runner was killed by SIGKILL, not by the OOM killer"
                    : "";
            return failure("the sandbox pod " + name + " stopped during the execution (exit " + exit
                    + (why.isEmpty() ? "" : ", " + why) + ")" + how, took);
        }
        if (ended(pod)) {
            return failure("the sandbox pod " + name + " ended during the execution: " + PodFactory.ended(pod), took);
        }
        return failure("the attach stream to sandbox pod " + name + " dropped during the execution (" + cause
                + "); the result was lost and the pod was discarded", took);
    }

    private static boolean ended(Pod pod) {
        String phase = pod.getStatus() == null ? null : pod.getStatus().getPhase();
        return "Failed".equals(phase) || "Succeeded".equals(phase) || PodFactory.terminated(pod).isPresent();
    }

    private static ExecutionResult failure(String message, Duration took) {
        return ExecutionResult.builder(Outcome.SANDBOX_FAILURE).message(message).sessionStateLost(true)
                .duration(took).build();
    }

    private static boolean pause() {
        try {
            Thread.sleep(LOOK_INTERVAL.toMillis());
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static Duration since(long startNanos) {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }

    static String seconds(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? (ms / 1000) + "s" : String.format(Locale.ROOT, "%.3gs", ms / 1000.0);
    }
}
