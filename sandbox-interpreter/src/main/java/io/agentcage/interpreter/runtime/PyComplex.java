package io.agentcage.interpreter.runtime;

/** A guest {@code complex}. */
public class PyComplex extends PyObject {
    public final double real;
    public final double imag;

    public PyComplex(double real, double imag) {
        this.real = real;
        this.imag = imag;
    }

    @Override
    public PyType type() {
        return PyType.COMPLEX;
    }

    @Override
    public boolean equals(Object o) {
        if (o instanceof PyComplex c) {
            return c.real == real && c.imag == imag;
        }
        if (imag != 0) {
            return false;
        }
        return (o instanceof PyInt || o instanceof PyFloat) && new PyFloat(real).equals(o);
    }

    @Override
    public int hashCode() {
        return builtinHash();
    }

    @Override
    public int builtinHash() {
        return imag == 0 ? new PyFloat(real).builtinHash() : Double.hashCode(real) * 1000003 ^ Double.hashCode(imag);
    }
}
