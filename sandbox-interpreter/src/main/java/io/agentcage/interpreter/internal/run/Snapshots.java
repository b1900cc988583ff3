package io.agentcage.interpreter.internal.run;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.Suspension;
import io.agentcage.host.CallResult;
import io.agentcage.host.HostFunction;
import io.agentcage.host.PendingCall;
import io.agentcage.interpreter.internal.object.ImageException;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.SuspendSignal;
import io.agentcage.interpreter.internal.stdlib.ModuleRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Suspending executions at external host calls and resuming them, for one executor: its snapshot key, host
 * functions and modules. Thread-safe (holds no per-execution state).
 */
public final class Snapshots {
    private final SnapshotSeal seal;
    private final ExecutionImage.Context ctx;

    /** Snapshots sealed with {@code key}, for an executor with these host functions and modules. */
    public Snapshots(byte[] key, List<HostFunction> functions, Map<String, PyObject> callables,
                     ModuleRegistry registry) {
        this.seal = new SnapshotSeal(key);
        Map<String, HostFunction> byName = new java.util.LinkedHashMap<>();
        for (HostFunction f : functions) {
            byName.put(f.name(), f);
        }
        this.ctx = new ExecutionImage.Context(Map.copyOf(byName), Map.copyOf(callables), registry);
    }

    /** The result of an execution that stopped at external calls: the calls and the sealed snapshot. */
    ExecutionResult.Builder suspended(Interp in, PyDict globals, SuspendSignal sig, ExecutionLimits limits,
                                      long startNanos) {
        long elapsed = in.services.priorElapsedNanos + (System.nanoTime() - startNanos);
        ExecutionImage.Stop stop = new ExecutionImage.Stop(sig.top, sig.handled, sig.loopWait,
                sig.pending);
        byte[] body;
        try {
            body = ExecutionImage.write(in, globals, stop, limits, elapsed, ctx);
        } catch (ImageException e) {
            return ExecutionResult.builder(Outcome.SANDBOX_FAILURE).message(e.getMessage()
                    + "; the execution waits for " + ExecutionImage.pendingOf(stop).get(0).function()
                    + "() but cannot be saved");
        }
        List<PendingCall> calls = ExecutionImage.pendingOf(stop);
        return ExecutionResult.builder(Outcome.SUSPENDED).suspension(new Suspension(calls,
                seal.seal(SnapshotSeal.EXECUTION, body))).message("waiting for " + calls.size()
                + " external call(s): " + calls.stream().map(c -> c.function() + "()")
                .collect(java.util.stream.Collectors.joining(", ")));
    }

    /**
     * The sealed state of a session between executions: {@code globals}, the modules and workspace of
     * {@code services}. Runs on the calling thread in an execution of its own under {@code limits}.
     *
     * @throws io.agentcage.SnapshotException naming what cannot be saved
     */
    public byte[] session(PyDict globals, io.agentcage.interpreter.internal.object.Services services,
                          ExecutionLimits limits) {
        Interp in = Runner.newInterp(limits, io.agentcage.ExecutionRequest.of(""), services, System.nanoTime());
        Interp prev = in.enter();
        try {
            return seal.seal(SnapshotSeal.SESSION, ExecutionImage.write(in, globals, null, limits, 0, ctx));
        } catch (ImageException e) {
            throw new io.agentcage.SnapshotException(e.getMessage().replace("cannot save the execution",
                    "cannot save the session"));
        } finally {
            Interp.exit(prev);
            in.releaseMemory();
        }
    }

    /**
     * Reads a session snapshot into {@code services} (its modules and workspace) and returns the session's
     * globals. Runs on the calling thread in an execution of its own under {@code limits}.
     *
     * @throws IllegalArgumentException when the snapshot is refused or damaged
     */
    public PyDict restoreSession(byte[] snapshot, io.agentcage.interpreter.internal.object.Services services,
                                 ExecutionLimits limits) {
        if (snapshot.length > limits.memoryBytes()) {
            throw new IllegalArgumentException("snapshot refused: it has " + snapshot.length + " bytes, more than the"
                    + " memory limit of " + limits.memoryBytes());
        }
        byte[] body = seal.open(snapshot, SnapshotSeal.SESSION);
        Interp in = Runner.newInterp(limits, io.agentcage.ExecutionRequest.of(""), services, System.nanoTime());
        Interp prev = in.enter();
        try {
            ExecutionImage.Header h = ExecutionImage.header(body);
            PyDict globals = ExecutionImage.read(body, h, in, ctx).globals();
            in.memory().settle(globals);
            return globals;
        } catch (ImageException e) {
            throw new IllegalArgumentException("snapshot refused: " + e.getMessage(), e);
        } catch (io.agentcage.interpreter.internal.object.PyException
                 | io.agentcage.interpreter.internal.object.BudgetExceeded | StackOverflowError e) {
            throw new IllegalArgumentException("snapshot refused: restoring it failed (" + e + ")", e);
        } finally {
            Interp.exit(prev);
            in.releaseMemory();
        }
    }

