package io.agentcage.interpreter.runtime;

/** A guest {@code float}: an IEEE 754 double. */
public final class PyFloat extends PyObject {
    public final double value;

    public PyFloat(double value) {
        this.value = value;
    }

    public static PyFloat of(double v) {
        return new PyFloat(v);
    }

    @Override
    public PyType type() {
        return PyType.FLOAT;
    }

    @Override
    public boolean equals(Object o) {
        if (o instanceof PyFloat f) {
            return f.value == value;
        }
        return o instanceof PyInt i && Numbers.eqIntFloat(i, value);
    }

    @Override
    public int hashCode() {
        return builtinHash();
    }

    @Override
    public int builtinHash() {
        double v = value;
        if (v == Math.rint(v) && !Double.isInfinite(v)) {
            if (Math.abs(v) < 9.2e18) {
                return PyInt.hashLong((long) v);
            }
            return PyInt.of(new java.math.BigDecimal(v).toBigInteger()).hashCode();
        }
        return Double.hashCode(v);
    }
}
