package io.agentcage.spi;

import java.time.Duration;
import java.util.Objects;

/**
 * One event of a backend's sandbox pool.
 *
 * @param type     what happened
 * @param backend  the backend's name, as in {@link io.agentcage.Capabilities#backend()} (e.g. {@code docker})
 * @param duration for acquisitions: how long the caller waited; for {@link Type#STARTED}: how long the start took;
 *                 zero otherwise
 * @param stats    the pool's state just after the event
 */
public record PoolEvent(Type type, String backend, Duration duration, PoolStats stats) {

    /** The kind of a pool event. */
    public enum Type {
        /** A caller got a warm sandbox from the idle pool (a hit). */
        ACQUIRED_WARM,
        /** A caller got a sandbox started for it because none was idle or its limits differ (a miss). */
        ACQUIRED_COLD,
        /** A caller got no sandbox: none freed up within the acquire timeout, or the start failed. */
        ACQUIRE_FAILED,
        /** A sandbox started, to refill the idle pool or for a caller. */
        STARTED,
        /** A sandbox was removed: after its one use, when it expired idle, or when the executor closed. */
        REMOVED,
        /** The janitor removed a leftover: a sandbox of a process that is gone, or past its lifetime. */
        REAPED
    }

    public PoolEvent {
        Objects.requireNonNull(type, "type == null");
        Objects.requireNonNull(backend, "backend == null");
        Objects.requireNonNull(duration, "duration == null");
        Objects.requireNonNull(stats, "stats == null");
        if (duration.isNegative()) {
            throw new IllegalArgumentException("duration must be >= 0, got " + duration);
        }
    }
}
