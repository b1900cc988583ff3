package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.ModuleError;
import io.agentcage.interpreter.internal.algorithms.Regex;
import io.agentcage.interpreter.internal.algorithms.RegexError;
import io.agentcage.interpreter.internal.algorithms.RegexTemplate;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.IntFlagValue;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyIter;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.Registry;
import java.util.List;
import java.util.Map;

/**
 * The {@code re} module: Python regular expressions translated to {@code java.util.regex} (see
 * {@link Regex}), compiled patterns cached, every match charged to the execution's step budget and deadline.
 * Str patterns only; bytes patterns raise TypeError.
 */
public final class ReModule implements NativeModule {
    static final PyType ERROR = PyType.newBuiltin("error", "re", Exc.Exception);
    static final PyType PATTERN = PyType.newBuiltin("Pattern", "re", null);
    static final PyType MATCH = PyType.newBuiltin("Match", "re", null);
    private static final Map<String, PyType> TYPES = Map.of("re.error", ERROR);
    /** {@code re.RegexFlag}: CPython 3.11's members in its definition order (the order of composite names). */
    static final IntFlagValue.Flags FLAGS = new IntFlagValue.Flags("RegexFlag", "re", new String[] {"NOFLAG", "ASCII",
        "IGNORECASE", "LOCALE", "UNICODE", "MULTILINE", "DOTALL", "VERBOSE", "TEMPLATE", "DEBUG"},
        new long[] {0, 256, 2, 4, 32, 8, 16, 64, 1, 128});

    /** Installs the constructor of {@code re.error} and the methods of patterns and matches (start-up only: {@link Universe}). */
    static void installTypes() {
        String[] aliases = {"A", "I", "L", "U", "M", "S", "X", "T"};
        long[] aliased = {256, 2, 4, 32, 8, 16, 64, 1};
        for (int i = 0; i < aliases.length; i++) {
            FLAGS.alias(aliases[i], aliased[i]);
        }
        Registry.registerConstructor(ERROR, (in, a, kw) -> {
            PyObject msg = Natives.required("error", a, kw, 0, "msg");
            return newError(msg, Natives.arg(a, kw, 1, "pattern", PyNone.NONE), Natives.arg(a, kw, 2, "pos",
                    PyNone.NONE));
        });
        ReObjects.definePattern(PATTERN);
        ReObjects.defineMatch(MATCH);
    }

    @Override
    public String name() {
        return "re";
    }

    /** Only builtin functions, builtin types and numbers: defined once, copied per import. */
    @Override
    public boolean immutable() {
        return true;
    }

    @Override
    public void define(ModuleBuilder m) {
        int[] values = {2, 2, 4, 4, 8, 8, 16, 16, 32, 32, 64, 64, 256, 256, 0, 128, 1, 1};
        String[] names = {"I", "IGNORECASE", "L", "LOCALE", "M", "MULTILINE", "S", "DOTALL", "U", "UNICODE", "X",
            "VERBOSE", "A", "ASCII", "NOFLAG", "DEBUG", "T", "TEMPLATE"};
        for (int i = 0; i < names.length; i++) {
            m.value(names[i], FLAGS.of(values[i]));
        }
        m.type(ERROR).type(PATTERN).type(MATCH).type(FLAGS.type());
        m.function("compile", (in, a, kw) -> compile(Natives.required("compile", a, kw, 0, "pattern"),
                Natives.arg(a, kw, 1, "flags", PyInt.of(0))));
        m.function("search", (in, a, kw) -> topMatch(in, a, kw, "search", Regex.Mode.SEARCH));
        m.function("match", (in, a, kw) -> topMatch(in, a, kw, "match", Regex.Mode.MATCH));
        m.function("fullmatch", (in, a, kw) -> topMatch(in, a, kw, "fullmatch", Regex.Mode.FULLMATCH));
        m.function("findall", (in, a, kw) -> ReObjects.findall(in, top(a, kw, "findall", 2),
                Natives.required("findall", a, kw, 1, "string"), null, null));
        m.function("finditer", (in, a, kw) -> ReObjects.finditer(in, top(a, kw, "finditer", 2),
                Natives.required("finditer", a, kw, 1, "string"), null, null));
        m.function("split", (in, a, kw) -> ReObjects.split(in, top(a, kw, "split", 3),
                Natives.required("split", a, kw, 1, "string"), Natives.arg(a, kw, 2, "maxsplit", PyInt.of(0))));
        m.function("sub", (in, a, kw) -> ReObjects.sub(in, top(a, kw, "sub", 4),
                Natives.required("sub", a, kw, 1, "repl"), Natives.required("sub", a, kw, 2, "string"),
                Natives.arg(a, kw, 3, "count", PyInt.of(0)), false));
        m.function("subn", (in, a, kw) -> ReObjects.sub(in, top(a, kw, "subn", 4),
                Natives.required("subn", a, kw, 1, "repl"), Natives.required("subn", a, kw, 2, "string"),
                Natives.arg(a, kw, 3, "count", PyInt.of(0)), true));
        m.function("escape", (in, a, kw) -> new PyStr(Regex.escape(Args.asStr(a[0], "pattern"))));
        m.function("purge", (in, a, kw) -> {
            Regex.purge();
            return PyNone.NONE;
        });
    }

