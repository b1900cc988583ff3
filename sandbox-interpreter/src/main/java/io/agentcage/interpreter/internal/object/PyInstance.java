package io.agentcage.interpreter.internal.object;

/** An instance of a guest class whose builtin base is {@code object}: a type and an attribute dictionary. */
public final class PyInstance extends PyObject {
    private PyType cls;
    private final PyDict dict = new PyDict();
    /** Host-side state of a native base type (e.g. a random generator); never reachable from guest code. */
    private Object nativeState;

    public PyInstance(PyType cls) {
        super(Footprint.INSTANCE);
        this.cls = cls;
    }

    @Override
    public long footprint() {
        return Footprint.INSTANCE;
    }

    /** The attribute dict, the class when it is a guest class, and what a {@link Gauged} native state holds. */
    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        refs.accept(dict);
        refs.accept(cls);
    }


    @Override
    public PyType type() {
        return cls;
    }

    public void setType(PyType t) {
        this.cls = t;
    }

    /** The state a native module keeps for this instance of a guest subclass of its type, or null. */
    public Object nativeState() {
        return nativeState;
    }

    /** Attaches native state (see {@link #nativeState()}). */
    public void setNativeState(Object state) {
        this.nativeState = state;
    }

    @Override
    public PyDict instanceDict() {
        return dict;
    }
}
