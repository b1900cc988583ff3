package io.agentcage.interpreter.internal.object;

import java.util.Arrays;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Adds values to a proven set (ADR 0038): the values reachable from a root through the core containers whose every
 * write goes through the {@link Proof} barrier, each marked with the set's (negative) mark and counted once at its
 * {@link Footprint}, as the memory walk counts it. The core containers are exact builtin lists, tuples and dicts
 * over a {@link DictMap} (no guest subclass), and instances of guest classes without native state (their slots
 * and dict; their class is not proven); the leaves are {@code int} (not the cached small ones, which cost
 * nothing), {@code float} and {@code str} without a shared append buffer. Anything else (sets, deques, classes,
 * functions, generators, ...) is not proven: it is passed to {@code others} (the walk counts it its own way) and
 * what it holds is not part of the set, so a write into it needs no barrier.
 *
 * <p>Used by the memory walk, which proves the main namespace first, and by the barrier for a value stored into a
 * proven container. One execution's thread only.
 */
public final class ProvenSet implements BiConsumer<PyObject, PyObject> {
    private PyObject[] todo = new PyObject[64];
    private int top;
    private int mark;
    private long bytes;
    private long visited;

    /** Values visited so far (the walk checks its deadline by it). */
    public long visited() {
        return visited;
    }

    /**
     * Adds {@code v} and what it holds through core containers to the set marked {@code proofMark} (negative);
     * values that are not proven go to {@code others} (null: dropped). Returns the bytes added; stops early, with a
     * figure past {@code stopAbove}, once the bytes pass it (the execution is over the limit then).
     */
    public long add(PyObject v, int proofMark, Consumer<PyObject> others, long stopAbove) {
        return add(v, proofMark, others, stopAbove, null);
    }

    /** {@link #add(PyObject, int, Consumer, long)} calling {@code tick} every 65,536 containers (a deadline check). */
    public long add(PyObject v, int proofMark, Consumer<PyObject> others, long stopAbove, Runnable tick) {
        mark = proofMark;
        bytes = 0;
        value(v, others);
        while (top > 0 && bytes <= stopAbove) {
            PyObject o = todo[--top];
            todo[top] = null;
            if ((++visited & 0xFFFF) == 0 && tick != null) {
                tick.run();
            }
            if (o instanceof PyList l) {
                l.forEachItem(this, others);
            } else if (o instanceof PyInstance x) {
                x.forEachProven(this, others);
            } else if (o instanceof PyTuple t) {
                for (PyObject x : t.items) {
                    value(x, others);
                }
            } else {
                DictMap m = (DictMap) ((PyDict) o).map;
                pendingOthers = others;
                m.forEach(this);
            }
        }
        pendingOthers = null;
        Arrays.fill(todo, 0, top, null);
        top = 0;
        return bytes;
    }

    private Consumer<PyObject> pendingOthers;

    /** A dict entry. */
    @Override
    public void accept(PyObject k, PyObject v) {
        value(k, pendingOthers);
        value(v, pendingOthers);
    }

    /** Counts a proven leaf, queues a proven container, passes anything else to {@code others}. */
    void value(PyObject o, Consumer<PyObject> others) {
        if (o == null) {
            return;
        }
        Class<?> k = o.getClass();
        if (k == PyInt.class) {
            if (!((PyInt) o).isCached() && o.markProven(mark)) {
                bytes += o.footprint();
            }
            return;
        }
        if (k == PyFloat.class) {
            if (o.markProven(mark)) {
                bytes += Footprint.FLOAT;
            }
            return;
        }
        if (k == PyStr.class && ((PyStr) o).sharedBuffer() == null) {
            if (o.markProven(mark)) {
                bytes += o.footprint();
            }
            return;
        }
        if (k == PyNone.class || k == PyBool.class) {
            return;
        }
        if ((k == PyList.class || k == PyTuple.class || k == PyDict.class && ((PyDict) o).map instanceof DictMap)
                && !o.type().hasGuestClass() || k == PyInstance.class && ((PyInstance) o).nativeState() == null) {
            if (o.markProven(mark)) {
                bytes += o.footprint();
                if (k == PyDict.class) {
                    ((DictMap) ((PyDict) o).map).proofMark = mark;
                }
                if (top == todo.length) {
                    todo = Arrays.copyOf(todo, top * 2);
                }
                todo[top++] = o;
            }
            return;
        }
        if (others != null) {
            others.accept(o);
        }
    }

    /**
     * Whether {@code o} is a leaf of the set marked {@code proofMark} (its footprint is all it holds), a container
     * of it (its removal makes the proof unknown), or not in it.
     */
    static int kind(PyObject o, int proofMark) {
        if (o.gaugeMark() != proofMark) {
            return NOT_PROVEN;
        }
        Class<?> k = o.getClass();
        return k == PyInt.class || k == PyFloat.class || k == PyStr.class ? LEAF : CONTAINER;
    }

    static final int NOT_PROVEN = 0;
    static final int LEAF = 1;
    static final int CONTAINER = 2;
}
