package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.NativeFunction;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyModule;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyType;

/** Builds the namespace of one module object for one execution. */
public final class ModuleBuilder {
    private final String name;
    private final PyDict dict = new PyDict();
    private Object state;

    ModuleBuilder(String name) {
        this.name = name;
    }

    /** The module's import name. */
    public String name() {
        return name;
    }

    /** Defines a function {@code module.fn}. */
    public ModuleBuilder function(String fn, NativeFunction impl) {
        dict.put(fn, new PyBuiltin(fn, impl));
        return this;
    }

    /** Defines a constant or any other guest value (a type, a sub-module). */
    public ModuleBuilder value(String attr, PyObject v) {
        dict.put(attr, v);
        return this;
    }

    /** Exposes a builtin type (created once, statically, with {@link PyType#newBuiltin}). */
    public ModuleBuilder type(PyType t) {
        dict.put(t.name(), t);
        return this;
    }

    /** Keeps host-side state with the module (for snapshots; guest code never sees it). */
    public ModuleBuilder state(Object value) {
        this.state = value;
        return this;
    }

    /** Reads back what was defined so far (for modules that alias their own functions). */
    public PyObject get(String attr) {
        return dict.get(attr);
    }

    PyModule build() {
        dict.put("__doc__", PyStr.EMPTY);
        PyModule m = new PyModule(name, dict);
        m.nativeState = state;
        return m;
    }
}
