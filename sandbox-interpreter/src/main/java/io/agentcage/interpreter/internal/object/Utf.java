package io.agentcage.interpreter.internal.object;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** The UTF-8, UTF-16 and UTF-32 codecs with CPython's error ranges and reasons (see {@link Codecs}). */
final class Utf {
    private Utf() {
    }

    /** UTF-8 from {@code x[skip:]} (skip: a byte-order mark already seen); positions count from {@code skip}. */
    static String decodeUtf8(byte[] x, int skip, String errors) {
        byte[] b = skip == 0 ? x : java.util.Arrays.copyOfRange(x, skip, x.length);
        try {
            // the JDK's decoder refuses exactly what CPython's does; only a failure needs the exact ranges
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(b)).toString();
        } catch (CharacterCodingException e) {
            return decodeUtf8Slow(b, errors);
        }
    }

    private static String decodeUtf8Slow(byte[] x, String errors) {
        StringBuilder sb = new StringBuilder(x.length);
        int n = x.length;
        int i = 0;
        while (i < n) {
            int b = x[i] & 0xff;
            if (b < 0x80) {
                sb.append((char) b);
                i++;
                continue;
            }
            int need;
            int lo = 0x80;
            int hi = 0xBF;
            if (b >= 0xC2 && b <= 0xDF) {
                need = 1;
            } else if (b >= 0xE0 && b <= 0xEF) {
                need = 2;
                lo = b == 0xE0 ? 0xA0 : 0x80;
                hi = b == 0xED && !errors.equals("surrogatepass") ? 0x9F : 0xBF;
            } else if (b >= 0xF0 && b <= 0xF4) {
                need = 3;
                lo = b == 0xF0 ? 0x90 : 0x80;
                hi = b == 0xF4 ? 0x8F : 0xBF;
            } else {
                Codecs.decodeError(sb, "utf-8", x, i, i + 1, "invalid start byte", errors);
                i++;
                continue;
            }
            int cp = b & (need == 1 ? 0x1F : need == 2 ? 0x0F : 0x07);
            int j = i + 1;
            String bad = null;
            for (int k = 0; k < need; k++, j++) {
                if (j >= n) {
                    bad = "unexpected end of data";
                    break;
                }
                int c = x[j] & 0xff;
                if (c < (k == 0 ? lo : 0x80) || c > (k == 0 ? hi : 0xBF)) {
                    bad = "invalid continuation byte";
                    break;
                }
                cp = (cp << 6) | (c & 0x3F);
            }
            if (bad != null) {
                Codecs.decodeError(sb, "utf-8", x, i, j, bad, errors);
                i = j;
                continue;
            }
            sb.appendCodePoint(cp);
            i = j;
        }
        return sb.toString();
    }

    /** UTF-8, optionally with a byte-order mark; lone surrogates go to the error handler. */
    static byte[] encodeUtf8(String s, String errors, boolean bom) {
        boolean lone = false;
        for (int i = 0; i < s.length() && !lone; i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                lone = true;
            }
        }
        byte[] body;
        if (!lone) {
            body = s.getBytes(StandardCharsets.UTF_8);
        } else {
            body = Codecs.encodeWith(s, "utf-8", errors.equals("surrogatepass") ? "strict" : errors,
                    "surrogates not allowed", cp -> cp >= 0xD800 && cp <= 0xDFFF
                            ? (errors.equals("surrogatepass") ? threeBytes(cp) : null)
                            : new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8));
        }
        if (!bom) {
            return body;
        }
        byte[] out = new byte[body.length + 3];
        out[0] = (byte) 0xEF;
        out[1] = (byte) 0xBB;
        out[2] = (byte) 0xBF;
        System.arraycopy(body, 0, out, 3, body.length);
        return out;
    }

    private static byte[] threeBytes(int cp) {
        return new byte[] {(byte) (0xE0 | (cp >> 12)), (byte) (0x80 | ((cp >> 6) & 0x3F)),
            (byte) (0x80 | (cp & 0x3F))};
    }

    /** UTF-16: {@code utf-16} reads a byte-order mark (little-endian without one). */
    static String decodeUtf16(byte[] x, String codec, String errors) {
        int i = 0;
        boolean big = codec.equals("utf-16-be");
        if (codec.equals("utf-16") && x.length >= 2) {
            int b0 = x[0] & 0xff;
            int b1 = x[1] & 0xff;
            if (b0 == 0xFF && b1 == 0xFE) {
                i = 2;
            } else if (b0 == 0xFE && b1 == 0xFF) {
                i = 2;
                big = true;
            }
        }
        String name = big ? "utf-16-be" : "utf-16-le";
        StringBuilder sb = new StringBuilder(x.length / 2);
        int n = x.length;
        while (i < n) {
            if (i + 1 >= n) {
                Codecs.decodeError(sb, name, x, i, n, "truncated data", errors);
                break;
            }
            int u = unit(x, i, big);
            if (u < 0xD800 || u > 0xDFFF) {
                sb.append((char) u);
                i += 2;
                continue;
            }
            if (u >= 0xDC00) {
                Codecs.decodeError(sb, name, x, i, i + 2, "illegal encoding", errors);
                i += 2;
                continue;
            }
            if (i + 3 >= n) {
                Codecs.decodeError(sb, name, x, i, Math.min(n, i + 2) == n ? n : i + 2,
                        i + 2 >= n ? "unexpected end of data" : "illegal UTF-16 surrogate", errors);
                i += 2;
                continue;
            }
            int v = unit(x, i + 2, big);
            if (v < 0xDC00 || v > 0xDFFF) {
                Codecs.decodeError(sb, name, x, i, i + 2, "illegal UTF-16 surrogate", errors);
                i += 2;
                continue;
            }
            sb.append((char) u).append((char) v);
            i += 4;
        }
        return sb.toString();
    }

    private static int unit(byte[] x, int i, boolean big) {
        int a = x[i] & 0xff;
        int b = x[i + 1] & 0xff;
        return big ? (a << 8) | b : (b << 8) | a;
    }

    /** UTF-32: {@code utf-32} reads a byte-order mark (little-endian without one). */
    static String decodeUtf32(byte[] x, String codec, String errors) {
        int i = 0;
        boolean big = codec.equals("utf-32-be");
        if (codec.equals("utf-32") && x.length >= 4) {
            if ((x[0] & 0xff) == 0xFF && (x[1] & 0xff) == 0xFE && x[2] == 0 && x[3] == 0) {
                i = 4;
            } else if (x[0] == 0 && x[1] == 0 && (x[2] & 0xff) == 0xFE && (x[3] & 0xff) == 0xFF) {
                i = 4;
                big = true;
            }
        }
        String name = big ? "utf-32-be" : "utf-32-le";
        StringBuilder sb = new StringBuilder(x.length / 4);
        int n = x.length;
        while (i < n) {
            if (i + 3 >= n) {
                Codecs.decodeError(sb, name, x, i, n, "truncated data", errors);
                break;
            }
            long cp = big ? ((long) (x[i] & 0xff) << 24) | ((x[i + 1] & 0xff) << 16) | ((x[i + 2] & 0xff) << 8)
                    | (x[i + 3] & 0xff)
                    : ((long) (x[i + 3] & 0xff) << 24) | ((x[i + 2] & 0xff) << 16) | ((x[i + 1] & 0xff) << 8)
                    | (x[i] & 0xff);
            if (cp > 0x10FFFF) {
                Codecs.decodeError(sb, name, x, i, i + 4, "code point not in range(0x110000)", errors);
            } else if (cp >= 0xD800 && cp < 0xE000 && !errors.equals("surrogatepass")) {
                Codecs.decodeError(sb, name, x, i, i + 4, "code point in surrogate code point range(0xd800, 0xe000)",
                        errors);
            } else {
                sb.appendCodePoint((int) cp);
            }
            i += 4;
        }
        return sb.toString();
    }

    /** UTF-16 and UTF-32 (with a little-endian byte-order mark for the plain names). */
    static byte[] encodeWide(String s, String codec, String errors) {
        boolean big = codec.endsWith("-be");
        boolean wide = codec.startsWith("utf-32");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (codec.equals("utf-16")) {
            out.write(0xFF);
            out.write(0xFE);
        } else if (codec.equals("utf-32")) {
            out.writeBytes(new byte[] {(byte) 0xFF, (byte) 0xFE, 0, 0});
        }
        out.writeBytes(Codecs.encodeWith(s, codec, errors.equals("surrogatepass") ? "strict" : errors,
                "surrogates not allowed", cp -> {
                    if (cp >= 0xD800 && cp <= 0xDFFF && !errors.equals("surrogatepass")) {
                        return null;
                    }
                    if (wide) {
                        return order(new byte[] {(byte) (cp >> 24), (byte) (cp >> 16), (byte) (cp >> 8), (byte) cp},
                                big);
                    }
                    if (cp < 0x10000) {
                        return order(new byte[] {(byte) (cp >> 8), (byte) cp}, big);
                    }
                    char[] pair = Character.toChars(cp);
                    byte[] hiB = order(new byte[] {(byte) (pair[0] >> 8), (byte) pair[0]}, big);
                    byte[] loB = order(new byte[] {(byte) (pair[1] >> 8), (byte) pair[1]}, big);
                    return new byte[] {hiB[0], hiB[1], loB[0], loB[1]};
                }));
        return out.toByteArray();
    }

    private static byte[] order(byte[] bigEndian, boolean big) {
        if (big) {
            return bigEndian;
        }
        byte[] r = new byte[bigEndian.length];
        for (int i = 0; i < r.length; i++) {
            r[i] = bigEndian[r.length - 1 - i];
        }
        return r;
    }
}
