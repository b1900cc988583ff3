package io.agentcage.interpreter.internal.object;

import java.util.List;

/**
 * The host calls of one execution that run concurrently while its event loop waits: the executor implements it
 * (the calls run on the host's executor) and {@code asyncio}'s loop drives it through its native helper. Used by the
 * execution's thread only.
 */
public interface AsyncHost {
    /** Starts a call made by guest code (queued while the cap on calls in flight is reached). */
    void start(Interp in, PyObject call);

    /** Whether calls were started whose completion the loop has not collected yet. */
    boolean pending();

    /**
     * Waits up to {@code timeoutNanos} (negative: without a limit) for calls to complete and returns those that did
     * (possibly none), never past the execution's deadline: a wait that would pass it stops the execution with a
     * timeout.
     */
    List<PyObject> await(Interp in, long timeoutNanos);

    /** Cancels a call: its future is cancelled and a host thread running it is interrupted. */
    void cancel(PyObject call);

    /** The outcome of a completed call: {@code {True, value}} or {@code {False, exception}}, as guest values. */
    PyObject[] outcome(Interp in, PyObject call);

    /** Cancels every call still in flight; called once when the execution ends. */
    void close();
}
