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

    /** Runs {@code request} in {@code container} under {@code limits}. */
    public static ContainerRun execute(DockerClient docker, SandboxContainer container, ExecutionRequest request,
                                       ExecutionLimits limits, Duration grace) {
        long started = System.nanoTime();
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
            return new ContainerRun(ExecutionResult.builder(Outcome.TIMEOUT).limitExceeded(Limit.TIME)
                    .message("timed out after " + seconds(limits.timeout()) + "; the sandbox did not answer "
                            + grace.toMillis() + " ms past the deadline and its container was killed")
                    .sessionStateLost(true).duration(since(started)).build(), true);
        } catch (MalformedReplyException e) {
            return new ContainerRun(ExecutionResult.builder(Outcome.SANDBOX_FAILURE).message(e.getMessage()
                    + "; the container was discarded").sessionStateLost(true).duration(since(started)).build(), true);
        } catch (IOException e) {
            return new ContainerRun(died(docker, container, e, since(started)), true);
        }
    }

    private static ExecutionResult died(DockerClient docker, SandboxContainer container, IOException e,
                                        Duration took) {
        boolean oom = false;
        Long exit = null;
        try {
            InspectContainerResponse.ContainerState state = docker.inspectContainerCmd(container.id()).exec()
                    .getState();
            oom = Boolean.TRUE.equals(state.getOOMKilled());
            exit = state.getExitCodeLong();
        } catch (RuntimeException gone) {
            // auto-removed already: nothing more to learn
        }
        if (oom || (exit != null && exit == 137)) {
            // 137 = SIGKILL. The host did not send it (it is still waiting); under gVisor the OOM flag is not set.
            return ExecutionResult.builder(Outcome.LIMIT_EXCEEDED).limitExceeded(Limit.MEMORY)
                    .message("memory limit exceeded: the sandbox was killed" + (oom ? " by the kernel's OOM killer"
                            : " (SIGKILL, most likely at its memory limit)"))
                    .sessionStateLost(true).duration(took).build();
        }
        return ExecutionResult.builder(Outcome.SANDBOX_FAILURE)
                .message("the sandbox container stopped during the execution" + (exit == null ? "" : " (exit "
                        + exit + ")") + ": " + e.getMessage())
                .sessionStateLost(true).duration(took).build();
    }

    private static Duration since(long startNanos) {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }

    static String seconds(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? (ms / 1000) + "s" : String.format(java.util.Locale.ROOT, "%.3gs", ms / 1000.0);
    }
}
