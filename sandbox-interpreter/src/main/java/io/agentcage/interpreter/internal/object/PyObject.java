package io.agentcage.interpreter.internal.object;

import java.util.function.Consumer;

/**
 * The root of every guest value. Guest code only ever sees instances of this hierarchy, never a Java object.
 *
 * <p>{@link #equals} and {@link #hashCode} follow Python's {@code ==} and {@code hash()}, so guest values can be
 * used directly as keys of Java hash maps (this is how {@code dict} and {@code set} are built). They may call back
 * into guest code ({@code __eq__}, {@code __hash__}) and may throw {@link PyException}.
 */
public abstract class PyObject {
    /** The number of the last memory walk that visited this value (see {@link #mark}). */
    private int gaugeMark;

    /** A value of {@link Footprint#SMALL_OBJECT} bytes, charged to the running execution. */
    protected PyObject() {
        Interp.allocated(Footprint.SMALL_OBJECT);
    }

    /**
     * A value that occupies {@code bytes} of host heap when made (its own fields and the arrays it owns, see
     * {@link Footprint}): charged to the execution running on this thread, if any, which stops it with the
     * memory limit when the charge crosses that limit and a walk finds the program really holds that much.
     */
    protected PyObject(long bytes) {
        Interp.allocated(bytes);
    }

    /** The guest type of this value ({@code type(x)}). */
    public abstract PyType type();

    /** The instance attribute dictionary ({@code __dict__}), or {@code null} when the value has none. */
    public PyDict instanceDict() {
        return null;
    }

    /**
     * About the bytes this value occupies now by itself and in the arrays it owns, by the {@link Footprint} model;
     * the values it references are not included (they are visited by {@link #traverse}).
     */
    public long footprint() {
        return Footprint.SMALL_OBJECT;
    }

    /**
     * Passes every guest value this one keeps alive to {@code refs} (as CPython's {@code tp_traverse}), for the
     * memory gauge's walk. A value that holds guest values in fields of its own must override this: what the walk
     * does not see, it gives back to the budget.
     */
    public void traverse(Consumer<PyObject> refs) {
        PyDict d = instanceDictOrNull();
        if (d != null) {
            refs.accept(d);
        }
    }

    /**
     * The instance dictionary if this value has one now, without making it (for the memory gauge); values whose
     * {@link #instanceDict} makes a dictionary on demand override this.
     */
    public PyDict instanceDictOrNull() {
        return instanceDict();
    }

    /**
     * Marks this value as visited by the memory walk numbered {@code epoch}; false when it already was. Every value
     * carries the mark, so the walk needs no set of visited objects: the int sits in the 4 bytes between the 12-byte
     * header and the first field of a subclass, which are otherwise padding for most values (see {@link Footprint}).
     */
    public final boolean mark(int epoch) {
        // -epoch: proven by the same walk (ProvenSet), so already counted
        if (gaugeMark == epoch || gaugeMark == -epoch) {
            return false;
        }
        gaugeMark = epoch;
        return true;
    }

    /**
     * Marks this value as part of the proven set numbered {@code proofMark} (a negative number, ADR 0038); false when
     * it already was. A container whose mark is negative may be in the proven set of the running execution, so its
     * writes take the barrier's slow path ({@link Proof}).
     */
    final boolean markProven(int proofMark) {
        if (gaugeMark == proofMark) {
            return false;
        }
        gaugeMark = proofMark;
        return true;
    }

    /** The mark of the last walk or proof that reached this value (for the write barrier, {@link Proof}). */
    final int gaugeMark() {
        return gaugeMark;
    }

    @Override
    public boolean equals(Object o) {
        // the stored key (o) compares with this lookup key, as CPython's dict does: stored == looked-up
        return this == o || (o instanceof PyObject p && Ops.eqBool(p, this));
    }

    @Override
    public int hashCode() {
        return Ops.hash(this);
    }

    /** The hash of a value whose class defines no {@code __hash__}: identity unless a builtin type overrides it. */
    public int builtinHash() {
        return System.identityHashCode(this);
    }

    @Override
    public String toString() {
        return Ops.repr(this);
    }
}
