package io.agentcage;

/** A {@link Session} (or its executor) was used after it was closed. */
public class SessionClosedException extends SandboxException {
    private static final long serialVersionUID = 1L;

    public SessionClosedException(String message) {
        super(message);
    }
}
