package io.agentcage;

import io.agentcage.host.PendingCall;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Where a {@link Outcome#SUSPENDED} execution stopped: the calls of external host functions it waits for, and the
 * snapshot of its state to resume it from ({@link CodeExecutor#resume}), in this JVM or another, now or later.
 *
 * <p>The snapshot is opaque, versioned and authenticated with the executor's snapshot key: an executor refuses a
 * snapshot it cannot verify (altered, or made with another key). It carries the limits the execution ran under and
 * the budget it already used, so resuming never grants more than the original execution had. The application may
 * store it anywhere; it holds the guest's data (its variables), so store it as carefully as that data.
 *
 * @param pendingCalls the calls to answer, in the order guest code made them
 * @param snapshot     the state to resume from (a copy is returned)
 */
public record Suspension(List<PendingCall> pendingCalls, byte[] snapshot) {

    public Suspension {
        pendingCalls = List.copyOf(Objects.requireNonNull(pendingCalls, "pendingCalls == null"));
        snapshot = Objects.requireNonNull(snapshot, "snapshot == null").clone();
        if (pendingCalls.isEmpty()) {
            throw new IllegalArgumentException("a suspension waits for at least one call");
        }
    }

    /** The snapshot's bytes (a copy). */
    @Override
    public byte[] snapshot() {
        return snapshot.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Suspension s && s.pendingCalls.equals(pendingCalls) && Arrays.equals(s.snapshot, snapshot);
    }

    @Override
    public int hashCode() {
        return pendingCalls.hashCode() * 31 + Arrays.hashCode(snapshot);
    }

    @Override
    public String toString() {
        return "Suspension[pendingCalls=" + pendingCalls + ", snapshot=" + snapshot.length + " bytes]";
    }
}
