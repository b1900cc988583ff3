package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.GuestFrame;
import io.agentcage.interpreter.internal.object.Ops;
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
        m.function("format_exc", (in, a, kw) -> {
            Args.onlyKeywords("format_exc", kw, "limit", "chain");
            return new PyStr(formatHandled(in));
        });
        m.function("print_exc", (in, a, kw) -> {
            Args.onlyKeywords("print_exc", kw, "limit", "file", "chain");
            write(in, formatHandled(in), a.length > 1 ? a[1] : Args.kw(kw, "file", PyNone.NONE));
            return PyNone.NONE;
        });
        m.function("format_exception", (in, a, kw) -> {
            Args.onlyKeywords("format_exception", kw, "value", "tb", "limit", "chain");
            return lines(format(in, exception("format_exception", a, kw)));
        });
        m.function("format_exception_only", (in, a, kw) -> {
            Args.onlyKeywords("format_exception_only", kw, "value");
            return lines(Tracebacks.formatExceptionOnly(exception("format_exception_only", a, kw)));
        });
        m.function("format_tb", (in, a, kw) -> {
            Args.count("format_tb", a, 1, 2);
            PyList out = new PyList();
            for (String item : formatTb(in, a[0], a.length > 1 ? a[1] : Args.kw(kw, "limit", PyNone.NONE))) {
                out.append(new PyStr(item));
            }
            return out;
        });
        m.function("print_tb", (in, a, kw) -> {
            Args.count("print_tb", a, 1, 3);
            Args.onlyKeywords("print_tb", kw, "limit", "file");
            write(in, String.join("", formatTb(in, a[0], a.length > 1 ? a[1] : Args.kw(kw, "limit", PyNone.NONE))),
                    a.length > 2 ? a[2] : Args.kw(kw, "file", PyNone.NONE));
            return PyNone.NONE;
        });
        m.function("print_exception", (in, a, kw) -> {
            Args.onlyKeywords("print_exception", kw, "value", "tb", "limit", "file", "chain");
            write(in, format(in, exception("print_exception", a, kw)),
                    a.length > 4 ? a[4] : Args.kw(kw, "file", PyNone.NONE));
            return PyNone.NONE;
        });
        m.function("format_stack", (in, a, kw) -> {
            Args.onlyKeywords("format_stack", kw, "f", "limit");
            return lines(stack(in));
        });
        m.function("print_stack", (in, a, kw) -> {
            Args.onlyKeywords("print_stack", kw, "f", "limit", "file");
            write(in, stack(in), a.length > 2 ? a[2] : Args.kw(kw, "file", PyNone.NONE));
            return PyNone.NONE;
        });
    }

    /** {@code text} to {@code file} (an object with {@code write}), or to the execution's stderr when None. */
    private static void write(Interp in, String text, PyObject file) {
        if (file == PyNone.NONE) {
            in.write(text, true);
        } else {
            in.call(Ops.getattr(file, PyStr.intern("write")), new PyStr(text));
        }
    }

    private static PyList lines(String text) {
        PyList out = new PyList();
        for (String line : text.split("(?<=\n)")) {
            if (!line.isEmpty()) {
                out.append(new PyStr(line));
            }
        }
        return out;
    }

    /** The frames of the running code, outermost first, as {@code traceback.format_stack()} gives them. */
    private static String stack(Interp in) {
        List<PyBaseException.TraceEntry> entries = new java.util.ArrayList<>();
        for (GuestFrame f = in.frame; f != null; f = f.caller()) {
            in.charge(1);
            entries.add(new PyBaseException.TraceEntry(f.fileName(), f.lineNumber(), f.codeName()));
        }
        return String.join("", Tracebacks.formatEntries(entries, in.services.source, in.services.sourceFile));
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
    private static PyBaseException exception(String fn, PyObject[] a, io.agentcage.interpreter.internal.object.PyDict kw) {
        if (a.length == 0) {
            throw Exc.typeError(fn + "() missing required argument 'exc' (pos 1)");
        }
        PyObject v = a.length >= 2 ? a[1] : Args.kw(kw, "value", a[0]);
        if (v instanceof PyBaseException e) {
            return e;
        }
        throw Exc.typeError(fn + "() argument must be an exception, not '" + v.type().name() + "'");
    }
}
