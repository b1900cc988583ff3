package io.agentcage.interpreter.internal.object;

/**
 * A builtin function or method implemented in Java. When stored in a type's dictionary with {@code method} set,
 * reading it from an instance binds the instance as the first argument (like CPython's method descriptors).
 */
public final class PyBuiltin extends PyObject {
    public final String name;
    public final NativeFunction fn;
    public final boolean method;
    /** The owning type's name for methods (for messages and repr), else null. */
    public final String owner;

    public PyBuiltin(String name, NativeFunction fn) {
        this(name, fn, false, null);
    }

    public PyBuiltin(String name, NativeFunction fn, boolean method, String owner) {
        this.name = name;
        this.fn = fn;
        this.method = method;
        this.owner = owner;
    }

    @Override
    public PyType type() {
        return PyType.BUILTIN_FUNCTION;
    }
}