    private static ReObjects.PatternObject top(PyObject[] a, PyDict kw, String fn, int flagsIndex) {
        return compile(Natives.required(fn, a, kw, 0, "pattern"), Natives.arg(a, kw, flagsIndex, "flags",
                PyInt.of(0)));
    }

    private static PyObject topMatch(Interp in, PyObject[] a, PyDict kw, String fn, Regex.Mode mode) {
        ReObjects.PatternObject p = top(a, kw, fn, 2);
        return ReObjects.match(in, p, Natives.required(fn, a, kw, 1, "string"), null, null, mode);
    }

    static ReObjects.PatternObject compile(PyObject pattern, PyObject flags) {
        if (pattern instanceof ReObjects.PatternObject) {
            if (Args.asInt(flags) != 0) {
                throw Exc.valueError("cannot process flags argument with a compiled pattern");
            }
            return (ReObjects.PatternObject) pattern;
        }
        if (!(pattern instanceof PyStr)) {
            throw Exc.typeError("first argument must be string or compiled pattern");
        }
        try {
            return new ReObjects.PatternObject(Regex.compile(((PyStr) pattern).value(), Args.asInt(flags), false));
        } catch (RegexError e) {
            // an error without a position (look-behind width) comes from CPython's compiler: no pattern either
            throw new PyException(e.pos() < 0 ? newError(new PyStr(e.msg()), PyNone.NONE, PyNone.NONE)
                    : newError(new PyStr(e.msg()), pattern, PyInt.of(e.pos())));
        } catch (ModuleError e) {
            throw Natives.convert(e, TYPES);
        }
    }

    static RuntimeException convert(ModuleError e) {
        if (e instanceof RegexError r) {
            // a replacement template's error: the message has the position, the template is not at hand
            PyBaseException x = newError(new PyStr(r.getMessage()), PyNone.NONE, PyNone.NONE);
            x.instanceDict().put("msg", new PyStr(r.msg()));
            x.instanceDict().put("pos", r.pos() < 0 ? PyNone.NONE : PyInt.of(r.pos()));
            return new PyException(x);
        }
        return Natives.convert(e, TYPES);
    }

    /**
     * {@code re.error(msg, pattern=None, pos=None)} as CPython builds it: {@code msg}, {@code pattern}, {@code pos},
     * {@code lineno} and {@code colno} attributes, and " at position N" (with the line and column for a pattern of
     * several lines) added to the message when both pattern and pos are given.
     */
    static PyBaseException newError(PyObject msg, PyObject pattern, PyObject pos) {
        String text = Ops.str(msg);
        PyObject lineno = PyNone.NONE;
        PyObject colno = PyNone.NONE;
        if (pattern != PyNone.NONE && pos != PyNone.NONE) {
            long p = Args.asLong(pos);
            text = text + " at position " + p;
            String src = pattern instanceof PyStr s ? s.value() : pattern instanceof PyBytes b
                    ? new String(b.bytes(), java.nio.charset.StandardCharsets.ISO_8859_1) : null;
            if (src == null) {
                throw Exc.typeError("must be str or bytes, not " + Ops.typeName(pattern));
            }
            int end = (int) Math.max(0, Math.min(p, src.length()));
            long line = 1 + src.substring(0, end).chars().filter(c -> c == '\n').count();
            long col = p - src.lastIndexOf('\n', end - 1);
            lineno = PyInt.of(line);
            colno = PyInt.of(col);
            if (src.indexOf('\n') >= 0) {
                text = text + " (line " + line + ", column " + col + ")";
            }
        }
        PyBaseException e = new PyBaseException(ERROR, PyTuple.of(new PyStr(text)));
        PyDict d = e.instanceDict();
        d.put("msg", msg);
        d.put("pattern", pattern);
        d.put("pos", pos);
        d.put("lineno", lineno);
        d.put("colno", colno);
        return e;
    }

    static PyObject str(String s) {
        // the empty string and one-char Latin-1 strings are shared, as CPython shares them (re.split makes many)
        return s == null ? PyNone.NONE : PyStr.of(s);
    }

    static PyObject bool(boolean b) {
        return PyBool.of(b);
    }

    static PyList list(List<PyObject> items) {
        PyList l = new PyList(items.size());
        items.forEach(l::append);
        return l;
    }

    static PyTuple tuple(List<PyObject> items) {
        return PyTuple.of(items.toArray(new PyObject[0]));
    }

    /** The iterator {@code finditer} returns, over the matches it found (a list the gauge counts through it). */
    static PyIter iterOf(PyList items) {
        return new PyIter() {
            private int i;

            @Override
            public void traverse(java.util.function.Consumer<PyObject> refs) {
                refs.accept(items);
            }

            @Override
            public PyObject next() {
                return i < items.size() ? items.array()[i++] : null;
            }
        };
    }

    static RegexTemplate template(ReObjects.PatternObject p, String t) {
        try {
            return p.regex.template(t);
        } catch (ModuleError e) {
            throw convert(e);
        }
    }
}
