package io.agentcage.interpreter.internal.object;

/** Complex arithmetic. */
final class ComplexOps {
    private ComplexOps() {
    }

    static PyComplex toComplex(PyObject o) {
        if (o instanceof PyComplex c) {
            return c;
        }
        if (o instanceof PyFloat f) {
            return new PyComplex(f.value, 0);
        }
        if (o instanceof PyInt i) {
            return new PyComplex(i.toDouble(), 0);
        }
        return null;
    }

    static PyObject binary(PyObject a, PyObject b, int op) {
        PyComplex x = toComplex(a);
        PyComplex y = toComplex(b);
        if (x == null || y == null) {
            return null;
        }
        switch (op) {
            case Arith.ADD:
                return new PyComplex(x.real + y.real, x.imag + y.imag);
            case Arith.SUB:
                return new PyComplex(x.real - y.real, x.imag - y.imag);
            case Arith.MUL:
                return new PyComplex(x.real * y.real - x.imag * y.imag, x.real * y.imag + x.imag * y.real);
            case Arith.DIV:
                return divide(x, y);
            case Arith.POW:
                return pow(x, y);
            default:
                return null;
        }
    }

    /** CPython's {@code _Py_c_quot}: Smith's method, scaled by the larger part of the divisor. */
    static PyComplex divide(PyComplex x, PyComplex y) {
        double abr = Math.abs(y.real);
        double abi = Math.abs(y.imag);
        if (abr >= abi) {
            if (abr == 0) {
                throw Exc.zeroDivision("complex division by zero");
            }
            double ratio = y.imag / y.real;
            double denom = y.real + y.imag * ratio;
            return new PyComplex((x.real + x.imag * ratio) / denom, (x.imag - x.real * ratio) / denom);
        }
        if (abi >= abr) {
            double ratio = y.real / y.imag;
            double denom = y.real * ratio + y.imag;
            return new PyComplex((x.real * ratio + x.imag) / denom, (x.imag * ratio - x.real) / denom);
        }
        return new PyComplex(Double.NaN, Double.NaN);
    }

    static PyComplex pow(PyComplex x, PyComplex y) {
        if (y.real == 0 && y.imag == 0) {
            return new PyComplex(1, 0);
        }
        if (y.imag == 0 && y.real == Math.rint(y.real) && Math.abs(y.real) <= 100) {
            int n = (int) Math.abs(y.real);
            double rr = 1;
            double ri = 0;
            double br = x.real;
            double bi = x.imag;
            while (n > 0) {
                if ((n & 1) != 0) {
                    double t = rr * br - ri * bi;
                    ri = rr * bi + ri * br;
                    rr = t;
                }
                double t = br * br - bi * bi;
                bi = 2 * br * bi;
                br = t;
                n >>= 1;
            }
            PyComplex r = new PyComplex(rr, ri);
            return y.real < 0 ? (PyComplex) binary(new PyComplex(1, 0), r, Arith.DIV) : r;
        }
        if (x.real == 0 && x.imag == 0) {
            if (y.imag != 0 || y.real < 0) {
                throw Exc.zeroDivision("0.0 to a negative or complex power");
            }
            return new PyComplex(0, 0);
        }
        double vabs = PreciseMath.hypot(x.real, x.imag);
        double len = Math.pow(vabs, y.real);
        double at = PreciseMath.atan2(x.imag, x.real);
        double phase = at * y.real;
        if (y.imag != 0) {
            len /= Math.exp(at * y.imag);
            phase += y.imag * Math.log(vabs);
        }
        return new PyComplex(len * Math.cos(phase), len * Math.sin(phase));
    }
}
