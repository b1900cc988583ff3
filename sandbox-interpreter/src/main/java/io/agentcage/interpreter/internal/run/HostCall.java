package io.agentcage.interpreter.internal.run;

import io.agentcage.host.HostFunction;
import io.agentcage.interpreter.internal.object.HasRepr;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyType;
import java.util.Map;
import java.util.concurrent.Future;

/**
 * One call of a host function made while an event loop runs: the function, its arguments already converted to
 * plain Java data, and (once started) the future running it and its outcome. Guest code only ever holds it as an
 * opaque value inside asyncio's loop; it has no attributes.
 */
final class HostCall extends PyObject implements HasRepr {
    static final PyType TYPE = PyType.newFinalBuiltin("host_call", "builtins");

    final HostFunction function;
    final Map<String, Object> arguments;
    /** The id an external call is answered under ({@code call-1}, ...); empty for calls the host runs. */
    final String id;
    /** Set when started: the host-side work, for cancellation. */
    Future<?> future;
    /** Whether it was started on the host (it then holds a place among the calls in flight until collected). */
    boolean launched;
    private volatile boolean done;
    private volatile Object result;
    private volatile Throwable failure;

    HostCall(HostFunction function, Map<String, Object> arguments, String id) {
        this.function = function;
        this.arguments = arguments;
        this.id = id;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public String repr() {
        return "<host call " + function.name() + "()>";
    }

    /** Records the outcome (called once, on whichever thread finished the work). */
    void complete(Object value, Throwable error) {
        result = value;
        failure = error;
        done = true;
    }

    boolean isDone() {
        return done;
    }

    Object result() {
        return result;
    }

    Throwable failure() {
        return failure;
    }
}
