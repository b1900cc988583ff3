package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyObject;

/**
 * A guest function compiled to a JVM method (ADR 0063): the superclass of the hidden classes {@link TierClasses}
 * defines. {@link #run} executes a frame that is pushed and at instruction 0, on the frame's own arrays, and returns
 * the function's value; an exception hands the frame back to {@link Vm}'s loop, which runs the handlers.
 */
abstract class TierCode {
    /**
     * Runs {@code f} (already linked and counted as the innermost frame) to its return. With {@code osr}, {@code f}
     * is a frame the loop was running, entered at the loop header {@code f.ip} (see {@link Tier#osr}); an exception
     * then propagates to the loop instead of being handed to a nested one, and an exit answers {@link Tier#PIPE}.
     */
    abstract PyObject run(Interp in, Frame f, boolean osr);

    /** The analysis the code was compiled from: where it can be entered from the loop. */
    TierAnalysis analysis;
    /** An instruction of the code that is a RETURN_VALUE, or -1. */
    int returnAt = -1;
}
