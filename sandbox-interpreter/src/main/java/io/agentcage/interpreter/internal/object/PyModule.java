package io.agentcage.interpreter.internal.object;

/** A module object: a name and a namespace. Each execution gets its own module objects (no shared mutable state). */
public final class PyModule extends PyObject {
    public final String name;
    public final PyDict dict;
    /** Host-side state of a native module (random's hidden generator), never reachable from guest code; or null. */
    public Object nativeState;

    public PyModule(String name, PyDict dict) {
        this.name = name;
        this.dict = dict;
        dict.put("__name__", new PyStr(name));
    }

    @Override
    public PyType type() {
        return PyType.MODULE;
    }

    @Override
    public PyDict instanceDict() {
        return dict;
    }
}
