package io.agentcage.cli;

import io.agentcage.cli.args.ArgsException;

/** A command-line mistake found by a command: printed as one line plus the usage, exit code 2. */
final class UsageException extends ArgsException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
