package io.agentcage.interpreter.internal.object;

/** A guest {@code slice}. */
public final class PySlice extends PyObject {
    public final PyObject start;
    public final PyObject stop;
    public final PyObject step;

    public PySlice(PyObject start, PyObject stop, PyObject step) {
        this.start = start;
        this.stop = stop;
        this.step = step;
    }

    @Override
    public PyType type() {
        return PyType.SLICE;
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        refs.accept(start);
        refs.accept(stop);
        refs.accept(step);
    }

    /** The normalised {start, stop, step, length} for a sequence of {@code length} items, as CPython computes. */
    public long[] indices(long length) {
        long st = step == PyNone.NONE ? 1 : clampIndex(step);
        if (st == 0) {
            throw Exc.valueError("slice step cannot be zero");
        }
        long lo;
        long hi;
        if (st > 0) {
            lo = start == PyNone.NONE ? 0 : adjust(clampIndex(start), length, 0, length);
            hi = stop == PyNone.NONE ? length : adjust(clampIndex(stop), length, 0, length);
        } else {
            lo = start == PyNone.NONE ? length - 1 : adjust(clampIndex(start), length, -1, length - 1);
            hi = stop == PyNone.NONE ? -1 : adjust(clampIndex(stop), length, -1, length - 1);
        }
        long n;
        if (st > 0) {
            n = lo < hi ? (hi - lo - 1) / st + 1 : 0;
        } else {
            n = lo > hi ? (lo - hi - 1) / (-st) + 1 : 0;
        }
        return new long[] {lo, hi, st, n};
    }

    private static long adjust(long i, long length, long low, long high) {
        if (i < 0) {
            i += length;
            if (i < 0) {
                i = low;
            }
        } else if (i > high) {
            i = high;
        }
        return i;
    }

    private static long clampIndex(PyObject o) {
        PyInt i = Ops.index(o, "slice indices must be integers or None or have an __index__ method");
        if (i.big != null) {
            return i.big.signum() < 0 ? Long.MIN_VALUE / 4 : Long.MAX_VALUE / 4;
        }
        return Math.max(Long.MIN_VALUE / 4, Math.min(Long.MAX_VALUE / 4, i.value));
    }

    @Override
    public int builtinHash() {
        throw Exc.typeError("unhashable type: 'slice'");
    }
}
