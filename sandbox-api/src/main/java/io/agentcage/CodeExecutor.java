package io.agentcage;

import io.agentcage.host.HostFunction;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * A backend that runs untrusted code: one immutable {@link ExecutionRequest} in, one {@link ExecutionResult} out.
 *
 * <p>Implementations are thread-safe and meant to be created once and shared: {@link #execute} may be called from
 * many threads at once, and each call is independent of every other (no state survives between two calls to
 * {@code execute}). Stateful work goes through a {@link Session}.
 *
 * <p>Expected outcomes of running code — a Python error, a timeout, a limit hit, code rejected by a validator — are
 * reported in the result, never thrown. A {@link SandboxException} is thrown only for caller mistakes (a closed
 * executor, an unsupported capability) and host faults that leave no result to report.
 *
 * <p>Per-request limits can only lower the executor's ceilings ({@link Capabilities#limits()}), never raise them:
 * the effective limits of a call are {@code capabilities().limits().narrowedBy(request.limits())}.
 *
 * <p><b>Ownership: the creator closes.</b> Whoever creates an executor, a {@link Session} or an audit listener
 * closes it; whatever only receives one (a {@link GuardedExecutor}, an agent tool, an MCP server) never closes it.
 * The exceptions are explicit builder options that hand an object over, such as
 * {@link GuardedExecutor.Builder#closeBackendOnClose()}. As a backstop, closing an executor also closes the
 * sessions it opened.
 */
public interface CodeExecutor extends AutoCloseable {

    /**
     * Runs {@code request.code()} once, in a fresh environment that shares nothing with other executions.
     *
     * @throws SandboxException if the executor is closed, or a host fault leaves no result to report
     */
    ExecutionResult execute(ExecutionRequest request);

    /**
     * Runs {@code request} as {@link #execute} does, without holding the calling thread: the future completes with
     * the result (or with the exception {@link #execute} would throw). Cancelling the future stops the execution
     * (see {@link CancellationToken}); the request's own token stops it too, and then the future completes with the
     * {@link Outcome#CANCELLED} result. Every chunk for the request's {@link OutputListener} is delivered before
     * the future completes.
     *
     * <p>The default runs {@link #execute} on a thread of a shared pool of daemon threads (one per execution in
     * flight, ended when idle); backends that can wait without a thread override it (the interpreter runs the
     * code on its worker threads). Use {@link #executeAsync(ExecutionRequest, Executor)} to choose the threads,
     * e.g. Java 21's {@code Executors.newVirtualThreadPerTaskExecutor()}.
     */
    default CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request) {
        return executeAsync(request, AsyncCalls.defaultExecutor());
    }

    /**
     * {@link #executeAsync(ExecutionRequest)} with the blocking part of the call run on {@code executor}; the
     * executor is not shut down here. The default runs {@link #execute} there.
     */
    default CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request, Executor executor) {
        return AsyncCalls.run(request, executor, this::execute);
    }

    /**
     * Opens a stateful session: variables, imports, functions and files survive between its executions.
     *
     * @throws UnsupportedCapabilityException if {@link Capabilities#sessions()} is false
     */
    Session openSession();

    /** What this backend supports, and the ceilings it enforces. */
    Capabilities capabilities();

    /**
     * Registered host functions that guest code may call, if the backend supports them; empty otherwise.
     * Backends that accept host functions take them at construction time.
     */
    default java.util.List<HostFunction> hostFunctions() {
        return java.util.List.of();
    }

    /**
     * Continues a {@link Outcome#SUSPENDED} execution from its snapshot ({@link Suspension#snapshot()}), with the
     * answers to its pending calls, by call id. The execution goes on exactly where it stopped, under the limits it
     * started with (narrowed by this executor's ceilings) minus the budget it already used; its result reports only
     * what it writes from here on. Calls left unanswered stay pending: the execution suspends again once it cannot
     * go on without them. A snapshot may be resumed more than once (each resume is independent).
     *
     * @throws IllegalArgumentException if the snapshot is not one this executor can verify (altered, made with
     *                                  another key or by another version), or an answer names no pending call
     * @throws UnsupportedCapabilityException if the backend cannot suspend executions
     */
    default ExecutionResult resume(byte[] snapshot, java.util.Map<String, io.agentcage.host.CallResult> results) {
        throw new UnsupportedCapabilityException(getClass().getSimpleName() + " cannot resume suspended executions");
    }

    /**
     * A new session continuing the one {@code snapshot} was taken from ({@link Session#snapshot()}): the same
     * variables, functions, classes, instances, modules and files. Restoring the same snapshot twice gives two
     * independent sessions (a fork). The new session runs under this executor's ceilings.
     *
     * @throws IllegalArgumentException if the snapshot is not one this executor can verify (altered, made with
     *                                  another key or by another version)
     * @throws UnsupportedCapabilityException if the backend cannot restore sessions
     */
    default Session restoreSession(byte[] snapshot) {
        throw new UnsupportedCapabilityException(getClass().getSimpleName() + " cannot restore sessions");
    }

    /** Releases every resource this executor holds (open sessions included). Idempotent. */
    @Override
    void close();
}
