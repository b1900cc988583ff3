package io.agentcage.interpreter.modules;

import io.agentcage.interpreter.internal.Runner;
import io.agentcage.interpreter.runtime.Args;
import io.agentcage.interpreter.runtime.Exc;
import io.agentcage.interpreter.runtime.Interp;
import io.agentcage.interpreter.runtime.PyBaseException;
import io.agentcage.interpreter.runtime.PyList;
import io.agentcage.interpreter.runtime.PyNone;
import io.agentcage.interpreter.runtime.PyObject;
import io.agentcage.interpreter.runtime.PyStr;

/**
 * The part of {@code traceback} that agent code uses in its {@code except} blocks: {@code format_exc},
 * {@code print_exc}, {@code format_exception} and {@code print_exception}, in CPython's format. Frames, stack
 * walking and {@code tb_frame} do not exist here (the validator allows the same members).
 */
public final class TracebackModule implements NativeModule {
    @Override
    public String name() {
        return "traceback";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("format_exc", (in, a, kw) -> new PyStr(formatHandled(in)));
        m.function("print_exc", (in, a, kw) -> {
            in.write(formatHandled(in), true);
            return PyNone.NONE;
        });
        m.function("format_exception", (in, a, kw) -> {
            Args.count("format_exception", a, 1, 3);
            PyList out = new PyList();
            for (String line : format(in, exception(a)).split("(?<=\n)")) {
                out.append(new PyStr(line));
            }
            return out;
        });
        m.function("print_exception", (in, a, kw) -> {
            Args.count("print_exception", a, 1, 3);
            in.write(format(in, exception(a)), true);
            return PyNone.NONE;
        });
    }

    private static String formatHandled(Interp in) {
        return in.handled instanceof PyBaseException e ? format(in, e) : "NoneType: None\n";
    }

    private static String format(Interp in, PyBaseException e) {
        return Runner.formatException(e, in.services.source);
    }

    /** {@code format_exception(exc)} or the older {@code format_exception(type, value, tb)}. */
    private static PyBaseException exception(PyObject[] a) {
        PyObject v = a.length >= 2 ? a[1] : a[0];
        if (v instanceof PyBaseException e) {
            return e;
        }
        throw Exc.typeError("format_exception() argument must be an exception, not '" + v.type().name() + "'");
    }
}
