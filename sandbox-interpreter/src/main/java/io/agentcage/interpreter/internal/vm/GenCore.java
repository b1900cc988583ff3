package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;

/**
 * What generators, coroutines and async generators share: a suspended frame resumed by a nested, depth-counted run
 * of the VM loop until its next {@code yield} (or {@code await} that suspends), its end or an exception. Each keeps
 * its own exception state (the exception its code handles while suspended), as CPython's do, so a task suspended in
 * an {@code except} block does not leak that exception into the code that runs in the meantime.
 */
final class GenCore {
    static final int GENERATOR = 0;
    static final int COROUTINE = 1;
    static final int ASYNC_GENERATOR = 2;

    final Frame frame;
    final int kind;
    boolean running;
    PyObject returnValue = PyNone.NONE;
    /** Async generators: whether the last suspension was a {@code yield} (else an inner await passing through). */
    boolean yielded;
    /** The exception the suspended code handles, or null. */
    PyObject handled;
    /** While the frame runs inline in a {@code for} loop ({@link GenInline}): the loop's handled exceptions. */
    PyObject savedHandled;
    PyObject savedOuter;

    GenCore(Frame frame, int kind) {
        this.frame = frame;
        this.kind = kind;
    }

    /**
     * The bytes to charge when a generator, coroutine or async generator keeps {@code frame} beyond the call that
     * made it: the frame, unless it was charged when it was made ({@link Frame#SMALL_SLOTS}).
     */
    static long frameCharge(Frame frame) {
        return frame.charged ? 0 : frame.footprint();
    }

    /** What the core keeps besides its frame (which the memory gauge walks with the frames). */
    void traverse(java.util.function.Consumer<PyObject> refs) {
        refs.accept(returnValue);
        refs.accept(handled);
    }

    String noun() {
        return kind == GENERATOR ? "generator" : kind == COROUTINE ? "coroutine" : "async generator";
    }

