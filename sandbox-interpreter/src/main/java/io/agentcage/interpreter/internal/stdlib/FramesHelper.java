package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.GuestFrame;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Iters;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.Ops;
import java.util.HashSet;
import java.util.Set;

/**
 * {@code _frames}: where the code that called a standard module is, for {@code logging} (a record's file, line and
 * function), {@code warnings} (a warning's origin and its module's registry) and {@code inspect}. Frames themselves
 * never reach guest code: only these facts about them do. A helper module, bound as a global of those modules.
 */
final class FramesHelper implements NativeModule {
    @Override
    public String name() {
        return "_frames";
    }

    /** The frame {@code level} calls out from the standard module's function that called the helper, or null. */
    private static GuestFrame up(Interp in, int level) {
        GuestFrame f = in.frame;
        for (int i = 0; i < level && f != null; i++) {
            f = f.caller();
        }
        return f;
    }

    @Override
    public void define(ModuleBuilder m) {
        LoggingFast.define(m);
        // caller(skip_files, stacklevel, stack_info) -> (filename, lineno, funcname, stack text or None), the
        // stacklevel-th frame outside the files to skip (logging's findCaller)
        m.function("caller", (in, a, kw) -> {
            Args.check("caller", a, kw, 3, 3);
            Set<String> skip = new HashSet<>();
            for (PyObject s : Iters.toArray(a[0])) {
                skip.add(Args.asStr(s, "file"));
            }
            int level = Args.asInt(a[1]);
            GuestFrame f = in.frame;
            if (f == null) {
                return PyTuple.of(new PyStr("(unknown file)"), PyInt.of(0), new PyStr("(unknown function)"),
                        PyNone.NONE);
            }
            while (level > 0) {
                GuestFrame next = f.caller();
                if (next == null) {
                    break;
                }
                f = next;
                if (!skip.contains(f.fileName())) {
                    level--;
                }
            }
            PyObject stack = PyNone.NONE;
            if (Ops.truth(a[2])) {
                stack = new PyStr(stackText(in, f));
            }
            return PyTuple.of(new PyStr(f.fileName()), PyInt.of(f.lineNumber()), new PyStr(f.codeName()), stack);
        });
        // at(level) -> (filename, lineno, module globals) of the frame level calls out, or None (warnings.warn)
        m.function("at", (in, a, kw) -> {
            Args.check("at", a, kw, 1, 1);
            GuestFrame f = up(in, Math.max(0, Args.asInt(a[0])));
            if (f == null) {
                return PyNone.NONE;
            }
            return PyTuple.of(new PyStr(f.fileName()), PyInt.of(f.lineNumber()), f.globals());
        });

        // source_line(filename, lineno) -> the program's line (stripped) when filename is the program's file and that
        // is a named file (the CLI's), else '': CPython shows the line for a script, none for python -c ('<string>')
        m.function("source_line", (in, a, kw) -> {
            Args.check("source_line", a, kw, 2, 2);
            String file = Args.asStr(a[0], "filename");
            long n = Args.asLong(a[1]);
            if (!file.equals(in.services.sourceFile) || file.equals("<string>") || n < 1) {
                return PyStr.EMPTY;
            }
            String[] lines = in.services.source.split("\n", -1);
            return n > lines.length ? PyStr.EMPTY : new PyStr(lines[(int) n - 1].strip());
        });
        m.function("is_module_level", (in, a, kw) -> {
            Args.check("is_module_level", a, kw, 1, 1);
            GuestFrame f = up(in, Args.asInt(a[0]));
            return PyBool.of(f != null && f.codeName().equals("<module>"));
        });
    }

    /** {@code Stack (most recent call last):} and one entry per frame out to the program, as logging prints it. */
    private static String stackText(Interp in, GuestFrame from) {
        StringBuilder frames = new StringBuilder();
        java.util.List<String> entries = new java.util.ArrayList<>();
        for (GuestFrame f = from; f != null; f = f.caller()) {
            in.charge(1);
            entries.add("  File \"" + f.fileName() + "\", line " + f.lineNumber() + ", in " + f.codeName() + "\n");
        }
        frames.append("Stack (most recent call last):\n");
        for (int i = entries.size() - 1; i >= 0; i--) {
            frames.append(entries.get(i));
        }
        String s = frames.toString();
        return s.endsWith("\n") ? s.substring(0, s.length() - 1) : s;
    }
}
