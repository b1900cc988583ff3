package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyType;

/** A function's docstring, stored as its code's first constant (so it is not mistaken for an ordinary constant). */
public final class DocString extends PyObject {
    /** The docstring itself. */
    public final PyObject doc;

    DocString(PyObject doc) {
        this.doc = doc;
    }

    @Override
    public PyType type() {
        return PyType.OBJECT;
    }
}
