package io.agentcage.interpreter.internal.algorithms;

import java.io.ByteArrayOutputStream;

/**
 * The byte codecs of {@code binascii} and {@code base64} (base64, base32, base16, base85, hex, CRC-32, CRC-HQX)
 * with CPython's results and error messages; errors are {@link ModuleError}s of type {@code binascii.Error} or
 * {@code ValueError}. Callers charge the budget by input size before calling. Not API.
 */
public final class BaseCodecs {
    /** The exception type name of {@code binascii.Error}. */
    public static final String ERROR = "binascii.Error";
    private static final byte[] B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
            .getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private static final byte[] HEX = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    /** The base32 alphabets of RFC 4648 (standard and extended hex). */
    public static final String B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    public static final String B32HEX = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
    private static final String B85 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";
    private static final int[] CRC32 = new int[256];
    private static final int[] CRC_HQX = new int[256];

    static {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            }
            CRC32[n] = c;
            int h = n << 8;
            for (int k = 0; k < 8; k++) {
                h = (h & 0x8000) != 0 ? (h << 1) ^ 0x1021 : h << 1;
            }
            CRC_HQX[n] = h & 0xFFFF;
        }
    }

    private BaseCodecs() {
    }

    private static ModuleError error(String msg) {
        return new ModuleError(ERROR, msg);
    }

    /** Standard base64 of {@code data}, with a final newline when asked ({@code b2a_base64}). */
    public static byte[] b64encode(byte[] data, boolean newline) {
        int n = data.length;
        byte[] out = new byte[(n + 2) / 3 * 4 + (newline ? 1 : 0)];
        int o = 0;
        for (int i = 0; i < n; i += 3) {
            int b0 = data[i] & 0xFF;
            int b1 = i + 1 < n ? data[i + 1] & 0xFF : 0;
            int b2 = i + 2 < n ? data[i + 2] & 0xFF : 0;
            out[o++] = B64[b0 >> 2];
            out[o++] = B64[((b0 & 3) << 4) | (b1 >> 4)];
            out[o++] = i + 1 < n ? B64[((b1 & 15) << 2) | (b2 >> 6)] : (byte) '=';
            out[o++] = i + 2 < n ? B64[b2 & 63] : (byte) '=';
        }
        if (newline) {
            out[o] = '\n';
        }
        return out;
    }

    private static int b64value(int c) {
        if (c >= 'A' && c <= 'Z') {
            return c - 'A';
        }
        if (c >= 'a' && c <= 'z') {
            return c - 'a' + 26;
        }
        if (c >= '0' && c <= '9') {
            return c - '0' + 52;
        }
        return c == '+' ? 62 : c == '/' ? 63 : -1;
    }

    /** {@code binascii.a2b_base64(data, strict_mode=strict)}. */
    public static byte[] b64decode(byte[] data, boolean strict) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length / 4 * 3 + 3);
        int quad = 0;
        int left = 0;
        int pads = 0;
        boolean paddingStarted = false;
        for (int i = 0; i < data.length; i++) {
            int c = data[i] & 0xFF;
            if (c == '=') {
                paddingStarted = true;
                if (strict && i == 0) {
                    throw error("Leading padding not allowed");
                }
                if (quad >= 2 && quad + ++pads >= 4) {
                    if (strict && i + 1 < data.length) {
                        throw error("Excess data after padding");
                    }
                    return out.toByteArray();
                }
                continue;
            }
            int v = b64value(c);
            if (v < 0) {
                if (strict) {
                    throw error("Only base64 data is allowed");
                }
                continue;
            }
            if (strict && paddingStarted) {
                throw error("Discontinuous padding not allowed");
            }
            pads = 0;
            switch (quad) {
                case 0:
                    quad = 1;
                    left = v;
                    break;
                case 1:
                    quad = 2;
                    out.write((left << 2) | (v >> 4));
                    left = v & 0x0F;
                    break;
                case 2:
                    quad = 3;
                    out.write((left << 4) | (v >> 2));
                    left = v & 0x03;
                    break;
                default:
                    quad = 0;
                    out.write((left << 6) | v);
                    left = 0;
            }
        }
        if (quad == 1) {
            throw error("Invalid base64-encoded string: number of data characters (" + (out.size() / 3 * 4 + 1)
                    + ") cannot be 1 more than a multiple of 4");
        }
        if (quad != 0) {
            throw error("Incorrect padding");
        }
        return out.toByteArray();
    }

    /** Lowercase hex, optionally with a separator every {@code perSep} bytes (from the right when positive). */
    public static byte[] hexlify(byte[] data, byte[] sep, int perSep) {
        if (sep == null || data.length == 0 || perSep == 0) {
            byte[] out = new byte[data.length * 2];
            for (int i = 0; i < data.length; i++) {
                out[2 * i] = HEX[(data[i] >> 4) & 15];
                out[2 * i + 1] = HEX[data[i] & 15];
            }
            return out;
        }
        int group = Math.abs(perSep);
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length * 3);
        int n = data.length;
        for (int i = 0; i < n; i++) {
            boolean boundary = perSep > 0 ? i > 0 && (n - i) % group == 0 : i > 0 && i % group == 0;
            if (boundary) {
                out.write(sep[0]);
            }
            out.write(HEX[(data[i] >> 4) & 15]);
            out.write(HEX[data[i] & 15]);
        }
        return out.toByteArray();
    }

    /** {@code binascii.unhexlify}. */
    public static byte[] unhexlify(byte[] hex) {
        if (hex.length % 2 != 0) {
            throw error("Odd-length string");
        }
        byte[] out = new byte[hex.length / 2];
        for (int i = 0; i < out.length; i++) {
            int hi = Character.digit(hex[2 * i] & 0xFF, 16);
            int lo = Character.digit(hex[2 * i + 1] & 0xFF, 16);
            if (hi < 0 || lo < 0 || (hex[2 * i] & 0xFF) > 'f' || (hex[2 * i + 1] & 0xFF) > 'f') {
                throw error("Non-hexadecimal digit found");
            }
            out[i] = (byte) (hi << 4 | lo);
        }
        return out;
    }

    /** {@code binascii.crc32(data, crc)}. */
    public static long crc32(byte[] data, long start) {
        int c = ~(int) start;
        for (byte b : data) {
            c = CRC32[(c ^ b) & 0xFF] ^ (c >>> 8);
        }
        return (~c) & 0xFFFFFFFFL;
    }

    /** {@code binascii.crc_hqx(data, value)}. */
    public static int crcHqx(byte[] data, int start) {
        int c = start & 0xFFFF;
        for (byte b : data) {
            c = ((c << 8) & 0xFF00) ^ CRC_HQX[((c >> 8) ^ b) & 0xFF];
        }
        return c;
    }

    /** Base32 with padding over {@code alphabet} ({@link #B32} or {@link #B32HEX}). */
    public static byte[] b32encode(byte[] data, String alphabet) {
        int groups = (data.length + 4) / 5;
        byte[] out = new byte[groups * 8];
        for (int g = 0; g < groups; g++) {
            long acc = 0;
            for (int k = 0; k < 5; k++) {
                int i = g * 5 + k;
                acc = (acc << 8) | (i < data.length ? data[i] & 0xFF : 0);
            }
            for (int k = 0; k < 8; k++) {
                out[g * 8 + k] = (byte) alphabet.charAt((int) (acc >>> (35 - 5 * k)) & 31);
            }
        }
        int rem = data.length % 5;
        int pad = rem == 0 ? 0 : rem == 1 ? 6 : rem == 2 ? 4 : rem == 3 ? 3 : 1;
        for (int k = 0; k < pad; k++) {
            out[out.length - 1 - k] = '=';
        }
        return out;
    }

    /** {@code base64.b32decode} after casefold and map01 were applied. */
    public static byte[] b32decode(byte[] s, String alphabet) {
        if (s.length % 8 != 0) {
            throw error("Incorrect padding");
        }
        int end = s.length;
        while (end > 0 && s[end - 1] == '=') {
            end--;
        }
        int padchars = s.length - end;
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.length / 8 * 5);
        long acc = 0;
        for (int i = 0; i < end; i += 8) {
            acc = 0;
            for (int k = i; k < Math.min(i + 8, end); k++) {
                int v = alphabet.indexOf(s[k] & 0xFF);
                if (v < 0 || (s[k] & 0xFF) > 127) {
                    throw error("Non-base32 digit found");
                }
                acc = (acc << 5) + v;
            }
            int got = Math.min(i + 8, end) - i;
            if (got == 8) {
                for (int k = 4; k >= 0; k--) {
                    out.write((int) (acc >>> (8 * k)));
                }
            } else {
                acc <<= 5L * (8 - got);
                for (int k = 4; k >= 0; k--) {
                    out.write((int) (acc >>> (8 * k)));
                }
            }
        }
        if (padchars != 0 && padchars != 1 && padchars != 3 && padchars != 4 && padchars != 6) {
            throw error("Incorrect padding");
        }
        byte[] r = out.toByteArray();
        if (padchars > 0 && r.length > 0) {
            int leftover = (43 - 5 * padchars) / 8;
            return java.util.Arrays.copyOf(r, r.length - 5 + leftover);
        }
        return r;
    }

    /** {@code base64.b85encode(data, pad)}. */
    public static byte[] b85encode(byte[] data, boolean pad) {
        int padding = (4 - data.length % 4) % 4;
        int words = (data.length + padding) / 4;
        byte[] out = new byte[words * 5];
        for (int w = 0; w < words; w++) {
            long acc = 0;
            for (int k = 0; k < 4; k++) {
                int i = w * 4 + k;
                acc = (acc << 8) | (i < data.length ? data[i] & 0xFF : 0);
            }
            for (int k = 4; k >= 0; k--) {
                out[w * 5 + k] = (byte) B85.charAt((int) (acc % 85));
                acc /= 85;
            }
        }
        if (padding > 0 && !pad) {
            return java.util.Arrays.copyOf(out, out.length - padding);
        }
        return out;
    }

    /** {@code base64.b85decode}. */
    public static byte[] b85decode(byte[] s) {
        int padding = (5 - s.length % 5) % 5;
        int n = s.length + padding;
        byte[] out = new byte[n / 5 * 4];
        for (int i = 0; i < n; i += 5) {
            long acc = 0;
            for (int k = 0; k < 5; k++) {
                int c = i + k < s.length ? s[i + k] & 0xFF : '~';
                int v = c < 128 ? B85.indexOf(c) : -1;
                if (v < 0) {
                    throw new ModuleError("ValueError", "bad base85 character at position " + (i + k));
                }
                acc = acc * 85 + v;
            }
            if (acc > 0xFFFFFFFFL) {
                throw new ModuleError("ValueError", "base85 overflow in hunk starting at byte " + i);
            }
            for (int k = 0; k < 4; k++) {
                out[i / 5 * 4 + k] = (byte) (acc >>> (24 - 8 * k));
            }
        }
        return java.util.Arrays.copyOf(out, out.length - padding);
    }
}
