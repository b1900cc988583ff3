package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;

/**
 * How CPython's call errors name the callable: {@code print()}, {@code str.join()}, {@code __main__.f()},
 * {@code __main__.C.m()} — the qualified name, behind its module unless that is {@code builtins} or absent.
 */
final class CallableNames {
    private static final PyStr QUALNAME = new PyStr("__qualname__");
    private static final PyStr MODULE = new PyStr("__module__");

    private CallableNames() {
    }

    /** The callable's name as call errors show it, with the trailing {@code ()}. */
    static String of(PyObject callable) {
        PyObject qualname;
        PyObject module;
        try {
            qualname = Ops.getattrOrNull(callable, QUALNAME);
            module = qualname == null ? null : Ops.getattrOrNull(callable, MODULE);
        } catch (PyException e) {
            if (!Exc.matches(e, Exc.Exception)) {
                throw e;
            }
            qualname = null;
            module = null;
        }
        if (qualname == null) {
            return Ops.str(callable) + "()";
        }
        if (module instanceof PyStr m && !m.value().equals("builtins")) {
            return m.value() + "." + Ops.str(qualname) + "()";
        }
        return Ops.str(qualname) + "()";
    }
}
