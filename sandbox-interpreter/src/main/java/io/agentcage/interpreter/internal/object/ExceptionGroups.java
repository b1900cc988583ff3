package io.agentcage.interpreter.internal.object;

import static io.agentcage.interpreter.internal.object.Registry.method;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * {@code BaseExceptionGroup} and {@code ExceptionGroup} as CPython 3.11 has them: construction rules,
 * {@code split}/{@code subgroup}/{@code derive}, and the two helpers {@code except*} compiles to (matching a clause
 * against the leaves, and combining what the clauses raised with the unmatched rest).
 */
public final class ExceptionGroups {
    private ExceptionGroups() {
    }

    /** Nesting deeper than this is refused with RecursionError (CPython's own limit is the recursion limit). */
    private static final int MAX_NESTING = 900;

    static void install() {
        for (PyType t : new PyType[] {Exc.BaseExceptionGroup, Exc.ExceptionGroup}) {
            Registry.constructor(t, (in, a, kw) -> {
                if (kw != null && kw.size() > 0) {
                    throw Exc.typeError(t.name() + "() takes no keyword arguments");
                }
                return create(t, a);
            });
        }
        PyType g = Exc.BaseExceptionGroup;
        method(g, "derive", (in, a, kw) -> {
            Args.method("derive", a, kw, 1, 1);
            return create(Exc.BaseExceptionGroup, new PyObject[] {group(a[0]).groupMessage, a[1]});
        });
        method(g, "split", (in, a, kw) -> {
            Args.method("split", a, kw, 1, 1);
            PyObject[] r = split(in, group(a[0]), matcher(a[1]), true, 0);
            return PyTuple.of(r[0], r[1]);
        });
        method(g, "subgroup", (in, a, kw) -> {
            Args.method("subgroup", a, kw, 1, 1);
            return split(in, group(a[0]), matcher(a[1]), false, 0)[0];
        });
        Registry.classMethod(g, "__class_getitem__", (in, a, kw) -> a[0]);
    }

    private static PyBaseException group(PyObject o) {
        if (o instanceof PyBaseException e && e.groupExceptions != null) {
            return e;
        }
        throw Exc.typeError("descriptor requires a 'BaseExceptionGroup' object but received '" + Ops.typeName(o)
                + "'");
    }

    /** Whether {@code o} is an exception group (an instance of {@code BaseExceptionGroup}). */
    public static boolean isGroup(PyObject o) {
        return o instanceof PyBaseException e && e.groupExceptions != null;
    }

    /** {@code BaseExceptionGroup.__new__(cls, message, exceptions)} with CPython's checks and class choice. */
    public static PyBaseException create(PyType cls, PyObject[] a) {
        if (a.length != 2) {
            throw Exc.typeError("BaseExceptionGroup.__new__() takes exactly 2 arguments (" + a.length + " given)");
        }
        if (!(a[0] instanceof PyStr msg)) {
            throw Exc.typeError("BaseExceptionGroup.__new__() argument 1 must be str, not " + Ops.typeName(a[0]));
        }
        PyObject seq = a[1];
        if (!isSequence(seq)) {
            throw Exc.typeError("second argument (exceptions) must be a sequence");
        }
        PyObject[] items = Iters.toArray(seq);
        if (items.length == 0) {
            throw Exc.valueError("second argument (exceptions) must be a non-empty sequence");
        }
        boolean nestedBase = false;
        for (int i = 0; i < items.length; i++) {
            if (!(items[i] instanceof PyBaseException e)) {
                throw Exc.valueError("Item " + i + " of second argument (exceptions) is not an exception");
            }
            if (!e.type().isSubtypeOf(Exc.Exception)) {
                nestedBase = true;
            }
        }
        PyType t = cls;
        if (cls == Exc.BaseExceptionGroup) {
            if (!nestedBase) {
                t = Exc.ExceptionGroup;
            }
        } else if (cls == Exc.ExceptionGroup) {
            if (nestedBase) {
                throw Exc.typeError("Cannot nest BaseExceptions in an ExceptionGroup");
            }
        } else if (nestedBase && cls.isSubtypeOf(Exc.Exception)) {
            throw Exc.typeError("Cannot nest BaseExceptions in '" + cls.name() + "'");
        }
        PyBaseException g = new PyBaseException(t, PyTuple.of(msg, seq));
        g.groupMessage = msg;
        g.groupExceptions = new PyTuple(items);
        return g;
    }

