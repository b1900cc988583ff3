package io.agentcage.spi;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.OutputChunk;
import io.agentcage.OutputListener;
import io.agentcage.SandboxFile;
import io.agentcage.validation.Diagnostic;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Carries one execution's output from the backend to the request's {@link OutputListener} without ever making the
 * backend wait: for backend implementations, one relay per execution ({@link #of(ExecutionRequest)}).
 *
 * <p>The backend hands in text as the code writes it ({@link #write}, {@link #file}); these calls never block on
 * the listener: they queue the text (merging it into the last queued chunk of the same stream) and a delivery task
 * on a shared pool of daemon threads ({@code agentcage-output-N}, ended when idle) calls the listener, one call at a
 * time, in order. Queued text is bounded ({@link #DEFAULT_BUFFER_CHARS}); text past the bound is counted, not kept,
 * and delivered as one drop marker ({@link OutputChunk#dropped}) in its place. {@link #close()}, called when the
 * execution has its result, waits until everything queued was delivered, unless a single call of the listener does
 * not return within {@link #DEFAULT_STUCK_CALL}: the listener is then abandoned (nothing more is delivered).
 * A listener that throws is abandoned too; {@link #finish} notes either in the result.
 *
 * <p>Without a listener the relay is inactive and every method returns at once. Thread-safe.
 */
public final class OutputRelay implements AutoCloseable {
    /** Most characters (and file bytes) queued for the listener: 256 Ki. */
    public static final long DEFAULT_BUFFER_CHARS = 256 * 1024;
    /** How long one call of the listener may take before {@link #close()} stops waiting for it: 5 seconds. */
    public static final Duration DEFAULT_STUCK_CALL = Duration.ofSeconds(5);
    /** Rule id of the warning {@link #finish} adds when the listener failed or was abandoned. */
    public static final String DIAGNOSTIC_RULE = "output-listener";

    private static final OutputRelay NONE = new OutputRelay(null, 0, Runnable::run, Duration.ZERO);
    private static final long IDLE_MILLIS = 2_000;
    private static volatile Executor sharedExecutor;

    private final OutputListener listener;
    private final long capacity;
    private final Executor executor;
    private final long stuckNanos;
    /** Guarded by {@code this}: {@link Text}, {@link Dropped} and {@link SandboxFile} items. */
    private final ArrayDeque<Object> queue = new ArrayDeque<>();
    private long queued;
    private boolean scheduled;
    /** When the delivery last moved: scheduled, or a call of the listener started or returned. */
    private long progressAt;
    private boolean closed;
    private boolean abandoned;
    private String failure;

    private OutputRelay(OutputListener listener, long capacity, Executor executor, Duration stuck) {
        this.listener = listener;
        this.capacity = capacity;
        this.executor = executor;
        this.stuckNanos = stuck.toNanos();
    }

    /** The relay for {@code request}'s listener, or an inactive one when it has none. */
    public static OutputRelay of(ExecutionRequest request) {
        return request.outputListener().map(l -> of(l, DEFAULT_BUFFER_CHARS, shared(), DEFAULT_STUCK_CALL))
                .orElse(NONE);
    }

    /**
     * A relay to {@code listener} queueing at most {@code bufferChars}, delivering on {@code executor}, abandoning
     * a call that takes longer than {@code stuckCall}.
     */
    public static OutputRelay of(OutputListener listener, long bufferChars, Executor executor, Duration stuckCall) {
        Objects.requireNonNull(listener, "listener == null");
        Objects.requireNonNull(executor, "executor == null");
        Objects.requireNonNull(stuckCall, "stuckCall == null");
        if (bufferChars < 1) {
            throw new IllegalArgumentException("bufferChars must be >= 1, got " + bufferChars);
        }
        return new OutputRelay(listener, bufferChars, executor, stuckCall);
    }

    /** Whether there is a listener: a backend may skip preparing output (e.g. asking a runner to stream) if not. */
    public boolean isActive() {
        return listener != null;
    }

    /**
     * Text the code wrote to {@code stream}; returns at once. What does not fit the buffer is counted for a drop
     * marker. Ignored after {@link #close()}.
     */
    public void write(OutputChunk.Stream stream, String text) {
        if (listener == null || text.isEmpty()) {
            return;
        }
        synchronized (this) {
            if (closed || abandoned) {
                return;
            }
            int room = (int) Math.max(0, Math.min(text.length(), capacity - queued));
            if (room > 0 && room < text.length() && Character.isHighSurrogate(text.charAt(room - 1))) {
                room--;   // never split a surrogate pair
            }
            if (room > 0) {
                Object last = queue.peekLast();
                String kept = room == text.length() ? text : text.substring(0, room);
                if (last instanceof Text && ((Text) last).stream == stream) {
                    ((Text) last).text.append(kept);
                } else {
                    queue.addLast(new Text(stream, kept));
                }
                queued += room;
            }
            if (room < text.length()) {
                Object last = queue.peekLast();
                long dropped = text.length() - room;
                if (last instanceof Dropped && ((Dropped) last).stream == stream) {
                    ((Dropped) last).chars += dropped;
                } else {
                    queue.addLast(new Dropped(stream, dropped));
                }
            }
            schedule();
        }
    }

    /** A file the code wrote; not delivered when it does not fit the buffer now. Ignored after {@link #close()}. */
    public void file(SandboxFile file) {
        if (listener == null) {
            return;
        }
        synchronized (this) {
            if (closed || abandoned || queued + file.size() > capacity) {
                return;
            }
            queue.addLast(file);
            queued += file.size();
            schedule();
        }
    }

    private void schedule() {
        if (!scheduled) {
            scheduled = true;
            progressAt = System.nanoTime();
            try {
                executor.execute(this::drain);
            } catch (RejectedExecutionException e) {
                scheduled = false;
                abandon("its delivery thread could not start: " + e.getMessage());
            }
        }
    }

    private void drain() {
        while (true) {
            Object item;
            synchronized (this) {
                item = abandoned ? null : queue.pollFirst();
                if (item == null) {
                    scheduled = false;
                    notifyAll();
                    return;
                }
                queued -= item instanceof Text ? ((Text) item).text.length()
                        : item instanceof SandboxFile ? ((SandboxFile) item).size() : 0;
                progressAt = System.nanoTime();
            }
            try {
                deliver(item);
            } catch (Throwable e) {
                log().warn("output listener {} failed; it gets no more output of this execution", listener, e);
                synchronized (this) {
                    abandon("it threw " + e);
                }
            } finally {
                synchronized (this) {
                    progressAt = System.nanoTime();
                    notifyAll();
                }
            }
        }
    }

    private void deliver(Object item) {
        if (item instanceof Text) {
            Text t = (Text) item;
            listener.onOutput(OutputChunk.of(t.stream, t.text.toString()));
        } else if (item instanceof Dropped) {
            Dropped d = (Dropped) item;
            listener.onOutput(OutputChunk.dropped(d.stream, d.chars));
        } else {
            listener.onFile((SandboxFile) item);
        }
    }

    /** Guarded by {@code this}. */
    private void abandon(String why) {
        if (!abandoned) {
            abandoned = true;
            failure = why;
            queue.clear();
            queued = 0;
            notifyAll();
        }
    }

    /**
     * Ends the relay: nothing written afterwards is delivered, and this waits until everything queued was delivered
     * (or the listener is abandoned: a call took longer than the stuck-call bound, or this thread was interrupted,
     * whose flag is kept). Idempotent.
     */
    @Override
    public void close() {
        if (listener == null) {
            return;
        }
        synchronized (this) {
            closed = true;
            while (scheduled && !abandoned) {
                long waitNanos = progressAt + stuckNanos - System.nanoTime();
                if (waitNanos <= 0) {
                    log().warn("output listener {} did not return within {} ms; it gets no more output of this "
                            + "execution", listener, stuckNanos / 1_000_000);
                    abandon("it did not return within " + stuckNanos / 1_000_000 + " ms");
                    break;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(this, waitNanos);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    abandon("the execution's thread was interrupted while waiting for it");
                }
            }
        }
    }

    /** Why the listener stopped receiving output (it threw, or did not return in time), if it did. */
    public synchronized Optional<String> failure() {
        return Optional.ofNullable(failure);
    }

    /**
     * {@link #close()}s the relay and returns {@code result}, with a warning diagnostic ({@link #DIAGNOSTIC_RULE})
     * when the listener failed or was abandoned.
     */
    public ExecutionResult finish(ExecutionResult result) {
        close();
        Optional<String> why = failure();
        if (why.isEmpty()) {
            return result;
        }
        return result.toBuilder().diagnostic(Diagnostic.warning(DIAGNOSTIC_RULE, "the output listener stopped "
                + "receiving output: " + why.get(), 0, 0, "make the listener quick and let it not throw")).build();
    }

    /** The logger, made on first use: an execution without a listener does not start the logging backend. */
    private static Logger log() {
        return LoggerFactory.getLogger(OutputRelay.class);
    }

    /** The shared delivery threads: daemon, created as needed, ended after two idle seconds. */
    private static Executor shared() {
        Executor e = sharedExecutor;
        if (e == null) {
            synchronized (OutputRelay.class) {
                e = sharedExecutor;
                if (e == null) {
                    AtomicInteger n = new AtomicInteger();
                    sharedExecutor = e = new ThreadPoolExecutor(0, Integer.MAX_VALUE, IDLE_MILLIS,
                            TimeUnit.MILLISECONDS, new SynchronousQueue<>(), r -> {
                                Thread t = new Thread(r, "agentcage-output-" + n.incrementAndGet());
                                t.setDaemon(true);
                                return t;
                            });
                }
            }
        }
        return e;
    }

    /** Queued text of one stream, merged while the listener is busy. */
    private static final class Text {
        final OutputChunk.Stream stream;
        final StringBuilder text;

        Text(OutputChunk.Stream stream, String text) {
            this.stream = stream;
            this.text = new StringBuilder(text);
        }
    }

    /** Text of one stream that did not fit the buffer: counted only. */
    private static final class Dropped {
        final OutputChunk.Stream stream;
        long chars;

        Dropped(OutputChunk.Stream stream, long chars) {
            this.stream = stream;
            this.chars = chars;
        }
    }
}
