package io.agentcage.interpreter.internal.object;

/** A guest {@code complex}. */
public class PyComplex extends PyObject {
    public final double real;
    public final double imag;

    public PyComplex(double real, double imag) {
        super(32);
        this.real = real;
        this.imag = imag;
    }

    @Override
    public long footprint() {
        return 32;
    }

    @Override
    public PyType type() {
        return PyType.COMPLEX;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof PyObject p)) {
            return false;
        }
        if (!(this instanceof Subclassed.Value) && !(p instanceof Subclassed.Value)
                && (p instanceof PyComplex || p instanceof PyFloat || p instanceof PyInt)) {
            return valueEquals(p);
        }
        return Ops.eqBool(p, this);
    }

    /** Numeric equality with a complex, float or int, by value (no dispatch to subclasses). */
    boolean valueEquals(PyObject p) {
        if (p instanceof PyComplex c) {
            return c.real == real && c.imag == imag;
        }
        if (imag != 0) {
            return false;
        }
        if (p instanceof PyFloat f) {
            return f.value == real;
        }
        return p instanceof PyInt i && Numbers.eqIntFloat(i, real);
    }

    @Override
    public int hashCode() {
        return builtinHash();
    }

    @Override
    public int builtinHash() {
        return imag == 0 ? new PyFloat(real).builtinHash() : CpyHash.fold(CpyHash.complexHash(real, imag));
    }
}
