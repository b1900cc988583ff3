package io.agentcage.interpreter.internal.object;

import static io.agentcage.interpreter.internal.object.Registry.method;

import io.agentcage.python.PythonChars;

/** The methods of {@code str}. Indices are code points; work is charged in proportion to string length. */
final class StrMethods {
    private StrMethods() {
    }

    static String s(PyObject o, String m) {
        if (o instanceof PyStr x) {
            return x.value();
        }
        throw Exc.typeError("descriptor '" + m + "' for 'str' objects doesn't apply to a '" + Ops.typeName(o)
                + "' object");
    }

    static boolean isSpace(int cp) {
        return Character.isWhitespace(cp) || Character.isSpaceChar(cp) || cp == 0x85 || (cp >= 0x1c && cp <= 0x1f);
    }

    private static void charge(Interp in, String s) {
        in.charge(1 + (s.length() >> 4));
    }

    static void install() {
        PyType t = PyType.STR;
        Registry.constructor(t, (in, a, kw) -> {
            if (a.length == 0 && kw == null) {
                return PyStr.EMPTY;
            }
            Args.clinic("str", a, kw, 3, "object", "encoding", "errors");
            PyObject obj = a.length > 0 ? a[0] : Args.kw(kw, "object", PyStr.EMPTY);
            if (a.length >= 2 || (kw != null && (kw.get("encoding") != null || kw.get("errors") != null))) {
                String enc = Args.clinicStr("str", "encoding", a.length > 1 ? a[1]
                        : Args.kw(kw, "encoding", new PyStr("utf-8")));
                String errors = Args.clinicStr("str", "errors", a.length > 2 ? a[2]
                        : Args.kw(kw, "errors", new PyStr("strict")));
                if (obj instanceof PyStr) {
                    throw Exc.typeError("decoding str is not supported");
                }
                if (obj instanceof PyBytes b) {
                    return new PyStr(BytesMethods.decode(b.bytes(), enc, errors));
                }
                if (obj instanceof PyMemoryView mv) {
                    return new PyStr(BytesMethods.decode(mv.toBytes(), enc, errors));
                }
                throw Exc.typeError("decoding to str: need a bytes-like object, " + Ops.typeName(obj) + " found");
            }
            return new PyStr(Ops.str(obj));
        });
        method(t, "lower", (in, a, kw) -> {
            charge(in, s(a[0], "lower"));
            return new PyStr(CaseMapping.lower(s(a[0], "lower")));
        });
        method(t, "upper", (in, a, kw) -> {
            charge(in, s(a[0], "upper"));
            return new PyStr(CaseMapping.upper(s(a[0], "upper")));
        });
        method(t, "casefold", (in, a, kw) -> {
            charge(in, s(a[0], "casefold"));
            return new PyStr(CaseMapping.casefold(s(a[0], "casefold")));
        });
        method(t, "swapcase", (in, a, kw) -> {
            charge(in, s(a[0], "swapcase"));
            return new PyStr(CaseMapping.swapcase(s(a[0], "swapcase")));
        });
        method(t, "capitalize", (in, a, kw) -> {
            charge(in, s(a[0], "capitalize"));
            return new PyStr(CaseMapping.capitalize(s(a[0], "capitalize")));
        });
        method(t, "title", (in, a, kw) -> {
            charge(in, s(a[0], "title"));
            return new PyStr(CaseMapping.title(s(a[0], "title")));
        });
        Registry.fixed(t, "lower", 1, 1, (in, s, u, v) -> {
            String x = s(s, "lower");
            charge(in, x);
            return new PyStr(CaseMapping.lower(x));
        });
        Registry.fixed(t, "upper", 1, 1, (in, s, u, v) -> {
            String x = s(s, "upper");
            charge(in, x);
            return new PyStr(CaseMapping.upper(x));
        });
        method(t, "strip", (in, a, kw) -> strip(a, kw, "strip", true, true));
        method(t, "lstrip", (in, a, kw) -> strip(a, kw, "lstrip", true, false));
        method(t, "rstrip", (in, a, kw) -> strip(a, kw, "rstrip", false, true));
        Registry.fixed(t, "strip", 1, 2, (in, x, c, u) -> strip(x, c, "strip", true, true));
        Registry.fixed(t, "lstrip", 1, 2, (in, x, c, u) -> strip(x, c, "lstrip", true, false));
        Registry.fixed(t, "rstrip", 1, 2, (in, x, c, u) -> strip(x, c, "rstrip", false, true));
        method(t, "split", (in, a, kw) -> split(in, a, kw, false));
        method(t, "rsplit", (in, a, kw) -> split(in, a, kw, true));
        method(t, "splitlines", (in, a, kw) -> splitlines(in, s(a[0], "splitlines"),
                Ops.truth(a.length > 1 ? a[1] : Args.kw(kw, "keepends", PyBool.FALSE))));
        method(t, "join", StrMethods::join);
        method(t, "replace", (in, a, kw) -> {
            Args.method("replace", a, kw, 2, 3);
            String x = s(a[0], "replace");
            String old = Args.asStr(a[1], "replace() argument 1");
            String nw = Args.asStr(a[2], "replace() argument 2");
            long count = a.length > 3 ? Args.asLong(a[3]) : -1;
            return new PyStr(replace(in, x, old, nw, count));
        });
        method(t, "startswith", (in, a, kw) -> affix(a, "startswith", true));
        method(t, "endswith", (in, a, kw) -> affix(a, "endswith", false));
        Registry.fixed(t, "startswith", 2, 3, (in, x, p, st) -> affix(x, p, st, null, "startswith", true));
        Registry.fixed(t, "endswith", 2, 3, (in, x, p, st) -> affix(x, p, st, null, "endswith", false));
        method(t, "find", (in, a, kw) -> PyInt.of(find(in, a, "find", false)));
        method(t, "rfind", (in, a, kw) -> PyInt.of(find(in, a, "rfind", true)));
        method(t, "index", (in, a, kw) -> {
            long r = find(in, a, "index", false);
            if (r < 0) {
                throw Exc.valueError("substring not found");
            }
            return PyInt.of(r);
        });
        method(t, "rindex", (in, a, kw) -> {
            long r = find(in, a, "rindex", true);
            if (r < 0) {
                throw Exc.valueError("substring not found");
            }
            return PyInt.of(r);
        });
        method(t, "count", (in, a, kw) -> {
            Args.method("count", a, kw, 1, 3);
            PyStr self = (PyStr) a[0];
            String sub = Args.asStr(a[1], "must be str, not " + Ops.typeName(a[1]) + " -");
            int[] r = range(self, a, 2);
            String x = self.value().substring(self.cpToChar(r[0]), self.cpToChar(r[1]));
            charge(in, x);
            if (sub.isEmpty()) {
                return PyInt.of(x.codePointCount(0, x.length()) + 1);
            }
            int c = 0;
            for (int i = x.indexOf(sub); i >= 0; i = x.indexOf(sub, i + sub.length())) {
                c++;
            }
            return PyInt.of(c);
        });
        method(t, "center", (in, a, kw) -> justify(in, a, "center", 'c'));
        method(t, "ljust", (in, a, kw) -> justify(in, a, "ljust", 'l'));
        method(t, "rjust", (in, a, kw) -> justify(in, a, "rjust", 'r'));
        method(t, "zfill", (in, a, kw) -> {
            String x = s(a[0], "zfill");
            int w = Args.asInt(a[1]);
            int n = x.codePointCount(0, x.length());
            if (w <= n) {
                return a[0];
            }
            in.reserveMemory(Footprint.str(w, false));
            int sign = x.startsWith("-") || x.startsWith("+") ? 1 : 0;
            return new PyStr(x.substring(0, sign) + "0".repeat(w - n) + x.substring(sign));
        });
        method(t, "partition", (in, a, kw) -> partition(a, false));
        method(t, "rpartition", (in, a, kw) -> partition(a, true));
        method(t, "removeprefix", (in, a, kw) -> {
            String x = s(a[0], "removeprefix");
            String p = Args.asStr(a[1], "removeprefix() argument");
            return x.startsWith(p) ? new PyStr(x.substring(p.length())) : a[0];
        });
        method(t, "removesuffix", (in, a, kw) -> {
            String x = s(a[0], "removesuffix");
            String p = Args.asStr(a[1], "removesuffix() argument");
            return x.endsWith(p) && !p.isEmpty() ? new PyStr(x.substring(0, x.length() - p.length())) : a[0];
        });
        method(t, "expandtabs", (in, a, kw) -> {
            String x = s(a[0], "expandtabs");
            int size = a.length > 1 ? Args.asInt(a[1]) : (int) Args.asLong(Args.kw(kw, "tabsize", PyInt.of(8)));
            StringBuilder sb = new StringBuilder();
            int col = 0;
            for (int i = 0; i < x.length(); i++) {
                char c = x.charAt(i);
                if (c == '\t') {
                    int n = size > 0 ? size - col % size : 0;
                    sb.append(" ".repeat(n));
                    col += n;
                } else {
                    sb.append(c);
                    col = c == '\n' || c == '\r' ? 0 : col + 1;
                }
            }
            return new PyStr(sb.toString());
        });
        method(t, "encode", (in, a, kw) -> {
            String enc = a.length > 1 ? Ops.str(a[1]) : Ops.str(Args.kw(kw, "encoding", new PyStr("utf-8")));
            String errors = a.length > 2 ? Ops.str(a[2]) : Ops.str(Args.kw(kw, "errors", new PyStr("strict")));
            return new PyBytes(BytesMethods.encode(s(a[0], "encode"), enc, errors), false);
        });
        method(t, "format", (in, a, kw) -> {
            PyObject[] rest = new PyObject[a.length - 1];
            System.arraycopy(a, 1, rest, 0, rest.length);
            return new PyStr(StrFormat.format(in, s(a[0], "format"), rest, kw));
        });
        method(t, "format_map", (in, a, kw) -> new PyStr(StrFormat.formatMap(in, s(a[0], "format_map"), a[1])));
        method(t, "__format__", (in, a, kw) -> new PyStr(Format.formatBuiltin(a[0], Args.asStr(a[1], "format spec"))));
        // the string's own forms: no dispatch back to a guest subclass's overrides
        method(t, "__repr__", (in, a, kw) -> new PyStr(Strings.repr(s(a[0], "__repr__"))));
        method(t, "__str__", (in, a, kw) -> PyStr.of(s(a[0], "__str__")));
        method(t, "translate", (in, a, kw) -> {
            String x = s(a[0], "translate");
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < x.length(); ) {
                int cp = x.codePointAt(i);
                i += Character.charCount(cp);
                PyObject r;
                try {
                    r = Ops.getitem(a[1], PyInt.of(cp));
                } catch (PyException e) {
                    if (!Exc.matches(e, Exc.LookupError)) {
                        throw e;
                    }
                    sb.appendCodePoint(cp);
                    continue;
                }
                if (r instanceof PyInt ri) {
                    sb.appendCodePoint((int) ri.value);
                } else if (r instanceof PyStr rs) {
                    sb.append(rs.value());
                } else if (r != PyNone.NONE) {
                    throw Exc.typeError("character mapping must return integer, None or str");
                }
            }
            return new PyStr(sb.toString());
        });
        Registry.staticMethod(t, "maketrans", StrMethods::maketrans);
        installPredicates(t);
        method(t, "__len__", (in, a, kw) -> PyInt.of(((PyStr) a[0]).length()));
        method(t, "__contains__", (in, a, kw) -> PyBool.of(Ops.contains(a[0], a[1])));
        method(t, "__getitem__", (in, a, kw) -> Items.builtinGetitem((PyStr) a[0], a[1]));
        method(t, "__add__", (in, a, kw) -> Arith.binary(a[0], a[1], Arith.ADD));
        method(t, "__mul__", (in, a, kw) -> Arith.binary(a[0], a[1], Arith.MUL));
        method(t, "__mod__", (in, a, kw) -> Arith.binary(a[0], a[1], Arith.MOD));
        method(t, "__hash__", (in, a, kw) -> PyInt.of(CpyHash.builtinHash(Subclassed.plain(a[0]))));
        method(t, "__iter__", (in, a, kw) -> Ops.iter(a[0]));
    }

    private static void installPredicates(PyType t) {
        method(t, "isdigit", (in, a, kw) -> pred(a[0], "isdigit", StrMethods::isDigit));
        Registry.fixed(t, "isdigit", 1, 1, (in, x, u, v) -> pred(x, "isdigit", StrMethods::isDigit));
        method(t, "isdecimal", (in, a, kw) -> pred(a[0], "isdecimal",
                c -> Character.getType(c) == Character.DECIMAL_DIGIT_NUMBER));
        method(t, "isnumeric", (in, a, kw) -> pred(a[0], "isnumeric", c -> {
            int ty = Character.getType(c);
            return ty == Character.DECIMAL_DIGIT_NUMBER || ty == Character.OTHER_NUMBER || ty == Character.LETTER_NUMBER
                    || (c >= 0x4e00 && "一二三四五六七八九十百千万亿零".indexOf(c) >= 0);
        }));
        method(t, "isalpha", (in, a, kw) -> pred(a[0], "isalpha", Character::isLetter));
        Registry.fixed(t, "isalpha", 1, 1, (in, x, u, v) -> pred(x, "isalpha", Character::isLetter));
        method(t, "isalnum", (in, a, kw) -> pred(a[0], "isalnum", c -> Character.isLetter(c) || Character.isDigit(c)
                || Character.getType(c) == Character.OTHER_NUMBER || Character.getType(c) == Character.LETTER_NUMBER));
        method(t, "isspace", (in, a, kw) -> pred(a[0], "isspace", StrMethods::isSpace));
        Registry.fixed(t, "isspace", 1, 1, (in, x, u, v) -> pred(x, "isspace", StrMethods::isSpace));
        method(t, "isascii", (in, a, kw) -> PyBool.of(s(a[0], "isascii").chars().allMatch(c -> c < 128)));
        method(t, "isprintable", (in, a, kw) -> PyBool.of(s(a[0], "isprintable").codePoints()
                .allMatch(PythonChars::isPrintable)));
        method(t, "isidentifier", (in, a, kw) -> {
            String x = s(a[0], "isidentifier");
            if (x.isEmpty() || !(Character.isLetter(x.codePointAt(0)) || x.charAt(0) == '_')) {
                return PyBool.FALSE;
            }
            return PyBool.of(x.codePoints().allMatch(c -> Character.isLetterOrDigit(c) || c == '_'));
        });
        method(t, "islower", (in, a, kw) -> PyBool.of(CaseMapping.isAllCase(s(a[0], "islower"), false)));
        method(t, "isupper", (in, a, kw) -> PyBool.of(CaseMapping.isAllCase(s(a[0], "isupper"), true)));
        method(t, "istitle", (in, a, kw) -> PyBool.of(CaseMapping.isTitle(s(a[0], "istitle"))));
    }

    private static boolean isDigit(int c) {
        return Character.getType(c) == Character.DECIMAL_DIGIT_NUMBER
                || (c >= 0x2070 && c <= 0x2079) || c == 0xB2 || c == 0xB3 || c == 0xB9 || (c >= 0x2080 && c <= 0x2089);
    }

    private static PyObject pred(PyObject self, String name, java.util.function.IntPredicate p) {
        String x = s(self, name);
        return PyBool.of(!x.isEmpty() && x.codePoints().allMatch(p));
    }

    private static PyObject strip(PyObject[] a, PyDict kw, String name, boolean left, boolean right) {
        Args.method(name, a, kw, 0, 1);
        return strip(a[0], a.length > 1 ? a[1] : null, name, left, right);
    }

    /** {@code s.strip([chars])}, lstrip or rstrip; absent chars is null. */
    private static PyObject strip(PyObject s, PyObject charsArg, String name, boolean left, boolean right) {
        String x = s(s, name);
        if (charsArg != null && charsArg != PyNone.NONE && !(charsArg instanceof PyStr)) {
            throw Exc.typeError(name + " arg must be None or str");
        }
        String chars = charsArg != null && charsArg != PyNone.NONE ? ((PyStr) charsArg).value() : null;
        int i = 0;
        int j = x.length();
        if (left) {
            while (i < j && (chars == null ? isSpace(x.charAt(i)) : chars.indexOf(x.charAt(i)) >= 0)) {
                i++;
            }
        }
        if (right) {
            while (j > i && (chars == null ? isSpace(x.charAt(j - 1)) : chars.indexOf(x.charAt(j - 1)) >= 0)) {
                j--;
            }
        }
        return i == 0 && j == x.length() ? s : new PyStr(x.substring(i, j));
    }

    private static PyObject split(Interp in, PyObject[] a, PyDict kw, boolean fromRight) {
        String name = fromRight ? "rsplit" : "split";
        Args.onlyKeywords(name, kw, "sep", "maxsplit");
        String x = s(a[0], name);
        PyObject sepObj = a.length > 1 ? a[1] : Args.kw(kw, "sep", PyNone.NONE);
        long max = a.length > 2 ? Args.asLong(a[2]) : Args.asLong(Args.kw(kw, "maxsplit", PyInt.of(-1)));
        charge(in, x);
        // the parts are guest strings in a list the memory gauge sees while it grows (pinned): splitting a big
        // string into millions of parts is charged and counted as it happens, not after
        PyList parts = new PyList();
        int mark = in.memory().pin(parts);
        try {
            if (sepObj == PyNone.NONE) {
                splitWhitespace(x, max, fromRight, parts);
            } else {
                if (!(sepObj instanceof PyStr)) {
                    throw Exc.typeError("must be str or None, not " + Ops.typeName(sepObj));
                }
                String sep = ((PyStr) sepObj).value();
                if (sep.isEmpty()) {
                    throw Exc.valueError("empty separator");
                }
                splitOn(x, sep, max, fromRight, parts);
            }
        } finally {
            in.memory().unpin(mark);
        }
        return parts;
    }

    private static void splitOn(String x, String sep, long max, boolean fromRight, PyList parts) {
        if (!fromRight) {
            int start = 0;
            int idx;
            while ((max < 0 || parts.size() < max) && (idx = x.indexOf(sep, start)) >= 0) {
                parts.append(PyStr.of(x.substring(start, idx)));
                start = idx + sep.length();
            }
            parts.append(PyStr.of(x.substring(start)));
            return;
        }
        int end = x.length();
        int idx;
        while ((max < 0 || parts.size() < max) && (idx = x.lastIndexOf(sep, end - sep.length())) >= 0
                && end - sep.length() >= 0) {
            parts.append(PyStr.of(x.substring(idx + sep.length(), end)));
            end = idx;
        }
        parts.append(PyStr.of(x.substring(0, end)));
        reverse(parts);
    }

    private static void reverse(PyList l) {
        PyObject[] items = l.rewrite();
        for (int i = 0, j = l.size() - 1; i < j; i++, j--) {
            PyObject t = items[i];
            items[i] = items[j];
            items[j] = t;
        }
    }

    private static void splitWhitespace(String x, long max, boolean fromRight, PyList parts) {
        if (!fromRight) {
            int i = 0;
            int n = x.length();
            while (true) {
                while (i < n && isSpace(x.charAt(i))) {
                    i++;
                }
                if (i >= n) {
                    return;
                }
                if (max >= 0 && parts.size() >= max) {
                    int j = n;
                    while (j > i && isSpace(x.charAt(j - 1))) {
                        j--;
                    }
                    parts.append(PyStr.of(x.substring(i, j)));
                    return;
                }
                int j = i;
                while (j < n && !isSpace(x.charAt(j))) {
                    j++;
                }
                parts.append(PyStr.of(x.substring(i, j)));
                i = j;
            }
        }
        int j = x.length();
        while (true) {
            while (j > 0 && isSpace(x.charAt(j - 1))) {
                j--;
            }
            if (j <= 0) {
                break;
            }
            if (max >= 0 && parts.size() >= max) {
                int i = 0;
                while (i < j && isSpace(x.charAt(i))) {
                    i++;
                }
                parts.append(PyStr.of(x.substring(i, j)));
                break;
            }
            int i = j;
            while (i > 0 && !isSpace(x.charAt(i - 1))) {
                i--;
            }
            parts.append(PyStr.of(x.substring(i, j)));
            j = i;
        }
        reverse(parts);
    }

    static PyList splitlines(Interp in, String x, boolean keepends) {
        PyList out = new PyList();
        int mark = in.memory().pin(out);
        try {
            splitlines(x, keepends, out);
        } finally {
            in.memory().unpin(mark);
        }
        return out;
    }

    private static void splitlines(String x, boolean keepends, PyList out) {
        int i = 0;
        int n = x.length();
        int start = 0;
        while (i < n) {
            char c = x.charAt(i);
            int eol = -1;
            if (c == '\r' && i + 1 < n && x.charAt(i + 1) == '\n') {
                eol = i + 2;
            } else if (c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || c == 0x1c || c == 0x1d || c == 0x1e
                    || c == 0x85 || c == 0x2028 || c == 0x2029) {
                eol = i + 1;
            }
            if (eol >= 0) {
                out.append(PyStr.of(x.substring(start, keepends ? eol : i)));
                start = eol;
                i = eol;
            } else {
                i++;
            }
        }
        if (start < n) {
            out.append(PyStr.of(x.substring(start)));
        }
    }

    private static PyObject join(Interp in, PyObject[] a, PyDict kw) {
        Args.method("join", a, kw, 1, 1);
        String sep = s(a[0], "join");
        PyObject[] items = Iters.toArray(a[1]);
        // the parts may be the only references to them (a generator's strings): the gauge must see them while the
        // result is reserved and made
        int mark = in.memory().pinArray(items);
        try {
            return join(in, sep, items);
        } finally {
            in.memory().unpin(mark);
        }
    }

    private static PyObject join(Interp in, String sep, PyObject[] items) {
        long total = 0;
        for (int i = 0; i < items.length; i++) {
            if (!(items[i] instanceof PyStr x)) {
                throw Exc.typeError("sequence item " + i + ": expected str instance, " + Ops.typeName(items[i])
                        + " found");
            }
            total += x.value().length() + sep.length();
        }
        if (total > 4096) {
            in.reserveMemory(Footprint.str(total, false));
        }
        in.charge(items.length);
        StringBuilder sb = new StringBuilder((int) Math.min(total, Integer.MAX_VALUE - 16));
        for (int i = 0; i < items.length; i++) {
            if (i > 0) {
                sb.append(sep);
            }
            sb.append(((PyStr) items[i]).value());
        }
        return new PyStr(sb.toString());
    }

    static String replace(Interp in, String x, String old, String nw, long count) {
        if (count == 0) {
            return x;
        }
        if (old.isEmpty()) {
            StringBuilder sb = new StringBuilder();
            long done = 0;
            int i = 0;
            while (i <= x.length()) {
                if (count < 0 || done < count) {
                    sb.append(nw);
                    done++;
                }
                if (i < x.length()) {
                    int cp = x.codePointAt(i);
                    sb.appendCodePoint(cp);
                    i += Character.charCount(cp);
                } else {
                    break;
                }
            }
            return sb.toString();
        }
        StringBuilder sb = new StringBuilder();
        int start = 0;
        long done = 0;
        int idx;
        while ((count < 0 || done < count) && (idx = x.indexOf(old, start)) >= 0) {
            sb.append(x, start, idx).append(nw);
            start = idx + old.length();
            done++;
            if (sb.length() > 4096 && (done & 255) == 0) {
                in.reserveMemory(Footprint.str(sb.length(), false));
            }
        }
        sb.append(x, start, x.length());
        charge(in, x);
        return sb.toString();
    }

    /** Normalised [start, end) code point range from optional args at {@code from}. */
    static int[] range(PyStr self, PyObject[] a, int from) {
        int n = self.length();
        long st = a.length > from && a[from] != PyNone.NONE ? Args.asLong(a[from]) : 0;
        long en = a.length > from + 1 && a[from + 1] != PyNone.NONE ? Args.asLong(a[from + 1]) : n;
        if (st < 0) {
            st = Math.max(0, st + n);
        }
        if (en < 0) {
            en = Math.max(0, en + n);
        }
        st = Math.min(st, n);
        en = Math.min(en, n);
        return new int[] {(int) st, (int) Math.max(st, en)};
    }

    private static PyObject affix(PyObject[] a, String name, boolean prefix) {
        if (a.length < 2) {
            throw Exc.typeError(name + "() takes at least 1 argument (" + Math.max(0, a.length - 1) + " given)");
        }
        Args.count(name, a, 2, 4);
        return affix(a[0], a[1], a.length > 2 ? a[2] : null, a.length > 3 ? a[3] : null, name, prefix);
    }

    /** A start or end of startswith/endswith: an int, clamped as a slice index is (huge ones to the ends). */
    private static long sliceIndex(PyObject o) {
        PyInt i = Ops.index(o, "slice indices must be integers or None or have an __index__ method");
        return i.big != null ? (i.big.signum() < 0 ? Long.MIN_VALUE / 2 : Long.MAX_VALUE / 2) : i.value;
    }

    /** {@code s.startswith(p[, start[, end]])} or endswith; an absent start or end is null. */
    private static PyObject affix(PyObject s, PyObject p, PyObject start, PyObject end, String name, boolean prefix) {
        PyStr self = (PyStr) s;
        int n = self.length();
        long st = start != null && start != PyNone.NONE ? sliceIndex(start) : 0;
        long en = end != null && end != PyNone.NONE ? sliceIndex(end) : n;
        if (st < 0) {
            st = Math.max(0, st + n);
        }
        if (en < 0) {
            en = Math.max(0, en + n);
        }
        en = Math.min(en, n);
        if (st > n || st > en) {
            return PyBool.FALSE;
        }
        String x = self.substring((int) st, (int) en);
        if (p instanceof PyStr ps) {
            return PyBool.of(prefix ? x.startsWith(ps.value()) : x.endsWith(ps.value()));
        }
        if (!(p instanceof PyTuple tu)) {
            throw Exc.typeError(name + " first arg must be str or a tuple of str, not " + Ops.typeName(p));
        }
        for (PyObject c : tu.items) {
            if (!(c instanceof PyStr cs)) {
                throw Exc.typeError("tuple for " + name + " must only contain str, not " + Ops.typeName(c));
            }
            if (prefix ? x.startsWith(cs.value()) : x.endsWith(cs.value())) {
                return PyBool.TRUE;
            }
        }
        return PyBool.FALSE;
    }

    private static long find(Interp in, PyObject[] a, String name, boolean last) {
        Args.count(name, a, 2, 4);
        PyStr self = (PyStr) a[0];
        if (!(a[1] instanceof PyStr sub)) {
            throw Exc.typeError("must be str, not " + Ops.typeName(a[1]));
        }
        int[] r = range(self, a, 2);
        if (a.length > 2 && a[2] != PyNone.NONE && Args.asLong(a[2]) > self.length()) {
            return -1;
        }
        int cs = self.cpToChar(r[0]);
        int ce = self.cpToChar(r[1]);
        charge(in, self.value());
        int idx;
        if (last) {
            idx = self.value().lastIndexOf(sub.value(), ce - sub.value().length());
            if (idx < cs) {
                idx = -1;
            }
        } else {
            idx = self.value().indexOf(sub.value(), cs);
            if (idx + sub.value().length() > ce) {
                idx = -1;
            }
        }
        return idx < 0 ? -1 : self.charToCp(idx);
    }

    private static PyObject justify(Interp in, PyObject[] a, String name, char how) {
        Args.count(name, a, 2, 3);
        String x = s(a[0], name);
        long w = Args.asLong(a[1]);
        String fill = " ";
        if (a.length > 2) {
            fill = Args.asStr(a[2], name + "() argument 2");
            if (fill.codePointCount(0, fill.length()) != 1) {
                throw Exc.typeError("The fill character must be exactly one character long");
            }
        }
        int n = x.codePointCount(0, x.length());
        if (w <= n) {
            return a[0];
        }
        in.reserveMemory(Footprint.str(w, false));
        int total = (int) (w - n);
        switch (how) {
            case 'l':
                return new PyStr(x + fill.repeat(total));
            case 'r':
                return new PyStr(fill.repeat(total) + x);
            default: {
                int left = total / 2 + (total & (int) w & 1);
                return new PyStr(fill.repeat(left) + x + fill.repeat(total - left));
            }
        }
    }

    private static PyObject partition(PyObject[] a, boolean last) {
        String x = s(a[0], "partition");
        String sep = Args.asStr(a[1], "partition() argument");
        if (sep.isEmpty()) {
            throw Exc.valueError("empty separator");
        }
        int i = last ? x.lastIndexOf(sep) : x.indexOf(sep);
        if (i < 0) {
            return last ? PyTuple.of(PyStr.EMPTY, PyStr.EMPTY, a[0]) : PyTuple.of(a[0], PyStr.EMPTY, PyStr.EMPTY);
        }
        return PyTuple.of(new PyStr(x.substring(0, i)), a[1], new PyStr(x.substring(i + sep.length())));
    }

    private static PyObject maketrans(Interp in, PyObject[] a, PyDict kw) {
        PyDict d = new PyDict();
        if (a.length == 1) {
            if (!(a[0] instanceof PyDict src)) {
                throw Exc.typeError("if you give only one argument to maketrans it must be a dict");
            }
            for (var e : src.map.entrySet()) {
                PyObject k = e.getKey();
                if (k instanceof PyStr ks) {
                    k = PyInt.of(ks.value().codePointAt(0));
                }
                d.put(k, e.getValue());
            }
            return d;
        }
        String x = Args.asStr(a[0], "maketrans() argument 1");
        String y = Args.asStr(a[1], "maketrans() argument 2");
        if (x.codePointCount(0, x.length()) != y.codePointCount(0, y.length())) {
            throw Exc.valueError("the first two maketrans arguments must have equal length");
        }
        int[] xs = x.codePoints().toArray();
        int[] ys = y.codePoints().toArray();
        for (int i = 0; i < xs.length; i++) {
            d.put(PyInt.of(xs[i]), PyInt.of(ys[i]));
        }
        if (a.length > 2) {
            Args.asStr(a[2], "maketrans() argument 3").codePoints().forEach(c -> d.put(PyInt.of(c), PyNone.NONE));
        }
        return d;
    }
}
