package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.Limit;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.AsyncHost;
import io.agentcage.interpreter.internal.object.BudgetExceeded;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.HasRepr;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBoundMethod;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyFunction;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.vm.PyAsyncGenerator;
import io.agentcage.interpreter.internal.vm.PyCoroutine;
import io.agentcage.interpreter.internal.vm.Tracebacks;

/**
 * {@code _aio}: what the {@code asyncio} module (written in Python) needs from the host. The loop's clock and its
 * wait (for the next timer or for host calls running concurrently, never past the deadline), the host calls, and
 * introspection of coroutines. A helper module: only the standard modules import it, guest code cannot.
 */
public final class AioModule implements NativeModule {
    @Override
    public String name() {
        return "_aio";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("time", (in, a, kw) -> new PyFloat(in.monotonicNanos() / 1e9));
        m.function("wait", (in, a, kw) -> wait(in, a.length > 0 ? a[0] : PyNone.NONE));
        m.function("start", (in, a, kw) -> {
            host(in).start(in, a[0]);
            return PyNone.NONE;
        });
        m.function("cancel", (in, a, kw) -> {
            AsyncHost h = in.services.asyncHost;
            if (h != null) {
                h.cancel(a[0]);
            }
            return PyNone.NONE;
        });
        m.function("outcome", (in, a, kw) -> new PyTuple(host(in).outcome(in, a[0])));
        m.function("iscoroutine", (in, a, kw) -> PyBool.of(a[0] instanceof PyCoroutine));
        m.function("iscoroutinefunction", (in, a, kw) -> PyBool.of(isCoroutineFunction(a[0])));
        m.function("coro_repr", (in, a, kw) -> new PyStr(a[0] instanceof PyCoroutine c ? c.describe()
                : String.valueOf(a[0])));
        m.function("agen_finished", (in, a, kw) -> PyBool.of(a[0] instanceof PyAsyncGenerator g && g.isFinished()));
        m.function("set_running", (in, a, kw) -> {
            Args.count("set_running", a, 2, 2);
            in.runningLoop = a[0] == PyNone.NONE ? null : a[0];
            in.asyncGenFirstIter = a[1] == PyNone.NONE ? null : a[1];
            return PyNone.NONE;
        });
        m.function("address", (in, a, kw) -> new PyStr(HasRepr.address(a[0])));
        m.function("format_exception", (in, a, kw) -> {
            if (!(a[0] instanceof PyBaseException e)) {
                throw Exc.typeError("an exception is required");
            }
            return new PyStr(Tracebacks.formatException(e, in.services.source, in.services.sourceFile));
        });
        m.function("log", (in, a, kw) -> {
            in.write(Args.asStr(a[0], "log()"), true);
            return PyNone.NONE;
        });
    }

    private static AsyncHost host(Interp in) {
        AsyncHost h = in.services.asyncHost;
        if (h == null) {
            throw Exc.runtimeError("this execution has no host functions");
        }
        return h;
    }

    private static boolean isCoroutineFunction(PyObject f) {
        if (f instanceof PyBoundMethod m) {
            f = m.function;
        }
        return f instanceof PyFunction fn && fn.code.isCoroutine();
    }

    /**
     * The loop's wait: for host calls when some are in flight, else for {@code timeout} seconds (None: until a host
     * call completes). Returns the host calls that completed.
     */
    private static PyObject wait(Interp in, PyObject timeout) {
        long nanos = timeout == PyNone.NONE ? -1 : nanos(timeout);
        AsyncHost h = in.services.asyncHost;
        if (h != null && h.pending()) {
            PyList out = new PyList();
            for (PyObject call : h.await(in, nanos)) {
                out.append(call);
            }
            return out;
        }
        if (nanos < 0) {
            throw new BudgetExceeded(Limit.TIME, "timed out: every task waits and nothing can wake one (the event"
                    + " loop would wait forever)");
        }
        if (nanos > 0) {
            in.sleep(nanos, "the event loop's wait");
        } else {
            in.charge(1);
        }
        return new PyList();
    }

    private static long nanos(PyObject seconds) {
        double s = seconds instanceof PyFloat f ? f.value : seconds instanceof PyInt i ? i.toDouble() : 0;
        if (!(s > 0)) {
            return 0;
        }
        return s >= 9.2e9 ? Long.MAX_VALUE : (long) Math.ceil(s * 1e9);
    }
}
