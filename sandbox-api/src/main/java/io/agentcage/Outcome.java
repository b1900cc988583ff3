package io.agentcage;

/** How an execution ended. Every execution ends in exactly one outcome. */
public enum Outcome {
    /** The code ran to completion. */
    SUCCESS,
    /** The code raised an exception that it did not handle (a syntax error included). */
    PYTHON_ERROR,
    /** The wall-clock deadline passed; the code was stopped. */
    TIMEOUT,
    /** A resource limit other than time was hit; {@link ExecutionResult#limitExceeded()} names it. */
    LIMIT_EXCEEDED,
    /** A validator refused the code before it ran; {@link ExecutionResult#diagnostics()} says why. */
    REJECTED,
    /** The sandbox itself failed (container lost, daemon unreachable, internal error); the code may not have run. */
    SANDBOX_FAILURE,
    /**
     * The code waits for calls of external host functions: {@link ExecutionResult#suspension()} holds them and the
     * snapshot to resume from ({@link CodeExecutor#resume}).
     */
    SUSPENDED,
    /**
     * The caller stopped the execution ({@link CancellationToken#cancel()}, or cancelling the future of
     * {@link CodeExecutor#executeAsync}); the output written until then is kept. Whether a session keeps its state
     * depends on the backend: {@link ExecutionResult#sessionStateLost()} says.
     */
    CANCELLED
}
