package io.agentcage;

/** A resource limit of {@link ExecutionLimits}, named in results when it stops an execution. */
public enum Limit {
    /** Wall-clock time ({@link ExecutionLimits#timeout()}). */
    TIME,
    /** Memory ({@link ExecutionLimits#memoryBytes()}). */
    MEMORY,
    /** Output bytes ({@link ExecutionLimits#outputBytes()}). */
    OUTPUT,
    /** Interpreter steps ({@link ExecutionLimits#maxSteps()}). */
    STEPS,
    /** Call depth ({@link ExecutionLimits#maxRecursionDepth()}). */
    RECURSION,
    /** Processes or threads ({@link ExecutionLimits#maxProcesses()}). */
    PROCESSES,
    /** Bytes written to files ({@link ExecutionLimits#fileBytes()}). */
    FILES,
    /** Calls to host functions ({@link ExecutionLimits#maxHostCalls()}). */
    HOST_CALLS
}
