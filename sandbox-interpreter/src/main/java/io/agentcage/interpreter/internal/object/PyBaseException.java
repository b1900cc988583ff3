package io.agentcage.interpreter.internal.object;

import java.util.ArrayList;
import java.util.List;

/**
 * A guest exception object ({@code BaseException} or any subclass, builtin or guest-defined). Only the attributes
 * CPython code commonly reads are modelled: {@code args}, {@code __cause__}, {@code __context__},
 * {@code __suppress_context__}; the traceback is kept as a list of entries, and {@code __traceback__} reads it as a
 * {@link PyTraceback} (no frames).
 */
public final class PyBaseException extends PyObject {
    private final PyType cls;
    public PyTuple args;
    public PyObject cause;
    public PyObject context;
    public boolean suppressContext;
    /** For exception groups: the {@code message} and {@code exceptions} attributes; null otherwise. */
    public PyStr groupMessage;
    public PyTuple groupExceptions;
    /** For a NameError or AttributeError raised by a lookup: what it searched (the traceback's hint), else null. */
    public LookupContext lookup;
    private PyDict dict;
    /** Frames the exception passed through, innermost first as it unwinds. */
    public final List<TraceEntry> traceback = new ArrayList<>(4);

    /** A {@link TraceEntry} (the record and its position array; its strings are the code's, shared). */
    static final int TRACE_ENTRY = 40;

    /**
     * One traceback line: file, line and function name, and the failing expression's columns when known
     * ({@code {endLine, startCol, endCol, anchorLeft, anchorRight}}, characters, anchors relative to the start or
     * -1; null when unknown).
     */
    public record TraceEntry(String file, int line, String function, int[] position) {
        public TraceEntry(String file, int line, String function) {
            this(file, line, function, null);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof TraceEntry t && t.file.equals(file) && t.line == line && t.function.equals(function)
                    && java.util.Arrays.equals(t.position, position);
        }

        @Override
        public int hashCode() {
            return (file.hashCode() * 31 + line) * 31 + function.hashCode();
        }
    }

    /** The last {@code __traceback__} handed out, so that reading it twice gives the same object. */
    private PyTraceback tracebackObject;

    /** {@code __traceback__}: None before the exception was raised, else the traceback of its outermost frame. */
    public PyObject tracebackObject() {
        int n = traceback.size();
        if (n == 0) {
            return PyNone.NONE;
        }
        PyTraceback tb = tracebackObject;
        if (tb == null || tb.entries().size() != n || tb.entries().get(n - 1) != traceback.get(n - 1)) {
            tb = new PyTraceback(traceback);
            tracebackObject = tb;
        }
        return tb;
    }

    /** {@code __traceback__ = tb} and {@code with_traceback(tb)}: a traceback object or None. */
    public void setTraceback(PyObject tb) {
        if (tb instanceof PyTraceback t) {
            traceback.clear();
            traceback.addAll(t.entries());
            tracebackObject = t;
        } else if (tb == PyNone.NONE) {
            traceback.clear();
            tracebackObject = null;
        } else {
            throw Exc.typeError("__traceback__ must be a traceback or None");
        }
    }

    public PyBaseException(PyType cls, PyTuple args) {
        super(Footprint.EXCEPTION);
        this.cls = cls;
        this.args = args;
    }

    @Override
    public PyType type() {
        return cls;
    }

    @Override
    public PyDict instanceDict() {
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }

    /** The instance dictionary if one was created (holds {@code __notes__}), else null. */
    public PyDict instanceDictOrNull() {
        return dict;
    }

    /** Records that the exception passed through one more frame (charged: a kept exception keeps its entries). */
    public void addTrace(TraceEntry e) {
        Interp.allocated(TRACE_ENTRY + Footprint.REF);
        traceback.add(e);
    }

    /** The message as {@code str(exc)} gives it for builtin exception types. */
    @Override
    public long footprint() {
        return Footprint.EXCEPTION + Footprint.refArray(traceback.size()) + TRACE_ENTRY * (long) traceback.size();
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        refs.accept(args);
        refs.accept(cause);
        refs.accept(context);
        refs.accept(groupMessage);
        refs.accept(groupExceptions);
        if (lookup instanceof LookupContext.Attribute a) {
            refs.accept(a.owner());
        }
        refs.accept(dict);
        refs.accept(tracebackObject);
    }

    public String message() {
        if (groupExceptions != null) {
            int n = groupExceptions.size();
            return groupMessage.value() + " (" + n + " sub-exception" + (n == 1 ? "" : "s") + ")";
        }
        if (cls.isSubtypeOf(Exc.UnicodeDecodeError) || cls.isSubtypeOf(Exc.UnicodeEncodeError)) {
            String u = Codecs.unicodeErrorStr(this);
            if (u != null) {
                return u;
            }
        }
        if (cls.isSubtypeOf(Exc.OSError)) {
            String os = OsErrors.str(this);
            if (os != null) {
                return os;
            }
        }
        if (cls.isSubtypeOf(Exc.SyntaxError)) {
            String s = ExceptionInit.syntaxErrorStr(this);
            if (s != null) {
                return s;
            }
        }
        if (args.size() == 0) {
            return "";
        }
        if (args.size() == 1) {
            if (cls.isSubtypeOf(Exc.KeyError)) {
                return Ops.repr(args.get(0));
            }
            return Ops.str(args.get(0));
        }
        return Ops.repr(args);
    }
}
