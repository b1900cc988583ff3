package io.agentcage.egress.internal;

import io.agentcage.net.NetworkPolicy;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What one execution may still use of its policy's limits: requests, bytes out, bytes in. Thread-safe: the
 * connections of an execution charge it concurrently.
 */
final class Budget {
    private final int maxRequests;
    private final long maxBytesOut;
    private final long maxBytesIn;
    private final AtomicInteger requests = new AtomicInteger();
    private final AtomicLong bytesOut = new AtomicLong();
    private final AtomicLong bytesIn = new AtomicLong();

    Budget(NetworkPolicy policy) {
        this.maxRequests = policy.maxRequests();
        this.maxBytesOut = policy.maxBytesOut();
        this.maxBytesIn = policy.maxBytesIn();
    }

    /** Counts one more request; null when it may go out, else why not. */
    String startRequest() {
        if (requests.incrementAndGet() > maxRequests) {
            requests.decrementAndGet();
            return "the request budget of the network policy is exhausted (" + maxRequests + " request"
                    + (maxRequests == 1 ? "" : "s") + " per execution)";
        }
        return null;
    }

    /** Charges {@code n} bytes sent; {@link Exhausted} past the limit (nothing more may be sent). */
    void chargeOut(long n) {
        if (bytesOut.addAndGet(n) > maxBytesOut) {
            throw new Exhausted("the network policy's limit of " + maxBytesOut + " bytes sent per execution is "
                    + "exhausted");
        }
    }

    /** Charges {@code n} bytes received; {@link Exhausted} past the limit (nothing more may be received). */
    void chargeIn(long n) {
        if (bytesIn.addAndGet(n) > maxBytesIn) {
            throw new Exhausted("the network policy's limit of " + maxBytesIn + " bytes received per execution is "
                    + "exhausted");
        }
    }

    /** A byte limit was reached in the middle of a message: the connection is cut. */
    static final class Exhausted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Exhausted(String message) {
            super(message, null, false, false);
        }
    }
}
