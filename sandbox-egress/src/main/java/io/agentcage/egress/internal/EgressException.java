package io.agentcage.egress.internal;

/**
 * An interpreter request that got no response: refused by the network policy (nothing was sent) or failed
 * upstream. The message says which and why, naming the policy, never a secret.
 */
public final class EgressException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final boolean refused;
    private final int status;

    EgressException(String message, boolean refused, int status) {
        super(message, null, false, false);
        this.refused = refused;
        this.status = status;
    }

    /** Whether the policy refused it (rather than the upstream failing). */
    public boolean refused() {
        return refused;
    }

    /** The HTTP status a proxy would have answered with (403 refused, 429 budget, 502 failed, 504 timed out). */
    public int status() {
        return status;
    }
}
