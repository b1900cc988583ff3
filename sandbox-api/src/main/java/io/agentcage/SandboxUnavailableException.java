package io.agentcage;

/**
 * The backend cannot run anything: its engine is missing or unreachable (no Docker daemon, no image). The message
 * says how to fix it.
 */
public class SandboxUnavailableException extends SandboxException {
    private static final long serialVersionUID = 1L;

    public SandboxUnavailableException(String message) {
        super(message);
    }

    public SandboxUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
