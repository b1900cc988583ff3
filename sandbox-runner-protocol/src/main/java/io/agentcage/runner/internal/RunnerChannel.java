package io.agentcage.runner.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.CancellationToken;
import io.agentcage.ExecutionLimits;
import io.agentcage.OutputChunk;
import io.agentcage.spi.OutputRelay;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The runner protocol over a sandbox's stdin/stdout, whatever carries them (a Docker attach stream, a Kubernetes
 * {@code pods/attach} websocket): the transport hands in what the runner wrote ({@link #acceptStdout},
 * {@link #acceptStderr}, {@link #end}) and takes the frames {@link #send} writes through its {@link Sink}.
 * {@link #receive} waits for the next frame; {@link #call} sends a request and waits for the reply with its id
 * (handing an execution's host calls to a handler meanwhile); {@link #exec} does so for an execution, relaying its
 * output frames and cancelling it. The runner's stderr is kept (the last few KiB) for error messages and logged at
 * DEBUG. One request at a time: callers serialise.
 *
 * <p>Features: the runner's {@code hello} and {@code pong} name what it supports ({@link #features()}); {@link #exec}
 * asks for output frames only from a runner that streams ({@value #OUTPUT}) and sends a {@code cancel} only to one
 * that stops on it ({@value #CANCEL}), so that this host works with images built before either.
 */
public final class RunnerChannel {
    private static final Logger LOG = LoggerFactory.getLogger(RunnerChannel.class);
    private static final int STDERR_TAIL = 4096;
    /** Slack for a reply's fixed fields, notes, the value's repr (the runner caps it at 1 Mi characters) and the
     *  traceback. */
    private static final long FRAME_SLACK = 8L << 20;
    private static final Object CLOSED = new Object();
    /** The feature of a runner that relays guest calls of host functions ({@code hostcall}/{@code hostreturn}). */
    public static final String HOST_CALLS = "hostcalls";
    /** The feature of a runner that sends {@code output} frames for an {@code exec} with {@code "stream": true}. */
    public static final String OUTPUT = "output";
    /** The feature of a runner that stops a running {@code exec} on a {@code cancel} with its id. */
    public static final String CANCEL = "cancel";
    /** The feature of a runner that relays guest connections to the host's egress proxy (see {@link NetRelay}). */
    public static final String NET = NetRelay.FEATURE;
    /** How long a runner may take to answer a {@code cancel} before the host stops the sandbox: 10 seconds. */
    public static final Duration CANCEL_GRACE = Duration.ofSeconds(10);
    /**
     * Request ids are random, not counted: guest code can write into the sandbox's stdout through
     * {@code /proc/1/fd/1} when init runs as its uid, so an id it could guess would let it forge a reply.
     */
    private static final SecureRandom IDS = new SecureRandom();

    /** Where the frames for the runner's stdin go. */
    @FunctionalInterface
    public interface Sink {
        /** Writes one whole frame; throws when the sandbox's stdin is closed. */
        void write(byte[] frame) throws IOException;
    }

    private final long maxFrame;
    private final Sink sink;
    private final LinkedBlockingQueue<Object> inbox = new LinkedBlockingQueue<>();
    private final ByteArrayOutputStream partial = new ByteArrayOutputStream();
    private final StringBuilder stderr = new StringBuilder();
    private volatile boolean ended;
    private volatile Set<String> features = Set.of();

    /**
     * @param maxFrame the largest message accepted from the sandbox; a longer one (guest code can write into
     *                 the runner's stdout through {@code /proc/1/fd/1}) is discarded and fails the request, so
     *                 the host never buffers more than this per sandbox
     * @param sink     takes the frames for the runner's stdin
     */
    public RunnerChannel(long maxFrame, Sink sink) {
        this.maxFrame = maxFrame;
        this.sink = sink;
    }

    /**
     * The largest reply a runner can legitimately send under {@code ceilings}: stdout and stderr at the output cap
     * with every character JSON-escaped ({@code \\uXXXX}, six bytes), returned files and figures at the file cap in
     * base64, and {@link #FRAME_SLACK}.
     */
    public static long maxFrameFor(ExecutionLimits ceilings) {
        long output = Math.multiplyExact(Math.min(ceilings.outputBytes(), 1L << 30), 12);
        long files = Math.multiplyExact(Math.min(ceilings.fileBytes(), 1L << 30), 2) * 4 / 3;
        return Math.min(Integer.MAX_VALUE - 8, output + files + FRAME_SLACK);
    }

    /** Writes one message to the runner's stdin. */
    public void send(ObjectNode message) throws IOException {
        sink.write(RunnerProtocol.encode(message));
    }

    /**
     * The next message from the runner.
     *
     * @throws TimeoutException if none arrives in time
     * @throws IOException if the sandbox's output ended (the runner exited, the sandbox died or the stream broke)
     *                     or a line was not a frame of this protocol
     */
    public ObjectNode receive(Duration timeout) throws IOException, TimeoutException {
        long deadline = System.nanoTime() + timeout.toNanos();
        Object next;
        do {
            next = take(deadline);
        } while (next instanceof CancelSignal);   // left by an execution that is over
        return frame(next, timeout);
    }

    /** The next item of the inbox (a frame, an error, the end, a cancel signal), or null at the deadline. */
    private Object take(long deadlineNanos) throws IOException {
        try {
            return inbox.poll(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for the sandbox runner", e);
        }
    }

    private ObjectNode frame(Object next, Duration timeout) throws IOException, TimeoutException {
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

    /**
     * Sends a request under a fresh random id and waits for the answer with the same id; answers to earlier
     * requests that were given up on are skipped.
     *
     * @throws TimeoutException if no answer arrives within {@code wait}
     * @throws IOException if the sandbox died, the stream broke, or the runner refused the message
     */
    public ObjectNode call(ObjectNode request, Duration wait) throws IOException, TimeoutException {
        return call(request, wait, null);
    }

    /**
     * {@link #call(ObjectNode, Duration)} for an {@code exec} whose guest code may call host functions: the
     * execution's {@code hostcall} and {@code hostcancel} messages go to the handler {@code hostCalls} makes for the
     * request's id (given it before the request is sent), as they come, on this thread.
     *
     * @param hostCalls makes the handler of the execution's host calls from its id; null: the request has none
     */
    public ObjectNode call(ObjectNode request, Duration wait, LongFunction<Consumer<JsonNode>> hostCalls)
            throws IOException, TimeoutException {
        long id = IDS.nextLong() & Long.MAX_VALUE;
        request.put("id", id);
        Consumer<JsonNode> calls = hostCalls == null ? null : hostCalls.apply(id);
        send(request);
        long deadline = System.nanoTime() + wait.toNanos();
        while (true) {
            ObjectNode reply = receive(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
            if (reply.path("id").asLong(-1) == id) {
                String type = reply.path("type").asText();
                if (calls != null && ("hostcall".equals(type) || "hostcancel".equals(type))) {
                    calls.accept(reply);
                    continue;
                }
                return reply;
            }
            if ("error".equals(reply.path("type").asText())) {
                throw new IOException("the sandbox runner refused a message: " + reply.path("message").asText());
            }
            // An answer to an earlier request that was given up on (a host-side timeout): skip it.
        }
    }

    /** {@link #exec(ObjectNode, Duration, OutputRelay, Optional, LongFunction)} of code without host calls. */
    public ObjectNode exec(ObjectNode request, Duration wait, OutputRelay relay,
                           Optional<CancellationToken> cancellation)
            throws IOException, TimeoutException, CancelledException {
        return exec(request, wait, relay, cancellation, null);
    }

    /**
     * Sends an {@code exec} request under a fresh random id and waits for its {@code result}: output frames of the
     * execution go to {@code relay} as they come (asked for only when the relay is active and the runner streams),
     * and cancelling {@code cancellation} sends the runner a {@code cancel}, after which it has
     * {@link #CANCEL_GRACE} to answer. The execution's {@code hostcall} and {@code hostcancel} messages go to the
     * handler {@code hostCalls} makes for the request's id (null: the request has none), as in
     * {@link #call(ObjectNode, Duration, LongFunction)}.
     *
     * @throws TimeoutException   if no result arrives within {@code wait}
     * @throws CancelledException if the execution was cancelled and the runner cannot stop it (no {@value #CANCEL}
     *                            feature) or did not answer the cancel in time: the caller stops the sandbox
     * @throws IOException        if the sandbox died, the stream broke, or the runner refused the message
     */
    public ObjectNode exec(ObjectNode request, Duration wait, OutputRelay relay,
                           Optional<CancellationToken> cancellation, LongFunction<Consumer<JsonNode>> hostCalls)
            throws IOException, TimeoutException, CancelledException {
        return exec(request, wait, relay, cancellation, hostCalls, null);
    }

    /**
     * {@link #exec(ObjectNode, Duration, OutputRelay, Optional, LongFunction)} whose execution's {@code net} frames
     * (the runner's egress relay, feature {@value NetRelay#FEATURE}) go to the handler {@code net} makes for the
     * request's id, as they come, on this thread (null: the execution has no egress).
     */
    public ObjectNode exec(ObjectNode request, Duration wait, OutputRelay relay,
                           Optional<CancellationToken> cancellation, LongFunction<Consumer<JsonNode>> hostCalls,
                           LongFunction<Consumer<JsonNode>> net)
            throws IOException, TimeoutException, CancelledException {
        long id = IDS.nextLong() & Long.MAX_VALUE;
        request.put("id", id);
        Consumer<JsonNode> calls = hostCalls == null ? null : hostCalls.apply(id);
        Consumer<JsonNode> frames = net == null ? null : net.apply(id);
        if (relay.isActive() && features.contains(OUTPUT)) {
            request.put("stream", true);
        }
        CancelSignal signal = new CancelSignal();
        CancellationToken.Registration registration = cancellation.map(t -> t.onCancel(() -> inbox.add(signal)))
                .orElse(() -> { });
        try {
            send(request);
            long deadline = System.nanoTime() + wait.toNanos();
            boolean cancelSent = false;
            while (true) {
                Object next = take(deadline);
                if (next == signal && !cancelSent) {
                    if (!features.contains(CANCEL)) {
                        throw new CancelledException("the execution was cancelled and this sandbox's runner cannot "
                                + "stop it (an image built before cancellation)");
                    }
                    send(RunnerProtocol.message("cancel").put("id", id));
                    cancelSent = true;
                    deadline = Math.min(deadline, System.nanoTime() + CANCEL_GRACE.toNanos());
                    continue;
                }
                if (next instanceof CancelSignal) {
                    continue;
                }
                if (next == null && cancelSent) {
                    throw new CancelledException("the execution was cancelled and the sandbox's runner did not stop "
                            + "it within " + CANCEL_GRACE.toSeconds() + " s");
                }
                ObjectNode reply = frame(next, wait);
                if (reply.path("id").asLong(-1) == id) {
                    String type = reply.path("type").asText();
                    if (calls != null && ("hostcall".equals(type) || "hostcancel".equals(type))) {
                        calls.accept(reply);
                    } else if ("output".equals(type)) {
                        relayOutput(reply, relay);
                    } else if ("net".equals(type)) {
                        if (frames != null) {
                            frames.accept(reply);
                        }
                    } else {
                        return reply;
                    }
                } else if ("error".equals(reply.path("type").asText())) {
                    throw new IOException("the sandbox runner refused a message: " + reply.path("message").asText());
                }
            }
        } finally {
            registration.close();
        }
    }

    private static void relayOutput(JsonNode frame, OutputRelay relay) {
        String data = frame.path("data").asText("");
        relay.write("stderr".equals(frame.path("stream").asText()) ? OutputChunk.Stream.STDERR
                : OutputChunk.Stream.STDOUT, data);
    }

    /**
     * What the runner said it supports in its {@code hello} or its answer to a {@code ping} (empty for a runner
     * older than features, and until one of those was read).
     */
    public Set<String> features() {
        return features;
    }

    /** Whether the sandbox's output has ended. */
    public boolean isEnded() {
        return ended;
    }

    /** The last lines the runner wrote to stderr, for error messages. */
    public synchronized String stderrTail() {
        return stderr.toString().strip();
    }

    private String stderrSuffix() {
        String tail = stderrTail();
        return tail.isEmpty() ? "" : "; runner stderr: " + tail;
    }

    /** Bytes the runner wrote to its stdout, in order; lines are frames. */
    public void acceptStdout(byte[] data, int offset, int length) {
        int start = offset;
        int end = offset + length;
        for (int i = offset; i < end; i++) {
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
        partial.write(data, start, end - start);
        if (partial.size() > maxFrame) {
            partial.reset();
            inbox.add(new IOException("a runner message exceeds " + maxFrame + " bytes"));
        }
    }

    /** Bytes the runner wrote to its stderr: kept for messages, logged at DEBUG. */
    public void acceptStderr(byte[] data, int offset, int length) {
        String text = new String(data, offset, length, StandardCharsets.UTF_8);
        LOG.debug("sandbox runner stderr: {}", text);
        synchronized (this) {
            stderr.append(text);
            if (stderr.length() > STDERR_TAIL) {
                stderr.delete(0, stderr.length() - STDERR_TAIL);
            }
        }
    }

    private void deliver(byte[] line, int offset, int length) {
        if (length == 0) {
            return;
        }
        try {
            ObjectNode frame = RunnerProtocol.decode(line, offset, length);
            String type = frame.path("type").asText();
            if (("hello".equals(type) || "pong".equals(type)) && frame.has("features")) {
                Set<String> announced = new HashSet<>();
                frame.path("features").forEach(f -> announced.add(f.asText()));
                features = Set.copyOf(announced);
            }
            inbox.add(frame);
        } catch (IOException e) {
            inbox.add(e);
        }
    }

    /** Put into the inbox by a cancellation: wakes the execution waiting for its result. One per execution. */
    private static final class CancelSignal {
    }

    /** The sandbox's output ended (or its transport broke): waiting and later receives fail at once. Idempotent. */
    public void end() {
        if (!ended) {
            ended = true;
            inbox.add(CLOSED);
        }
    }
}
