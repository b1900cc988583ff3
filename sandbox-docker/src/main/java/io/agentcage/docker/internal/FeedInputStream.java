package io.agentcage.docker.internal;

import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The container's stdin as docker-java reads it: chunks handed in by {@link #feed}, returned as soon as they arrive
 * (a read never waits to fill its buffer, so a message goes out at once). Unlike {@code PipedInputStream} it does not
 * care which threads write, or whether they are still alive.
 */
final class FeedInputStream extends InputStream {
    private static final byte[] END = new byte[0];

    private final LinkedBlockingQueue<byte[]> chunks = new LinkedBlockingQueue<>();
    private byte[] current = new byte[0];
    private int position;
    private volatile boolean closed;

    /** Queues bytes for the container. */
    void feed(byte[] data) throws IOException {
        if (closed) {
            throw new IOException("the container's stdin is closed");
        }
        chunks.add(data.clone());
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        while (position >= current.length) {
            if (current == END) {
                return -1;
            }
            try {
                byte[] next = chunks.poll(1, TimeUnit.SECONDS);
                if (next != null) {
                    current = next;
                    position = 0;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while waiting for input", e);
            }
        }
        int n = Math.min(length, current.length - position);
        System.arraycopy(current, position, buffer, offset, n);
        position += n;
        return n;
    }

    @Override
    public int available() {
        return current.length - position;
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            chunks.add(END);
        }
    }
}
