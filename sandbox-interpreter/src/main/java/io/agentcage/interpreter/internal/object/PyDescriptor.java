package io.agentcage.interpreter.internal.object;

/** {@code property}, {@code classmethod} and {@code staticmethod} objects. */
public final class PyDescriptor extends PyObject {
    /** Which kind of descriptor this is. */
    public enum Kind { PROPERTY, CLASSMETHOD, STATICMETHOD }

    public final Kind kind;
    public final PyObject fget;
    public final PyObject fset;
    public final PyObject fdel;
    public final PyObject doc;

    public PyDescriptor(Kind kind, PyObject fget, PyObject fset, PyObject fdel, PyObject doc) {
        this.kind = kind;
        this.fget = fget;
        this.fset = fset;
        this.fdel = fdel;
        this.doc = doc;
    }

    @Override
    public long footprint() {
        return 32;
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        refs.accept(fget);
        refs.accept(fset);
        refs.accept(fdel);
        refs.accept(doc);
    }

    @Override
    public PyType type() {
        return kind == Kind.PROPERTY ? PyType.PROPERTY : kind == Kind.CLASSMETHOD ? PyType.CLASSMETHOD
                : PyType.STATICMETHOD;
    }
}
