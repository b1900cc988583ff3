package io.agentcage.interpreter.internal.object;

import java.util.Set;

/**
 * What the object model needs from the machine that runs guest code: calling a guest function (a guest
 * {@code __eq__}, a {@code sorted} key, a callback) and measuring what the execution's frames keep alive. The VM
 * implements it ({@code internal.vm.VmMachine}) and hands it to every {@link Interp}; the object model depends on
 * this interface only, never on the VM.
 */
public interface Machine {
    /** Runs the guest function {@code fn} with {@code args} and {@code kwargs} (may be null) and returns its result. */
    PyObject call(Interp in, PyFunction fn, PyObject[] args, PyDict kwargs);

    /**
     * About the bytes the execution retains now (from its frames, the exception being handled and its modules);
     * any value above {@code limit} means "more than that" (the walk stops there).
     */
    long retainedBytes(Interp in, long limit);

    /**
     * Whether any of {@code targets} is reachable from the execution's roots (those of {@link #retainedBytes}); the
     * walk is charged as work.
     */
    boolean reachesAny(Interp in, Set<PyObject> targets);
}
