package io.agentcage.interpreter.internal.object;

/** A guest {@code float}: an IEEE 754 double. */
public class PyFloat extends PyObject {
    public final double value;

    public PyFloat(double value) {
        super(Footprint.FLOAT);
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
        if (this == o) {
            return true;
        }
        if (!(o instanceof PyObject p)) {
            return false;
        }
        if (!(this instanceof Subclassed.Value) && !(p instanceof Subclassed.Value)) {
            if (p instanceof PyFloat f) {
                return f.value == value;
            }
            if (p instanceof PyInt i) {
                return Numbers.eqIntFloat(i, value);
            }
        }
        // the stored key (o) compares with this lookup key as CPython's dict does: stored == looked-up
        return Ops.eqBool(p, this);
    }

    @Override
    public int hashCode() {
        return builtinHash();
    }

    @Override
    public int builtinHash() {
        // derived from CPython's numeric hash so that equal ints, floats and guest numbers hash alike
        double v = value;
        if (v == Math.rint(v) && Math.abs(v) < 9.2e18) {
            return PyInt.of((long) v).builtinHash();
        }
        return PyInt.hashLong(CpyHash.floatHash(v));
    }
}
