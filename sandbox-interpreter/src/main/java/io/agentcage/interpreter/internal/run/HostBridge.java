package io.agentcage.interpreter.internal.run;

import io.agentcage.Limit;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import io.agentcage.interpreter.internal.object.BudgetExceeded;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Exposes {@link HostFunction}s to guest code. Values cross as plain data only (converted both ways, copied, cycles
 * refused); host exceptions become guest exceptions; every call is counted against the host-call budget.
 */
public final class HostBridge {
    private HostBridge() {
    }

    /** The guest-visible callables for these host functions. */
    public static Map<String, PyObject> expose(List<HostFunction> fns) {
        Map<String, PyObject> out = new LinkedHashMap<>();
        for (HostFunction f : fns) {
            PyBuiltin[] self = new PyBuiltin[1];
            self[0] = PyBuiltin.host(f.name(), (in, a, kw) -> call(in, self[0], f, a, kw));
            out.put(f.name(), self[0]);
        }
        return out;
    }

    static PyObject call(Interp in, PyBuiltin self, HostFunction f, PyObject[] args, PyDict kwargs) {
        boolean direct = in.directHost == self;
        in.directHost = null;
        if (in.runningLoop == null) {
            count(in);   // every direct call counts, one refused for its arguments too
        }
        Map<String, Object> bound = bind(f, args, kwargs);
        if (in.runningLoop != null) {
            // inside asyncio code a host function is a coroutine function: the call runs (and counts) when awaited
            return awaitable(in, new HostCall(f, bound, f.isExternal() ? nextCallId(in) : ""));
        }
        if (f.isExternal()) {
            throw suspend(in, f, bound, direct);
        }
        in.checkpoint();
        Object r;
        try {
            r = f.mode() == HostFunction.Mode.ASYNC ? awaitStage(in, f, f.implementation().call(bound))
                    : f.implementation().call(bound);
        } catch (BudgetExceeded | PyException e) {
            throw e;
        } catch (Exception e) {
            throw failure(f, e);
        }
        return toGuest(r);
    }

    /**
     * The host calls of one execution that its event loop awaits concurrently: blocking implementations run on
     * {@code executor}, at most {@code maxInFlight} calls at a time.
     */
    public static io.agentcage.interpreter.internal.object.AsyncHost newAsyncHost(java.util.concurrent.Executor executor,
                                                                               int maxInFlight) {
        return new HostCalls(executor, maxInFlight);
    }

    private static String nextCallId(Interp in) {
        return "call-" + (++in.services.callIds);
    }

    /**
     * A direct call of an external function: the execution stops here and resumes with the call's answer. Only a
     * call guest code makes itself, with no callback of a builtin, generator or class body between it and the
     * program's frames, can be resumed exactly; elsewhere it is a RuntimeError naming the fix.
     */
    private static RuntimeException suspend(Interp in, HostFunction f, Map<String, Object> bound, boolean direct) {
        String why = in.services.cannotSuspend;
        if (why == null && (!direct || in.nativeDepth() != 1)) {
            why = "it was called inside a generator being iterated, a class body or a callback of a builtin (a key,"
                    + " map, ...); call it directly from the program or a function it calls, or await it in asyncio"
                    + " code";
        }
        if (why != null) {
            return Exc.runtimeError("external function '" + f.name() + "' cannot suspend this execution: " + why);
        }
        return new io.agentcage.interpreter.internal.object.SuspendSignal(in.frame, in.handled, false,
                List.of(new HostCall(f, bound, nextCallId(in))));
    }

    /** Counts one host call against the execution's limit. */
    static void count(Interp in) {
        if (++in.services.hostCalls > in.services.maxHostCalls) {
            throw new BudgetExceeded(Limit.HOST_CALLS, "host call limit of " + in.services.maxHostCalls
                    + " exceeded");
        }
    }

