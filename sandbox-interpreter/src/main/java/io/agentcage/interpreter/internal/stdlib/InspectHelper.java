package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFunction;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;

/**
 * {@code _inspect}: what {@code inspect} needs to know about guest functions and that no guest attribute gives
 * (CPython's {@code __code__} does not exist here): the parameters of a function's code, whether it is a
 * generator, and the source lines of functions the program defined. Nothing else of a code object reaches guest
 * code. A helper module, bound as the global {@code _inspect} of {@code inspect}.
 */
final class InspectHelper implements NativeModule {
    @Override
    public String name() {
        return "_inspect";
    }

    @Override
    public void define(ModuleBuilder m) {
        // params(f) -> (names, posonly, argcount, kwonly, has *args, has **kwargs, defaults or None,
        // kwdefaults or None), for a function defined in Python; None for anything else
        m.function("params", (in, a, kw) -> {
            Args.check("params", a, kw, 1, 1);
            if (!(a[0] instanceof PyFunction f)) {
                return PyNone.NONE;
            }
            Code c = f.code;
            int n = c.argcount + c.kwonly + (c.varargs ? 1 : 0) + (c.varkw ? 1 : 0);
            PyObject[] names = new PyObject[n];
            for (int i = 0; i < n; i++) {
                names[i] = new PyStr(c.varnames[i]);
            }
            PyObject defaults = f.defaults == null || f.defaults.length == 0 ? PyNone.NONE
                    : PyTuple.of(f.defaults.clone());
            PyObject kwdefaults = f.kwdefaults == null ? PyNone.NONE : f.kwdefaults;
            return PyTuple.of(PyTuple.of(names), PyInt.of(c.posonly), PyInt.of(c.argcount), PyInt.of(c.kwonly),
                    PyBool.of(c.varargs), PyBool.of(c.varkw), defaults, kwdefaults);
        });
        m.function("is_generator", (in, a, kw) -> {
            Args.check("is_generator", a, kw, 1, 1);
            return PyBool.of(a[0] instanceof PyFunction f && f.code.isGenerator());
        });
        // source(f) -> (lines of the program, line of the function's first instruction) for a function the
        // program defined; None when its source is not the program's
        m.function("source", (in, a, kw) -> {
            Args.check("source", a, kw, 1, 1);
            if (!(a[0] instanceof PyFunction f) || !f.code.filename.equals(in.services.sourceFile)
                    || f.code.lines.length == 0) {
                return PyNone.NONE;
            }
            String[] lines = in.services.source.split("\n", -1);
            in.charge(lines.length);
            PyList out = new PyList();
            for (String l : lines) {
                out.append(new PyStr(l + "\n"));
            }
            int first = Integer.MAX_VALUE;
            for (int l : f.code.lines) {
                if (l > 0) {
                    first = Math.min(first, l);
                }
            }
            return PyTuple.of(out, PyInt.of(first == Integer.MAX_VALUE ? 1 : first));
        });
        // owner(f) -> the class that defines the function by its qualified name in its module, or None
        m.function("owner", (in, a, kw) -> {
            Args.check("owner", a, kw, 1, 1);
            if (!(a[0] instanceof PyFunction f) || !f.qualname.contains(".")) {
                return PyNone.NONE;
            }
            String[] parts = f.qualname.split("\\.");
            PyObject cur = f.globals.get(parts[0]);
            for (int i = 1; i < parts.length - 1 && cur != null; i++) {
                in.charge(1);
                PyObject d = cur.instanceDictOrNull();
                cur = cur instanceof io.agentcage.interpreter.internal.object.PyType t
                        ? t.dict().getStr(PyStr.intern(parts[i])) : null;
            }
            return cur instanceof io.agentcage.interpreter.internal.object.PyType ? cur : PyNone.NONE;
        });
        m.function("annotations", (in, a, kw) -> {
            Args.check("annotations", a, kw, 1, 1);
            if (a[0] instanceof PyFunction f) {
                if (f.annotations == null) {
                    f.annotations = new PyDict();
                }
                return f.annotations;
            }
            return PyNone.NONE;
        });
    }
}
