package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyBoundMethod;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyIter;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;

/** The instructions of {@code await}, {@code async for} and {@code async with}, with CPython 3.11's messages. */
final class AsyncOps {
    private AsyncOps() {
    }

    private static final PyStr AWAIT = PyStr.intern("__await__");
    private static final PyStr AITER = PyStr.intern("__aiter__");
    private static final PyStr ANEXT = PyStr.intern("__anext__");
    private static final PyStr AENTER = PyStr.intern("__aenter__");
    private static final PyStr AEXIT = PyStr.intern("__aexit__");
    private static final PyStr NEXT = PyStr.intern("__next__");

    /** What calling a function whose code is {@code f.code} returns: a generator, a coroutine or an async one. */
    static PyObject suspendable(Interp in, Frame f) {
        Code c = f.code;
        if (c.isCoroutine()) {
            return new PyCoroutine(in, f);
        }
        if (c.isAsyncGenerator()) {
            return new PyAsyncGenerator(f);
        }
        return new PyGenerator(f);
    }

    /**
     * The iterator an {@code await} delegates to ({@code where}: 0 an await expression, 1 the result of
     * {@code __aenter__}, 2 that of {@code __aexit__}).
     */
    static PyObject awaitable(Interp in, PyObject o, int where) {
        if (o instanceof PyCoroutine c) {
            c.checkAwaitable();
            return c;
        }
        if (o instanceof PyCoroutine.Wrapper || o instanceof PyAsyncGenerator.Step
                || o instanceof AsyncBuiltins.AnextDefault) {
            return o;
        }
        PyObject m = o.type().lookup(AWAIT);
        if (m == null) {
            String t = Ops.typeName(o);
            throw Exc.typeError(where == 0 ? "object " + t + " can't be used in 'await' expression"
                    : "'async with' received an object from __a" + (where == 1 ? "enter" : "exit")
                    + "__ that does not implement __await__: " + t);
        }
        PyObject it = Ops.callMethod(o, m);
        if (it instanceof PyCoroutine) {
            throw Exc.typeError("__await__() returned a coroutine");
        }
        if (!(it instanceof PyIter || it instanceof GenCore.Delegate) && it.type().lookup(NEXT) == null) {
            throw Exc.typeError("__await__() returned non-iterator of type '" + Ops.typeName(it) + "'");
        }
        return it;
    }

    /** {@code GET_AITER}: the asynchronous iterator of an {@code async for}. */
    static PyObject aiter(Interp in, PyObject o) {
        if (o instanceof PyAsyncGenerator) {
            return o;
        }
        PyObject m = o.type().lookup(AITER);
        if (m == null) {
            throw Exc.typeError("'async for' requires an object with __aiter__ method, got " + Ops.typeName(o));
        }
        PyObject it = Ops.callMethod(o, m);
        if (!(it instanceof PyAsyncGenerator) && it.type().lookup(ANEXT) == null) {
            throw Exc.typeError("'async for' received an object from __aiter__ that does not implement __anext__: "
                    + Ops.typeName(it));
        }
        return it;
    }

    /** {@code GET_ANEXT}: the awaitable of the next item of an {@code async for}. */
    static PyObject anext(Interp in, PyObject aiter) {
        if (aiter instanceof PyAsyncGenerator g) {
            return g.asend(in, PyNone.NONE);
        }
        PyObject m = aiter.type().lookup(ANEXT);
        if (m == null) {
            throw Exc.typeError("'async for' requires an iterator with __anext__ method, got "
                    + Ops.typeName(aiter));
        }
        PyObject r = Ops.callMethod(aiter, m);
        try {
            return awaitable(in, r, 0);
        } catch (PyException e) {
            if (!Exc.matches(e, Exc.TypeError)) {
                throw e;
            }
            PyException te = Exc.typeError("'async for' received an invalid object from __anext__: "
                    + Ops.typeName(r));
            te.exc.cause = e.exc;
            te.exc.context = e.exc;
            te.exc.suppressContext = true;
            throw te;
        }
    }

    /** {@code BEFORE_ASYNC_WITH}: [mgr] → [bound __aexit__, result of __aenter__()]. */
    static void beforeAsyncWith(Frame f) {
        PyObject[] st = f.stack;
        PyObject mgr = st[f.sp - 1];
        PyObject enter = mgr.type().lookup(AENTER);
        PyObject exit = mgr.type().lookup(AEXIT);
        if (enter == null || exit == null) {
            throw Exc.typeError("'" + Ops.typeName(mgr) + "' object does not support the asynchronous context"
                    + " manager protocol");
        }
        st[f.sp - 1] = new PyBoundMethod(mgr, exit);
        st[f.sp++] = Ops.callMethod(mgr, enter);
    }

    /** {@code ASYNC_WITH_EXCEPT}: calls {@code __aexit__(type, exc, tb)} with the exception being handled. */
    static void withExcept(Interp in, Frame f) {
        PyObject[] st = f.stack;
        PyObject exc = st[f.sp - 1];
        PyObject exit = st[f.sp - 3];
        st[f.sp++] = in.call(exit, exc.type(), exc, PyNone.NONE);
    }

    /** {@code ASYNC_WITH_EXCEPT_END}: suppresses the exception when {@code __aexit__} returned true. */
    static int withExceptEnd(Interp in, Frame f) {
        PyObject[] st = f.stack;
        PyObject result = st[f.sp - 1];
        PyObject exc = st[f.sp - 2];
        PyObject prev = st[f.sp - 3];
        boolean suppress = Ops.truth(result);
        f.sp -= 4;
        ColdInstructions.clear(st, f.sp, 4);
        in.handled = prev == PyNone.NONE ? null : prev;
        if (suppress) {
            return ColdInstructions.NORMAL;
        }
        f.pendingRaise = new PyException((PyBaseException) exc);
        return ColdInstructions.RERAISE;
    }

    /** {@code END_ASYNC_FOR}: StopAsyncIteration ends the loop (iterator and exception popped), others re-raise. */
    static int endAsyncFor(Frame f) {
        PyObject[] st = f.stack;
        PyObject exc = st[--f.sp];
        st[f.sp] = null;
        if (exc instanceof PyBaseException e && e.type().isSubtypeOf(Exc.StopAsyncIteration)) {
            st[--f.sp] = null;
            return ColdInstructions.NORMAL;
        }
        f.pendingRaise = new PyException((PyBaseException) exc);
        return ColdInstructions.RERAISE;
    }
}