    /** The guest exception for a host function's failure: its message, as ValueError or RuntimeError. */
    static PyException failure(HostFunction f, Throwable t) {
        while ((t instanceof java.util.concurrent.CompletionException
                || t instanceof java.util.concurrent.ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        if (t instanceof IllegalArgumentException) {
            return Exc.valueError(f.name() + "(): " + t.getMessage());
        }
        if (t instanceof java.util.concurrent.CancellationException) {
            return Exc.runtimeError(f.name() + "() was cancelled by the host");
        }
        return Exc.runtimeError(f.name() + "() failed: " + (t.getMessage() == null ? t.getClass().getSimpleName()
                : t.getMessage()));
    }

    /** The coroutine {@code asyncio._host_call(call)}, named after the function (for reprs and warnings). */
    private static PyObject awaitable(Interp in, HostCall call) {
        PyObject asyncio = in.services.loaded.get("asyncio");
        if (asyncio == null) {
            asyncio = in.services.modules.loadForStandardModule(in, "asyncio");
        }
        PyObject factory = Ops.getattr(asyncio, PyStr.intern("_host_call"));
        PyObject coro = in.call(factory, call);
        if (coro instanceof io.agentcage.interpreter.internal.vm.PyCoroutine c) {
            c.rename(in, call.function.name());
        }
        return coro;
    }

    /** Waits on the calling thread for an asynchronous implementation's stage (a direct call outside asyncio). */
    private static Object awaitStage(Interp in, HostFunction f, Object stage) throws Exception {
        if (!(stage instanceof java.util.concurrent.CompletionStage<?> st)) {
            throw new IllegalStateException("the asynchronous implementation of " + f.name() + "() returned "
                    + (stage == null ? "null" : stage.getClass().getName()) + " instead of a CompletionStage");
        }
        java.util.concurrent.CompletableFuture<?> cf = st.toCompletableFuture();
        try {
            while (true) {
                in.checkTime();
                long left = in.nanosLeft();
                try {
                    return cf.get(Math.max(1, Math.min(left, 20_000_000L)), java.util.concurrent.TimeUnit.NANOSECONDS);
                } catch (java.util.concurrent.TimeoutException e) {
                    if (left <= 0) {
                        throw new BudgetExceeded(Limit.TIME, "timed out waiting for " + f.name() + "()");
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BudgetExceeded(Limit.TIME, "execution cancelled");
        } finally {
            cf.cancel(true);
        }
    }

    /** The arguments bound to parameter names and converted to plain data, with CPython-style errors. */
    private static Map<String, Object> bind(HostFunction f, PyObject[] args, PyDict kwargs) {
        List<HostParameter> params = f.parameters();
        if (args.length > params.size()) {
            throw Exc.typeError(f.name() + "() takes " + params.size() + " positional argument"
                    + (params.size() == 1 ? "" : "s") + " but " + args.length + (args.length == 1 ? " was" : " were")
                    + " given");
        }
        Map<String, Object> bound = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            bound.put(params.get(i).name(), convert(f, params.get(i), args[i]));
        }
        if (kwargs != null) {
            for (var e : kwargs.map.entrySet()) {
                String k = ((PyStr) e.getKey()).value();
                HostParameter p = params.stream().filter(x -> x.name().equals(k)).findFirst().orElse(null);
                if (p == null) {
                    throw Exc.typeError(f.name() + "() got an unexpected keyword argument '" + k + "'");
                }
                if (bound.containsKey(k)) {
                    throw Exc.typeError(f.name() + "() got multiple values for argument '" + k + "'");
                }
                bound.put(k, convert(f, p, e.getValue()));
            }
        }
        for (HostParameter p : params) {
            if (p.required() && !bound.containsKey(p.name())) {
                throw Exc.typeError(f.name() + "() missing required argument '" + p.name() + "'");
            }
        }
        return bound;
    }

    /** Converts plain Java data from the host to guest values; the cycle check is only set up for containers. */
    public static PyObject toGuest(Object o) {
        return toGuest(o, null);
    }

    private static Object convert(HostFunction f, HostParameter p, PyObject v) {
        ValueType t = p.type();
        boolean ok;
        switch (t) {
            case NONE:
                ok = v == PyNone.NONE;
                break;
            case BOOL:
                ok = v instanceof PyBool;
                break;
            case INT:
                ok = v instanceof PyInt && !(v instanceof PyBool);
                break;
            case FLOAT:
                ok = v instanceof PyFloat || (v instanceof PyInt && !(v instanceof PyBool));
                break;
            case STR:
                ok = v instanceof PyStr;
                break;
            case BYTES:
                ok = v instanceof PyBytes;
                break;
            case LIST:
                ok = v instanceof PyList || v instanceof PyTuple;
                break;
            case DICT:
                ok = v instanceof PyDict;
                break;
            default:
                ok = true;
        }
        if (!ok) {
            throw Exc.typeError(f.name() + "() argument '" + p.name() + "' must be " + t.name().toLowerCase()
                    + ", not " + Ops.typeName(v));
        }
        if (t == ValueType.FLOAT && v instanceof PyInt i) {
            return i.toDouble();
        }
        return toJava(v, 0);
    }

    /**
     * Checks that {@code o} is plain data (see {@code HostFunction}): nested at most 100 deep, no cycles.
     *
     * @throws IllegalArgumentException naming {@code what} and the offending part
     */
    static void checkData(Object o, String what) {
        checkData(o, what, 0, new IdentityHashMap<>());
    }

    private static void checkData(Object o, String what, int depth, IdentityHashMap<Object, Boolean> seen) {
        if (depth > 100) {
            throw new IllegalArgumentException(what + " is nested more than 100 deep");
        }
        if (o == null || o instanceof Boolean || o instanceof Long || o instanceof Integer || o instanceof Short
                || o instanceof Byte || o instanceof BigInteger || o instanceof Double || o instanceof Float
                || o instanceof String || o instanceof byte[]) {
            return;
        }
        if (!(o instanceof List<?> || o instanceof Map<?, ?>)) {
            throw new IllegalArgumentException(what + " holds a " + o.getClass().getSimpleName() + "; use plain data"
                    + " (null, Boolean, Long, BigInteger, Double, String, byte[], List, Map)");
        }
        if (seen.put(o, Boolean.TRUE) != null) {
            throw new IllegalArgumentException(what + " is cyclic");
        }
        if (o instanceof List<?> l) {
            for (Object x : l) {
                checkData(x, what, depth + 1, seen);
            }
        } else {
            for (Map.Entry<?, ?> e : ((Map<?, ?>) o).entrySet()) {
                if (!(e.getKey() instanceof String)) {
                    throw new IllegalArgumentException(what + " has a map key that is not a String");
                }
                checkData(e.getValue(), what, depth + 1, seen);
            }
        }
        seen.remove(o);
    }

    /** Converts guest data to plain Java data; anything else is refused. */
    public static Object toJava(PyObject v, int depth) {
        if (depth > 100) {
            throw Exc.valueError("value is nested too deeply to pass to the host");
        }
        if (v == PyNone.NONE) {
            return null;
        }
        if (v instanceof PyBool b) {
            return b == PyBool.TRUE;
        }
        if (v instanceof PyInt i) {
            return i.isSmall() ? (Object) i.value : i.toBig();
        }
        if (v instanceof PyFloat f) {
            return f.value;
        }
        if (v instanceof PyStr s) {
            return s.value();
        }
        if (v instanceof PyBytes b) {
            return b.bytes().clone();
        }
        if (v instanceof PyList || v instanceof PyTuple) {
            // The storage itself, never the guest's __iter__: this also runs on host threads, outside any budget.
            PyObject[] items = v instanceof PyList l ? l.toArray() : ((PyTuple) v).items;
            List<Object> out = new ArrayList<>(items.length);
            for (PyObject x : items) {
                out.add(toJava(x, depth + 1));
            }
            return out;
        }
        if (v instanceof PyDict d) {
            Map<String, Object> out = new LinkedHashMap<>();
            for (var e : d.map.entrySet()) {
                if (!(e.getKey() instanceof PyStr k)) {
                    throw Exc.typeError("dict keys passed to the host must be str, not " + Ops.typeName(e.getKey()));
                }
                out.put(k.value(), toJava(e.getValue(), depth + 1));
            }
            return out;
        }
        throw Exc.typeError("cannot pass a value of type '" + Ops.typeName(v) + "' to the host; pass plain data");
    }

    /**
     * Converts plain Java data from the host to guest values; {@code seen} holds the containers being converted
     * (null: none yet).
     */
    public static PyObject toGuest(Object o, IdentityHashMap<Object, Boolean> seen) {
        if (o == null) {
            return PyNone.NONE;
        }
        if (o instanceof Boolean b) {
            return PyBool.of(b);
        }
        if (o instanceof Long || o instanceof Integer || o instanceof Short || o instanceof Byte) {
            return PyInt.of(((Number) o).longValue());
        }
        if (o instanceof BigInteger b) {
            return PyInt.of(b);
        }
        if (o instanceof Double || o instanceof Float) {
            return new PyFloat(((Number) o).doubleValue());
        }
        if (o instanceof String s) {
            return new PyStr(s);
        }
        if (o instanceof byte[] b) {
            return new PyBytes(b.clone(), false);
        }
        if (!(o instanceof List<?> || o instanceof Map<?, ?>)) {
            throw Exc.typeError("a value of Java type " + o.getClass().getSimpleName() + " cannot cross between"
                    + " host and guest; use plain data (null, Boolean, Long, BigInteger, Double, String, byte[], List,"
                    + " Map)");
        }
        if (seen == null) {
            seen = new IdentityHashMap<>();
        }
        if (seen.put(o, Boolean.TRUE) != null) {
            throw Exc.valueError("a cyclic value cannot cross between host and guest");
        }
        try {
            if (o instanceof List<?> l) {
                PyList out = new PyList(l.size());
                for (Object x : l) {
                    out.append(toGuest(x, seen));
                }
                return out;
            }
            Map<?, ?> m = (Map<?, ?>) o;
            PyDict out = new PyDict();
            for (var e : m.entrySet()) {
                out.put(new PyStr(String.valueOf(e.getKey())), toGuest(e.getValue(), seen));
            }
            return out;
        } finally {
            seen.remove(o);
        }
    }
}
