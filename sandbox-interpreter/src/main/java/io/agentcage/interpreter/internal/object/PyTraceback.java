package io.agentcage.interpreter.internal.object;

import java.util.List;

/**
 * A guest traceback object: one entry of the frames an exception passed through, with {@code tb_lineno},
 * {@code tb_next} (towards where it was raised) and an approximate {@code tb_lasti}. No frames are modelled, so
 * {@code tb_frame} (and through it {@code f_globals}, {@code f_locals}, {@code f_back}) does not exist: guest
 * code cannot reach another frame's namespace through a traceback.
 *
 * <p>The entries are an immutable snapshot, innermost first; this object stands for the last of them, as
 * CPython's {@code __traceback__} stands for the outermost frame.
 */
public final class PyTraceback extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("traceback", "builtins", null);

    static {
        TYPE.markFinal();
    }

    private final List<PyBaseException.TraceEntry> entries;
    private PyObject next;

    PyTraceback(List<PyBaseException.TraceEntry> entries) {
        super(size(entries.size()));
        if (entries.isEmpty()) {
            throw new IllegalArgumentException("a traceback needs at least one entry");
        }
        this.entries = List.copyOf(entries);
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The object and its copy of the entry list (the entries are the exception's, counted there). */
    @Override
    public long footprint() {
        return size(entries.size());
    }

    private static long size(int entries) {
        return Footprint.SMALL_OBJECT + Footprint.ARRAY_HEADER + Footprint.refArray(entries);
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        refs.accept(next);
    }

    /** The entries from the innermost frame to this one, innermost first. */
    public List<PyBaseException.TraceEntry> entries() {
        return entries;
    }

    PyBaseException.TraceEntry entry() {
        return entries.get(entries.size() - 1);
    }

    /** {@code tb_next}: the traceback of the next frame towards the raise, or None; the same object each time. */
    PyObject next() {
        if (next == null) {
            next = entries.size() == 1 ? PyNone.NONE : new PyTraceback(entries.subList(0, entries.size() - 1));
        }
        return next;
    }

    /** The attributes of a traceback; null for names it does not have ({@code tb_frame} among them). */
    static PyObject attr(PyTraceback tb, String n) {
        switch (n) {
            case "tb_lineno":
                return PyInt.of(tb.entry().line());
            case "tb_next":
                return tb.next();
            case "tb_lasti":
                // no bytecode offsets are kept: an even, non-negative stand-in that grows with the line
                return PyInt.of(2L * Math.max(0, tb.entry().line()));
            default:
                return null;
        }
    }
}
