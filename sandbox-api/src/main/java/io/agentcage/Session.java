package io.agentcage;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

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

    /**
     * Runs code in this session as {@link #execute} does, without holding the calling thread; cancelling the
     * future stops the execution (see {@link CodeExecutor#executeAsync(ExecutionRequest)}). Executions of a session
     * still run one at a time. The default runs {@link #execute} on a thread of a shared pool of daemon threads.
     */
    default CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request) {
        return executeAsync(request, AsyncCalls.defaultExecutor());
    }

    /** {@link #executeAsync(ExecutionRequest)} with the blocking part of the call run on {@code executor}. */
    default CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request, Executor executor) {
        return AsyncCalls.run(request, executor, this::execute);
    }

    /**
     * Puts plain data into this session's global namespace, as if guest code had assigned {@code name = value}:
     * the next execution sees it. Values cross as data only, copied: {@code null} (None), {@link Boolean},
     * {@link Integer}/{@link Long}/{@link java.math.BigInteger} (int), {@link Float}/{@link Double} (float),
     * {@link String} (str), {@code byte[]} (bytes), {@link java.util.List} (list) and {@link java.util.Map} with
     * string keys (dict), nested to any depth without cycles. It waits for a running execution to finish.
     *
     * @throws IllegalArgumentException if {@code name} is not a Python identifier or the value is not plain data
     * @throws SessionClosedException if the session is closed
     * @throws UnsupportedCapabilityException if the backend cannot exchange variables
     */
    default void setVariable(String name, Object value) {
        throw new UnsupportedCapabilityException(getClass().getSimpleName() + " cannot set session variables");
    }

    /**
     * Reads a global variable of this session back as plain data, converted as {@link #setVariable} describes the
     * other way (a tuple comes back as a {@link java.util.List}, an int as {@link Long} when it fits and
     * {@link java.math.BigInteger} otherwise, None as {@code null}). The value is a copy: changing it changes
     * nothing in the session. It waits for a running execution to finish.
     *
     * @throws java.util.NoSuchElementException if the session has no global variable of that name
     * @throws IllegalArgumentException if {@code name} is not a Python identifier, or the variable holds something
     *                                  that is not plain data (a function, a class instance, a module...)
     * @throws SessionClosedException if the session is closed
     * @throws UnsupportedCapabilityException if the backend cannot exchange variables
     */
    default Object getVariable(String name) {
        throw new UnsupportedCapabilityException(getClass().getSimpleName() + " cannot read session variables");
    }

    /**
     * The state of this session, as bytes another executor of the same backend (in this JVM or another) can
     * {@linkplain CodeExecutor#restoreSession restore}: its variables, functions, classes and instances, imported
     * modules and workspace files. The bytes are opaque and authenticated like a suspension's snapshot; they hold the
     * session's data, so store them as carefully as that data. It waits for a running execution to finish.
     *
     * @throws SnapshotException if the session holds something a snapshot cannot carry (the message names it)
     * @throws SessionClosedException if the session is closed
     * @throws UnsupportedCapabilityException if the backend cannot save sessions
     */
    default byte[] snapshot() {
        throw new UnsupportedCapabilityException(getClass().getSimpleName() + " cannot save sessions");
    }

    /** Whether {@link #close()} has not been called yet (and the backend has not ended the session). */
    boolean isOpen();

    /** Ends the session and releases its resources. Idempotent. */
    @Override
    void close();
}
