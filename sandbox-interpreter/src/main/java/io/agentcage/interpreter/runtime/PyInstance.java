package io.agentcage.interpreter.runtime;

/** An instance of a guest class whose builtin base is {@code object}: a type and an attribute dictionary. */
public final class PyInstance extends PyObject {
    private PyType cls;
    private final PyDict dict = new PyDict();

    public PyInstance(PyType cls) {
        this.cls = cls;
    }

    @Override
    public PyType type() {
        return cls;
    }

    public void setType(PyType t) {
        this.cls = t;
    }

    @Override
    public PyDict instanceDict() {
        return dict;
    }
}
