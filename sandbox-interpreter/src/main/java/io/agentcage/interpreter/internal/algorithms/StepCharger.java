package io.agentcage.interpreter.internal.algorithms;

/**
 * Charges work done inside a module engine to the running execution's step budget. Implementations throw the
 * interpreter's budget exception (unchecked) when the budget or the deadline runs out, which is how a long
 * regex match or a huge sort is stopped rather than hung. Not API.
 */
@FunctionalInterface
public interface StepCharger {
    /** A charger that never stops anything; for tests and for work known to be tiny. */
    StepCharger UNLIMITED = steps -> { };

    /** Charges {@code steps} units of work; throws when the budget is exhausted or the run was cancelled. */
    void charge(long steps);
}
