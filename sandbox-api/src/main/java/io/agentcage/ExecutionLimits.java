package io.agentcage;

import java.time.Duration;
import java.util.Objects;

/**
 * The resource limits of one execution. Every field has a secure default ({@link #defaults()}).
 *
 * <p>An executor is built with ceilings; a request may carry its own limits, which can only lower those ceilings:
 * the limits in force are {@code ceilings.narrowedBy(requested)}, field by field the smaller value. A request that
 * asks for nothing carries {@link #unrestricted()}, which narrows nothing.
 *
 * @param timeout           wall-clock time from start to result; default 10 s
 * @param memoryBytes       memory the code may use (heap estimate in the interpreter, cgroup limit in a
 *                          container); default 256 MiB
 * @param outputBytes       bytes of stdout and of stderr kept, each; the rest is dropped and the result flags the
 *                          truncation; default 1 MiB
 * @param maxSteps          interpreter operations (builtins count in proportion to their work); default 100,000,000
 * @param maxRecursionDepth the deepest nesting of guest calls: a program starts at CPython's recursion limit
 *                          ({@value #CPYTHON_RECURSION_LIMIT}, or this if lower) and may raise it up to this with
 *                          {@code sys.setrecursionlimit}, as on CPython; past the limit the guest sees
 *                          {@code RecursionError}. Frames are charged to the memory limit. Default 100,000 (the
 *                          interpreter; a container's CPython applies its own limit)
 * @param maxProcesses      processes and threads in a container; default 64
 * @param fileBytes         bytes the code may write to its workspace, in total; default 32 MiB
 * @param maxHostCalls      calls to host functions in one execution; default 1,000
 */
