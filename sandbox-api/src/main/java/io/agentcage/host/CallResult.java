package io.agentcage.host;

import java.util.Objects;
import java.util.Optional;

/**
 * The answer to a {@link PendingCall}: the value the call returns to guest code, or the failure it raises there
 * (mapped as a host function's exception is: {@link IllegalArgumentException} to {@code ValueError}, anything else to
 * {@code RuntimeError}, with the exception's message). Immutable.
 */
public final class CallResult {
    private final Object value;
    private final Exception failure;

    private CallResult(Object value, Exception failure) {
        this.value = value;
        this.failure = failure;
    }

    /** The call returns {@code value}: plain data (see {@link HostFunction}), {@code null} for {@code None}. */
    public static CallResult returned(Object value) {
        return new CallResult(value, null);
    }

    /** The call raises {@code failure} in guest code (e.g. a reviewer refused it: a {@code RuntimeError}). */
    public static CallResult failed(Exception failure) {
        return new CallResult(null, Objects.requireNonNull(failure, "failure == null"));
    }

    /** The value returned, or {@code null} (None, or a failure). */
    public Object value() {
        return value;
    }

    /** The failure raised, if the call failed. */
    public Optional<Exception> failure() {
        return Optional.ofNullable(failure);
    }

    @Override
    public String toString() {
        return failure != null ? "CallResult[failed " + failure + "]" : "CallResult[returned " + value + "]";
    }
}
