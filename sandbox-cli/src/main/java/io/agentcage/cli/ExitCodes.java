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

    private ExitCodes() {
    }

    /** The exit code for a result's outcome. */
    static int of(ExecutionResult r) {
        switch (r.outcome()) {
            case SUCCESS:
                return SUCCESS;
            case PYTHON_ERROR:
                return PYTHON_ERROR;
            case REJECTED:
                return REJECTED;
            case TIMEOUT:
            case LIMIT_EXCEEDED:
                return LIMIT;
            default:
                return SANDBOX_FAILURE;
        }
    }
}
