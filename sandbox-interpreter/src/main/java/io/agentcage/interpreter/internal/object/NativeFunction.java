package io.agentcage.interpreter.internal.object;

/**
 * The Java code behind a builtin function or method. For methods, {@code args[0]} is the receiver.
 * {@code kwargs} is {@code null} when the call passed no keyword arguments.
 */
@FunctionalInterface
public interface NativeFunction {
    PyObject call(Interp in, PyObject[] args, PyDict kwargs);
}
