package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.ModuleError;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.NativeFunction;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyDescriptor;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyType;
import java.util.Map;

/** Small helpers shared by the stdlib's native modules: argument lookup, properties, error conversion. */
final class Natives {
    private Natives() {
    }

    /** Argument {@code index} by position or {@code name} by keyword, else {@code dflt}. */
    static PyObject arg(PyObject[] args, PyDict kwargs, int index, String name, PyObject dflt) {
        if (index < args.length) {
            return args[index];
        }
        if (kwargs != null) {
            PyObject v = kwargs.get(name);
            if (v != null) {
                return v;
            }
        }
        return dflt;
    }

    /** Required argument, with CPython's message when missing. */
    static PyObject required(String fn, PyObject[] args, PyDict kwargs, int index, String name) {
        PyObject v = arg(args, kwargs, index, name, null);
        if (v == null) {
            throw Exc.typeError(fn + "() missing required argument '" + name + "' (pos " + (index + 1) + ")");
        }
        return v;
    }

    /** Defines a read-only property on a builtin type; {@code args[0]} of the getter is the instance. */
    static void property(PyType t, String name, NativeFunction getter) {
        t.define(name, new PyDescriptor(PyDescriptor.Kind.PROPERTY, new PyBuiltin(name, getter, true, t.name()),
                PyNone.NONE, PyNone.NONE, PyNone.NONE));
    }

    /** Turns an engine error into the guest exception of the same CPython type. */
    static PyException convert(ModuleError e, Map<String, PyType> moduleTypes) {
        PyType t = moduleTypes.get(e.pythonType());
        if (t == null) {
            t = Exc.all().get(e.pythonType());
        }
        if (t == null) {
            t = Exc.ValueError;
        }
        return Exc.make(t, e.getMessage());
    }
}
