package io.agentcage;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.slf4j.LoggerFactory;

/**
 * A handle that stops running executions: give it to a request ({@link ExecutionRequest.Builder#cancellation}) and
 * call {@link #cancel()} from any thread. An execution whose token is cancelled stops promptly and ends with
 * {@link Outcome#CANCELLED} (its result returned as usual, with the output written until then); one not started yet
 * ends so without running. A token can stop any number of executions, and cannot be reset.
 *
 * <pre>{@code
 * CancellationToken stop = CancellationToken.create();
 * CompletableFuture<ExecutionResult> f = executor.executeAsync(ExecutionRequest.builder(code).cancellation(stop).build());
 * stop.cancel();                                   // e.g. the user closed the page
 * f.join().outcome();                              // CANCELLED, unless it had finished already
 * }</pre>
 *
 * <p>Cancelling the {@link java.util.concurrent.CompletableFuture} of {@link CodeExecutor#executeAsync} stops the
 * execution in the same way, but the future then reports a {@link java.util.concurrent.CancellationException}: use
 * a token to receive the {@code CANCELLED} result itself.
 *
 * <p>Thread-safe. Backends register what stops their execution with {@link #onCancel}; the actions run once, on
 * the thread that calls {@link #cancel()} (so they must be quick and must not block), or at once on the
 * registering thread when the token is cancelled already.
 */
public final class CancellationToken {

    /** A registration of {@link #onCancel}: closing it removes the action (when the execution is over). */
    @FunctionalInterface
    public interface Registration extends AutoCloseable {
        /** Removes the action; idempotent. */
        @Override
        void close();
    }

    private final List<Runnable> actions = new ArrayList<>();
    private boolean cancelled;

    private CancellationToken() {
    }

    /** A new token, not cancelled. */
    public static CancellationToken create() {
        return new CancellationToken();
    }

    /**
     * Cancels: every execution holding this token stops (the registered actions run on this thread). Returns
     * whether this call cancelled it (false when it was cancelled already). Idempotent.
     */
    public boolean cancel() {
        List<Runnable> toRun;
        synchronized (this) {
            if (cancelled) {
                return false;
            }
            cancelled = true;
            toRun = new ArrayList<>(actions);
            actions.clear();
        }
        for (Runnable action : toRun) {
            run(action);
        }
        return true;
    }

    /** Whether {@link #cancel()} was called. */
    public synchronized boolean isCancelled() {
        return cancelled;
    }

    /**
     * Runs {@code action} when this token is cancelled: once, on the cancelling thread; at once (on this thread)
     * when it is cancelled already. Close the registration when the action is no longer wanted. An exception the
     * action throws is logged and does not stop the other actions.
     */
    public Registration onCancel(Runnable action) {
        Objects.requireNonNull(action, "action == null");
        synchronized (this) {
            if (!cancelled) {
                actions.add(action);
                return () -> {
                    synchronized (this) {
                        actions.remove(action);
                    }
                };
            }
        }
        run(action);
        return () -> { };
    }

    /** How many actions wait for a cancel (0 once the executions holding this token are over): for tests. */
    synchronized int pendingActions() {
        return actions.size();
    }

    private static void run(Runnable action) {
        try {
            action.run();
        } catch (RuntimeException e) {
            LoggerFactory.getLogger(CancellationToken.class).warn("a cancellation action failed", e);
        }
    }

    @Override
    public synchronized String toString() {
        return cancelled ? "CancellationToken[cancelled]" : "CancellationToken[active]";
    }
}
