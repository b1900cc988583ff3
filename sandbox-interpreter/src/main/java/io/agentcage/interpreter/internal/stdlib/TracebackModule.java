package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTraceback;
import io.agentcage.interpreter.internal.vm.Tracebacks;
import java.util.List;

/**
 * The part of {@code traceback} that agent code uses in its {@code except} blocks: {@code format_exc},
 * {@code print_exc}, {@code format_exception}, {@code print_exception}, {@code format_tb} and {@code print_tb},
 * in CPython's format. Frames, stack
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
        m.function("format_tb", (in, a, kw) -> {
            Args.count("format_tb", a, 1, 2);
            PyList out = new PyList();
            for (String item : formatTb(in, a[0], a.length > 1 ? a[1] : PyNone.NONE)) {
                out.append(new PyStr(item));
            }
            return out;
        });
        m.function("print_tb", (in, a, kw) -> {
            Args.count("print_tb", a, 1, 2);
            in.write(String.join("", formatTb(in, a[0], a.length > 1 ? a[1] : PyNone.NONE)), true);
            return PyNone.NONE;
        });
        m.function("print_exception", (in, a, kw) -> {
            Args.count("print_exception", a, 1, 3);
            in.write(format(in, exception(a)), true);
            return PyNone.NONE;
        });
    }

    /** The frames of a traceback object (or None), outermost first; a {@code limit} keeps the first ones. */
    private static List<String> formatTb(Interp in, PyObject tb, PyObject limit) {
        if (tb == PyNone.NONE) {
            return List.of();
        }
        if (!(tb instanceof PyTraceback t)) {
            throw Exc.attributeError("'" + tb.type().name() + "' object has no attribute 'tb_frame'");
        }
        List<PyBaseException.TraceEntry> entries = t.entries();
        if (limit != PyNone.NONE) {
            long n = Args.asLong(limit);
            int keep = (int) Math.min(entries.size(), n >= 0 ? n : -n);
            // a positive limit keeps the outermost frames, a negative one the innermost
            entries = n >= 0 ? entries.subList(entries.size() - keep, entries.size()) : entries.subList(0, keep);
        }
        return Tracebacks.formatEntries(entries, in.services.source, in.services.sourceFile);
    }

    private static String formatHandled(Interp in) {
        return in.currentHandled() instanceof PyBaseException e ? format(in, e) : "NoneType: None\n";
    }

    private static String format(Interp in, PyBaseException e) {
        return Tracebacks.formatException(e, in.services.source, in.services.sourceFile);
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
