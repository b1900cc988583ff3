package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyObject;

/**
 * A guest function compiled to a JVM method (ADR 0063): the superclass of the hidden classes {@link TierClasses}
 * defines. {@link #run} executes a frame that is pushed and at instruction 0, on the frame's own arrays, and returns
 * the function's value; an exception hands the frame back to {@link Vm}'s loop, which runs the handlers.
 */
abstract class TierCode {
    /** Runs {@code f} (already linked and counted as the innermost frame) to its return. */
    abstract PyObject run(Interp in, Frame f);
}
