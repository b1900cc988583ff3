package io.agentcage.interpreter.internal.object;

/** The singletons {@code None}, {@code NotImplemented} and {@code Ellipsis}. */
public final class PyNone extends PyObject {
    /** {@code None}. */
    public static final PyNone NONE = new PyNone(0);
    /** {@code NotImplemented}. */
    public static final PyNone NOT_IMPLEMENTED = new PyNone(1);
    /** {@code Ellipsis}. */
    public static final PyNone ELLIPSIS = new PyNone(2);

    private final int kind;

    private PyNone(int kind) {
        this.kind = kind;
    }

    @Override
    public PyType type() {
        return kind == 0 ? PyType.NONE_TYPE : kind == 1 ? PyType.NOT_IMPLEMENTED_TYPE : PyType.ELLIPSIS_TYPE;
    }

    String reprText() {
        return kind == 0 ? "None" : kind == 1 ? "NotImplemented" : "Ellipsis";
    }

    @Override
    public int builtinHash() {
        return hashCode();
    }

    @Override
    public int hashCode() {
        return 0x5a5a + kind;
    }

    @Override
    public boolean equals(Object o) {
        return this == o;
    }
}
