package io.agentcage.egress.internal;

/**
 * A request that must not go out, or that could not: the proxy answers the guest with {@link #status()} and records
 * the request with {@link #reason()}. {@link #refused()} says whether the policy refused it (nothing was sent) or
 * it was allowed and failed upstream (resolution, connection, TLS, a timeout).
 */
final class EgressRefusal extends Exception {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final boolean refused;

    private EgressRefusal(int status, String reason, boolean refused) {
        super(reason, null, false, false);
        this.status = status;
        this.refused = refused;
    }

    /** Refused by the policy or the budget (403), or malformed (400). */
    static EgressRefusal refused(int status, String reason) {
        return new EgressRefusal(status, reason, true);
    }

    /** Allowed, but the upstream could not be reached (502) or did not answer in time (504). */
    static EgressRefusal failed(int status, String reason) {
        return new EgressRefusal(status, reason, false);
    }

    int status() {
        return status;
    }

    String reason() {
        return getMessage();
    }

    boolean refused() {
        return refused;
    }
}