    /** A snapshot checked and its header read (on the caller's thread, before anything runs). */
    public record Opened(byte[] body, ExecutionImage.Header header) {
        /** The limits the execution started with. */
        public ExecutionLimits limits() {
            return header.limits();
        }

        /** Wall-clock time it already ran, in nanoseconds. */
        public long elapsedNanos() {
            return header.elapsedNanos();
        }

        /** The unread standard input. */
        public String stdin() {
            return header.used().stdinLeft();
        }
    }

    /**
     * Checks a snapshot and the answers given for it.
     *
     * @throws IllegalArgumentException when the snapshot is refused or an answer names no pending call
     */
    public Opened open(byte[] snapshot, Map<String, CallResult> results, long maxBytes) {
        if (snapshot.length > maxBytes) {
            throw new IllegalArgumentException("snapshot refused: it has " + snapshot.length + " bytes, more than the"
                    + " memory limit of " + maxBytes);
        }
        byte[] body = seal.open(snapshot, SnapshotSeal.EXECUTION);
        ExecutionImage.Header h;
        try {
            h = ExecutionImage.header(body);
        } catch (ImageException e) {
            throw new IllegalArgumentException("snapshot refused: " + e.getMessage(), e);
        }
        List<String> ids = new ArrayList<>();
        for (PendingCall c : h.pending()) {
            ids.add(c.id());
        }
        for (String id : results.keySet()) {
            if (!ids.contains(id)) {
                throw new IllegalArgumentException("no pending call has id '" + id + "'; the execution waits for "
                        + ids);
            }
        }
        if (!h.loopWait() && !results.keySet().containsAll(ids)) {
            throw new IllegalArgumentException("the execution waits for call " + ids + " and cannot go on without"
                    + " its answer");
        }
        for (Map.Entry<String, CallResult> e : results.entrySet()) {
            if (e.getValue() == null) {
                throw new IllegalArgumentException("the answer to " + e.getKey() + " is null; use"
                        + " CallResult.returned(null) for None");
            }
            HostBridge.checkData(e.getValue().value(), "the answer to " + e.getKey());
        }
        return new Opened(body, h);
    }

    /**
     * Restores an opened snapshot into {@code in} and continues it with the answers; returns what the program's
     * module frame returns. Runs on the execution's thread, inside the execution.
     */
    PyObject resume(Interp in, Opened o, Map<String, CallResult> results, PyDict[] globalsOut) {
        in.services.priorElapsedNanos = o.header().elapsedNanos();
        ExecutionImage.Restored r = ExecutionImage.read(o.body(), o.header(), in, ctx);
        globalsOut[0] = r.globals();
        in.handled = r.handled();
        if (r.top() == null) {
            throw ImageException.corrupt("it has no frames to continue");
        }
        PyObject push = null;
        PyException toThrow = null;
        if (!o.header().loopWait()) {
            HostCall call = (HostCall) r.pending().get(0);
            CallResult answer = results.get(call.id);
            if (answer.failure().isPresent()) {
                toThrow = HostBridge.failure(call.function, answer.failure().get());
            } else {
                push = HostBridge.toGuest(answer.value());
            }
        } else {
            PyList answered = new PyList();
            List<HostCall> open = new ArrayList<>();
            for (PyObject c : r.pending()) {
                HostCall call = (HostCall) c;
                CallResult answer = results.get(call.id);
                if (answer == null) {
                    open.add(call);
                } else {
                    call.complete(answer.value(), answer.failure().orElse(null));
                    answered.append(call);
                }
            }
            if (!open.isEmpty()) {
                ((HostCalls) in.services.asyncHost).restoreExternal(open);
            }
            push = answered;
        }
        return io.agentcage.interpreter.internal.vm.Vm.continueRun(in, (io.agentcage.interpreter.internal.object
                .GuestFrame) r.top(), push, toThrow);
    }
}
