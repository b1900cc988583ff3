package io.agentcage.interpreter;

import io.agentcage.CancellationToken;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.run.LiveExecution;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Asynchronous executions of the interpreter: the program runs on a worker thread and completes the future itself,
 * so no thread waits for it; a watchdog completes the future with a timeout two seconds past the deadline when the
 * program has not stopped by then (a host function that blocks), as the synchronous path does.
 */
final class AsyncRuns {
    /** Grace after the deadline before the watchdog answers for a program that did not stop. */
    static final long BACKSTOP_NANOS = TimeUnit.SECONDS.toNanos(2);
    private static final ScheduledThreadPoolExecutor WATCHDOG = watchdog();

    private AsyncRuns() {
    }

    /** Runs one program connected to its live part; see {@link #submit}. */
    @FunctionalInterface
    interface Task {
        ExecutionResult run(LiveExecution live, Consumer<Interp> running);
    }

    private static ScheduledThreadPoolExecutor watchdog() {
        ScheduledThreadPoolExecutor w = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "agentcage-interpreter-watchdog");
            t.setDaemon(true);
            return t;
        });
        w.setRemoveOnCancelPolicy(true);
        return w;
    }

    /**
     * Runs {@code task} on {@code workers} with {@code request} linked to a token of its own: cancelling the
     * returned future, or the request's token, cancels the program.
     *
     * @param task      runs the program connected to the {@link LiveExecution} (whose request is linked to the
     *                  future); it hands its {@link Interp} to the consumer as soon as it exists
     * @param onFailure the result for an exception of the task (an {@link OutOfMemoryError} outside the guest)
     * @param watchdog  the result when the program has not stopped {@link #BACKSTOP_NANOS} after its timeout
     */
    static CompletableFuture<ExecutionResult> submit(Executor workers, ExecutionRequest request, long timeoutNanos,
            Task task,
            Function<Throwable, ExecutionResult> onFailure, Supplier<ExecutionResult> watchdog) {
        CancellationToken token = CancellationToken.create();
        CancellationToken.Registration link = request.cancellation().map(t -> t.onCancel(token::cancel))
                .orElse(() -> { });
        LiveExecution live = LiveExecution.of(request.withCancellation(token));
        CompletableFuture<ExecutionResult> future = new CompletableFuture<>();
        Interp[] running = new Interp[1];
        ScheduledFuture<?> backstop = WATCHDOG.schedule(() -> {
            synchronized (running) {
                if (running[0] != null) {
                    running[0].cancel();
                }
            }
            future.complete(watchdog.get());
        }, timeoutNanos + BACKSTOP_NANOS, TimeUnit.NANOSECONDS);
        future.whenComplete((r, e) -> {
            backstop.cancel(false);
            if (future.isCancelled()) {
                token.cancel();
            }
        });
        try {
            workers.execute(() -> {
                try {
                    if (!future.isDone()) {
                        ExecutionResult r = task.run(live, in -> {
                            synchronized (running) {
                                running[0] = in;
                            }
                        });
                        backstop.cancel(false);   // the program is over: waiting for the listener is not a hang
                        future.complete(live.finish(r));
                    }
                } catch (Throwable e) {
                    future.complete(live.finish(onFailure.apply(e)));
                } finally {
                    link.close();
                    synchronized (running) {
                        running[0] = null;
                    }
                }
            });
        } catch (RejectedExecutionException e) {
            link.close();
            future.completeExceptionally(e);
        }
        return future;
    }
}
