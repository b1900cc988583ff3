package io.agentcage.interpreter.internal.algorithms;

import java.util.Arrays;

/**
 * BLAKE2b and BLAKE2s (RFC 7693) with CPython's parameters: digest size, key, salt and personalization. Written
 * from the RFC; the JDK has no BLAKE2. Not API.
 */
public final class Blake2 implements Cloneable {
    private static final long[] IV64 = {
        0x6a09e667f3bcc908L, 0xbb67ae8584caa73bL, 0x3c6ef372fe94f82bL, 0xa54ff53a5f1d36f1L,
        0x510e527fade682d1L, 0x9b05688c2b3e6c1fL, 0x1f83d9abfb41bd6bL, 0x5be0cd19137e2179L};
    private static final int[] IV32 = {
        0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A, 0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19};
    private static final byte[][] SIGMA = {
        {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
        {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
        {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
        {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
        {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
        {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
        {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
        {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
        {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
        {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0}};

    private final boolean big;
    private final int blockBytes;
    private final int digestSize;
    private long[] h64;
    private int[] h32;
    private byte[] buffer;
    private int buffered;
    private long counterLow;
    private long counterHigh;

    /**
     * Starts a hash.
     *
     * @param big        BLAKE2b (64-bit words, 128-byte blocks) when true, else BLAKE2s
     * @param digestSize 1..64 (b) or 1..32 (s)
     * @param key        0..64 (b) or 0..32 (s) bytes
     * @param salt       empty or up to 16 (b) / 8 (s) bytes, zero-padded
     * @param person     empty or up to 16 (b) / 8 (s) bytes, zero-padded
     */
    public Blake2(boolean big, int digestSize, byte[] key, byte[] salt, byte[] person) {
        this.big = big;
        this.blockBytes = big ? 128 : 64;
        this.digestSize = digestSize;
        this.buffer = new byte[blockBytes];
        byte[] param = new byte[big ? 64 : 32];
        param[0] = (byte) digestSize;
        param[1] = (byte) key.length;
        param[2] = 1;
        param[3] = 1;
        System.arraycopy(salt, 0, param, big ? 32 : 16, salt.length);
        System.arraycopy(person, 0, param, big ? 48 : 24, person.length);
        if (big) {
            h64 = IV64.clone();
            for (int i = 0; i < 8; i++) {
                h64[i] ^= le64(param, i * 8);
            }
        } else {
            h32 = IV32.clone();
            for (int i = 0; i < 8; i++) {
                h32[i] ^= le32(param, i * 4);
            }
        }
        if (key.length > 0) {
            byte[] block = new byte[blockBytes];
            System.arraycopy(key, 0, block, 0, key.length);
            update(block, 0, block.length);
        }
    }

    /** Bytes per block: 128 for BLAKE2b, 64 for BLAKE2s. */
    public int blockSize() {
        return blockBytes;
    }

    /** Hashes {@code len} bytes of {@code data} from {@code off}. */
    public void update(byte[] data, int off, int len) {
        int i = off;
        int end = off + len;
        while (i < end) {
            if (buffered == blockBytes) {
                count(blockBytes);
                compress(buffer, false);
                buffered = 0;
            }
            int n = Math.min(blockBytes - buffered, end - i);
            System.arraycopy(data, i, buffer, buffered, n);
            buffered += n;
            i += n;
        }
    }

    /** The digest of everything hashed so far; the state is unchanged (a copy is finalised). */
    public byte[] digest() {
        Blake2 c = copy();
        c.count(c.buffered);
        Arrays.fill(c.buffer, c.buffered, blockBytes, (byte) 0);
        c.compress(c.buffer, true);
        byte[] out = new byte[big ? 64 : 32];
        for (int i = 0; i < 8; i++) {
            if (big) {
                long v = c.h64[i];
                for (int k = 0; k < 8; k++) {
                    out[i * 8 + k] = (byte) (v >>> (8 * k));
                }
            } else {
                int v = c.h32[i];
                for (int k = 0; k < 4; k++) {
                    out[i * 4 + k] = (byte) (v >>> (8 * k));
                }
            }
        }
        return Arrays.copyOf(out, digestSize);
    }

    /** An independent copy of the running state. */
    public Blake2 copy() {
        try {
            Blake2 c = (Blake2) super.clone();
            c.buffer = buffer.clone();
            c.h64 = h64 == null ? null : h64.clone();
            c.h32 = h32 == null ? null : h32.clone();
            return c;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    private void count(int n) {
        long before = counterLow;
        counterLow += n;
        if (big) {
            if (Long.compareUnsigned(counterLow, before) < 0) {
                counterHigh++;
            }
        }
    }

    private void compress(byte[] block, boolean last) {
        if (big) {
            compress64(block, last);
        } else {
            compress32(block, last);
        }
    }

    private void compress64(byte[] block, boolean last) {
        long[] m = new long[16];
        for (int i = 0; i < 16; i++) {
            m[i] = le64(block, i * 8);
        }
        long[] v = new long[16];
        System.arraycopy(h64, 0, v, 0, 8);
        System.arraycopy(IV64, 0, v, 8, 8);
        v[12] ^= counterLow;
        v[13] ^= counterHigh;
        if (last) {
            v[14] = ~v[14];
        }
        for (int r = 0; r < 12; r++) {
            byte[] s = SIGMA[r % 10];
            g64(v, 0, 4, 8, 12, m[s[0]], m[s[1]]);
            g64(v, 1, 5, 9, 13, m[s[2]], m[s[3]]);
            g64(v, 2, 6, 10, 14, m[s[4]], m[s[5]]);
            g64(v, 3, 7, 11, 15, m[s[6]], m[s[7]]);
            g64(v, 0, 5, 10, 15, m[s[8]], m[s[9]]);
            g64(v, 1, 6, 11, 12, m[s[10]], m[s[11]]);
            g64(v, 2, 7, 8, 13, m[s[12]], m[s[13]]);
            g64(v, 3, 4, 9, 14, m[s[14]], m[s[15]]);
        }
        for (int i = 0; i < 8; i++) {
            h64[i] ^= v[i] ^ v[i + 8];
        }
    }

    private static void g64(long[] v, int a, int b, int c, int d, long x, long y) {
        v[a] = v[a] + v[b] + x;
        v[d] = Long.rotateRight(v[d] ^ v[a], 32);
        v[c] = v[c] + v[d];
        v[b] = Long.rotateRight(v[b] ^ v[c], 24);
        v[a] = v[a] + v[b] + y;
        v[d] = Long.rotateRight(v[d] ^ v[a], 16);
        v[c] = v[c] + v[d];
        v[b] = Long.rotateRight(v[b] ^ v[c], 63);
    }

    private void compress32(byte[] block, boolean last) {
        int[] m = new int[16];
        for (int i = 0; i < 16; i++) {
            m[i] = le32(block, i * 4);
        }
        int[] v = new int[16];
        System.arraycopy(h32, 0, v, 0, 8);
        System.arraycopy(IV32, 0, v, 8, 8);
        v[12] ^= (int) counterLow;
        v[13] ^= (int) (counterLow >>> 32);
        if (last) {
            v[14] = ~v[14];
        }
        for (int r = 0; r < 10; r++) {
            byte[] s = SIGMA[r];
            g32(v, 0, 4, 8, 12, m[s[0]], m[s[1]]);
            g32(v, 1, 5, 9, 13, m[s[2]], m[s[3]]);
            g32(v, 2, 6, 10, 14, m[s[4]], m[s[5]]);
            g32(v, 3, 7, 11, 15, m[s[6]], m[s[7]]);
            g32(v, 0, 5, 10, 15, m[s[8]], m[s[9]]);
            g32(v, 1, 6, 11, 12, m[s[10]], m[s[11]]);
            g32(v, 2, 7, 8, 13, m[s[12]], m[s[13]]);
            g32(v, 3, 4, 9, 14, m[s[14]], m[s[15]]);
        }
        for (int i = 0; i < 8; i++) {
            h32[i] ^= v[i] ^ v[i + 8];
        }
    }

    private static void g32(int[] v, int a, int b, int c, int d, int x, int y) {
        v[a] = v[a] + v[b] + x;
        v[d] = Integer.rotateRight(v[d] ^ v[a], 16);
        v[c] = v[c] + v[d];
        v[b] = Integer.rotateRight(v[b] ^ v[c], 12);
        v[a] = v[a] + v[b] + y;
        v[d] = Integer.rotateRight(v[d] ^ v[a], 8);
        v[c] = v[c] + v[d];
        v[b] = Integer.rotateRight(v[b] ^ v[c], 7);
    }

    private static long le64(byte[] b, int off) {
        long v = 0;
        for (int k = 7; k >= 0; k--) {
            v = (v << 8) | (b[off + k] & 0xFF);
        }
        return v;
    }

    private static int le32(byte[] b, int off) {
        return (b[off] & 0xFF) | (b[off + 1] & 0xFF) << 8 | (b[off + 2] & 0xFF) << 16 | (b[off + 3] & 0xFF) << 24;
    }
}
