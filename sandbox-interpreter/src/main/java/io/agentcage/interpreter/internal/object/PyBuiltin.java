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
    /** Whether this is a host function (the VM tells it when it calls one directly, see {@link Interp#directHost}). */
    public final boolean host;

    public PyBuiltin(String name, NativeFunction fn) {
        this(name, fn, false, null);
    }

    public PyBuiltin(String name, NativeFunction fn, boolean method, String owner) {
        this(name, fn, method, owner, false);
    }

    private PyBuiltin(String name, NativeFunction fn, boolean method, String owner, boolean host) {
        this.name = name;
        this.fn = fn;
        this.method = method;
        this.owner = owner;
        this.host = host;
    }

    /** A host function's builtin. */
    public static PyBuiltin host(String name, NativeFunction fn) {
        return new PyBuiltin(name, fn, false, null, true);
    }

    @Override
    public PyType type() {
        return PyType.BUILTIN_FUNCTION;
    }
}