    private static boolean isSequence(PyObject o) {
        if (o instanceof PyList || o instanceof PyTuple || o instanceof PyStr || o instanceof PyBytes
                || o instanceof PyRange) {
            return true;
        }
        if (o instanceof PyDict || o instanceof PySet) {
            return false;
        }
        return o.type().hasGuestClass() && o.type().lookup(Names.GETITEM) != null;
    }

    /** A split condition: an exception type, a tuple of them, or a predicate. */
    private record Matcher(PyObject value, boolean predicate, Set<PyBaseException> ids) {
        boolean matches(Interp in, PyBaseException e) {
            if (ids != null) {
                return ids.contains(e);
            }
            if (predicate) {
                return Ops.truth(Ops.call(in, value, new PyObject[] {e}, null));
            }
            return isInstance(e, value);
        }
    }

    private static boolean isInstance(PyBaseException e, PyObject t) {
        if (t instanceof PyTuple tu) {
            for (PyObject x : tu.items) {
                if (e.type().isSubtypeOf((PyType) x)) {
                    return true;
                }
            }
            return false;
        }
        return e.type().isSubtypeOf((PyType) t);
    }

    private static boolean isExceptionClass(PyObject o) {
        return o instanceof PyType t && t.isSubtypeOf(Exc.BaseException);
    }

    private static Matcher matcher(PyObject v) {
        if (Ops.isCallable(v) && !(v instanceof PyType)) {
            return new Matcher(v, true, null);
        }
        if (isExceptionClass(v)) {
            return new Matcher(v, false, null);
        }
        if (v instanceof PyTuple t) {
            for (PyObject x : t.items) {
                if (!isExceptionClass(x)) {
                    throw matcherError();
                }
            }
            return new Matcher(v, false, null);
        }
        throw matcherError();
    }

    private static PyException matcherError() {
        return Exc.typeError("expected a function, exception type or tuple of exception types");
    }

    /** CPython's exception_group_split_recursive: {match, rest}, each an exception or None. */
    private static PyObject[] split(Interp in, PyBaseException e, Matcher m, boolean withRest, int depth) {
        in.charge(1);
        if (m.matches(in, e)) {
            return new PyObject[] {e, PyNone.NONE};
        }
        if (e.groupExceptions == null) {
            return new PyObject[] {PyNone.NONE, withRest ? e : PyNone.NONE};
        }
        if (depth > MAX_NESTING) {
            throw Exc.make(Exc.RecursionError, "maximum recursion depth exceeded");
        }
        List<PyObject> match = new ArrayList<>();
        List<PyObject> rest = new ArrayList<>();
        for (PyObject x : e.groupExceptions.items) {
            PyObject[] r = split(in, (PyBaseException) x, m, withRest, depth + 1);
            if (r[0] != PyNone.NONE) {
                match.add(r[0]);
            }
            if (r[1] != PyNone.NONE) {
                rest.add(r[1]);
            }
        }
        PyObject mg = match.isEmpty() ? PyNone.NONE : deriveAndCopy(in, e, match);
        PyObject rg = !withRest || rest.isEmpty() ? PyNone.NONE : deriveAndCopy(in, e, rest);
        return new PyObject[] {mg, rg};
    }

    private static PyObject deriveAndCopy(Interp in, PyBaseException orig, List<PyObject> excs) {
        PyObject derive = Ops.getattr(orig, PyStr.of("derive"));
        PyObject r = Ops.call(in, derive, new PyObject[] {PyList.of(excs.toArray(new PyObject[0]))}, null);
        if (!isGroup(r)) {
            throw Exc.typeError("derive must return an instance of BaseExceptionGroup");
        }
        PyBaseException g = (PyBaseException) r;
        if (g != orig) {
            g.traceback.clear();
            g.traceback.addAll(orig.traceback);
        }
        g.context = orig.context;
        g.cause = orig.cause;
        g.suppressContext = true;
        PyObject notes = Ops.getattrOrNull(orig, PyStr.of("__notes__"));
        if (notes != null && isSequence(notes)) {
            Ops.setattr(g, PyStr.of("__notes__"), PyList.of(Iters.toArray(notes)));
        }
        return g;
    }

