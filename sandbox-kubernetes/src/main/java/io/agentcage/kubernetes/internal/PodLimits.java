package io.agentcage.kubernetes.internal;

import io.agentcage.ExecutionLimits;

/**
 * The limits fixed when a pod is created (memory request = limit, the runner's process cap, workspace size and
 * RLIMIT_FSIZE). Timeouts and output caps are per execution and travel in each message instead.
 *
 * @param memoryBytes  memory request and limit of the container
 * @param maxProcesses RLIMIT_NPROC of the guest, set by the runner
 * @param fileBytes    size limit of the {@code /workspace} volume and RLIMIT_FSIZE
 */
public record PodLimits(long memoryBytes, long maxProcesses, long fileBytes) {

    /** The pod-level part of execution limits. */
    public static PodLimits of(ExecutionLimits limits) {
        return new PodLimits(limits.memoryBytes(), limits.maxProcesses(), limits.fileBytes());
    }
}
