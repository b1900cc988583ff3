package io.agentcage.interpreter.internal.object;

/** A guest {@code range} of longs. */
public final class PyRange extends PyObject {
    public final long start;
    public final long stop;
    public final long step;

    public PyRange(long start, long stop, long step) {
        if (step == 0) {
            throw Exc.valueError("range() arg 3 must not be zero");
        }
        this.start = start;
        this.stop = stop;
        this.step = step;
    }

    @Override
    public PyType type() {
        return PyType.RANGE;
    }

    public long length() {
        if (step > 0) {
            return start < stop ? (stop - start - 1) / step + 1 : 0;
        }
        return start > stop ? (start - stop - 1) / (-step) + 1 : 0;
    }

    public long get(long i) {
        return start + i * step;
    }

    @Override
    public int builtinHash() {
        return (int) (start * 31 + stop * 17 + step);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof PyRange r)) {
            return false;
        }
        long n = length();
        if (n != r.length()) {
            return false;
        }
        return n == 0 || (start == r.start && (n == 1 || step == r.step));
    }

    @Override
    public int hashCode() {
        return builtinHash();
    }
}
