package io.agentcage.runner.internal;

import io.agentcage.egress.internal.GuestConnection;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayDeque;

/**
 * One guest connection to the runner's relay ({@code 127.0.0.1:3128} inside the sandbox) as the egress proxy sees
 * it: what the runner relays in {@code net} frames is read from {@link #in()}, what the proxy writes to
 * {@link #out()} goes back as {@code net} frames. Each direction keeps to the relay's window
 * ({@link NetRelay#WINDOW}): the proxy's writes wait for the runner's acknowledgements, and reading acknowledges
 * what was read, so the runner never has more than the window in flight. Thread-safe: the proxy may read and write
 * on different threads; {@link #close()} wakes both.
 */
final class RelayedConnection implements GuestConnection {
    /** Largest piece of guest-bound data per frame: 48 KiB. */
    static final int CHUNK = 48 << 10;

    /** Sends one {@code net} frame of this connection to the runner. */
    interface Frames {
        void send(String op, byte[] data, long n) throws IOException;
    }

    private final Frames frames;
    private final Object lock = new Object();
    private final ArrayDeque<byte[]> received = new ArrayDeque<>();
    private long receivedBytes;
    private byte[] current;
    private int position;
    private boolean guestEof;
    private long inFlight;
    private boolean closed;
    private final InputStream in = new In();
    private final OutputStream out = new Out();

    RelayedConnection(Frames frames) {
        this.frames = frames;
    }

    @Override
    public InputStream in() {
        return in;
    }

    @Override
    public OutputStream out() {
        return out;
    }

    /**
     * Bytes the guest sent, relayed by the runner; false (the runner broke the window, the connection is closed)
     * when more than {@link NetRelay#WINDOW} would be waiting unread.
     */
    boolean received(byte[] data) {
        synchronized (lock) {
            if (closed) {
                return true;
            }
            if (receivedBytes + data.length > NetRelay.WINDOW) {
                closeLocked();
                return false;
            }
            if (data.length > 0) {
                received.add(data);
                receivedBytes += data.length;
            }
            lock.notifyAll();
            return true;
        }
    }

    /** The guest will send no more. */
    void guestEof() {
        synchronized (lock) {
            guestEof = true;
            lock.notifyAll();
        }
    }

    /** The runner wrote {@code n} of our bytes to the guest. */
    void acknowledged(long n) {
        synchronized (lock) {
            inFlight = Math.max(0, inFlight - n);
            lock.notifyAll();
        }
    }

    /** The runner closed the guest's side: ends both directions without telling it back. */
    void closedByRunner() {
        synchronized (lock) {
            closeLocked();
        }
    }

    @Override
    public void close() {
        boolean tell;
        synchronized (lock) {
            tell = !closed;
            closeLocked();
        }
        if (tell) {
            try {
                frames.send("close", null, 0);
            } catch (IOException | RuntimeException ignored) {
                // the sandbox is gone; its relay closes with it
            }
        }
    }

    private void closeLocked() {
        closed = true;
        received.clear();
        receivedBytes = 0;
        lock.notifyAll();
    }

    boolean isClosed() {
        synchronized (lock) {
            return closed;
        }
    }

    private final class In extends InputStream {
        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            int n;
            boolean ack;
            synchronized (lock) {
                while (!closed && (current == null || position >= current.length) && received.isEmpty()
                        && !guestEof) {
                    await();
                }
                if (closed) {
                    throw new IOException("the guest's connection is closed");
                }
                if (current == null || position >= current.length) {
                    if (received.isEmpty()) {
                        return -1;   // guestEof
                    }
                    current = received.poll();
                    position = 0;
                }
                n = Math.min(len, current.length - position);
                System.arraycopy(current, position, b, off, n);
                position += n;
                receivedBytes -= n;
            }
            frames.send("ack", null, n);
            return n;
        }
    }

    private final class Out extends OutputStream {
        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            while (len > 0) {
                int n = Math.min(len, CHUNK);
                synchronized (lock) {
                    while (!closed && inFlight + n > NetRelay.WINDOW) {
                        await();
                    }
                    if (closed) {
                        throw new IOException("the guest's connection is closed");
                    }
                    inFlight += n;
                }
                byte[] piece = new byte[n];
                System.arraycopy(b, off, piece, 0, n);
                frames.send("data", piece, 0);
                off += n;
                len -= n;
            }
        }

        @Override
        public void flush() {
            // every write is a frame sent at once
        }
    }

    private void await() throws IOException {
        try {
            lock.wait();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("interrupted while relaying a guest connection");
        }
    }
}
