package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.GuestFrame;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTraceback;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.vm.Tracebacks;
import java.util.List;

/**
 * The native half of {@code traceback} ({@code py/traceback.py}): {@code format_exc}, {@code print_exc},
 * {@code format_exception}, {@code print_exception}, {@code format_tb}, {@code print_tb} and the stack functions
 * in CPython's format, and the frame tuples behind {@code extract_tb}/{@code extract_stack}. Frame objects,
 * {@code walk_tb} and {@code tb_frame} do not exist here.
 */
public final class TracebackModule implements NativeModule {
    @Override
    public String name() {
        return "_traceback";
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
        m.function("_tb_frames", (in, a, kw) -> {
            Args.count("_tb_frames", a, 2, 2);
            return summaries(in, tbEntries(a[0], a[1]));
        });
        m.function("_stack_frames", (in, a, kw) -> {
            Args.count("_stack_frames", a, 1, 1);
            return summaries(in, stackEntries(in, (int) Args.asLong(a[0])));
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

    /** Frames as {@code (filename, lineno, name, line, formatted)} tuples, outermost first. */
    private static PyList summaries(Interp in, List<PyBaseException.TraceEntry> entries) {
        PyList out = new PyList();
        for (var e : Tracebacks.summaries(entries, in.services.source, in.services.sourceFile)) {
            in.charge(1);
            out.append(PyTuple.of(new PyStr(e.getKey().file()), PyInt.of(e.getKey().line()),
                    new PyStr(e.getKey().function()), new PyStr(e.getKey().sourceLine()), new PyStr(e.getValue())));
        }
        return out;
    }

    /** The running code's frames, innermost first, without the innermost {@code skip}. */
    private static List<PyBaseException.TraceEntry> stackEntries(Interp in, int skip) {
        List<PyBaseException.TraceEntry> entries = new java.util.ArrayList<>();
        int seen = 0;
        for (GuestFrame f = in.frame; f != null; f = f.caller()) {
            in.charge(1);
            if (seen++ >= skip) {
                entries.add(new PyBaseException.TraceEntry(f.fileName(), f.lineNumber(), f.codeName()));
            }
        }
        return entries;
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
        return Tracebacks.formatEntries(tbEntries(tb, limit), in.services.source, in.services.sourceFile);
    }

    /** The entries (innermost first) of a traceback object or None, cut as {@code limit} says. */
    private static List<PyBaseException.TraceEntry> tbEntries(PyObject tb, PyObject limit) {
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
        return entries;
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
