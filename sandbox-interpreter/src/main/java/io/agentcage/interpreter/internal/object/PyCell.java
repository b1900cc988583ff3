package io.agentcage.interpreter.internal.object;

/** A closure cell: one variable shared between a function and the functions nested in it. */
public final class PyCell extends PyObject {
    /** The current value, or {@code null} while unbound. */
    public PyObject value;

    public PyCell(PyObject value) {
        this.value = value;
    }

    @Override
    public PyType type() {
        return PyType.CELL;
    }
}
