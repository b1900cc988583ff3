package io.agentcage.interpreter.internal.object;

/** Argument checking and conversion helpers for native functions, with CPython's error messages. */
public final class Args {
    private Args() {
    }

    /** Checks the positional count of {@code name(...)} and that no keywords were passed. */
    public static void check(String name, PyObject[] args, PyDict kwargs, int min, int max) {
        noKwargs(name, kwargs);
        count(name, args, min, max);
    }

    /** Checks the positional count only. */
    public static void count(String name, PyObject[] args, int min, int max) {
        int n = args.length;
        if (n >= min && n <= max) {
            return;
        }
        if (min == max) {
            if (min == 0) {
                throw Exc.typeError(name + "() takes no arguments (" + n + " given)");
            }
            if (min == 1) {
                throw Exc.typeError(name + "() takes exactly one argument (" + n + " given)");
            }
            throw Exc.typeError(name + " expected " + min + " arguments, got " + n);
        }
        if (n < min) {
            throw Exc.typeError(name + " expected at least " + min + " argument" + (min == 1 ? "" : "s") + ", got "
                    + n);
        }
        throw Exc.typeError(name + " expected at most " + max + " argument" + (max == 1 ? "" : "s") + ", got " + n);
    }

    /** Checks the positional count of a method (args[0] is the receiver, not counted). */
    public static void method(String name, PyObject[] args, PyDict kwargs, int min, int max) {
        noKwargs(name, kwargs);
        int n = args.length - 1;
        if (n >= min && n <= max) {
            return;
        }
        if (min == max) {
            if (min == 0) {
                throw Exc.typeError(name + "() takes no arguments (" + n + " given)");
            }
            if (min == 1) {
                throw Exc.typeError(name + "() takes exactly one argument (" + n + " given)");
            }
            throw Exc.typeError(name + " expected " + min + " arguments, got " + n);
        }
        if (n < min) {
            throw Exc.typeError(name + " expected at least " + min + " argument" + (min == 1 ? "" : "s") + ", got "
                    + n);
        }
        throw Exc.typeError(name + " expected at most " + max + " argument" + (max == 1 ? "" : "s") + ", got " + n);
    }

    public static void noKwargs(String name, PyDict kwargs) {
        if (kwargs != null && kwargs.size() > 0) {
            throw Exc.typeError(name + "() takes no keyword arguments");
        }
    }

    /** Takes keyword {@code key} out of {@code kwargs}, or returns {@code dflt}. */
    public static PyObject kw(PyDict kwargs, String key, PyObject dflt) {
        if (kwargs == null) {
            return dflt;
        }
        PyObject v = kwargs.get(key);
        return v == null ? dflt : v;
    }

    /** Rejects any keyword not in {@code allowed}. */
    /**
     * CPython's Argument Clinic checks of a builtin type's constructor: at most {@code maxPositional} positional
     * arguments ("int() takes at most 2 arguments (3 given)") and only the keywords named ("'x' is an invalid keyword
     * argument for int()").
     */
    public static void clinic(String name, PyObject[] args, PyDict kwargs, int maxPositional, String... keywords) {
        if (args.length > maxPositional) {
            throw Exc.typeError(name + "() takes at most " + maxPositional + " argument" + (maxPositional == 1 ? ""
                    : "s") + " (" + args.length + " given)");
        }
        if (kwargs == null) {
            return;
        }
        outer:
        for (PyObject k : kwargs.map.keySet()) {
            String s = ((PyStr) k).value();
            for (String a : keywords) {
                if (a.equals(s)) {
                    continue outer;
                }
            }
            throw Exc.typeError("'" + s + "' is an invalid keyword argument for " + name + "()");
        }
    }

    /** A str argument of a builtin type's constructor: CPython's "str() argument 'encoding' must be str, not int". */
    public static String clinicStr(String fn, String param, PyObject o) {
        if (!(o instanceof PyStr s)) {
            throw Exc.typeError(fn + "() argument '" + param + "' must be str, not " + Ops.typeName(o));
        }
        return s.value();
    }

    public static void onlyKeywords(String name, PyDict kwargs, String... allowed) {
        if (kwargs == null) {
            return;
        }
        outer:
        for (PyObject k : kwargs.map.keySet()) {
            String s = ((PyStr) k).value();
            for (String a : allowed) {
                if (a.equals(s)) {
                    continue outer;
                }
            }
            throw Exc.typeError(name + "() got an unexpected keyword argument '" + s + "'");
        }
    }

    /** An int argument as a long (TypeError naming the type otherwise, OverflowError when too big). */
    public static long asLong(PyObject o) {
        PyInt i = Ops.index(o, "'%T' object cannot be interpreted as an integer");
        if (i.big != null) {
            throw Exc.overflowError("Python int too large to convert to C long");
        }
        return i.value;
    }

    public static int asInt(PyObject o) {
        long v = asLong(o);
        if (v > Integer.MAX_VALUE || v < Integer.MIN_VALUE) {
            throw Exc.overflowError("Python int too large to convert to C int");
        }
        return (int) v;
    }

    public static String asStr(PyObject o, String what) {
        if (o instanceof PyStr s) {
            return s.value();
        }
        throw Exc.typeError(what + " must be str, not " + Ops.typeName(o));
    }

    public static double asDouble(PyObject o) {
        if (o instanceof PyFloat f) {
            return f.value;
        }
        if (o instanceof PyInt i) {
            return i.toDouble();
        }
        PyObject m = o.type().lookupGuest(Names.FLOAT);
        if (m != null) {
            PyObject r = Ops.callMethod(o, m);
            if (r instanceof PyFloat rf) {
                return rf.value;
            }
        }
        m = o.type().lookupGuest(Names.INDEX);
        if (m != null) {
            return Ops.index(o, "").toDouble();
        }
        throw Exc.typeError("must be real number, not " + Ops.typeName(o));
    }
}
