package io.agentcage.interpreter.internal.object;

import java.math.BigInteger;

/**
 * A guest {@code int}: a {@code long} while the value fits, a {@link BigInteger} beyond. Values are normalised:
 * {@link #big} is non-null only when the value does not fit in a {@code long}.
 */
public class PyInt extends PyObject {

    private static final int CACHE_LOW = -5;
    private static final int CACHE_HIGH = 1024;
    private static final PyInt[] CACHE = new PyInt[CACHE_HIGH - CACHE_LOW + 1];
    static final BigInteger LONG_MIN = BigInteger.valueOf(Long.MIN_VALUE);
    static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

    static {
        for (int i = CACHE_LOW; i <= CACHE_HIGH; i++) {
            CACHE[i - CACHE_LOW] = new PyInt(i, null);
        }
    }

    /** The value when it fits in a long (meaningless when {@link #big} is set). */
    public final long value;
    /** The value when it does not fit in a long, else {@code null}. */
    public final BigInteger big;

    PyInt(long value, BigInteger big) {
        super(big == null ? Footprint.INT : Footprint.bigInt(big));
        this.value = value;
        this.big = big;
    }



    /** Whether this is one of the shared small ints made when the class loaded (no execution pays for them). */
    public boolean isCached() {
        return big == null && value >= CACHE_LOW && value <= CACHE_HIGH;
    }

    @Override
    public long footprint() {
        return big == null ? Footprint.INT : Footprint.bigInt(big);
    }

    public static PyInt of(long v) {
        if (v >= CACHE_LOW && v <= CACHE_HIGH) {
            return CACHE[(int) v - CACHE_LOW];
        }
        return new PyInt(v, null);
    }

    public static PyInt of(BigInteger b) {
        if (b.bitLength() < 64) {
            return of(b.longValue());
        }
        return new PyInt(0, b);
    }

    @Override
    public PyType type() {
        return PyType.INT;
    }

    public boolean isSmall() {
        return big == null;
    }

    public BigInteger toBig() {
        return big != null ? big : BigInteger.valueOf(value);
    }

    public int signum() {
        return big != null ? big.signum() : Long.signum(value);
    }

    public double toDouble() {
        if (big == null) {
            return value;
        }
        double d = big.doubleValue();
        if (Double.isInfinite(d)) {
            throw Exc.overflowError("int too large to convert to float");
        }
        return d;
    }

    /** The value as an int index, raising OverflowError/IndexError like CPython's {@code Py_ssize_t} conversion. */
    public int toIntExact(String what) {
        if (big != null || value > Integer.MAX_VALUE || value < Integer.MIN_VALUE) {
            throw Exc.make(Exc.OverflowError, "Python int too large to convert to C ssize_t");
        }
        return (int) value;
    }

    @Override
    public int hashCode() {
        return builtinHash();
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
            if (p instanceof PyInt i) {
                return big == null ? i.big == null && i.value == value : big.equals(i.big);
            }
            if (p instanceof PyFloat f) {
                return Numbers.eqIntFloat(this, f.value);
            }
        }
        // the stored key (o) compares with this lookup key as CPython's dict does: stored == looked-up
        return Ops.eqBool(p, this);
    }

    @Override
    public int builtinHash() {
        // derived from CPython's numeric hash so that equal ints, floats and guest numbers hash alike
        if (big == null && value > -Numbers.HASH_MODULUS && value < Numbers.HASH_MODULUS && value != -1) {
            return hashLong(value);
        }
        return hashLong(CpyHash.intHash(this));
    }

    static int hashLong(long v) {
        return CpyHash.fold(v);
    }
}
