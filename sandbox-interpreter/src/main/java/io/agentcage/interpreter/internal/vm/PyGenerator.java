package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.BuiltinFunctions;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Footprint;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyIter;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyType;

/**
 * A generator: a suspended frame resumed by {@code next}/{@code send}/{@code throw}. No thread: resuming runs the
 * frame in a nested, depth-counted VM loop until its next {@code yield} (see {@link GenCore}). Frames are never
 * exposed to guest code ({@code gi_frame} does not exist).
 */
public final class PyGenerator extends PyIter implements BuiltinFunctions.StopValue, GenCore.Delegate {
    final GenCore core;

    PyGenerator(Frame frame) {
        // the frame outlives the call: charged now unless it was when it was made (Frame.SMALL_SLOTS)
        super(Footprint.GENERATOR + GenCore.frameCharge(frame));
        this.core = new GenCore(frame, GenCore.GENERATOR);
        this.pipes = true;
    }

    /** The generator object and its core (its frame is counted by the walk with the frames). */
    @Override
    public long footprint() {
        return Footprint.GENERATOR;
    }

    /** The generator object; its frame is walked by the gauge with the frames (see {@code MemoryGauge}). */
    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        core.traverse(refs);
    }

    @Override
    public PyType type() {
        return PyType.GENERATOR;
    }

    public String name() {
        return core.frame.code.name;
    }

    /** The suspended frame (for the memory gauge). */
    Frame frame() {
        return core.frame;
    }

    @Override
    public PyObject stopValue() {
        return core.returnValue;
    }

    PyObject returnValue() {
        return core.returnValue;
    }

    @Override
    public PyObject next() {
        return core.resume(Interp.current(), PyNone.NONE, null);
    }

    /** Runs the frame in one loop, handing each yielded value to {@code sink} (see {@link GenDrive}). */
    @Override
    public boolean drain(io.agentcage.interpreter.internal.object.ItemSink sink) {
        Interp in = Interp.current();
        // while the sink runs the current frame is the consumer's, which may hold this generator only in a Java
        // local: pinned, so that a memory walk still reaches the frame
        int mark = in.memory().pin(this);
        try {
            return core.drain(in, sink);
        } finally {
            in.memory().unpin(mark);
        }
    }

    /** Sends a value; returns the next yielded value, or null when the generator finished. */
    PyObject send(Interp in, PyObject v) {
        return core.resume(in, v, null);
    }

    /** Resumes; null when the generator has finished (its return value is kept). */
    PyObject resume(Interp in, PyObject v, PyException toThrow) {
        return core.resume(in, v, toThrow);
    }

    @Override
    public PyObject resumeDelegate(Interp in, PyObject v, PyException toThrow) {
        return core.resume(in, v, toThrow);
    }

    @Override
    public PyObject delegateReturn() {
        return core.returnValue;
    }

    /** {@code gen.send(v)} for guest code: raises StopIteration at the end. */
    PyObject guestSend(Interp in, PyObject v) {
        PyObject r = core.resume(in, v, null);
        if (r == null) {
            throw Exc.stopIteration(core.returnValue);
        }
        return r;
    }

    /** {@code gen.throw(exc)}. */
    PyObject guestThrow(Interp in, PyObject exc) {
        PyBaseException e = Exc.toException(in, exc);
        PyObject r = core.resume(in, PyNone.NONE, new PyException(e));
        if (r == null) {
            throw Exc.stopIteration(core.returnValue);
        }
        return r;
    }

    /** {@code gen.close()}. */
    void close(Interp in) {
        core.close(in);
    }

    @Override
    public String toString() {
        return core.frame.code.qualname;
    }
}
