package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Gauged;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.Registry;

/**
 * The methods of coroutines, async generators and their awaitables: {@code send}, {@code throw}, {@code close},
 * {@code __await__}, {@code __anext__}, {@code asend}, {@code athrow}, {@code aclose} and the names.
 */
final class AsyncBuiltins {
    private AsyncBuiltins() {
    }

    /** {@code aiter()} and {@code anext()}, into the builtins namespace {@code d}. */
    static void installBuiltins(PyDict d) {
        d.put("aiter", new PyBuiltin("aiter", (in, a, kw) -> {
            Args.check("aiter", a, kw, 1, 1);
            PyObject m = a[0].type().lookup(PyStr.intern("__aiter__"));
            if (m == null && !(a[0] instanceof PyAsyncGenerator)) {
                throw Exc.typeError("'" + Ops.typeName(a[0]) + "' object is not an async iterable");
            }
            PyObject it = a[0] instanceof PyAsyncGenerator ? a[0] : Ops.callMethod(a[0], m);
            if (!(it instanceof PyAsyncGenerator) && it.type().lookup(PyStr.intern("__anext__")) == null) {
                throw Exc.typeError("aiter() returned not an async iterator of type '" + Ops.typeName(it) + "'");
            }
            return it;
        }));
        d.put("anext", new PyBuiltin("anext", (in, a, kw) -> {
            Args.check("anext", a, kw, 1, 2);
            PyObject awaitable;
            if (a[0] instanceof PyAsyncGenerator g) {
                awaitable = g.asend(in, PyNone.NONE);
            } else {
                PyObject m = a[0].type().lookup(PyStr.intern("__anext__"));
                if (m == null) {
                    throw Exc.typeError("'" + Ops.typeName(a[0]) + "' object is not an async iterator");
                }
                awaitable = Ops.callMethod(a[0], m);
            }
            return a.length == 1 ? awaitable : new AnextDefault(AsyncOps.awaitable(in, awaitable, 0), a[1]);
        }));
    }

    /** What {@code anext(it, default)} returns: awaits {@code it.__anext__()}, the default at its end. */
    static final class AnextDefault extends PyObject implements GenCore.Delegate, Gauged {
        static final PyType TYPE = PyType.newFinalBuiltin("anext_awaitable", "builtins");
        final PyObject inner;
        final PyObject dflt;
        PyObject result = PyNone.NONE;

        AnextDefault(PyObject inner, PyObject dflt) {
            this.inner = inner;
            this.dflt = dflt;
        }

        @Override
        public PyType type() {
            return TYPE;
        }

        @Override
        public PyObject resumeDelegate(Interp in, PyObject v, PyException toThrow) {
            try {
                PyObject r = toThrow != null ? GenCore.throwInto(in, inner, toThrow)
                        : inner instanceof GenCore.Delegate d ? d.resumeDelegate(in, v, null) : guestSend(in, v);
                if (r == null) {
                    result = GenCore.delegateReturn(inner);
                }
                return r;
            } catch (PyException e) {
                if (Exc.matches(e, Exc.StopAsyncIteration)) {
                    result = dflt;
                    return null;
                }
                throw e;
            }
        }

        private PyObject guestSend(Interp in, PyObject v) {
            try {
                return v == PyNone.NONE ? Ops.next(inner)
                        : Ops.call(in, Ops.getattr(inner, PyStr.intern("send")), new PyObject[] {v}, null);
            } catch (PyException e) {
                if (Exc.matches(e, Exc.StopIteration)) {
                    result = e.exc.args.size() > 0 ? e.exc.args.get(0) : PyNone.NONE;
                    return null;
                }
                throw e;
            }
        }

        @Override
        public PyObject delegateReturn() {
            return result;
        }

        @Override
        public long gauge(java.util.function.Consumer<PyObject> refs) {
            refs.accept(inner);
            refs.accept(dflt);
            refs.accept(result);
            return 32;
        }
    }

