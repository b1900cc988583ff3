package io.agentcage.docker.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.ExecutionLimits;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.model.Frame;
import com.github.dockerjava.api.model.StreamType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The runner protocol over a container's attached stdin/stdout: {@link #send} writes a frame to stdin,
 * {@link #receive} waits for the next frame from stdout. The runner's stderr is kept (the last few KiB) for error
 * messages and logged at DEBUG. One request at a time: callers serialise.
 */
final class RunnerChannel extends ResultCallback.Adapter<Frame> {
    private static final Logger LOG = LoggerFactory.getLogger(RunnerChannel.class);
    private static final int STDERR_TAIL = 4096;
    /** Slack for a reply's fixed fields, notes, the value's repr (the runner caps it at 1 Mi characters) and the
     *  traceback. */
    private static final long FRAME_SLACK = 8L << 20;
    private static final Object CLOSED = new Object();

    private final long maxFrame;
    private final FeedInputStream stdin = new FeedInputStream();
    private final LinkedBlockingQueue<Object> inbox = new LinkedBlockingQueue<>();
    private final ByteArrayOutputStream partial = new ByteArrayOutputStream();
    private final StringBuilder stderr = new StringBuilder();
    private volatile boolean ended;

    /**
     * @param maxFrame the largest message accepted from the container; a longer one (guest code can write into
     *                 the runner's stdout through {@code /proc/1/fd/1}) is discarded and fails the request, so
     *                 the host never buffers more than this per container
     */
    RunnerChannel(long maxFrame) {
        this.maxFrame = maxFrame;
    }

    /**
     * The largest reply a runner can legitimately send under {@code ceilings}: stdout and stderr at the output cap
     * with every character JSON-escaped ({@code \\uXXXX}, six bytes), returned files and figures at the file cap in
     * base64, and {@link #FRAME_SLACK}.
     */
    static long maxFrameFor(ExecutionLimits ceilings) {
        long output = Math.multiplyExact(Math.min(ceilings.outputBytes(), 1L << 30), 12);
        long files = Math.multiplyExact(Math.min(ceilings.fileBytes(), 1L << 30), 2) * 4 / 3;
        return Math.min(Integer.MAX_VALUE - 8, output + files + FRAME_SLACK);
    }

    /** The stream docker-java copies into the container's stdin. */
    FeedInputStream stdin() {
        return stdin;
    }

    void send(ObjectNode message) throws IOException {
        stdin.feed(RunnerProtocol.encode(message));
    }

    /**
     * The next message from the runner.
     *
     * @throws TimeoutException if none arrives in time
     * @throws IOException if the container's output ended (the runner exited or the container died)
     */
    ObjectNode receive(Duration timeout) throws IOException, TimeoutException {
        Object next;
        try {
            next = inbox.poll(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for the sandbox runner", e);
        }
        if (next == null) {
            throw new TimeoutException("no answer from the sandbox runner within " + timeout.toMillis() + " ms");
        }
        if (next == CLOSED) {
            inbox.add(CLOSED);
            throw new IOException("the sandbox container's output ended" + stderrSuffix());
        }
        if (next instanceof IOException) {
            throw (IOException) next;
        }
        return (ObjectNode) next;
    }

    boolean isEnded() {
        return ended;
    }

    /** The last lines the runner wrote to stderr, for error messages. */
    synchronized String stderrTail() {
        return stderr.toString().strip();
    }

    private String stderrSuffix() {
        String tail = stderrTail();
        return tail.isEmpty() ? "" : "; runner stderr: " + tail;
    }

    @Override
    public void onNext(Frame frame) {
        if (frame.getStreamType() == StreamType.STDOUT || frame.getStreamType() == StreamType.RAW) {
            accept(frame.getPayload());
        } else if (frame.getStreamType() == StreamType.STDERR) {
            String text = new String(frame.getPayload(), StandardCharsets.UTF_8);
            LOG.debug("sandbox runner stderr: {}", text);
            synchronized (this) {
                stderr.append(text);
                if (stderr.length() > STDERR_TAIL) {
                    stderr.delete(0, stderr.length() - STDERR_TAIL);
                }
            }
        }
    }

    private void accept(byte[] data) {
        int start = 0;
        for (int i = 0; i < data.length; i++) {
            if (data[i] != '\n') {
                continue;
            }
            if (partial.size() == 0) {
                deliver(data, start, i - start);
            } else {
                partial.write(data, start, i - start);
                byte[] line = partial.toByteArray();
                partial.reset();
                deliver(line, 0, line.length);
            }
            start = i + 1;
        }
        partial.write(data, start, data.length - start);
        if (partial.size() > maxFrame) {
            partial.reset();
            inbox.add(new IOException("a runner message exceeds " + maxFrame + " bytes"));
        }
    }

    private void deliver(byte[] line, int offset, int length) {
        if (length == 0) {
            return;
        }
        try {
            inbox.add(RunnerProtocol.decode(line, offset, length));
        } catch (IOException e) {
            inbox.add(e);
        }
    }

    @Override
    public void onError(Throwable throwable) {
        LOG.debug("attach stream failed", throwable);
        end();
    }

    @Override
    public void onComplete() {
        end();
    }

    private void end() {
        if (!ended) {
            ended = true;
            stdin.close();
            inbox.add(CLOSED);
        }
    }

    @Override
    public void close() throws IOException {
        end();
        super.close();
    }
}
