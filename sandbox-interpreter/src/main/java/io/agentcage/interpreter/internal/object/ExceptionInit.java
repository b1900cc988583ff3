package io.agentcage.interpreter.internal.object;

/**
 * What the builtin exception types' {@code __init__} take from their arguments besides {@code args}: OSError's
 * {@code errno}/{@code strerror}/{@code filename}, the {@code name} keyword of NameError, the {@code name} and
 * {@code obj} keywords of AttributeError, ImportError's {@code name}, {@code path} and {@code msg}, and
 * SyntaxError's {@code msg} and location tuple. A guest subclass gets them as its base would, both when it is
 * called without an {@code __init__} of its own and when its {@code __init__} calls the base's.
 */
final class ExceptionInit {
    private ExceptionInit() {
    }

    /**
     * Checks the keywords a call of {@code e}'s type passed, then sets the attributes its builtin base sets. The
     * caller has already set {@code e.args} to the positional arguments.
     */
    static void init(PyBaseException e, PyObject[] args, PyDict kw) {
        PyType t = e.type();
        if (t.isSubtypeOf(Exc.AttributeError)) {
            keywords(e, kw, "AttributeError", "name", "obj");
        } else if (t.isSubtypeOf(Exc.NameError)) {
            keywords(e, kw, "NameError", "name", null);
        } else if (t.isSubtypeOf(Exc.ImportError)) {
            keywords(e, kw, "ImportError", "name", "path");
            if (args.length == 1) {
                e.instanceDict().put("msg", args[0]);
            }
        } else {
            if (kw != null && kw.size() > 0) {
                throw Exc.typeError(t.name() + "() takes no keyword arguments");
            }
            if (t.isSubtypeOf(Exc.OSError)) {
                OsErrors.init(e, args);
            } else if (t.isSubtypeOf(Exc.SyntaxError)) {
                syntaxError(e, args);
            }
        }
    }

    private static void keywords(PyBaseException e, PyDict kw, String base, String first, String second) {
        if (kw == null || kw.size() == 0) {
            return;
        }
        for (java.util.Map.Entry<PyObject, PyObject> entry : kw.map.entrySet()) {
            String k = entry.getKey() instanceof PyStr s ? s.value() : Ops.str(entry.getKey());
            if (!k.equals(first) && !k.equals(second)) {
                throw Exc.typeError("'" + k + "' is an invalid keyword argument for " + base + "()");
            }
            e.instanceDict().put(k, entry.getValue());
        }
    }

    /** {@code SyntaxError(msg, (filename, lineno, offset, text[, end_lineno, end_offset]))}. */
    private static void syntaxError(PyBaseException e, PyObject[] args) {
        if (args.length == 0) {
            return;
        }
        PyDict d = e.instanceDict();
        d.put("msg", args[0]);
        if (args.length != 2) {
            return;
        }
        PyObject[] info = args[1] instanceof PyTuple tu ? tu.items : Iters.toArray(args[1]);
        if (info.length < 4) {
            throw Exc.typeError("function takes at least 4 arguments (" + info.length + " given)");
        }
        if (info.length > 6) {
            throw Exc.typeError("function takes at most 6 arguments (" + info.length + " given)");
        }
        d.put("filename", info[0]);
        d.put("lineno", info[1]);
        d.put("offset", info[2]);
        d.put("text", info[3]);
        if (info.length > 4) {
            d.put("end_lineno", info[4]);
        }
        if (info.length > 5) {
            d.put("end_offset", info[5]);
        }
    }

    /**
     * {@code str()} of a SyntaxError as CPython words it: the message, then the file's base name and the line when
     * they are known ({@code "msg (f.py, line 3)"}); null when the arguments are not {@code (msg, ...)}.
     */
    static String syntaxErrorStr(PyBaseException e) {
        PyDict d = e.instanceDictOrNull();
        if (d == null || e.args.size() == 0) {
            return null;
        }
        PyObject msg = d.get("msg");
        if (msg == null) {
            msg = e.args.get(0);
        }
        PyObject filename = d.get("filename");
        PyObject lineno = d.get("lineno");
        String file = filename instanceof PyStr fs ? basename(fs.value()) : null;
        boolean hasLine = lineno instanceof PyInt && !(lineno instanceof PyBool);
        String m = Ops.str(msg);
        if (file != null && hasLine) {
            return m + " (" + file + ", line " + Ops.str(lineno) + ")";
        }
        if (file != null) {
            return m + " (" + file + ")";
        }
        if (hasLine) {
            return m + " (line " + Ops.str(lineno) + ")";
        }
        return m;
    }

    private static String basename(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? path : path.substring(slash + 1);
    }
}
