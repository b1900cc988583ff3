package io.agentcage.interpreter.internal.object;

import java.math.BigInteger;

/**
 * CPython's {@code hash()} for the types whose hash is deterministic in CPython (int, bool, float, tuples of them),
 * so that {@code hash()} results and set iteration order match CPython. Other values use the interpreter's hash
 * (CPython randomises str hashes, so no program can depend on their order).
 */
public final class CpyHash {
    private CpyHash() {
    }

    private static final long MODULUS = (1L << 61) - 1;
    private static final int BITS = 61;
    private static final BigInteger BIG_MODULUS = BigInteger.valueOf(MODULUS);
    private static final long XXPRIME_1 = 0x9E3779B185EBCA87L;
    private static final long XXPRIME_2 = 0xC2B2AE3D27D4EB4FL;
    private static final long XXPRIME_5 = 0x27D4EB2F165667C5L;

    /**
     * Python's {@code hash(o)}: a guest class's {@code __hash__} first, else the builtin hash. The hash tables of
     * dict use {@link #fold} of this value (see {@link Ops#hash}), so equal keys of different types (an int and a
     * guest key hashing like it) meet in one bucket.
     */
    public static long hash(PyObject o) {
        if (o.type().hasGuestClass()) {
            PyInt g = Ops.guestHash(o);
            if (g != null) {
                return ofGuest(g);
            }
        }
        return builtinHash(o);
    }

    /** The builtin hash of o's layout (what {@code object.__hash__}, {@code int.__hash__}, ... return). */
    public static long builtinHash(PyObject o) {
        if (o instanceof PyInt i) {
            return intHash(i);
        }
        if (o instanceof PyFloat f) {
            return floatHash(f.value);
        }
        if (o instanceof PyTuple t) {
            return tupleHash(t);
        }
        if (o instanceof PyComplex c) {
            return complexHash(c.real, c.imag);
        }
        int h = o.builtinHash();
        return h == -1 ? -2 : h;
    }

    /** The hash of a {@code __hash__} result: kept when it fits a machine word, else reduced like an int. */
    static long ofGuest(PyInt g) {
        return g.isSmall() ? (g.value == -1 ? -2 : g.value) : intHash(g);
    }

    /** The 32-bit table hash of a Python hash value: itself when it fits an int (str hashes do), else folded. */
    public static int fold(long v) {
        return v == (int) v ? (int) v : (int) (v ^ (v >>> 32));
    }

    static long complexHash(double real, double imag) {
        long h = floatHash(real) + 1000003L * floatHash(imag);
        return h == -1 ? -2 : h;
    }

    static long intHash(PyInt i) {
        long h;
        if (i.big == null) {
            long v = i.value;
            if (v >= 0) {
                h = v % MODULUS;
            } else if (v == Long.MIN_VALUE) {
                h = -BigInteger.valueOf(v).negate().mod(BIG_MODULUS).longValue();
            } else {
                h = -((-v) % MODULUS);
            }
        } else {
            h = i.big.abs().mod(BIG_MODULUS).longValue();
            if (i.big.signum() < 0) {
                h = -h;
            }
        }
        return h == -1 ? -2 : h;
    }

    static long floatHash(double v) {
        if (Double.isInfinite(v)) {
            return v > 0 ? 314159 : -314159;
        }
        if (Double.isNaN(v)) {
            return 0;
        }
        if (v == Math.rint(v) && Math.abs(v) < 9.2e18) {
            return intHash(PyInt.of((long) v));
        }
        int e = Math.getExponent(v) + 1;
        double m = v / Math.scalb(1.0, e);
        if (Math.getExponent(v) == Double.MIN_EXPONENT - 1) {
            e = Math.getExponent(v * 0x1p64) + 1 - 64;
            m = v / Math.scalb(1.0, e);
        }
        int sign = 1;
        if (m < 0) {
            sign = -1;
            m = -m;
        }
        long x = 0;
        while (m != 0) {
            x = ((x << 28) & MODULUS) | x >>> (BITS - 28);
            m *= 268435456.0;
            e -= 28;
            long y = (long) m;
            m -= y;
            x += y;
            if (Long.compareUnsigned(x, MODULUS) >= 0) {
                x -= MODULUS;
            }
        }
        e = e >= 0 ? e % BITS : BITS - 1 - ((-1 - e) % BITS);
        x = ((x << e) & MODULUS) | x >>> (BITS - e);
        x = x * sign;
        return x == -1 ? -2 : x;
    }

    static long tupleHash(PyTuple t) {
        long acc = XXPRIME_5;
        for (PyObject item : t.items) {
            long lane = hash(item);
            acc += lane * XXPRIME_2;
            acc = Long.rotateLeft(acc, 31);
            acc *= XXPRIME_1;
        }
        acc += t.items.length ^ (XXPRIME_5 ^ 3527539L);
        if (acc == -1) {
            return 1546275796;
        }
        return acc;
    }
}
