package io.agentcage.interpreter.internal.object;

/**
 * The Java carrier of a raised guest exception. Guest {@code try/except} sees {@link #exc}; the host sees this
 * throwable only inside the interpreter. It records no Java stack trace (raising is cheap and reveals nothing).
 */
public final class PyException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The guest exception object. */
    public final transient PyBaseException exc;

    public PyException(PyBaseException exc) {
        super(null, null, false, false);
        this.exc = exc;
    }

    @Override
    public String getMessage() {
        return exc.type().name() + ": " + exc.message();
    }
}
