package io.agentcage;

/**
 * A stateful run of code: variables, imports, defined functions and workspace files survive from one
 * {@link #execute} to the next.
 *
 * <p>A session runs one execution at a time: concurrent calls are serialised, in arrival order. Sessions are
 * isolated from each other and from one-shot executions. Closing the session releases its resources; calling
 * {@link #execute} afterwards throws {@link SessionClosedException}.
 */
public interface Session extends AutoCloseable {

    /** An opaque identifier, unique within the executor that opened this session. */
    String id();

    /**
     * Runs code in this session's environment. If the run ends in a way that destroys the environment (a forced
     * kill after a timeout, for example) the result says so with {@link ExecutionResult#sessionStateLost()}; the
     * session then continues with a fresh environment.
     *
     * @throws SessionClosedException if the session is closed
     */
    ExecutionResult execute(ExecutionRequest request);

    /** Whether {@link #close()} has not been called yet (and the backend has not ended the session). */
    boolean isOpen();

    /** Ends the session and releases its resources. Idempotent. */
    @Override
    void close();
}
