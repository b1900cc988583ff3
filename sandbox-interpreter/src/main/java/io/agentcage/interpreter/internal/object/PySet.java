package io.agentcage.interpreter.internal.object;


/** A guest {@code set} or {@code frozenset}. */
public class PySet extends PyObject {
    public final CpySet set;
    public final boolean frozen;


    public PySet(boolean frozen) {
        super(24);
        this.set = new CpySet();
        this.frozen = frozen;
    }

    /** A set over {@code set} (charged when it was made). */
    public PySet(CpySet set, boolean frozen) {
        super(24);
        this.set = set;
        this.frozen = frozen;
    }

    @Override
    public long footprint() {
        return 24 + set.footprint();
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        for (PyObject o : set) {
            refs.accept(o);
        }
        PyDict d = instanceDictOrNull();
        if (d != null) {
            refs.accept(d);
        }
    }


    @Override
    public PyType type() {
        return frozen ? PyType.FROZENSET : PyType.SET;
    }

    public int size() {
        return set.size();
    }

    @Override
    public int builtinHash() {
        if (!frozen) {
            throw Exc.typeError("unhashable type: '" + type().name() + "'");
        }
        int h = 0;
        for (PyObject o : set) {
            h ^= Ops.hash(o) * 0x9E3779B1;
        }
        return h;
    }
}
