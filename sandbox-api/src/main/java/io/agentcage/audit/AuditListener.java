package io.agentcage.audit;

/**
 * Receives the audit trail of every request that passes through a {@link io.agentcage.GuardedExecutor}.
 *
 * <p>Called synchronously on the executing thread; implementations must be thread-safe and quick. An exception
 * thrown here is reported (logged, and noted in the result's diagnostics) but never breaks or loses the execution's
 * result.
 */
@FunctionalInterface
public interface AuditListener {

    /** Records one event. */
    void onEvent(AuditEvent event);
}
