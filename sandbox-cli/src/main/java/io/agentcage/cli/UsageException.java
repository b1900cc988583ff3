package io.agentcage.cli;

/** A command-line mistake: printed as one line plus the usage, exit code 2. */
final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
