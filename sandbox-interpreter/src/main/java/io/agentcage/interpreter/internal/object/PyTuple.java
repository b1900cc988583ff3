package io.agentcage.interpreter.internal.object;

/** A guest {@code tuple} (or an instance of a guest subclass of tuple). Immutable. */
public class PyTuple extends PyObject {
    public static final PyTuple EMPTY = new PyTuple(new PyObject[0]);

    public final PyObject[] items;

    public PyTuple(PyObject[] items) {
        super(Footprint.TUPLE + Footprint.refArray(items.length));
        this.items = items;
    }

    @Override
    public long footprint() {
        return Footprint.TUPLE + Footprint.refArray(items.length);
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        for (PyObject o : items) {
            refs.accept(o);
        }
        PyDict d = instanceDictOrNull();
        if (d != null) {
            refs.accept(d);
        }
    }


    public static PyTuple of(PyObject... items) {
        return items.length == 0 ? EMPTY : new PyTuple(items);
    }

    public int size() {
        return items.length;
    }

    public PyObject get(int i) {
        return items[i];
    }

    @Override
    public PyType type() {
        return PyType.TUPLE;
    }

    @Override
    public int builtinHash() {
        return CpyHash.fold(CpyHash.tupleHash(this));
    }
}
