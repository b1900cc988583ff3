package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Footprint;
import io.agentcage.interpreter.internal.object.Gauged;
import io.agentcage.interpreter.internal.object.HasRepr;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyType;
import java.util.function.Consumer;

/**
 * An asynchronous generator: what calling an {@code async def} with {@code yield} returns. {@code __anext__},
 * {@code asend}, {@code athrow} and {@code aclose} return awaitables ({@link Step}) that run the frame until its next
 * {@code yield} (the awaitable's result) while passing the frame's own awaits through to the event loop.
 */
public final class PyAsyncGenerator extends PyObject implements HasRepr {
    static final PyType TYPE = PyType.newFinalBuiltin("async_generator", "builtins");
    static final PyType ASEND = PyType.newFinalBuiltin("async_generator_asend", "builtins");
    static final PyType ATHROW = PyType.newFinalBuiltin("async_generator_athrow", "builtins");

    final GenCore core;
    String name;
    String qualname;
    /** Whether one of its awaitables is running it (CPython's {@code ag_running_async}). */
    boolean runningAsync;
    /** Whether the first-iteration hook of the running event loop has seen it. */
    boolean hooked;

    PyAsyncGenerator(Frame frame) {
        // the frame outlives the call, as a generator's does
        super(Footprint.ASYNC_GENERATOR + GenCore.frameCharge(frame));
        this.core = new GenCore(frame, GenCore.ASYNC_GENERATOR);
        this.name = frame.code.name;
        this.qualname = frame.code.qualname;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The async generator object and its core (its frame is counted by the walk with the frames). */
    @Override
    public long footprint() {
        return Footprint.ASYNC_GENERATOR;
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        core.traverse(refs);
    }

    /** Whether the frame finished (returned, raised or was closed). */
    public boolean isFinished() {
        return core.frame.finished;
    }

    boolean finished() {
        return core.frame.finished;
    }

    @Override
    public String repr() {
        return "<async_generator object " + qualname + " at " + HasRepr.address(this) + ">";
    }

    /** The awaitable of {@code asend(value)} ({@code __anext__} sends None). */
    Step asend(Interp in, PyObject value) {
        firstIter(in);
        return new Step(this, Step.SEND, value, null);
    }

    /** The awaitable of {@code athrow(exc)}, or of {@code aclose()} when {@code exc} is null. */
    Step athrow(Interp in, PyException exc) {
        firstIter(in);
        return new Step(this, exc == null ? Step.CLOSE : Step.THROW, PyNone.NONE, exc);
    }

    private void firstIter(Interp in) {
        if (!hooked) {
            hooked = true;
            PyObject hook = in.asyncGenFirstIter;
            if (hook != null) {
                in.call(hook, this);
            }
        }
    }

    /** One {@code asend}/{@code athrow}/{@code aclose} in progress: an awaitable iterator. */
    static final class Step extends PyObject implements GenCore.Delegate, HasRepr, Gauged {
        static final int SEND = 0;
        static final int THROW = 1;
        static final int CLOSE = 2;
        private static final int INIT = 0;
        private static final int ITER = 1;
        private static final int DONE = 2;

        final PyAsyncGenerator gen;
        final int mode;
        PyObject sendValue;
        PyException toThrow;
        int state = INIT;
        PyObject result = PyNone.NONE;

        Step(PyAsyncGenerator gen, int mode, PyObject sendValue, PyException toThrow) {
            this.gen = gen;
            this.mode = mode;
            this.sendValue = sendValue;
            this.toThrow = toThrow;
        }

        @Override
        public PyType type() {
            return mode == SEND ? ASEND : ATHROW;
        }

        @Override
        public String repr() {
            return "<" + type().name() + " object at " + HasRepr.address(this) + ">";
        }

        @Override
        public PyObject delegateReturn() {
            return result;
        }

        @Override
        public long gauge(Consumer<PyObject> refs) {
            refs.accept(gen);
            refs.accept(result);
            if (sendValue != null) {
                refs.accept(sendValue);
            }
            return 40;
        }

        @Override
        public PyObject resumeDelegate(Interp in, PyObject v, PyException thrown) {
            if (state == DONE) {
                throw Exc.runtimeError("cannot reuse already awaited " + (mode == SEND ? "__anext__()/asend()"
                        : "aclose()/athrow()"));
            }
            PyException exc = thrown;
            if (state == INIT) {
                if (gen.runningAsync) {
                    throw Exc.runtimeError((mode == SEND ? "anext(): " : mode == THROW ? "athrow(): " : "aclose(): ")
                            + "asynchronous generator is already running");
                }
                if (mode != SEND && v != PyNone.NONE && thrown == null) {
                    throw Exc.runtimeError("can't send non-None value to a just-started coroutine");
                }
                if (mode != SEND && gen.finished()) {
                    state = DONE;
                    if (mode == CLOSE) {
                        return null;
                    }
                    throw Exc.make(Exc.StopAsyncIteration);
                }
                state = ITER;
                if (thrown == null) {
                    if (mode == SEND) {
                        v = v == PyNone.NONE ? sendValue : v;
                    } else {
                        exc = mode == CLOSE ? Exc.make(Exc.GeneratorExit) : toThrow;
                    }
                }
                sendValue = null;
                toThrow = null;
            }
            gen.runningAsync = true;
            PyObject r;
            try {
                r = gen.core.resume(in, v, exc);
            } catch (PyException e) {
                finish();
                if (mode == CLOSE && (Exc.matches(e, Exc.StopAsyncIteration) || Exc.matches(e, Exc.GeneratorExit))) {
                    return null;
                }
                throw e;
            }
            if (r == null) {
                // the generator's frame returned: the end of iteration
                finish();
                if (mode == CLOSE) {
                    return null;
                }
                throw Exc.make(Exc.StopAsyncIteration);
            }
            if (gen.core.yielded) {
                finish();
                if (mode == CLOSE) {
                    throw Exc.runtimeError("async generator ignored GeneratorExit");
                }
                result = r;
                return null;
            }
            return r;   // an await inside the generator: passed through to whoever drives this awaitable
        }

        private void finish() {
            state = DONE;
            gen.runningAsync = false;
        }

        /** {@code close()} of the awaitable itself. */
        void close() {
            state = DONE;
            gen.runningAsync = false;
        }
    }
}
