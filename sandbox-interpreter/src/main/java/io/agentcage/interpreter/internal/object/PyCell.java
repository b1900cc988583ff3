package io.agentcage.interpreter.internal.object;

/** A closure cell: one variable shared between a function and the functions nested in it. */
public final class PyCell extends PyObject {
    /** The current value, or {@code null} while unbound. */
    public PyObject value;

    public PyCell(PyObject value) {
        super(Footprint.CELL);
        this.value = value;
    }

    @Override
    public long footprint() {
        return Footprint.CELL;
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        refs.accept(value);
    }

    @Override
    public PyType type() {
        return PyType.CELL;
    }
}
