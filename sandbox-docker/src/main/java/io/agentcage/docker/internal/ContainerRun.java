package io.agentcage.docker.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.InspectContainerResponse;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.SandboxFile;
import io.agentcage.runner.internal.MalformedReplyException;
import io.agentcage.runner.internal.ResultMapper;
import io.agentcage.text.ModelText;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeoutException;

/**
 * One execution in a started container: send the request, wait for the result (the runner enforces the deadline;
 * the host waits a grace period longer and then gives up on the container), and map what came back.
 *
 * @param result        the execution's result
 * @param containerLost whether the container can no longer be used (it died, or stopped answering and must be
 *                      killed)
 */
public record ContainerRun(ExecutionResult result, boolean containerLost) {
    /** How often an unexplained SIGKILL is looked at, {@link #OOM_LOOK_INTERVAL} apart, before it is no OOM kill. */
    private static final int OOM_LOOKS = 5;
    private static final Duration OOM_LOOK_INTERVAL = Duration.ofMillis(400);

    /** Runs {@code request} in {@code container} under {@code limits}. */
    public static ContainerRun execute(DockerClient docker, SandboxContainer container, ExecutionRequest request,
                                       ExecutionLimits limits, Duration grace, boolean gvisor) {
        long started = System.nanoTime();
        java.time.Instant startedAt = java.time.Instant.now();
        long inputBytes = request.inputFiles().stream().mapToLong(SandboxFile::size).sum();
        if (inputBytes > limits.fileBytes()) {
            return new ContainerRun(ExecutionResult.builder(Outcome.LIMIT_EXCEEDED).limitExceeded(Limit.FILES)
                    .message("input files total " + inputBytes + " bytes, more than the file limit of "
                            + limits.fileBytes() + " bytes").build(), false);
        }
        ObjectNode message = ResultMapper.execMessage(request, limits);
        try {
            ObjectNode reply = container.call(message, limits.timeout().plus(grace));
            return new ContainerRun(ResultMapper.toResult(reply, since(started)), false);
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
        }
    }

    /**
     * The result of an execution whose container stopped answering. A SIGKILL (exit 137) has three possible
     * senders, told apart here: the host itself (it marked the container before killing it), the kernel's OOM
     * killer (Docker's {@code OOMKilled} flag, confirmed by an {@code oom} event of the container during this
     * execution: the flag stays set for the container's life once any of its processes was OOM-killed, for instance
     * an earlier execution's worker in a session) and anything else, for instance the runner killed from inside or
     * outside the container: a sandbox failure, never "memory limit exceeded". The same holds under gVisor: Docker
     * sets {@code OOMKilled} and logs the {@code oom} event when the host kernel OOM-kills a runsc sandbox, so an
     * unexplained SIGKILL is no evidence of memory there either ({@code RunscTimeoutVersusMemoryIT}).
     */
    static ExecutionResult died(DockerClient docker, SandboxContainer container, IOException e,
                                java.time.Instant startedAt, Duration took, boolean gvisor, long memoryBytes) {
        boolean oom = false;
        Long exit = null;
        // The daemon may learn of the OOM kill after it has seen the exit (under runsc, where the kernel kills the
        // whole sandbox, it often does): an unexplained SIGKILL is looked at again for a short while.
        for (int attempt = 0; attempt < OOM_LOOKS; attempt++) {
            try {
                InspectContainerResponse.ContainerState state = docker.inspectContainerCmd(container.id()).exec()
                        .getState();
                oom = Boolean.TRUE.equals(state.getOOMKilled());
                exit = Boolean.TRUE.equals(state.getRunning()) ? null : state.getExitCodeLong();
            } catch (RuntimeException gone) {
                // removed already: only the daemon's event log can still tell an OOM kill
                oom = oomEventsSince(docker, container.id(), startedAt) > 0;
                break;
            }
            if (oom) {
                oom = oomEventsSince(docker, container.id(), startedAt) != 0;
            } else if (exit == null) {
                // still running, its output ended: the OOM killer may have picked the supervisor rather than init;
                // Docker sets OOMKilled only once the container exits, but the oom event is there at once
                oom = oomEventsSince(docker, container.id(), startedAt) > 0;
            }
            if (oom || container.stoppedByHost().isPresent() || (exit != null && exit != 137)) {
                break;
            }
            if (attempt + 1 < OOM_LOOKS && !pause(OOM_LOOK_INTERVAL)) {
                break;
            }
        }
        ExecutionResult r = diagnose(container.stoppedByHost().orElse(null), oom, exit, gvisor, e.getMessage(), took);
        return r.limitExceeded().isPresent() ? r.toBuilder().message("memory limit exceeded (limit: "
                + ModelText.bytes(memoryBytes) + "): the sandbox was killed by the kernel's OOM killer"
                + (gvisor ? " (gVisor's sandbox as a whole)" : "")).build() : r;
    }

    private static boolean pause(Duration d) {
        try {
            Thread.sleep(d.toMillis());
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
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

    /** The container's {@code oom} events from {@code from} until now; -1 when the daemon cannot say. */
    static int oomEventsSince(DockerClient docker, String id, java.time.Instant from) {
        java.util.concurrent.atomic.AtomicInteger count = new java.util.concurrent.atomic.AtomicInteger();
        try (com.github.dockerjava.api.async.ResultCallback.Adapter<com.github.dockerjava.api.model.Event> events =
                     docker.eventsCmd().withContainerFilter(id).withEventFilter("oom")
                             .withSince(epoch(from)).withUntil(epoch(java.time.Instant.now()))
                             .exec(new com.github.dockerjava.api.async.ResultCallback.Adapter<>() {
                                 @Override
                                 public void onNext(com.github.dockerjava.api.model.Event event) {
                                     count.incrementAndGet();
                                 }
                             })) {
            if (!events.awaitCompletion(5, java.util.concurrent.TimeUnit.SECONDS)) {
                return -1;
            }
            return count.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private static String epoch(java.time.Instant t) {
        return t.getEpochSecond() + "." + String.format(java.util.Locale.ROOT, "%09d", t.getNano());
    }

    private static Duration since(long startNanos) {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }
}
