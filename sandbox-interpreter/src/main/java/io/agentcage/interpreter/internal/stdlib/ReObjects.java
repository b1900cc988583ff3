package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.ModuleError;
import io.agentcage.interpreter.internal.algorithms.Regex;
import io.agentcage.interpreter.internal.algorithms.RegexMatch;
import io.agentcage.interpreter.internal.algorithms.RegexTemplate;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Footprint;
import io.agentcage.interpreter.internal.object.HasRepr;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.Registry;
import java.util.Map;

/** The guest {@code re.Pattern} and {@code re.Match} objects and the operations shared with module functions. */
final class ReObjects {
    private ReObjects() {
    }

    /** A compiled pattern as a guest value. */
    static final class PatternObject extends PyObject implements HasRepr {
        /** CPython's flag names in the order its {@code Pattern.__repr__} lists them. */
        private static final String[] FLAG_NAMES = {"re.TEMPLATE", "re.IGNORECASE", "re.LOCALE", "re.MULTILINE",
            "re.DOTALL", "re.UNICODE", "re.VERBOSE", "re.DEBUG", "re.ASCII"};
        private static final int UNICODE = 32;
        private static final int LOCALE = 4;
        private static final int ASCII = 256;

        final Regex regex;

        PatternObject(Regex regex) {
            this.regex = regex;
        }

        /** {@code re.compile('a+', re.IGNORECASE)}: the flags beyond the default UNICODE, by name. */
        @Override
        public String repr() {
            String pat = Ops.repr(new PyStr(regex.pattern()));
            if (pat.length() > 200) {
                pat = pat.substring(0, 200);
            }
            int flags = regex.flags();
            if ((flags & (LOCALE | UNICODE | ASCII)) == UNICODE) {
                flags &= ~UNICODE;
            }
            if (flags == 0) {
                return "re.compile(" + pat + ")";
            }
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < FLAG_NAMES.length; i++) {
                int bit = 1 << i;
                if ((flags & bit) != 0) {
                    b.append(b.length() == 0 ? "" : "|").append(FLAG_NAMES[i]);
                    flags &= ~bit;
                }
            }
            if (flags != 0) {
                b.append(b.length() == 0 ? "" : "|").append("0x").append(Integer.toHexString(flags));
            }
            return "re.compile(" + pat + ", " + b + ")";
        }

