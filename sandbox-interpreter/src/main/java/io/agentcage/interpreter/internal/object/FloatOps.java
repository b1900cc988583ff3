package io.agentcage.interpreter.internal.object;

/** Float arithmetic with CPython's floor division, modulo and power rules. */
final class FloatOps {
    private FloatOps() {
    }

    static PyObject binary(double a, double b, int op) {
        switch (op) {
            case Arith.ADD:
                return new PyFloat(a + b);
            case Arith.SUB:
                return new PyFloat(a - b);
            case Arith.MUL:
                return new PyFloat(a * b);
            case Arith.DIV:
                if (b == 0) {
                    throw Exc.zeroDivision("float division by zero");
                }
                return new PyFloat(a / b);
            case Arith.FLOORDIV:
                if (b == 0) {
                    throw Exc.zeroDivision("float floor division by zero");
                }
                return new PyFloat(divmod(a, b)[0]);
            case Arith.MOD:
                if (b == 0) {
                    throw Exc.zeroDivision("float modulo");
                }
                return new PyFloat(divmod(a, b)[1]);
            case Arith.POW:
                return pow(a, b);
            default:
                return null;
        }
    }

    /** CPython's float_divmod. */
    static double[] divmod(double vx, double wx) {
        double mod = vx % wx;
        double div = (vx - mod) / wx;
        if (mod != 0) {
            if ((wx < 0) != (mod < 0)) {
                mod += wx;
                div -= 1.0;
            }
        } else {
            mod = Math.copySign(0.0, wx);
        }
        double floordiv;
        if (div != 0) {
            floordiv = Math.floor(div);
            if (div - floordiv > 0.5) {
                floordiv += 1.0;
            }
        } else {
            floordiv = Math.copySign(0.0, vx / wx);
        }
        return new double[] {floordiv, mod};
    }

    static PyObject pow(double a, double b) {
        if (a == 0 && b < 0) {
            throw Exc.zeroDivision("0.0 cannot be raised to a negative power");
        }
        if (a == 1 || (a == -1 && Double.isInfinite(b))) {
            return new PyFloat(1.0); // C99: pow(1, y) and pow(-1, ±inf) are 1, even for NaN y (Java says NaN)
        }
        if (a < 0 && b != Math.rint(b) && !Double.isInfinite(b) && !Double.isNaN(b)) {
            return ComplexOps.pow(new PyComplex(a, 0), new PyComplex(b, 0));
        }
        double r = Math.pow(a, b);
        if (Double.isInfinite(r) && !Double.isInfinite(a) && !Double.isInfinite(b)) {
            throw Exc.make(Exc.OverflowError, PyInt.of(34), new PyStr("Numerical result out of range"));
        }
        return new PyFloat(r);
    }
}
