package io.agentcage.egress.internal;

import java.io.InputStream;
import java.io.OutputStream;

/**
 * One connection guest code opened to the egress proxy, whatever carries it (a stream relayed through the runner
 * protocol, a socket in tests). {@link #close()} must unblock a read or write in progress on another thread: the
 * proxy's watchdog ends a request that way at its time limit.
 */
public interface GuestConnection extends AutoCloseable {
    /** What the guest sends. */
    InputStream in();

    /** What the guest receives; {@code flush} pushes it out. */
    OutputStream out();

    /** Closes both directions; idempotent, never throws. */
    @Override
    void close();
}
