package io.agentcage.interpreter.internal.object;

/**
 * When a memory account walks next (ADR 0034). Charges include garbage, so the account passing the limit is a
 * reason to walk, not to stop; a walk costs time in proportion to what the program holds, so walks must be rare,
 * and a program that really passed its limit must be stopped soon after it did. After each walk that found
 * {@code held} bytes (below the limit), the next walk is at the account level returned by {@link #next}:
 *
 * <ul>
 *   <li><b>amortised</b>: not before the limit, nor before the charges since this walk are an eighth of what it
 *       found (so walking costs O(1) per charged byte however long the program churns garbage near its limit), and
 *       never later than an eighth past the limit: the program may hold at most 9/8 of its limit before the walk
 *       that stops it;</li>
 *   <li><b>predicted</b>: the last two walks tell what share of its charges the program keeps; when that share
 *       says the program will pass its limit before the amortised point, the walk is at the predicted crossing plus
 *       1/64 of the limit, so a program that fills its limit is stopped after about 1/64 of it more, not 1/8. A
 *       predicted walk that does not stop the program (it changed what it keeps) is followed by an amortised one,
 *       so a program cannot make walks more than twice as frequent as the amortised rule allows.</li>
 * </ul>
 *
 * <p>Plain arithmetic, used by one execution's thread.
 */
final class WalkSchedule {
    private final long limit;
    /** What the previous walk found (the session's figure before the first walk). */
    private long lastHeld;
    /** Whether the walk that just ran was a predicted one. */
    private boolean predicted;

    WalkSchedule(long limit, long start) {
        this.limit = limit;
        this.lastHeld = start;
    }

    /** The most the account may reach before the walk that stops a program: an eighth past the limit. */
    long ceiling() {
        return limit + limit / 8;
    }

    /**
     * The account level of the next walk, after one that found {@code held} bytes (not more than the limit) when
     * the account stood at {@code charged}.
     */
    long next(long charged, long held) {
        long amortised = Math.min(Math.max(limit, held + held / 8), ceiling());
        long at = amortised;
        boolean predict = !predicted && held > lastHeld && charged > lastHeld && held < limit;
        if (predict) {
            // the share of the last interval's charges still held: the program grows by that much per charged byte
            double kept = (double) (held - lastHeld) / (charged - lastHeld);
            double toCross = (limit - held) / kept;
            if (held + toCross + limit / 64.0 < amortised) {
                at = Math.max(limit, held + (long) toCross + limit / 64);
            } else {
                predict = false;
            }
        }
        predicted = predict;
        lastHeld = held;
        return at;
    }
}
