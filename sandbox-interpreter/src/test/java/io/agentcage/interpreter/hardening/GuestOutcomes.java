package io.agentcage.interpreter.hardening;

import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import java.time.Duration;
import java.util.Optional;

/**
 * The property every execution of untrusted code must have: it ends in a guest outcome (success, a Python
 * exception, a timeout or a limit) that the interpreter itself produced, in time. A host failure, a hang that only
 * the executor's fallback timer ended, or a host {@link OutOfMemoryError} that the interpreter had to catch is a
 * finding.
 */
final class GuestOutcomes {
    /** Slack past the deadline for a loaded, shared machine; the executor's own fallback waits 2 s. */
    static final Duration SLACK = Duration.ofMillis(1_900);

    private GuestOutcomes() {
    }

    /** Why {@code result} breaks the property, or empty if it holds. */
    static Optional<String> violation(ExecutionResult result, Duration timeout, Duration wall) {
        Outcome outcome = result.outcome();
        String message = result.message();
        switch (outcome) {
            case SUCCESS:
                break;
            case PYTHON_ERROR:
                if (result.error().isEmpty() || result.error().get().type().isBlank()) {
                    return Optional.of("a Python error without an exception type");
                }
                break;
            case TIMEOUT:
                if (message.startsWith("timed out after")) {
                    return Optional.of("hung past the deadline: only the executor's fallback timer ended it");
                }
                break;
            case LIMIT_EXCEEDED:
                if (result.limitExceeded().isEmpty()) {
                    return Optional.of("a limit outcome without the limit");
                }
                if (message.contains("host ran out of heap")) {
                    return Optional.of("host OutOfMemoryError: the memory estimate let an allocation through");
                }
                break;
            default:
                return Optional.of("host failure " + outcome + ": " + message);
        }
        if (wall.compareTo(timeout.plus(SLACK)) > 0) {
            return Optional.of("took " + wall.toMillis() + " ms, past the " + timeout.toMillis() + " ms deadline");
        }
        return Optional.empty();
    }

    /** Throws an {@link AssertionError} naming the program if {@code result} breaks the property. */
    static void check(String code, ExecutionResult result, Duration timeout, Duration wall) {
        violation(result, timeout, wall).ifPresent(v -> {
            throw new AssertionError(v + "\nresult: " + result.outcome() + " " + result.limitExceeded()
                    + " " + result.message() + "\nprogram:\n" + code);
        });
    }
}
