package io.agentcage;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * The default asynchronous execution of {@link CodeExecutor#executeAsync} and {@link Session#executeAsync}: the
 * blocking call on a thread of an {@link Executor}, its future linked to a {@link CancellationToken} of its own.
 */
final class AsyncCalls {
    /** Idle threads of the default executor end after this long, so that none outlives its work by much. */
    private static final long KEEP_ALIVE_MILLIS = 2_000;

    private static volatile Executor defaultExecutor;

    private AsyncCalls() {
    }

    /**
     * The executor of {@code executeAsync(request)}: daemon threads named {@code agentcage-async-N}, created as
     * needed (one per execution in flight) and ended after two idle seconds.
     */
    static Executor defaultExecutor() {
        Executor e = defaultExecutor;
        if (e == null) {
            synchronized (AsyncCalls.class) {
                e = defaultExecutor;
                if (e == null) {
                    AtomicInteger n = new AtomicInteger();
                    ThreadPoolExecutor pool = new ThreadPoolExecutor(0, Integer.MAX_VALUE, KEEP_ALIVE_MILLIS,
                            TimeUnit.MILLISECONDS, new SynchronousQueue<>(), r -> {
                                Thread t = new Thread(r, "agentcage-async-" + n.incrementAndGet());
                                t.setDaemon(true);
                                return t;
                            });
                    defaultExecutor = e = pool;
                }
            }
        }
        return e;
    }

    /**
     * Runs {@code call} on {@code executor} with a request whose cancellation token is cancelled when the returned
     * future is cancelled or the request's own token is.
     */
    static CompletableFuture<ExecutionResult> run(ExecutionRequest request, Executor executor,
                                                  Function<ExecutionRequest, ExecutionResult> call) {
        Objects.requireNonNull(request, "request == null");
        Objects.requireNonNull(executor, "executor == null");
        CancellationToken token = CancellationToken.create();
        CancellationToken.Registration link = request.cancellation().map(outer -> outer.onCancel(token::cancel))
                .orElse(() -> { });
        ExecutionRequest linked = request.withCancellation(token);
        CompletableFuture<ExecutionResult> future = new CompletableFuture<>();
        future.whenComplete((r, e) -> {
            if (future.isCancelled()) {
                token.cancel();
            }
        });
        try {
            executor.execute(() -> {
                try {
                    if (!future.isDone()) {
                        future.complete(call.apply(linked));
                    }
                } catch (Throwable e) {
                    future.completeExceptionally(e);
                } finally {
                    link.close();
                }
            });
        } catch (RejectedExecutionException e) {
            link.close();
            future.completeExceptionally(e);
        }
        return future;
    }
}
