package io.agentcage.interpreter.internal.object;

import io.agentcage.Limit;

/**
 * Stops an execution when a budget runs out. It is not a guest exception: no {@code except}, {@code finally} or
 * {@code __exit__} ever sees it, so guest code cannot swallow or outlive a budget stop.
 */
public final class BudgetExceeded extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient Limit limit;

    public BudgetExceeded(Limit limit, String message) {
        super(message, null, false, false);
        this.limit = limit;
    }

    /** The limit that ran out. */
    public Limit limit() {
        return limit;
    }
}
