package io.agentcage.spi;

import java.util.List;
import java.util.Objects;
import org.slf4j.LoggerFactory;

/**
 * Receives what a backend's pool of sandboxes (containers, pods) does: acquisitions (warm or cold), starts,
 * removals and reaped leftovers. Metrics and tracing modules implement it; backends with a pool accept one in their
 * builder and call it through {@link #safe}.
 *
 * <p>Called synchronously, on the thread that caused the event: acquisitions on the thread of the execution that
 * waited (so a tracer sees the caller's context), starts and removals on the pool's or the caller's thread.
 * Implementations must be thread-safe and quick. An exception thrown here is logged at WARN and ignored: it never
 * fails an execution.
 */
@FunctionalInterface
public interface PoolListener {

    /** Records one event. */
    void onEvent(PoolEvent event);

    /** A listener that ignores every event (the default of every backend). */
    static PoolListener none() {
        return event -> { };
    }

    /** A listener that passes each event to each of {@code listeners} in order; one that throws stops no other. */
    static PoolListener all(List<PoolListener> listeners) {
        List<PoolListener> copy = List.copyOf(Objects.requireNonNull(listeners, "listeners == null"));
        return event -> copy.forEach(l -> safe(l).onEvent(event));
    }

    /** {@code listener}, with its exceptions logged at WARN and swallowed: how backends call a listener. */
    static PoolListener safe(PoolListener listener) {
        Objects.requireNonNull(listener, "listener == null");
        return event -> {
            try {
                listener.onEvent(event);
            } catch (RuntimeException e) {
                LoggerFactory.getLogger(PoolListener.class).warn("pool listener {} failed on {} event of backend {}",
                        listener, event.type(), event.backend(), e);
            }
        };
    }
}
