package io.agentcage.interpreter.internal.object;


/** A guest {@code set} or {@code frozenset}. */
public class PySet extends PyObject {
    public final CpySet set;
    public final boolean frozen;

    public PySet(boolean frozen) {
        this.set = new CpySet();
        this.frozen = frozen;
    }

    public PySet(CpySet set, boolean frozen) {
        this.set = set;
        this.frozen = frozen;
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
