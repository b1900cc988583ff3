package io.agentcage;

/**
 * The root of AgentCage's exceptions: caller mistakes and host faults that leave no result to report.
 * Expected outcomes of running code are never thrown; they are {@link ExecutionResult}s.
 */
public class SandboxException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SandboxException(String message) {
        super(message);
    }

    public SandboxException(String message, Throwable cause) {
        super(message, cause);
    }
}