    static void install() {
        PyType coro = PyCoroutine.TYPE;
        Registry.method(coro, "send", (in, a, kw) -> {
            Args.count("send", a, 2, 2);
            return ((PyCoroutine) a[0]).send(in, a[1]);
        });
        Registry.method(coro, "throw", (in, a, kw) -> ((PyCoroutine) a[0]).throwIn(in, thrown(in, a)));
        Registry.method(coro, "close", (in, a, kw) -> {
            ((PyCoroutine) a[0]).close(in);
            return PyNone.NONE;
        });
        Registry.method(coro, "__await__", (in, a, kw) -> new PyCoroutine.Wrapper((PyCoroutine) a[0]));
        Registry.property(coro, "__name__", (in, a, kw) -> new PyStr(((PyCoroutine) a[0]).name));
        Registry.property(coro, "__qualname__", (in, a, kw) -> new PyStr(((PyCoroutine) a[0]).qualname));
        Registry.property(coro, "cr_running", (in, a, kw) -> PyBool.of(((PyCoroutine) a[0]).core.running));

        iterator(PyCoroutine.Wrapper.TYPE);
        iterator(AnextDefault.TYPE);
        Registry.method(AnextDefault.TYPE, "__await__", (in, a, kw) -> a[0]);
        iterator(PyAsyncGenerator.ASEND);
        iterator(PyAsyncGenerator.ATHROW);
        for (PyType t : new PyType[] {PyAsyncGenerator.ASEND, PyAsyncGenerator.ATHROW}) {
            Registry.method(t, "__await__", (in, a, kw) -> a[0]);
        }

        PyType agen = PyAsyncGenerator.TYPE;
        Registry.method(agen, "__aiter__", (in, a, kw) -> a[0]);
        Registry.method(agen, "__anext__", (in, a, kw) -> ((PyAsyncGenerator) a[0]).asend(in, PyNone.NONE));
        Registry.method(agen, "asend", (in, a, kw) -> {
            Args.count("asend", a, 2, 2);
            return ((PyAsyncGenerator) a[0]).asend(in, a[1]);
        });
        Registry.method(agen, "athrow", (in, a, kw) ->
                ((PyAsyncGenerator) a[0]).athrow(in, new PyException(Exc.toException(in, thrown(in, a)))));
        Registry.method(agen, "aclose", (in, a, kw) -> ((PyAsyncGenerator) a[0]).athrow(in, null));
        Registry.property(agen, "__name__", (in, a, kw) -> new PyStr(((PyAsyncGenerator) a[0]).name));
        Registry.property(agen, "__qualname__", (in, a, kw) -> new PyStr(((PyAsyncGenerator) a[0]).qualname));
        Registry.property(agen, "ag_running", (in, a, kw) -> PyBool.of(((PyAsyncGenerator) a[0]).runningAsync));
    }

    /** The exception of {@code throw(exc)} or {@code throw(type, value)}. */
    private static PyObject thrown(Interp in, PyObject[] a) {
        Args.count("throw", a, 2, 4);
        if (a.length > 2 && a[1] instanceof PyType t && a[2] != PyNone.NONE) {
            return a[2] instanceof io.agentcage.interpreter.internal.object.PyBaseException ? a[2]
                    : Ops.call(in, t, new PyObject[] {a[2]}, null);
        }
        return a[1];
    }

    /** {@code __iter__}, {@code __next__}, {@code send}, {@code throw} and {@code close} of an awaitable iterator. */
    private static void iterator(PyType t) {
        Registry.method(t, "__iter__", (in, a, kw) -> a[0]);
        Registry.method(t, "__next__", (in, a, kw) -> step(in, (GenCore.Delegate) a[0], PyNone.NONE, null));
        Registry.method(t, "send", (in, a, kw) -> {
            Args.count("send", a, 2, 2);
            return step(in, (GenCore.Delegate) a[0], a[1], null);
        });
        Registry.method(t, "throw", (in, a, kw) -> step(in, (GenCore.Delegate) a[0], PyNone.NONE,
                new PyException(Exc.toException(in, thrown(in, a)))));
        Registry.method(t, "close", (in, a, kw) -> {
            if (a[0] instanceof PyAsyncGenerator.Step s) {
                s.close();
            } else if (a[0] instanceof PyCoroutine.Wrapper w) {
                w.coro.close(in);
            }
            return PyNone.NONE;
        });
    }

    private static PyObject step(Interp in, GenCore.Delegate d, PyObject v, PyException toThrow) {
        PyObject r = d.resumeDelegate(in, v, toThrow);
        if (r == null) {
            throw Exc.stopIteration(d.delegateReturn());
        }
        return r;
    }
}
