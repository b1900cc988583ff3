package io.agentcage;

/**
 * What an execution consumed, where the backend can measure it.
 *
 * @param steps           interpreter steps, or {@link #UNKNOWN}
 * @param peakMemoryBytes peak memory of this execution, or {@link #UNKNOWN}: the interpreter's estimate of the guest's
 *                        objects; in a container the peak resident memory of the Python process that ran the code
 *                        (what CPython's {@code ru_maxrss} reports, preloaded libraries included), or the container's
 *                        cgroup peak where the process's own figure cannot be read
 * @param hostCalls       calls made to host functions
 * @param outputBytes     bytes of stdout and stderr the code produced, before truncation
 */
public record ResourceUsage(long steps, long peakMemoryBytes, long hostCalls, long outputBytes) {

    /** The value of a figure the backend cannot measure. */
    public static final long UNKNOWN = -1;

    private static final ResourceUsage NONE = new ResourceUsage(UNKNOWN, UNKNOWN, 0, 0);

    public ResourceUsage {
        if (steps < UNKNOWN || peakMemoryBytes < UNKNOWN || hostCalls < 0 || outputBytes < 0) {
            throw new IllegalArgumentException("resource figures must be >= 0 (or UNKNOWN)");
        }
    }

    /** Nothing measured. */
    public static ResourceUsage unknown() {
        return NONE;
    }
}
