package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Footprint;
import io.agentcage.interpreter.internal.object.Gauged;
import io.agentcage.interpreter.internal.object.HasRepr;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyType;
import java.util.function.Consumer;

/**
 * A coroutine: what calling an {@code async def} returns. Its body runs when it is awaited (or sent to, by an event
 * loop's task); each {@code await} that suspends passes what it waits for up to whoever drives the outermost
 * coroutine. Like a generator, it is a suspended frame resumed by a nested VM loop, never a thread.
 */
public final class PyCoroutine extends PyObject implements GenCore.Delegate, HasRepr {
    static final PyType TYPE = PyType.newFinalBuiltin("coroutine", "builtins");

    final GenCore core;
    String name;
    String qualname;
    /** Whether it started, was closed or was reported as never awaited (so it is no longer counted as pending). */
    boolean settled;

    PyCoroutine(Interp in, Frame frame) {
        // the frame outlives the call, as a generator's does
        super(Footprint.COROUTINE + GenCore.frameCharge(frame));
        this.core = new GenCore(frame, GenCore.COROUTINE);
        this.name = frame.code.name;
        this.qualname = frame.code.qualname;
        in.coroutineWarnings().created(qualname);
    }

    /** A coroutine read from a snapshot (the warning record is restored separately). */
    PyCoroutine(Frame frame, String name, String qualname, boolean settled) {
        super(Footprint.COROUTINE + GenCore.frameCharge(frame));
        this.core = new GenCore(frame, GenCore.COROUTINE);
        this.name = name;
        this.qualname = qualname;
        this.settled = settled;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The coroutine object and its core (its frame is counted by the walk with the frames). */
    @Override
    public long footprint() {
        return Footprint.COROUTINE;
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        core.traverse(refs);
    }

    /** Whether its body has not run yet. */
    boolean unstarted() {
        return !core.frame.started && !core.frame.finished;
    }

    private void settle(Interp in) {
        if (!settled) {
            settled = true;
            in.coroutineWarnings().settled(qualname);
        }
    }

    /** Dropped by an expression statement: warns when it never ran (CPython warns when it frees it). */
    void dropped(Interp in, String file, int line) {
        if (!settled && unstarted()) {
            settled = true;
            in.coroutineWarnings().dropped(in, qualname, file, line);
        }
    }

    @Override
    public PyObject resumeDelegate(Interp in, PyObject v, PyException toThrow) {
        settle(in);
        return core.resume(in, v, toThrow);
    }

    @Override
    public PyObject delegateReturn() {
        return core.returnValue;
    }

    /** {@code coro.send(v)}: the value it suspends with; StopIteration carries its result when it returns. */
    PyObject send(Interp in, PyObject v) {
        PyObject r = resumeDelegate(in, v, null);
        if (r == null) {
            throw Exc.stopIteration(core.returnValue);
        }
        return r;
    }

    /** {@code coro.throw(exc)}. */
    PyObject throwIn(Interp in, PyObject exc) {
        PyBaseException e = Exc.toException(in, exc);
        PyObject r = resumeDelegate(in, PyNone.NONE, new PyException(e));
        if (r == null) {
            throw Exc.stopIteration(core.returnValue);
        }
        return r;
    }

    /** {@code coro.close()}. */
    void close(Interp in) {
        settle(in);
        core.close(in);
    }

    /** The check of {@code await coro}: a coroutine suspended in an await of its own cannot be awaited again. */
    void checkAwaitable() {
        if (core.frame.started && !core.frame.finished && core.frame.delegate != null) {
            throw Exc.runtimeError("coroutine is being awaited already");
        }
    }

    /**
     * Gives the coroutine another name (a host function's awaitable call is a coroutine of asyncio's, shown under
     * the function's name in reprs and warnings, as an {@code async def} of that name would be).
     */
    public void rename(Interp in, String newName) {
        if (!settled) {
            in.coroutineWarnings().settled(qualname);
            in.coroutineWarnings().created(newName);
        }
        name = newName;
        qualname = newName;
    }

    /** What a task's repr says of it: {@code f() running at <string>:5} or {@code f() done, defined at ...}. */
    public String describe() {
        Frame f = core.frame;
        if (f.finished) {
            return qualname + "() done, defined at " + f.code.filename + ":" + f.code.firstLine;
        }
        return qualname + "() running at " + f.code.filename + ":" + (f.started ? f.line() : f.code.firstLine);
    }

    @Override
    public String repr() {
        return "<coroutine object " + qualname + " at " + HasRepr.address(this) + ">";
    }

    /**
     * What {@code coro.__await__()} returns: an iterator over the same coroutine (for an {@code __await__} written
     * as {@code return self.run().__await__()}).
     */
    static final class Wrapper extends PyObject implements GenCore.Delegate, HasRepr, Gauged {
        static final PyType TYPE = PyType.newFinalBuiltin("coroutine_wrapper", "builtins");
        final PyCoroutine coro;

        Wrapper(PyCoroutine coro) {
            this.coro = coro;
        }

        @Override
        public PyType type() {
            return TYPE;
        }

        @Override
        public PyObject resumeDelegate(Interp in, PyObject v, PyException toThrow) {
            return coro.resumeDelegate(in, v, toThrow);
        }

        @Override
        public PyObject delegateReturn() {
            return coro.delegateReturn();
        }

        @Override
        public String repr() {
            return "<coroutine_wrapper object at " + HasRepr.address(this) + ">";
        }

        @Override
        public long gauge(Consumer<PyObject> refs) {
            refs.accept(coro);
            return 16;
        }
    }
}