public record ExecutionLimits(
        Duration timeout,
        long memoryBytes,
        long outputBytes,
        long maxSteps,
        int maxRecursionDepth,
        int maxProcesses,
        long fileBytes,
        int maxHostCalls) {

    /** Default wall-clock timeout: 10 seconds. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
    /** Default memory: 256 MiB. */
    public static final long DEFAULT_MEMORY_BYTES = 256L << 20;
    /** Default output kept per stream: 1 MiB. */
    public static final long DEFAULT_OUTPUT_BYTES = 1L << 20;
    /** Default interpreter steps: 100 million. */
    public static final long DEFAULT_MAX_STEPS = 100_000_000L;
    /** CPython's default recursion limit, where a program's limit starts: 1,000. */
    public static final int CPYTHON_RECURSION_LIMIT = 1_000;
    /** Default ceiling of the recursion limit a program may set: 100,000. */
    public static final int DEFAULT_MAX_RECURSION_DEPTH = 100_000;
    /** Default processes and threads: 64. */
    public static final int DEFAULT_MAX_PROCESSES = 64;
    /** Default bytes written to files: 32 MiB. */
    public static final long DEFAULT_FILE_BYTES = 32L << 20;
    /** Default host-function calls: 1,000. */
    public static final int DEFAULT_MAX_HOST_CALLS = 1_000;

    /**
     * The timeout that {@link #unrestricted()} carries: ten thousand days. Finite on purpose, so that deadline
     * arithmetic in nanoseconds cannot overflow.
     */
    public static final Duration UNRESTRICTED_TIMEOUT = Duration.ofDays(10_000);

    private static final ExecutionLimits DEFAULTS = new ExecutionLimits(DEFAULT_TIMEOUT, DEFAULT_MEMORY_BYTES,
            DEFAULT_OUTPUT_BYTES, DEFAULT_MAX_STEPS, DEFAULT_MAX_RECURSION_DEPTH, DEFAULT_MAX_PROCESSES,
            DEFAULT_FILE_BYTES, DEFAULT_MAX_HOST_CALLS);

    private static final ExecutionLimits UNRESTRICTED = new ExecutionLimits(UNRESTRICTED_TIMEOUT, Long.MAX_VALUE,
            Long.MAX_VALUE, Long.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE, Long.MAX_VALUE, Integer.MAX_VALUE);

    public ExecutionLimits {
        Objects.requireNonNull(timeout, "timeout == null");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, got " + timeout);
        }
        if (timeout.compareTo(UNRESTRICTED_TIMEOUT) > 0) {
            throw new IllegalArgumentException("timeout must be at most " + UNRESTRICTED_TIMEOUT + ", got " + timeout);
        }
        requirePositive("memoryBytes", memoryBytes);
        requirePositive("outputBytes", outputBytes);
        requirePositive("maxSteps", maxSteps);
        requirePositive("maxRecursionDepth", maxRecursionDepth);
        requirePositive("maxProcesses", maxProcesses);
        requirePositive("fileBytes", fileBytes);
        if (maxHostCalls < 0) {
            throw new IllegalArgumentException("maxHostCalls must be >= 0, got " + maxHostCalls);
        }
    }

    private static void requirePositive(String name, long value) {
        if (value <= 0) {
            throw new IllegalArgumentException(name + " must be positive, got " + value);
        }
    }

    /** The secure defaults documented on each field. */
    public static ExecutionLimits defaults() {
        return DEFAULTS;
    }

    /**
     * Limits that restrict nothing: the neutral element of {@link #narrowedBy}. This is what a request carries when
     * it asks for no particular limit. Never use it as an executor's ceilings.
     */
    public static ExecutionLimits unrestricted() {
        return UNRESTRICTED;
    }

    /** A builder that starts from {@link #defaults()}. */
    public static Builder builder() {
        return new Builder(DEFAULTS);
    }

    /** A builder that starts from {@link #unrestricted()}: set only what a request wants lowered. */
    public static Builder requestBuilder() {
        return new Builder(UNRESTRICTED);
    }

    /** A builder initialised with these limits. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /**
     * The limits in force when these are the ceilings and {@code requested} is what a request asked for: field by
     * field, the smaller of the two. A request can therefore never raise a ceiling.
     */
    public ExecutionLimits narrowedBy(ExecutionLimits requested) {
        Objects.requireNonNull(requested, "requested == null");
        return new ExecutionLimits(
                timeout.compareTo(requested.timeout) <= 0 ? timeout : requested.timeout,
                Math.min(memoryBytes, requested.memoryBytes),
                Math.min(outputBytes, requested.outputBytes),
                Math.min(maxSteps, requested.maxSteps),
                Math.min(maxRecursionDepth, requested.maxRecursionDepth),
                Math.min(maxProcesses, requested.maxProcesses),
                Math.min(fileBytes, requested.fileBytes),
                Math.min(maxHostCalls, requested.maxHostCalls));
    }

    /** A copy with another timeout. */
    public ExecutionLimits withTimeout(Duration value) {
        return toBuilder().timeout(value).build();
    }

    /** A copy with another memory limit. */
    public ExecutionLimits withMemoryBytes(long value) {
        return toBuilder().memoryBytes(value).build();
    }

    /** A copy with another output limit. */
    public ExecutionLimits withOutputBytes(long value) {
        return toBuilder().outputBytes(value).build();
    }

    /** Builds {@link ExecutionLimits}; every setter validates when {@link #build()} is called. */
    public static final class Builder {
        private Duration timeout;
        private long memoryBytes;
        private long outputBytes;
        private long maxSteps;
        private int maxRecursionDepth;
        private int maxProcesses;
        private long fileBytes;
        private int maxHostCalls;

        private Builder(ExecutionLimits from) {
            timeout = from.timeout;
            memoryBytes = from.memoryBytes;
            outputBytes = from.outputBytes;
            maxSteps = from.maxSteps;
            maxRecursionDepth = from.maxRecursionDepth;
            maxProcesses = from.maxProcesses;
            fileBytes = from.fileBytes;
            maxHostCalls = from.maxHostCalls;
        }

        /** Wall-clock timeout. */
        public Builder timeout(Duration value) {
            this.timeout = Objects.requireNonNull(value, "timeout == null");
            return this;
        }

        /** Memory in bytes. */
        public Builder memoryBytes(long value) {
            this.memoryBytes = value;
            return this;
        }

        /** Bytes kept of stdout and of stderr, each. */
        public Builder outputBytes(long value) {
            this.outputBytes = value;
            return this;
        }

        /** Interpreter steps. */
        public Builder maxSteps(long value) {
            this.maxSteps = value;
            return this;
        }

        /** The deepest guest call nesting ({@code sys.setrecursionlimit} cannot go past it). */
        public Builder maxRecursionDepth(int value) {
            this.maxRecursionDepth = value;
            return this;
        }

        /** Processes and threads in a container. */
        public Builder maxProcesses(int value) {
            this.maxProcesses = value;
            return this;
        }

        /** Bytes written to the workspace, in total. */
        public Builder fileBytes(long value) {
            this.fileBytes = value;
            return this;
        }

        /** Host-function calls. */
        public Builder maxHostCalls(int value) {
            this.maxHostCalls = value;
            return this;
        }

        /** The limits, validated. */
        public ExecutionLimits build() {
            return new ExecutionLimits(timeout, memoryBytes, outputBytes, maxSteps, maxRecursionDepth, maxProcesses,
                    fileBytes, maxHostCalls);
        }
    }
}
