package io.agentcage.interpreter.internal.object;

/**
 * The root of every guest value. Guest code only ever sees instances of this hierarchy, never a Java object.
 *
 * <p>{@link #equals} and {@link #hashCode} follow Python's {@code ==} and {@code hash()}, so guest values can be
 * used directly as keys of Java hash maps (this is how {@code dict} and {@code set} are built). They may call back
 * into guest code ({@code __eq__}, {@code __hash__}) and may throw {@link PyException}.
 */
public abstract class PyObject {

    /** The guest type of this value ({@code type(x)}). */
    public abstract PyType type();

    /** The instance attribute dictionary ({@code __dict__}), or {@code null} when the value has none. */
    public PyDict instanceDict() {
        return null;
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
