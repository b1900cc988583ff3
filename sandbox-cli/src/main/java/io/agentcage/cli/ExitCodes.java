package io.agentcage.cli;

import io.agentcage.ExecutionResult;

/** The CLI's exit codes; scripts rely on them, so they never change. */
final class ExitCodes {
    static final int SUCCESS = 0;
    static final int PYTHON_ERROR = 1;
    static final int USAGE = 2;
    static final int REJECTED = 3;
    static final int LIMIT = 4;
    static final int SANDBOX_FAILURE = 5;
    /** The run was cancelled (Ctrl-C): 128 + SIGINT, as shells report a program stopped by it. */
    static final int CANCELLED = 130;

    private ExitCodes() {
    }

    /** The exit code for a result's outcome. Exhaustive (no default): a new outcome must be given a code here. */
    static int of(ExecutionResult r) {
        return switch (r.outcome()) {
            case SUCCESS -> SUCCESS;
            case PYTHON_ERROR -> PYTHON_ERROR;
            case REJECTED -> REJECTED;
            case TIMEOUT, LIMIT_EXCEEDED -> LIMIT;
            case CANCELLED -> CANCELLED;
            // the CLI has no external host functions: a suspension is not a state it can leave a run in
            case SUSPENDED, SANDBOX_FAILURE -> SANDBOX_FAILURE;
        };
    }
}
