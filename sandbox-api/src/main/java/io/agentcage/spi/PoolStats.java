package io.agentcage.spi;

/**
 * A snapshot of a sandbox pool: how many sandboxes are idle (started and ready), in use, and starting, and how many
 * may be alive at once.
 *
 * @param idle     started, ready sandboxes nobody uses yet
 * @param inUse    sandboxes handed to a one-shot execution or a session and not yet released
 * @param starting sandboxes being started
 * @param max      the most sandboxes alive at once (idle, in use and starting together)
 */
public record PoolStats(int idle, int inUse, int starting, int max) {

    public PoolStats {
        if (idle < 0 || inUse < 0 || starting < 0 || max < 0) {
            throw new IllegalArgumentException("pool figures must be >= 0, got idle " + idle + ", in use " + inUse
                    + ", starting " + starting + ", max " + max);
        }
    }

    /** All sandboxes alive now: idle, in use and starting. */
    public int size() {
        return idle + inUse + starting;
    }
}