    /** {@code except*} clauses may not name exception groups, and must name exception classes. */
    private static void checkStarType(PyObject t) {
        PyObject[] types = t instanceof PyTuple tu ? tu.items : new PyObject[] {t};
        for (PyObject x : types) {
            if (!isExceptionClass(x)) {
                throw Exc.typeError("catching classes that do not inherit from BaseException is not allowed");
            }
        }
        for (PyObject x : types) {
            if (((PyType) x).isSubtypeOf(Exc.BaseExceptionGroup)) {
                throw Exc.typeError("catching ExceptionGroup with except* is not allowed. Use except instead.");
            }
        }
    }

    /**
     * One {@code except* T} clause against what is left of the exception ({@code rest}, maybe None): returns
     * {match, rest'} where match is None when nothing matched. A naked exception that matches is wrapped in a group
     * with an empty message.
     */
    public static PyObject[] match(Interp in, PyObject rest, PyObject type) {
        checkStarType(type);
        if (!(rest instanceof PyBaseException e)) {
            return new PyObject[] {PyNone.NONE, PyNone.NONE};
        }
        if (isInstance(e, type)) {
            if (e.groupExceptions != null) {
                return new PyObject[] {e, PyNone.NONE};
            }
            // CPython 3.11 gives the wrapper no traceback of its own
            return new PyObject[] {create(Exc.BaseExceptionGroup, new PyObject[] {PyStr.of(""), PyTuple.of(e)}),
                PyNone.NONE};
        }
        if (e.groupExceptions != null) {
            PyObject pair = Ops.call(in, Ops.getattr(e, PyStr.of("split")), new PyObject[] {type}, null);
            if (!(pair instanceof PyTuple p) || p.size() != 2) {
                throw Exc.typeError(e.type().name() + ".split must return a 2-tuple, got " + Ops.typeName(pair));
            }
            return new PyObject[] {p.get(0), p.get(1)};
        }
        return new PyObject[] {PyNone.NONE, e};
    }

    /**
     * What a {@code try}/{@code except*} re-raises: {@code excs} holds what each clause raised and, last, the
     * unmatched rest (Nones skipped). Exceptions that are parts of {@code orig} re-raise as {@code orig} projected
     * onto their leaves; new ones are grouped with it under an empty message. Null when nothing is left.
     */
    public static PyBaseException prepReraise(Interp in, PyObject orig, PyList excs) {
        if (!(orig instanceof PyBaseException o) || o.groupExceptions == null) {
            for (int i = 0; i < excs.size(); i++) {
                if (excs.get(i) instanceof PyBaseException e) {
                    return e;
                }
            }
            return null;
        }
        List<PyObject> raised = new ArrayList<>();
        List<PyBaseException> reraised = new ArrayList<>();
        for (int i = 0; i < excs.size(); i++) {
            if (!(excs.get(i) instanceof PyBaseException e)) {
                continue;
            }
            if (sameMetadata(e, o)) {
                reraised.add(e);
            } else {
                raised.add(e);
            }
        }
        PyObject reraisedGroup = PyNone.NONE;
        if (!reraised.isEmpty()) {
            Set<PyBaseException> leaves = Collections.newSetFromMap(new IdentityHashMap<>());
            for (PyBaseException e : reraised) {
                collectLeaves(in, e, leaves, 0);
            }
            reraisedGroup = split(in, o, new Matcher(null, false, leaves), false, 0)[0];
        }
        if (raised.isEmpty()) {
            return reraisedGroup instanceof PyBaseException r ? r : null;
        }
        if (reraisedGroup != PyNone.NONE) {
            raised.add(reraisedGroup);
        }
        if (raised.size() == 1) {
            return (PyBaseException) raised.get(0);
        }
        return create(Exc.BaseExceptionGroup, new PyObject[] {PyStr.of(""),
                PyList.of(raised.toArray(new PyObject[0]))});
    }

    private static boolean sameMetadata(PyBaseException a, PyBaseException b) {
        return a == b || (a.cause == b.cause && a.context == b.context && a.traceback.equals(b.traceback));
    }

    private static void collectLeaves(Interp in, PyBaseException e, Set<PyBaseException> out, int depth) {
        in.charge(1);
        if (e.groupExceptions == null) {
            out.add(e);
            return;
        }
        if (depth > MAX_NESTING) {
            throw Exc.make(Exc.RecursionError, "maximum recursion depth exceeded");
        }
        for (PyObject x : e.groupExceptions.items) {
            collectLeaves(in, (PyBaseException) x, out, depth + 1);
        }
    }
}