    /**
     * Resumes with {@code v} sent in, or {@code toThrow} raised at the suspension point. Returns the value the frame
     * suspended with, or null when it finished ({@link #returnValue} holds what it returned).
     */
    PyObject resume(Interp in, PyObject v, PyException toThrow) {
        if (frame.finished) {
            if (kind == COROUTINE) {
                throw Exc.runtimeError("cannot reuse already awaited coroutine");
            }
            if (toThrow != null) {
                throw toThrow;
            }
            // only the resumption that finished it reports the return value: later ones stop with None
            returnValue = PyNone.NONE;
            return null;
        }
        if (running) {
            throw Exc.make(Exc.ValueError, noun() + " already executing");
        }
        if (!frame.started) {
            if (v != PyNone.NONE && toThrow == null) {
                throw Exc.typeError("can't send non-None value to a just-started " + noun());
            }
            frame.started = true;
            if (toThrow != null) {
                frame.finished = true;
                throw toThrow;
            }
        } else if (toThrow != null && frame.delegate != null) {
            // the frame waits in a 'yield from' / 'await': the exception goes to what it waits for first
            try {
                PyObject r = throwInto(in, frame.delegate, toThrow);
                if (r != null) {
                    return r;
                }
                frame.stack[frame.sp - 1] = delegateReturn(frame.delegate);
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
        return run(in, toThrow);
    }

    /**
     * Pushes what the generator yields into {@code sink} until it declines one or the generator ends (true): the
     * frame runs in one loop, handing each value over without leaving it (see {@link GenDrive}). A running or
     * finished generator takes the general path (its errors are {@code next()}'s).
     */
    boolean drain(Interp in, io.agentcage.interpreter.internal.object.ItemSink sink) {
        if (running || frame.finished || frame.drive != null) {
            for (PyObject x = resume(in, PyNone.NONE, null); x != null; x = resume(in, PyNone.NONE, null)) {
                if (!sink.accept(x)) {
                    return false;
                }
            }
            return true;
        }
        GenDrive d = new GenDrive(sink, in.handled, in.outerHandled);
        frame.drive = d;
        PyObject r;
        try {
            r = resume(in, PyNone.NONE, null);
        } finally {
            frame.drive = null;
        }
        if (d.error != null) {
            throw d.error;
        }
        return r == null;
    }

    private PyObject run(Interp in, PyException toThrow) {
        running = true;
        PyObject callerHandled = in.handled;
        PyObject callerOuter = in.outerHandled;
        in.outerHandled = callerHandled != null ? callerHandled : callerOuter;
        in.handled = handled;
        try {
            PyObject r = Vm.resume(in, frame, toThrow);
            if (frame.finished) {
                returnValue = r;
                handled = null;
                return null;
            }
            handled = in.handled;
            yielded = frame.asyncGenYield;
            frame.asyncGenYield = false;
            return r;
        } catch (PyException e) {
            frame.finished = true;
            handled = null;
            if (Exc.matches(e, Exc.StopIteration)) {
                throw chained(noun() + " raised StopIteration", e);
            }
            if (kind == ASYNC_GENERATOR && Exc.matches(e, Exc.StopAsyncIteration)) {
                throw chained("async generator raised StopAsyncIteration", e);
            }
            throw e;
        } finally {
            running = false;
            in.handled = callerHandled;
            in.outerHandled = callerOuter;
        }
    }

    static PyException chained(String message, PyException cause) {
        PyException re = Exc.runtimeError(message);
        re.exc.cause = cause.exc;
        re.exc.context = cause.exc;
        re.exc.suppressContext = true;
        return re;
    }

    /**
     * Raises {@code toThrow} inside what a suspended frame delegates to; returns what that yields, or null when it
     * finished (see {@link #delegateReturn}).
     */
    static PyObject throwInto(Interp in, PyObject delegate, PyException toThrow) {
        if (delegate instanceof Delegate d) {
            return d.resumeDelegate(in, PyNone.NONE, toThrow);
        }
        PyObject m = Ops.getattrOrNull(delegate, PyStr.intern("throw"));
        if (m == null) {
            throw toThrow;
        }
        try {
            return Ops.call(in, m, new PyObject[] {toThrow.exc}, null);
        } catch (PyException e) {
            if (Exc.matches(e, Exc.StopIteration)) {
                DELEGATE_RESULT.set(e.exc.args.size() > 0 ? e.exc.args.get(0) : PyNone.NONE);
                return null;
            }
            throw e;
        }
    }

    /** What a delegate that finished returned (its StopIteration value). */
    static PyObject delegateReturn(PyObject delegate) {
        if (delegate instanceof Delegate d) {
            return d.delegateReturn();
        }
        PyObject v = DELEGATE_RESULT.get();
        DELEGATE_RESULT.remove();
        return v == null ? PyNone.NONE : v;
    }

    private static final ThreadLocal<PyObject> DELEGATE_RESULT = new ThreadLocal<>();

    /** Closes a suspended frame: raises GeneratorExit in it, as {@code close()} does. */
    void close(Interp in) {
        if (frame.finished || !frame.started) {
            frame.finished = true;
            return;
        }
        try {
            PyObject r = resume(in, PyNone.NONE, Exc.make(Exc.GeneratorExit));
            if (r != null) {
                throw Exc.runtimeError(noun() + " ignored GeneratorExit");
            }
        } catch (PyException e) {
            if (!Exc.matches(e, Exc.GeneratorExit) && !Exc.matches(e, Exc.StopIteration)) {
                throw e;
            }
        }
    }

    /**
     * A native object a frame can wait on with {@code yield from} or {@code await}: generators, coroutines, their
     * {@code __await__} wrappers and the awaitables of async generators.
     */
    interface Delegate {
        /** Resumes with {@code v} or {@code toThrow}; the value it suspends with, or null when it finished. */
        PyObject resumeDelegate(Interp in, PyObject v, PyException toThrow);

        /** What it returned when {@link #resumeDelegate} gave null. */
        PyObject delegateReturn();
    }
}
