package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.BuiltinFunctions;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyIter;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyType;

/**
 * A generator: a suspended frame resumed by {@code next}/{@code send}/{@code throw}. No thread: resuming runs the
 * frame in a nested, depth-counted VM loop until its next {@code yield}. Frames are never exposed to guest code
 * ({@code gi_frame} does not exist).
 */
public final class PyGenerator extends PyIter implements BuiltinFunctions.StopValue {
    private final Frame frame;
    private boolean running;
    private PyObject returnValue = PyNone.NONE;

    PyGenerator(Frame frame) {
        this.frame = frame;
    }

    /** The generator object; its frame is walked by the gauge with the frames (see {@code MemoryGauge}). */
    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        refs.accept(returnValue);
    }

    @Override
    public PyType type() {
        return PyType.GENERATOR;
    }

    public String name() {
        return frame.code.name;
    }

    /** The suspended frame (for the memory gauge). */
    Frame frame() {
        return frame;
    }

    @Override
    public PyObject stopValue() {
        return returnValue;
    }

    PyObject returnValue() {
        return returnValue;
    }

    @Override
    public PyObject next() {
        return resume(Interp.current(), PyNone.NONE, null);
    }

    /** Sends a value; returns the next yielded value, or null when the generator finished. */
    PyObject send(Interp in, PyObject v) {
        return resume(in, v, null);
    }

    /** Resumes; null when the generator has finished (its return value is kept). */
    PyObject resume(Interp in, PyObject v, PyException toThrow) {
        if (frame.finished) {
            if (toThrow != null) {
                throw toThrow;
            }
            return null;
        }
        if (running) {
            throw Exc.make(Exc.ValueError, "generator already executing");
        }
        if (!frame.started) {
            if (v != PyNone.NONE && toThrow == null) {
                throw Exc.typeError("can't send non-None value to a just-started generator");
            }
            frame.started = true;
            if (toThrow != null) {
                frame.finished = true;
                throw toThrow;
            }
        } else if (toThrow != null && frame.delegate instanceof PyGenerator g) {
            try {
                PyObject r = g.resume(in, PyNone.NONE, toThrow);
                if (r != null) {
                    return r;
                }
                frame.stack[frame.sp - 1] = g.returnValue;
                toThrow = null;
            } catch (PyException e) {
                frame.stack[--frame.sp] = null;
                toThrow = e;
            }
            frame.delegate = null;
            frame.ip++;
        } else if (toThrow == null) {
            frame.stack[frame.sp++] = v;
        }
        running = true;
        try {
            PyObject r = Vm.resume(in, frame, toThrow);
            if (frame.finished) {
                returnValue = r;
                return null;
            }
            return r;
        } catch (PyException e) {
            frame.finished = true;
            if (Exc.matches(e, Exc.StopIteration)) {
                PyException re = Exc.runtimeError("generator raised StopIteration");
                re.exc.cause = e.exc;
                re.exc.context = e.exc;
                throw re;
            }
            throw e;
        } finally {
            running = false;
        }
    }

    /** {@code gen.send(v)} for guest code: raises StopIteration at the end. */
    PyObject guestSend(Interp in, PyObject v) {
        PyObject r = resume(in, v, null);
        if (r == null) {
            throw Exc.stopIteration(returnValue);
        }
        return r;
    }

    /** {@code gen.throw(exc)}. */
    PyObject guestThrow(Interp in, PyObject exc) {
        PyBaseException e = Exc.toException(in, exc);
        PyObject r = resume(in, PyNone.NONE, new PyException(e));
        if (r == null) {
            throw Exc.stopIteration(returnValue);
        }
        return r;
    }

    /** {@code gen.close()}. */
    void close(Interp in) {
        if (frame.finished || !frame.started) {
            frame.finished = true;
            return;
        }
        try {
            PyObject r = resume(in, PyNone.NONE, Exc.make(Exc.GeneratorExit));
            if (r != null) {
                throw Exc.runtimeError("generator ignored GeneratorExit");
            }
        } catch (PyException e) {
            if (!Exc.matches(e, Exc.GeneratorExit) && !Exc.matches(e, Exc.StopIteration)) {
                throw e;
            }
        }
    }

    @Override
    public String toString() {
        return frame.code.qualname;
    }

    static String reprOf(PyGenerator g) {
        return "<generator object " + g.frame.code.qualname + " at " + Integer.toHexString(System.identityHashCode(g))
                + ">";
    }

    static boolean isGen(PyObject o) {
        return o instanceof PyGenerator && Ops.isIterable(o);
    }
}
