package io.agentcage.interpreter.internal.algorithms;

/**
 * The memory-hard core of scrypt (RFC 7914): BlockMix with Salsa20/8 and ROMix over the blocks that PBKDF2 made.
 * The caller supplies the PBKDF2 steps and a charger that is called once per block mix, so a large {@code n}
 * stops on the step budget and the deadline. Not API.
 */
public final class Scrypt {
    private Scrypt() {
    }

    /** Runs ROMix in place on each of the {@code p} blocks of {@code 128 * r} bytes in {@code b}. */
    public static void romixAll(byte[] b, int n, int r, int p, StepCharger charger) {
        int words = 32 * r;
        int[] x = new int[words];
        int[] v = new int[words * n];
        int[] scratch = new int[words];
        for (int block = 0; block < p; block++) {
            int off = block * 128 * r;
            for (int i = 0; i < words; i++) {
                x[i] = readLe(b, off + 4 * i);
            }
            for (int i = 0; i < n; i++) {
                System.arraycopy(x, 0, v, i * words, words);
                blockMix(x, scratch, r);
                charger.charge(1 + r);
            }
            for (int i = 0; i < n; i++) {
                int j = x[(2 * r - 1) * 16] & (n - 1);
                for (int k = 0; k < words; k++) {
                    x[k] ^= v[j * words + k];
                }
                blockMix(x, scratch, r);
                charger.charge(1 + r);
            }
            for (int i = 0; i < words; i++) {
                writeLe(b, off + 4 * i, x[i]);
            }
        }
    }

    private static void blockMix(int[] b, int[] y, int r) {
        int[] t = new int[16];
        System.arraycopy(b, (2 * r - 1) * 16, t, 0, 16);
        for (int i = 0; i < 2 * r; i++) {
            for (int k = 0; k < 16; k++) {
                t[k] ^= b[i * 16 + k];
            }
            salsa20x8(t);
            // even blocks go to the first half of the output, odd blocks to the second
            int dest = (i % 2 == 0 ? i / 2 : r + i / 2) * 16;
            System.arraycopy(t, 0, y, dest, 16);
        }
        System.arraycopy(y, 0, b, 0, 32 * r);
    }

    private static void salsa20x8(int[] b) {
        int[] x = b.clone();
        for (int i = 0; i < 8; i += 2) {
            x[4] ^= Integer.rotateLeft(x[0] + x[12], 7);
            x[8] ^= Integer.rotateLeft(x[4] + x[0], 9);
            x[12] ^= Integer.rotateLeft(x[8] + x[4], 13);
            x[0] ^= Integer.rotateLeft(x[12] + x[8], 18);
            x[9] ^= Integer.rotateLeft(x[5] + x[1], 7);
            x[13] ^= Integer.rotateLeft(x[9] + x[5], 9);
            x[1] ^= Integer.rotateLeft(x[13] + x[9], 13);
            x[5] ^= Integer.rotateLeft(x[1] + x[13], 18);
            x[14] ^= Integer.rotateLeft(x[10] + x[6], 7);
            x[2] ^= Integer.rotateLeft(x[14] + x[10], 9);
            x[6] ^= Integer.rotateLeft(x[2] + x[14], 13);
            x[10] ^= Integer.rotateLeft(x[6] + x[2], 18);
            x[3] ^= Integer.rotateLeft(x[15] + x[11], 7);
            x[7] ^= Integer.rotateLeft(x[3] + x[15], 9);
            x[11] ^= Integer.rotateLeft(x[7] + x[3], 13);
            x[15] ^= Integer.rotateLeft(x[11] + x[7], 18);
            x[1] ^= Integer.rotateLeft(x[0] + x[3], 7);
            x[2] ^= Integer.rotateLeft(x[1] + x[0], 9);
            x[3] ^= Integer.rotateLeft(x[2] + x[1], 13);
            x[0] ^= Integer.rotateLeft(x[3] + x[2], 18);
            x[6] ^= Integer.rotateLeft(x[5] + x[4], 7);
            x[7] ^= Integer.rotateLeft(x[6] + x[5], 9);
            x[4] ^= Integer.rotateLeft(x[7] + x[6], 13);
            x[5] ^= Integer.rotateLeft(x[4] + x[7], 18);
            x[11] ^= Integer.rotateLeft(x[10] + x[9], 7);
            x[8] ^= Integer.rotateLeft(x[11] + x[10], 9);
            x[9] ^= Integer.rotateLeft(x[8] + x[11], 13);
            x[10] ^= Integer.rotateLeft(x[9] + x[8], 18);
            x[12] ^= Integer.rotateLeft(x[15] + x[14], 7);
            x[13] ^= Integer.rotateLeft(x[12] + x[15], 9);
            x[14] ^= Integer.rotateLeft(x[13] + x[12], 13);
            x[15] ^= Integer.rotateLeft(x[14] + x[13], 18);
        }
        for (int i = 0; i < 16; i++) {
            b[i] += x[i];
        }
    }

    private static int readLe(byte[] b, int off) {
        return (b[off] & 0xff) | (b[off + 1] & 0xff) << 8 | (b[off + 2] & 0xff) << 16 | (b[off + 3] & 0xff) << 24;
    }

    private static void writeLe(byte[] b, int off, int v) {
        b[off] = (byte) v;
        b[off + 1] = (byte) (v >>> 8);
        b[off + 2] = (byte) (v >>> 16);
        b[off + 3] = (byte) (v >>> 24);
    }
}
