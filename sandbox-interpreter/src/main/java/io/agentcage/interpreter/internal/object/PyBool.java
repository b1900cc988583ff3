package io.agentcage.interpreter.internal.object;

/** {@code True} and {@code False}: ints 1 and 0 of type {@code bool}. */
public final class PyBool extends PyInt {
    public static final PyBool TRUE = new PyBool(1);
    public static final PyBool FALSE = new PyBool(0);

    private PyBool(long v) {
        super(v, null);
    }

    public static PyBool of(boolean b) {
        return b ? TRUE : FALSE;
    }

    @Override
    public PyType type() {
        return PyType.BOOL;
    }
}
