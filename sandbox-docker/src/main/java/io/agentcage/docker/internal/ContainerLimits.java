package io.agentcage.docker.internal;

import io.agentcage.ExecutionLimits;

/**
 * The limits fixed when a container is created (cgroup and tmpfs sizes). Timeouts and output caps are per
 * execution and travel in each message instead.
 *
 * @param memoryBytes  memory and memory+swap of the container
 * @param maxProcesses the pids limit
 * @param fileBytes    size of the {@code /workspace} tmpfs and RLIMIT_FSIZE
 */
public record ContainerLimits(long memoryBytes, long maxProcesses, long fileBytes) {

    /** The container-level part of execution limits. */
    public static ContainerLimits of(ExecutionLimits limits) {
        return new ContainerLimits(limits.memoryBytes(), limits.maxProcesses(), limits.fileBytes());
    }
}
