package io.agentcage.egress.internal;

/**
 * A message the proxy cannot pass on: malformed, ambiguous or too big. Carries the HTTP status the guest gets.
 */
public final class HttpException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;

    /** A refusal with {@code status} (400, 413, 431, 501...) and a message saying what was wrong. */
    public HttpException(int status, String message) {
        super(message);
        this.status = status;
    }

    /** The status the guest gets. */
    public int status() {
        return status;
    }
}
