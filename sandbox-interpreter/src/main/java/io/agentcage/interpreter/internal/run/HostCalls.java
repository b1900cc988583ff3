package io.agentcage.interpreter.internal.run;

import io.agentcage.Limit;
import io.agentcage.host.HostFunction;
import io.agentcage.interpreter.internal.object.AsyncHost;
import io.agentcage.interpreter.internal.object.BudgetExceeded;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyObject;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * The host calls of one execution that its event loop awaits: they run concurrently, blocking ones on the host's
 * executor and asynchronous ones on their own {@link CompletionStage}, at most {@code maxInFlight} at a time (the
 * others wait their turn, in order). Completions arrive on host threads and wait in a queue until the execution's
 * thread collects them; nothing of the guest is touched off that thread. Closing cancels what is still running.
 */
final class HostCalls implements AsyncHost {
    /** How often a wait looks at cancellation and the deadline. */
    private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private final Executor executor;
    private final int maxInFlight;
    private final LinkedBlockingQueue<HostCall> completed = new LinkedBlockingQueue<>();
    private final ArrayDeque<HostCall> queued = new ArrayDeque<>();
    private final Set<HostCall> started = Collections.newSetFromMap(new IdentityHashMap<>());
    /** Calls of external host functions: the host never runs them; the execution suspends to have them answered. */
    private final List<HostCall> external = new ArrayList<>();
    private int running;

    HostCalls(Executor executor, int maxInFlight) {
        this.executor = executor;
        this.maxInFlight = maxInFlight;
    }

    @Override
    public void start(Interp in, PyObject c) {
        HostCall call = (HostCall) c;
        if (started.contains(call) || call.isDone()) {
            return;
        }
        HostBridge.count(in);
        started.add(call);
        if (call.function.isExternal()) {
            external.add(call);
            return;
        }
        if (running < maxInFlight) {
            launch(in, call);
        } else {
            queued.add(call);
        }
    }

    private void launch(Interp in, HostCall call) {
        running++;
        call.launched = true;
        HostFunction f = call.function;
        if (f.mode() == HostFunction.Mode.ASYNC) {
            try {
                Object stage = f.implementation().call(call.arguments);
                if (!(stage instanceof CompletionStage<?> st)) {
                    throw new IllegalStateException("the asynchronous implementation of " + f.name()
                            + "() returned " + (stage == null ? "null" : stage.getClass().getName())
                            + " instead of a CompletionStage");
                }
                CompletableFuture<?> cf = st.toCompletableFuture();
                call.future = cf;
                cf.whenComplete((v, t) -> finish(call, v, t));
            } catch (Exception e) {
                finish(call, null, e);
            }
            return;
        }
        FutureTask<Object> task = new FutureTask<>(() -> f.implementation().call(call.arguments)) {
            @Override
            protected void done() {
                try {
                    finish(call, get(), null);
                } catch (java.util.concurrent.ExecutionException e) {
                    finish(call, null, e.getCause());
                } catch (Exception | Error e) {
                    finish(call, null, e);
                }
            }
        };
        call.future = task;
        try {
            executor.execute(task);
        } catch (RejectedExecutionException e) {
            task.cancel(false);
            finish(call, null, new IllegalStateException("the host's executor refused the call"));
        }
    }

    private void finish(HostCall call, Object value, Throwable error) {
        if (!call.isDone()) {
            call.complete(value, error);
            completed.add(call);
        }
    }

    @Override
    public boolean pending() {
        return !started.isEmpty();
    }

    @Override
    public List<PyObject> await(Interp in, long timeoutNanos) {
        List<PyObject> out = new ArrayList<>();
        HostCall first = completed.poll();
        if (first == null && timeoutNanos != 0 && running == 0 && queued.isEmpty() && !external.isEmpty()) {
            // every task waits, some on external calls, and the host runs nothing that could wake one
            suspend(in);
        }
        if (first == null && timeoutNanos != 0) {
            first = block(in, timeoutNanos);
        }
        if (first != null) {
            collect(in, first, out);
            for (HostCall c = completed.poll(); c != null; c = completed.poll()) {
                collect(in, c, out);
            }
        }
        in.checkpoint();
        return out;
    }

    private void suspend(Interp in) {
        String why = in.services.cannotSuspend;
        if (why == null && in.nativeDepth() != 1) {
            why = "asyncio.run() runs inside a generator being iterated, a class body or a callback of a builtin";
        }
        if (why != null) {
            throw io.agentcage.interpreter.internal.object.Exc.runtimeError("external function '"
                    + external.get(0).function.name() + "' cannot suspend this execution: " + why);
        }
        throw new io.agentcage.interpreter.internal.object.SuspendSignal(in.frame, in.handled, true,
                new ArrayList<>(external));
    }

    /** Calls of external host functions still unanswered (for a snapshot). */
    List<HostCall> external() {
        return List.copyOf(external);
    }

    /** Takes back the unanswered external calls of a resumed execution. */
    void restoreExternal(List<HostCall> calls) {
        for (HostCall c : calls) {
            started.add(c);
            external.add(c);
        }
    }

    /** Waits for the next completion, up to {@code timeoutNanos} (negative: no limit) but never past the deadline. */
    private HostCall block(Interp in, long timeoutNanos) {
        long start = System.nanoTime();
        while (true) {
            in.checkTime();
            long waited = System.nanoTime() - start;
            long left = timeoutNanos < 0 ? Long.MAX_VALUE : timeoutNanos - waited;
            if (left <= 0) {
                return null;
            }
            long deadlineLeft = in.nanosLeft();
            if (deadlineLeft <= 0) {
                throw new BudgetExceeded(Limit.TIME, "timed out waiting for host calls");
            }
            try {
                HostCall c = completed.poll(Math.min(POLL_NANOS, Math.min(left, deadlineLeft)),
                        TimeUnit.NANOSECONDS);
                if (c != null) {
                    return c;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new BudgetExceeded(Limit.TIME, "execution cancelled");
            }
        }
    }

    private void collect(Interp in, HostCall call, List<PyObject> out) {
        external.remove(call);
        if (started.remove(call)) {
            if (call.launched) {
                running--;
            }
            out.add(call);
        }
        while (running < maxInFlight && !queued.isEmpty()) {
            launch(in, queued.poll());
        }
    }

    @Override
    public void cancel(PyObject c) {
        HostCall call = (HostCall) c;
        if (external.remove(call) || queued.remove(call)) {
            finish(call, null, new java.util.concurrent.CancellationException());
            return;
        }
        if (call.future != null) {
            call.future.cancel(true);
        }
    }

    @Override
    public PyObject[] outcome(Interp in, PyObject c) {
        HostCall call = (HostCall) c;
        Throwable t = call.failure();
        if (t == null) {
            try {
                return new PyObject[] {PyBool.TRUE, HostBridge.toGuest(call.result())};
            } catch (PyException e) {
                return new PyObject[] {PyBool.FALSE, e.exc};
            }
        }
        return new PyObject[] {PyBool.FALSE, HostBridge.failure(call.function, t).exc};
    }

    @Override
    public void close() {
        for (HostCall call : started) {
            if (call.future != null) {
                call.future.cancel(true);
            }
        }
        started.clear();
        queued.clear();
        external.clear();
    }
}
