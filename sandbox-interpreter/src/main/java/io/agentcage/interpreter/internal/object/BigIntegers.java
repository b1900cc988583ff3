package io.agentcage.interpreter.internal.object;

import java.math.BigInteger;

/**
 * Big-integer algorithms that stay interruptible on huge operands. The JDK's {@code gcd}, {@code modInverse} and
 * {@code modPow} are single calls that cannot be stopped: on million-bit operands they run for minutes (gcd) or
 * hours (modPow with a huge exponent), far past the deadline, on a thread the host cannot reclaim. Small operands
 * go straight to the JDK; big ones are split into steps that each cost a bounded amount of work and are charged
 * to the execution's budget, so the deadline and cancellation are checked between them.
 */
public final class BigIntegers {
    /** Operands up to this size go to the JDK in one call: at most a few tens of milliseconds. */
    static final int DIRECT_BITS = 32_768;
    /** About this many word operations per JDK call between two checks. */
    private static final long SLICE_WORK = 1L << 24;

    private BigIntegers() {
    }

    /** The greatest common divisor of {@code a} and {@code b} (non-negative). */
    public static BigInteger gcd(BigInteger a, BigInteger b) {
        BigInteger x = a.abs();
        BigInteger y = b.abs();
        if (x.compareTo(y) < 0) {
            BigInteger t = x;
            x = y;
            y = t;
        }
        Interp in = null;
        while (y.signum() != 0) {
            if (x.bitLength() <= DIRECT_BITS) {
                return x.gcd(y);
            }
            BigInteger r = x.mod(y);
            x = y;
            y = r;
            in = charge(in, x.bitLength());
        }
        return x;
    }

    /**
     * The inverse of {@code a} modulo {@code m} ({@code m > 0}), in {@code [0, m)}.
     *
     * @throws ArithmeticException when {@code a} is not invertible modulo {@code m}
     */
    public static BigInteger modInverse(BigInteger a, BigInteger m) {
        if (m.bitLength() <= DIRECT_BITS) {
            return a.modInverse(m);
        }
        // extended Euclid on (m, a mod m), keeping only the coefficient of a
        BigInteger r0 = m;
        BigInteger r1 = a.mod(m);
        BigInteger t0 = BigInteger.ZERO;
        BigInteger t1 = BigInteger.ONE;
        Interp in = null;
        while (r1.signum() != 0) {
            BigInteger[] qr = r0.divideAndRemainder(r1);
            r0 = r1;
            r1 = qr[1];
            BigInteger t = t0.subtract(qr[0].multiply(t1));
            t0 = t1;
            t1 = t;
            in = charge(in, r0.bitLength() + (long) t0.bitLength());
        }
        if (!r0.equals(BigInteger.ONE)) {
            throw new ArithmeticException("BigInteger not invertible.");
        }
        return t0.mod(m);
    }

    /** {@code base ** exp mod m} for {@code exp >= 0} and {@code m > 0}, in {@code [0, m)}. */
    public static BigInteger modPow(BigInteger base, BigInteger exp, BigInteger m) {
        long words = m.bitLength() / 64 + 1;
        long squareWork = words * words;
        int expBits = exp.bitLength();
        if ((double) expBits * squareWork <= SLICE_WORK) {
            return base.modPow(exp, m);
        }
        // left to right over k-bit chunks of the exponent, each chunk one bounded JDK call
        int k = (int) Math.max(1, Math.min(1 << 16, SLICE_WORK / squareWork));
        BigInteger b = base.mod(m);
        BigInteger r = BigInteger.ONE.mod(m);
        BigInteger shift = BigInteger.ONE.shiftLeft(k);
        Interp in = null;
        for (int pos = (expBits - 1) / k * k; pos >= 0; pos -= k) {
            BigInteger chunk = exp.shiftRight(pos);
            if (pos + k < expBits) {
                chunk = chunk.and(shift.subtract(BigInteger.ONE));
            }
            if (k == 1) {
                r = r.multiply(r).mod(m);
                if (chunk.signum() != 0) {
                    r = r.multiply(b).mod(m);
                }
            } else {
                r = r.modPow(shift, m).multiply(b.modPow(chunk, m)).mod(m);
            }
            in = charge(in, m.bitLength() * (long) k);
        }
        return r;
    }

    /** Results up to this size come from one JDK {@code pow} call: a few tens of milliseconds at most. */
    static final long DIRECT_POW_BITS = 1L << 19;

    /**
     * {@code base ** exp} for a result too big for one uninterruptible JDK call: square-and-multiply from the top
     * bit of the exponent, each product a bounded step charged to the budget (the caller has sized the result).
     */
    public static BigInteger pow(BigInteger base, long exp) {
        BigInteger r = BigInteger.ONE;
        Interp in = null;
        for (int bit = 63 - Long.numberOfLeadingZeros(exp); bit >= 0; bit--) {
            r = r.multiply(r);
            if ((exp >>> bit & 1) != 0) {
                r = r.multiply(base);
            }
            in = charge(in, r.bitLength());
        }
        return r;
    }

    /** Charges work for about {@code bits} bits processed and checks the budgets when due. */
    private static Interp charge(Interp in, long bits) {
        Interp current = in != null ? in : Interp.current();
        current.charge(bits / 64 + 1);
        return current;
    }
}
