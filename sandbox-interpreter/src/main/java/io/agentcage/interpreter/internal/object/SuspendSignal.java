package io.agentcage.interpreter.internal.object;

import java.util.List;

/**
 * Stops an execution that must wait for calls of external host functions: thrown on the execution's thread where
 * the wait begins, it passes every guest handler (like {@link BudgetExceeded}) and leaves the frames as they are, so
 * that the executor can save them. Never seen by guest code.
 *
 * <p>Two places wait: a direct call of an external function ({@code approve(x)}: the frame {@link #top} resumes with
 * the call's result), and the event loop's wait while every task waits on an external call ({@code asyncio}: the
 * loop's frame resumes with the calls that were answered).
 */
public final class SuspendSignal extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The innermost frame: it continues with the value the suspended call returns. */
    public final transient GuestFrame top;
    /** The exception being handled where it stopped, or null. */
    public final transient PyObject handled;
    /** Whether the event loop waits (else a direct call). */
    public final boolean loopWait;
    /** The calls waited for (the executor's own call objects). */
    public final transient List<PyObject> pending;

    public SuspendSignal(GuestFrame top, PyObject handled, boolean loopWait, List<PyObject> pending) {
        super("execution suspended", null, false, false);
        this.top = top;
        this.handled = handled;
        this.loopWait = loopWait;
        this.pending = List.copyOf(pending);
    }
}
