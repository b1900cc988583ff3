package io.agentcage.interpreter.internal.object;

/**
 * The running total of {@code sum()}, fed item by item ({@link ItemSink}, so that a generator argument pushes its
 * values without leaving the VM loop): exact small ints add as longs until one overflows, floats (and ints mixed
 * into them) as doubles, as CPython's fast paths do; any other item makes the total a guest value added with
 * {@code +}.
 */
final class Summation implements ItemSink {
    private final Interp in;
    private PyObject acc;
    private long small;
    private boolean smallMode;
    private double fsum;
    private boolean floatMode;

    Summation(Interp in, PyObject start) {
        this.in = in;
        this.acc = start;
        smallMode = start instanceof PyInt ai && ai.big == null && !(start instanceof PyBool);
        if (smallMode) {
            small = ((PyInt) start).value;
        }
        floatMode = start instanceof PyFloat;
        if (floatMode) {
            fsum = ((PyFloat) start).value;
        }
    }

    @Override
    public boolean accept(PyObject x) {
        in.charge(1);
        if (smallMode && x instanceof PyInt xi && xi.big == null && !(x instanceof Subclassed.IntSub)) {
            long r = small + xi.value;
            if (((small ^ r) & (xi.value ^ r)) >= 0) {
                small = r;
                return true;
            }
        }
        if (smallMode) {
            acc = PyInt.of(small);
            smallMode = false;
            if (x instanceof PyFloat xf) {
                floatMode = true;
                fsum = ((PyInt) acc).toDouble() + xf.value;
                return true;
            }
        }
        if (floatMode && (x instanceof PyFloat || (x instanceof PyInt && !(x instanceof PyBool)))) {
            fsum += Arith.toDouble(x);
            return true;
        }
        if (floatMode) {
            acc = new PyFloat(fsum);
            floatMode = false;
        }
        acc = Arith.binary(acc, x, Arith.ADD);
        return true;
    }

    /** The sum of the items so far. */
    PyObject total() {
        if (smallMode) {
            return PyInt.of(small);
        }
        if (floatMode) {
            return new PyFloat(fsum);
        }
        return acc;
    }
}
