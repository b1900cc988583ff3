package io.agentcage.interpreter.internal.object;

/** A function bound to a receiver ({@code obj.method}): calling it passes the receiver first. */
public final class PyBoundMethod extends PyObject {
    public final PyObject self;
    public final PyObject function;

    public PyBoundMethod(PyObject self, PyObject function) {
        this.self = self;
        this.function = function;
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        refs.accept(self);
        refs.accept(function);
    }

    @Override
    public PyType type() {
        return function instanceof PyBuiltin ? PyType.BUILTIN_FUNCTION : PyType.METHOD;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PyBoundMethod m && m.self == self && m.function == function;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(self) * 31 + System.identityHashCode(function);
    }
}
