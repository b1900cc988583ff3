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
     * {@code fn(a)} or, when {@code n} is 2, {@code fn(a, b)}: what native code calls most (a sort key, a guest
     * {@code __lt__} asked by a sort or a comparison), as {@link #call} with that many positional arguments; the VM
     * runs a simple function without an argument array.
     */
    default PyObject callPositional(Interp in, PyFunction fn, int n, PyObject a, PyObject b) {
        return call(in, fn, n == 1 ? new PyObject[] {a} : new PyObject[] {a, b}, null);
    }

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