        @Override
        public PyType type() {
            return ReModule.PATTERN;
        }
    }

    /** A match as a guest value. */
    static final class MatchObject extends PyObject implements HasRepr {
        final RegexMatch m;
        final PatternObject pattern;
        final PyStr string;

        MatchObject(RegexMatch m, PatternObject pattern, PyStr string) {
            super(size(m));
            this.m = m;
            this.pattern = pattern;
            this.string = string;
        }

        /** This object, the {@link RegexMatch} (five fields) and its spans array; the subject is the string's. */
        private static long size(RegexMatch m) {
            return 32 + 40 + Footprint.intArray(2L * (m.groupCount() + 1));
        }

        @Override
        public long footprint() {
            return size(m);
        }

        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            refs.accept(pattern);
            refs.accept(string);
        }

        @Override
        public PyType type() {
            return ReModule.MATCH;
        }

        @Override
        public String repr() {
            return "<re.Match object; span=(" + cp(m.start(0)) + ", " + cp(m.end(0)) + "), match="
                    + Ops.repr(new PyStr(m.group(0))) + ">";
        }

        int cp(int charIndex) {
            return charIndex < 0 || string.isBmp() ? charIndex : string.charToCp(charIndex);
        }

        int group(PyObject g) {
            if (g instanceof PyStr) {
                Integer n = m.regex().groupIndex().get(((PyStr) g).value());
                if (n == null) {
                    throw Exc.indexError("no such group");
                }
                return n;
            }
            if (!(g instanceof PyInt)) {
                throw Exc.indexError("no such group");
            }
            long n = Args.asLong(g);
            if (n < 0 || n > m.groupCount()) {
                throw Exc.indexError("no such group");
            }
            return (int) n;
        }

        PyObject text(int g, PyObject dflt) {
            String s = m.group(g);
            return s == null ? dflt : new PyStr(s);
        }
    }

    private static PyStr subject(PyObject s) {
        if (!(s instanceof PyStr)) {
            throw Exc.typeError("expected string or bytes-like object, got '" + Ops.typeName(s) + "'");
        }
        return (PyStr) s;
    }

    /** Clamps Python pos/endpos (code points, may be None) and converts them to UTF-16 indices. */
    private static int[] bounds(PyStr s, PyObject pos, PyObject endpos) {
        int n = s.length();
        int p = pos == null || pos == PyNone.NONE ? 0 : (int) Math.max(0, Math.min(Args.asLong(pos), n));
        int e = endpos == null || endpos == PyNone.NONE ? n
                : (int) Math.max(0, Math.min(Args.asLong(endpos), n));
        if (e < p) {
            e = p;
        }
        return s.isBmp() ? new int[] {p, e} : new int[] {s.cpToChar(p), s.cpToChar(e)};
    }

    static PyObject match(Interp in, PatternObject p, PyObject string, PyObject pos, PyObject endpos,
                          Regex.Mode mode) {
        PyStr s = subject(string);
        int[] b = bounds(s, pos, endpos);
        try {
            RegexMatch m = p.regex.match(mode, s.value(), b[0], b[1], in::charge);
            return m == null ? PyNone.NONE : new MatchObject(m, p, s);
        } catch (ModuleError e) {
            throw ReModule.convert(e);
        }
    }

    static PyObject findall(Interp in, PatternObject p, PyObject string, PyObject pos, PyObject endpos) {
        PyStr s = subject(string);
        int[] b = bounds(s, pos, endpos);
        // each match becomes a guest value at once, in a list the memory gauge sees (pinned): a findall of
        // millions of matches is charged and counted as it runs, not after every match's text was made
        PyList out = new PyList();
        int mark = in.memory().pin(out);
        try {
            p.regex.findall(s.value(), b[0], b[1], in::charge, o -> {
                if (o instanceof String) {
                    out.append(PyStr.of((String) o));
                } else {
                    String[] row = (String[]) o;
                    PyObject[] items = new PyObject[row.length];
                    for (int i = 0; i < row.length; i++) {
                        items[i] = PyStr.of(row[i]);
                    }
                    out.append(new PyTuple(items));
                }
            });
        } catch (ModuleError e) {
            throw ReModule.convert(e);
        } finally {
            in.memory().unpin(mark);
        }
        return out;
    }

    static PyObject finditer(Interp in, PatternObject p, PyObject string, PyObject pos, PyObject endpos) {
        PyStr s = subject(string);
        int[] b = bounds(s, pos, endpos);
        PyList items = new PyList();
        int mark = in.memory().pin(items);
        try {
            p.regex.forEach(s.value(), b[0], b[1], in::charge, m -> {
                items.append(new MatchObject(m, p, s));
                return true;
            });
        } catch (ModuleError e) {
            throw ReModule.convert(e);
        } finally {
            in.memory().unpin(mark);
        }
        return ReModule.iterOf(items);
    }

    static PyObject split(Interp in, PatternObject p, PyObject string, PyObject maxsplit) {
        PyStr s = subject(string);
        long max = Args.asLong(maxsplit);
        if (max < 0) {
            return PyList.of(s);
        }
        PyList out = new PyList();
        int mark = in.memory().pin(out);
        try {
            p.regex.split(s.value(), (int) Math.min(max, Integer.MAX_VALUE), in::charge,
                    x -> out.append(ReModule.str(x)));
        } catch (ModuleError e) {
            throw ReModule.convert(e);
        } finally {
            in.memory().unpin(mark);
        }
        return out;
    }

    static PyObject sub(Interp in, PatternObject p, PyObject repl, PyObject string, PyObject count, boolean n) {
        PyStr s = subject(string);
        long c = Args.asLong(count);
        Regex.SubResult r;
        try {
            if (repl instanceof PyStr) {
                RegexTemplate t = ReModule.template(p, ((PyStr) repl).value());
                r = p.regex.sub(s.value(), (int) Math.max(0, Math.min(c, Integer.MAX_VALUE)), in::charge, t::expand);
            } else if (Ops.isCallable(repl)) {
                r = p.regex.sub(s.value(), (int) Math.max(0, Math.min(c, Integer.MAX_VALUE)), in::charge,
                        m -> Args.asStr(in.call(repl, new MatchObject(m, p, s)), "replacement"));
            } else {
                throw Exc.typeError("expected str instance, " + Ops.typeName(repl) + " found");
            }
        } catch (ModuleError e) {
            throw ReModule.convert(e);
        }
        PyStr text = new PyStr(r.text());
        return n ? PyTuple.of(text, PyInt.of(r.count())) : text;
    }

    static void definePattern(PyType t) {
        Registry.method(t, "search", (in, a, kw) -> match(in, (PatternObject) a[0],
                Natives.required("search", a, kw, 1, "string"), Natives.arg(a, kw, 2, "pos", null),
                Natives.arg(a, kw, 3, "endpos", null), Regex.Mode.SEARCH));
        Registry.method(t, "match", (in, a, kw) -> match(in, (PatternObject) a[0],
                Natives.required("match", a, kw, 1, "string"), Natives.arg(a, kw, 2, "pos", null),
                Natives.arg(a, kw, 3, "endpos", null), Regex.Mode.MATCH));
        Registry.method(t, "fullmatch", (in, a, kw) -> match(in, (PatternObject) a[0],
                Natives.required("fullmatch", a, kw, 1, "string"), Natives.arg(a, kw, 2, "pos", null),
                Natives.arg(a, kw, 3, "endpos", null), Regex.Mode.FULLMATCH));
        Registry.method(t, "findall", (in, a, kw) -> findall(in, (PatternObject) a[0],
                Natives.required("findall", a, kw, 1, "string"), Natives.arg(a, kw, 2, "pos", null),
                Natives.arg(a, kw, 3, "endpos", null)));
        Registry.method(t, "finditer", (in, a, kw) -> finditer(in, (PatternObject) a[0],
                Natives.required("finditer", a, kw, 1, "string"), Natives.arg(a, kw, 2, "pos", null),
                Natives.arg(a, kw, 3, "endpos", null)));
        Registry.method(t, "split", (in, a, kw) -> split(in, (PatternObject) a[0],
                Natives.required("split", a, kw, 1, "string"), Natives.arg(a, kw, 2, "maxsplit", PyInt.of(0))));
        Registry.method(t, "sub", (in, a, kw) -> sub(in, (PatternObject) a[0], Natives.required("sub", a, kw, 1,
                "repl"), Natives.required("sub", a, kw, 2, "string"), Natives.arg(a, kw, 3, "count", PyInt.of(0)),
                false));
        Registry.method(t, "subn", (in, a, kw) -> sub(in, (PatternObject) a[0], Natives.required("subn", a, kw, 1,
                "repl"), Natives.required("subn", a, kw, 2, "string"), Natives.arg(a, kw, 3, "count", PyInt.of(0)),
                true));
        Registry.method(t, "__repr__", (in, a, kw) -> new PyStr(((PatternObject) a[0]).repr()));
        Registry.method(t, "__eq__", (in, a, kw) -> ReModule.bool(a[1] instanceof PatternObject
                && ((PatternObject) a[1]).regex == ((PatternObject) a[0]).regex));
        Registry.method(t, "__hash__", (in, a, kw) -> PyInt.of(((PatternObject) a[0]).regex.hashCode()));
        Natives.property(t, "pattern", (in, a, kw) -> new PyStr(((PatternObject) a[0]).regex.pattern()));
        Natives.property(t, "flags", (in, a, kw) -> PyInt.of(((PatternObject) a[0]).regex.flags()));
        Natives.property(t, "groups", (in, a, kw) -> PyInt.of(((PatternObject) a[0]).regex.groups()));
        Natives.property(t, "groupindex", (in, a, kw) -> {
            PyDict d = new PyDict();
            for (Map.Entry<String, Integer> e : ((PatternObject) a[0]).regex.groupIndex().entrySet()) {
                d.put(new PyStr(e.getKey()), PyInt.of(e.getValue()));
            }
            return d;
        });
    }

    static void defineMatch(PyType t) {
        Registry.method(t, "group", (in, a, kw) -> {
            MatchObject m = (MatchObject) a[0];
            if (a.length <= 2) {
                return m.text(a.length == 1 ? 0 : m.group(a[1]), PyNone.NONE);
            }
            PyObject[] out = new PyObject[a.length - 1];
            for (int i = 1; i < a.length; i++) {
                out[i - 1] = m.text(m.group(a[i]), PyNone.NONE);
            }
            return new PyTuple(out);
        });
        Registry.method(t, "__getitem__", (in, a, kw) -> ((MatchObject) a[0]).text(((MatchObject) a[0])
                .group(a[1]), PyNone.NONE));
        Registry.method(t, "groups", (in, a, kw) -> {
            MatchObject m = (MatchObject) a[0];
            PyObject dflt = Natives.arg(a, kw, 1, "default", PyNone.NONE);
            PyObject[] out = new PyObject[m.m.groupCount()];
            for (int g = 1; g <= out.length; g++) {
                out[g - 1] = m.text(g, dflt);
            }
            return new PyTuple(out);
        });
        Registry.method(t, "groupdict", (in, a, kw) -> {
            MatchObject m = (MatchObject) a[0];
            PyObject dflt = Natives.arg(a, kw, 1, "default", PyNone.NONE);
            PyDict d = new PyDict();
            m.m.regex().groupIndex().forEach((k, v) -> d.put(new PyStr(k), m.text(v, dflt)));
            return d;
        });
        Registry.method(t, "start", (in, a, kw) -> {
            MatchObject m = (MatchObject) a[0];
            return PyInt.of(m.cp(m.m.start(a.length > 1 ? m.group(a[1]) : 0)));
        });
        Registry.method(t, "end", (in, a, kw) -> {
            MatchObject m = (MatchObject) a[0];
            return PyInt.of(m.cp(m.m.end(a.length > 1 ? m.group(a[1]) : 0)));
        });
        Registry.method(t, "span", (in, a, kw) -> {
            MatchObject m = (MatchObject) a[0];
            int g = a.length > 1 ? m.group(a[1]) : 0;
            return PyTuple.of(PyInt.of(m.cp(m.m.start(g))), PyInt.of(m.cp(m.m.end(g))));
        });
        Registry.method(t, "expand", (in, a, kw) -> {
            MatchObject m = (MatchObject) a[0];
            return new PyStr(ReModule.template(m.pattern, Args.asStr(a[1], "template")).expand(m.m));
        });
        Registry.method(t, "__bool__", (in, a, kw) -> ReModule.bool(true));
        Registry.method(t, "__repr__", (in, a, kw) -> new PyStr(((MatchObject) a[0]).repr()));
        Natives.property(t, "string", (in, a, kw) -> ((MatchObject) a[0]).string);
        Natives.property(t, "re", (in, a, kw) -> ((MatchObject) a[0]).pattern);
        Natives.property(t, "pos", (in, a, kw) -> PyInt.of(((MatchObject) a[0]).cp(((MatchObject) a[0]).m.pos())));
        Natives.property(t, "endpos", (in, a, kw) -> PyInt.of(((MatchObject) a[0]).cp(((MatchObject) a[0]).m
                .endpos())));
        Natives.property(t, "lastindex", (in, a, kw) -> {
            int li = ((MatchObject) a[0]).m.lastIndex();
            return li < 0 ? PyNone.NONE : PyInt.of(li);
        });
        Natives.property(t, "lastgroup", (in, a, kw) -> ReModule.str(((MatchObject) a[0]).m.lastGroup()));
    }
}
