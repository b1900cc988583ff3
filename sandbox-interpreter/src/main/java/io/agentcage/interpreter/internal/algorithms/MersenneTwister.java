package io.agentcage.interpreter.internal.algorithms;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * CPython's {@code random.Random} core, bit for bit: MT19937 seeded as {@code _randommodule.c} does
 * ({@code init_by_array} over the 32-bit words of {@code abs(seed)}; str/bytes seeds hashed with SHA-512 as
 * version 2 of {@code random.seed} does), {@code random()} with 53 bits, {@code getrandbits} and
 * {@code _randbelow_with_getrandbits}. Not thread-safe (one per guest {@code Random} object). Not API.
 */
public final class MersenneTwister {
    private static final int N = 624;
    private static final int M = 397;
    private static final int MATRIX_A = 0x9908b0df;
    private static final int UPPER_MASK = 0x80000000;
    private static final int LOWER_MASK = 0x7fffffff;

    private final int[] mt = new int[N];
    private int index = N + 1;

    /** Creates a generator seeded with {@code seed} as {@code random.seed(int)} does. */
    public MersenneTwister(BigInteger seed) {
        seed(seed);
    }

    /** {@code random.seed(n)} for an int (the absolute value is used, as CPython does). */
    public void seed(BigInteger seed) {
        BigInteger n = seed.abs();
        int bits = n.bitLength();
        int words = bits == 0 ? 1 : (bits - 1) / 32 + 1;
        int[] key = new int[words];
        for (int i = 0; i < words; i++) {
            key[i] = n.shiftRight(32 * i).intValue();
        }
        initByArray(key);
    }

    /** {@code random.seed(s)} for a str (UTF-8 encoded) or, through {@link #seedBytes}, bytes. */
    public void seedString(String s) {
        seedBytes(s.getBytes(StandardCharsets.UTF_8));
    }

    /** Version-2 seeding of bytes: {@code int.from_bytes(a + sha512(a).digest(), 'big')}. */
    public void seedBytes(byte[] a) {
        byte[] digest;
        try {
            digest = MessageDigest.getInstance("SHA-512").digest(a);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-512 is required by the Java platform", e);
        }
        byte[] all = new byte[a.length + digest.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(digest, 0, all, a.length, digest.length);
        seed(new BigInteger(1, all));
    }

    /** Seeds from 624 words of entropy, as CPython does with {@code os.urandom} for {@code seed(None)}. */
    public void seedWords(int[] key) {
        initByArray(key.clone());
    }

    private void initGenrand(int s) {
        mt[0] = s;
        for (int i = 1; i < N; i++) {
            mt[i] = 1812433253 * (mt[i - 1] ^ (mt[i - 1] >>> 30)) + i;
        }
        index = N;
    }

    private void initByArray(int[] key) {
        initGenrand(19650218);
        int i = 1;
        int j = 0;
        for (int k = Math.max(N, key.length); k > 0; k--) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1664525)) + key[j] + j;
            i++;
            j++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
            if (j >= key.length) {
                j = 0;
            }
        }
        for (int k = N - 1; k > 0; k--) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1566083941)) - i;
            i++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
        }
        mt[0] = 0x80000000;
    }

    /** The next 32 random bits, as an unsigned value in an int. */
    public int nextInt32() {
        if (index >= N) {
            generate();
        }
        int y = mt[index++];
        y ^= y >>> 11;
        y ^= (y << 7) & 0x9d2c5680;
        y ^= (y << 15) & 0xefc60000;
        y ^= y >>> 18;
        return y;
    }

    private void generate() {
        int kk;
        for (kk = 0; kk < N - M; kk++) {
            int y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK);
            mt[kk] = mt[kk + M] ^ (y >>> 1) ^ ((y & 1) != 0 ? MATRIX_A : 0);
        }
        for (; kk < N - 1; kk++) {
            int y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK);
            mt[kk] = mt[kk + (M - N)] ^ (y >>> 1) ^ ((y & 1) != 0 ? MATRIX_A : 0);
        }
        int y = (mt[N - 1] & UPPER_MASK) | (mt[0] & LOWER_MASK);
        mt[N - 1] = mt[M - 1] ^ (y >>> 1) ^ ((y & 1) != 0 ? MATRIX_A : 0);
        index = 0;
    }

    /** {@code random.random()}: a float in [0, 1) with 53 random bits. */
    public double random() {
        int a = nextInt32() >>> 5;
        int b = nextInt32() >>> 6;
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
    }

    /** {@code getrandbits(k)} for {@code 0 <= k <= 63}. */
    public long bits(int k) {
        if (k == 0) {
            return 0;
        }
        if (k <= 32) {
            return (nextInt32() >>> (32 - k)) & 0xffffffffL;
        }
        long low = nextInt32() & 0xffffffffL;
        long high = (nextInt32() >>> (64 - k)) & 0xffffffffL;
        return (high << 32) | low;
    }

    /** {@code getrandbits(k)} for any {@code k >= 0}: little-endian words, the last one shifted down. */
    public BigInteger getrandbits(long k) {
        if (k < 0) {
            throw ModuleError.value("number of bits must be non-negative");
        }
        if (k < 64) {
            return BigInteger.valueOf(bits((int) k));
        }
        int words = (int) ((k - 1) / 32 + 1);
        byte[] be = new byte[words * 4];
        long left = k;
        for (int i = 0; i < words; i++, left -= 32) {
            int r = nextInt32();
            if (left < 32) {
                r >>>= (32 - left);
            }
            int at = be.length - 4 * (i + 1);
            be[at] = (byte) (r >>> 24);
            be[at + 1] = (byte) (r >>> 16);
            be[at + 2] = (byte) (r >>> 8);
            be[at + 3] = (byte) r;
        }
        return new BigInteger(1, be);
    }

    /** {@code _randbelow(n)} for {@code 0 < n < 2**63}. */
    public long randbelow(long n) {
        int k = 64 - Long.numberOfLeadingZeros(n);
        long r = bits(k);
        while (r >= n) {
            r = bits(k);
        }
        return r;
    }

    /** {@code _randbelow(n)} for any {@code n > 0}. */
    public BigInteger randbelow(BigInteger n) {
        if (n.bitLength() < 63) {
            return BigInteger.valueOf(randbelow(n.longValueExact()));
        }
        int k = n.bitLength();
        BigInteger r = getrandbits(k);
        while (r.compareTo(n) >= 0) {
            r = getrandbits(k);
        }
        return r;
    }

    /** {@code getstate()[1]}: the 624 state words followed by the position, as unsigned values. */
    public long[] state() {
        long[] s = new long[N + 1];
        for (int i = 0; i < N; i++) {
            s[i] = mt[i] & 0xffffffffL;
        }
        s[N] = index;
        return s;
    }

    /** {@code setstate}: restores words and position from {@link #state()}. */
    public void setState(long[] s) {
        if (s.length != N + 1) {
            throw ModuleError.value("state vector is the wrong size");
        }
        if (s[N] < 0 || s[N] > N) {
            throw ModuleError.value("invalid state");
        }
        for (int i = 0; i < N; i++) {
            mt[i] = (int) s[i];
        }
        index = (int) s[N];
    }
}
