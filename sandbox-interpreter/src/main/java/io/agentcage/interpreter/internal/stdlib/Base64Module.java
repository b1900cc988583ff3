package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.BaseCodecs;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The {@code base64} module: base64 (standard, URL-safe, with alternative characters, MIME lines), base32 (and
 * base32hex), base16 and base85, with CPython's accepted inputs and errors ({@code binascii.Error} for bad data).
 */
public final class Base64Module implements NativeModule {
    @Override
    public String name() {
        return "base64";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("b64encode", (in, a, kw) -> {
            byte[] data = BinasciiModule.buffer(Natives.required("b64encode", a, kw, 0, "s"));
            PyObject alt = Natives.arg(a, kw, 1, "altchars", PyNone.NONE);
            PyObject out = BinasciiModule.bytes(in, data.length * 4L / 3 + 4, () -> BaseCodecs.b64encode(data,
                    false));
            return alt == PyNone.NONE ? out : translate(out, "+/", altchars(alt));
        });
        m.function("b64decode", (in, a, kw) -> {
            byte[] s = decodeData(Natives.required("b64decode", a, kw, 0, "s"));
            PyObject alt = Natives.arg(a, kw, 1, "altchars", PyNone.NONE);
            boolean validate = Ops.truth(Natives.arg(a, kw, 2, "validate", PyBool.FALSE));
            byte[] t = alt == PyNone.NONE ? s : map(s, altchars(decodeAlt(alt)), "+/");
            return BinasciiModule.bytes(in, s.length, () -> BaseCodecs.b64decode(t, validate));
        });
        m.function("standard_b64encode", (in, a, kw) -> {
            byte[] data = BinasciiModule.buffer(Natives.required("standard_b64encode", a, kw, 0, "s"));
            return BinasciiModule.bytes(in, data.length * 4L / 3 + 4, () -> BaseCodecs.b64encode(data, false));
        });
        m.function("standard_b64decode", (in, a, kw) -> {
            byte[] s = decodeData(Natives.required("standard_b64decode", a, kw, 0, "s"));
            return BinasciiModule.bytes(in, s.length, () -> BaseCodecs.b64decode(s, false));
        });
        m.function("urlsafe_b64encode", (in, a, kw) -> {
            byte[] data = BinasciiModule.buffer(Natives.required("urlsafe_b64encode", a, kw, 0, "s"));
            return translate(BinasciiModule.bytes(in, data.length * 4L / 3 + 4,
                    () -> BaseCodecs.b64encode(data, false)), "+/", new byte[] {'-', '_'});
        });
        m.function("urlsafe_b64decode", (in, a, kw) -> {
            byte[] s = map(decodeData(Natives.required("urlsafe_b64decode", a, kw, 0, "s")), new byte[] {'-', '_'},
                    "+/");
            return BinasciiModule.bytes(in, s.length, () -> BaseCodecs.b64decode(s, false));
        });
        m.function("encodebytes", (in, a, kw) -> {
            byte[] data = BinasciiModule.buffer(Natives.required("encodebytes", a, kw, 0, "s"));
            return BinasciiModule.bytes(in, data.length * 4L / 3 + data.length / 57 + 8, () -> mime(data));
        });
        m.function("decodebytes", (in, a, kw) -> {
            byte[] s = BinasciiModule.buffer(Natives.required("decodebytes", a, kw, 0, "s"));
            return BinasciiModule.bytes(in, s.length, () -> BaseCodecs.b64decode(s, false));
        });
        m.function("b32encode", (in, a, kw) -> b32encode(in, a, kw, "b32encode", BaseCodecs.B32));
        m.function("b32hexencode", (in, a, kw) -> b32encode(in, a, kw, "b32hexencode", BaseCodecs.B32HEX));
        m.function("b32decode", (in, a, kw) -> b32decode(in, a, kw, "b32decode", BaseCodecs.B32, true));
        m.function("b32hexdecode", (in, a, kw) -> b32decode(in, a, kw, "b32hexdecode", BaseCodecs.B32HEX, false));
        m.function("b16encode", (in, a, kw) -> {
            byte[] data = BinasciiModule.buffer(Natives.required("b16encode", a, kw, 0, "s"));
            return BinasciiModule.bytes(in, data.length * 2L, () -> upper(BaseCodecs.hexlify(data, null, 0)));
        });
        m.function("b16decode", (in, a, kw) -> {
            byte[] s = decodeData(Natives.required("b16decode", a, kw, 0, "s"));
            boolean casefold = Ops.truth(Natives.arg(a, kw, 1, "casefold", PyBool.FALSE));
            byte[] t = casefold ? upper(s) : s;
            for (byte c : t) {
                if (!(c >= '0' && c <= '9' || c >= 'A' && c <= 'F')) {
                    throw Exc.make(BinasciiModule.ERROR, "Non-base16 digit found");
                }
            }
            return BinasciiModule.bytes(in, s.length, () -> BaseCodecs.unhexlify(t));
        });
        m.function("b85encode", (in, a, kw) -> {
            byte[] data = BinasciiModule.buffer(Natives.required("b85encode", a, kw, 0, "b"));
            boolean pad = Ops.truth(Natives.arg(a, kw, 1, "pad", PyBool.FALSE));
            return BinasciiModule.bytes(in, data.length * 5L / 4 + 5, () -> BaseCodecs.b85encode(data, pad));
        });
        m.function("a85encode", (in, a, kw) -> {
            byte[] data = BinasciiModule.buffer(Natives.required("a85encode", a, kw, 0, "b"));
            boolean fold = Ops.truth(Natives.arg(a, kw, 99, "foldspaces", PyBool.FALSE));
            int wrapcol = Args.asInt(Natives.arg(a, kw, 99, "wrapcol", io.agentcage.interpreter.internal.object.PyInt.of(0)));
            boolean pad = Ops.truth(Natives.arg(a, kw, 99, "pad", PyBool.FALSE));
            boolean adobe = Ops.truth(Natives.arg(a, kw, 99, "adobe", PyBool.FALSE));
            return BinasciiModule.bytes(in, data.length * 5L / 4 + 16 + (wrapcol > 0 ? data.length * 2L / wrapcol : 0),
                    () -> a85encode(data, fold, wrapcol, pad, adobe));
        });
        m.function("a85decode", (in, a, kw) -> {
            byte[] s = decodeData(Natives.required("a85decode", a, kw, 0, "b"));
            boolean fold = Ops.truth(Natives.arg(a, kw, 99, "foldspaces", PyBool.FALSE));
            boolean adobe = Ops.truth(Natives.arg(a, kw, 99, "adobe", PyBool.FALSE));
            PyObject ig = Natives.arg(a, kw, 99, "ignorechars", null);
            byte[] ignore = ig == null ? new byte[] {' ', '\t', '\n', '\r', 0x0b} : decodeData(ig);
            return BinasciiModule.bytes(in, s.length, () -> a85decode(s, fold, adobe, ignore));
        });
        m.function("b85decode", (in, a, kw) -> {
            byte[] s = decodeData(Natives.required("b85decode", a, kw, 0, "b"));
            return BinasciiModule.bytes(in, s.length, () -> BaseCodecs.b85decode(s));
        });
    }

    /** Ascii85 as CPython's base64.a85encode: 'z' for zero words, 'y' for spaces when folding, Adobe framing. */
    private static byte[] a85encode(byte[] b, boolean foldspaces, int wrapcol, boolean pad, boolean adobe) {
        int padding = (4 - b.length % 4) % 4;
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        if (adobe) {
            out.write('<');
            out.write('~');
        }
        int words = (b.length + padding) / 4;
        for (int w = 0; w < words; w++) {
            long word = 0;
            for (int i = 0; i < 4; i++) {
                int idx = w * 4 + i;
                word = word << 8 | (idx < b.length ? b[idx] & 0xff : 0);
            }
            boolean last = w == words - 1 && padding > 0 && !pad;
            if (word == 0 && !last) {
                out.write('z');
            } else if (foldspaces && word == 0x20202020L && !last) {
                out.write('y');
            } else {
                byte[] five = new byte[5];
                long v = word;
                for (int i = 4; i >= 0; i--) {
                    five[i] = (byte) (v % 85 + 33);
                    v /= 85;
                }
                out.write(five, 0, last && !pad ? 5 - padding : 5);
            }
        }
        byte[] body = out.toByteArray();
        if (wrapcol > 0) {
            wrapcol = Math.max(adobe ? 2 : 1, wrapcol);
            java.io.ByteArrayOutputStream wrapped = new java.io.ByteArrayOutputStream();
            int lastLen = 0;
            for (int i = 0; i < body.length; i += wrapcol) {
                if (i > 0) {
                    wrapped.write('\n');
                }
                lastLen = Math.min(wrapcol, body.length - i);
                wrapped.write(body, i, lastLen);
            }
            if (adobe && lastLen + 2 > wrapcol) {
                wrapped.write('\n');
            }
            body = wrapped.toByteArray();
        }
        if (adobe) {
            byte[] r = java.util.Arrays.copyOf(body, body.length + 2);
            r[body.length] = '~';
            r[body.length + 1] = '>';
            return r;
        }
        return body;
    }

    private static byte[] a85decode(byte[] b, boolean foldspaces, boolean adobe, byte[] ignore) {
        int from = 0;
        int to = b.length;
        if (adobe) {
            if (to < 2 || b[to - 2] != '~' || b[to - 1] != '>') {
                throw Exc.valueError("Ascii85 encoded byte sequences must end with b'~>'");
            }
            to -= 2;
            if (to >= 2 && b[0] == '<' && b[1] == '~') {
                from = 2;
            }
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int[] curr = new int[5];
        int n = 0;
        for (int i = from; i < to + 4; i++) {
            int x = i < to ? b[i] & 0xff : 'u';
            if (x >= '!' && x <= 'u') {
                curr[n++] = x;
                if (n == 5) {
                    long acc = 0;
                    for (int c : curr) {
                        acc = 85 * acc + (c - 33);
                    }
                    if (acc > 0xffffffffL) {
                        throw Exc.valueError("Ascii85 overflow");
                    }
                    out.write((int) (acc >>> 24));
                    out.write((int) (acc >>> 16));
                    out.write((int) (acc >>> 8));
                    out.write((int) acc);
                    n = 0;
                }
            } else if (x == 'z') {
                if (n > 0) {
                    throw Exc.valueError("z inside Ascii85 5-tuple");
                }
                out.write(new byte[4], 0, 4);
            } else if (foldspaces && x == 'y') {
                if (n > 0) {
                    throw Exc.valueError("y inside Ascii85 5-tuple");
                }
                out.write(new byte[] {32, 32, 32, 32}, 0, 4);
            } else {
                boolean skip = false;
                for (byte g : ignore) {
                    skip |= (g & 0xff) == x;
                }
                if (!skip) {
                    throw Exc.valueError("Non-Ascii85 digit found: " + (char) x);
                }
            }
        }
        byte[] r = out.toByteArray();
        int padding = 4 - n;
        return padding > 0 ? java.util.Arrays.copyOf(r, Math.max(0, r.length - padding)) : r;
    }

    private static PyObject b32encode(Interp in, PyObject[] a, PyDict kw, String fn, String alphabet) {
        byte[] data = BinasciiModule.buffer(Natives.required(fn, a, kw, 0, "s"));
        return BinasciiModule.bytes(in, data.length * 8L / 5 + 8, () -> BaseCodecs.b32encode(data, alphabet));
    }

    private static PyObject b32decode(Interp in, PyObject[] a, PyDict kw, String fn, String alphabet,
                                      boolean map01) {
        byte[] s = decodeData(Natives.required(fn, a, kw, 0, "s"));
        boolean casefold = Ops.truth(Natives.arg(a, kw, 1, "casefold", PyBool.FALSE));
        PyObject m01 = map01 ? Natives.arg(a, kw, 2, "map01", PyNone.NONE) : PyNone.NONE;
        if (s.length % 8 != 0) {
            throw Exc.make(BinasciiModule.ERROR, "Incorrect padding");
        }
        byte[] t = s.clone();
        if (m01 != PyNone.NONE) {
            byte[] m = decodeData(m01);
            if (m.length != 1) {
                throw Exc.make(Exc.AssertionError, Ops.repr(new PyBytes(m, false)));
            }
            for (int i = 0; i < t.length; i++) {
                if (t[i] == '0') {
                    t[i] = 'O';
                } else if (t[i] == '1') {
                    t[i] = m[0];
                }
            }
        }
        byte[] u = casefold ? upper(t) : t;
        return BinasciiModule.bytes(in, s.length, () -> BaseCodecs.b32decode(u, alphabet));
    }

    private static byte[] mime(byte[] data) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < data.length; i += 57) {
            out.writeBytes(BaseCodecs.b64encode(java.util.Arrays.copyOfRange(data, i, Math.min(data.length,
                    i + 57)), true));
        }
        return out.toByteArray();
    }

    private static byte[] upper(byte[] b) {
        return new String(b, StandardCharsets.ISO_8859_1).toUpperCase(Locale.ROOT)
                .getBytes(StandardCharsets.ISO_8859_1);
    }

    /** {@code _bytes_from_decode_data}: an ASCII str or a bytes-like object. */
    static byte[] decodeData(PyObject o) {
        if (o instanceof PyStr s) {
            for (int i = 0; i < s.value().length(); i++) {
                if (s.value().charAt(i) > 127) {
                    throw Exc.valueError("string argument should contain only ASCII characters");
                }
            }
            return s.value().getBytes(StandardCharsets.US_ASCII);
        }
        if (o instanceof PyBytes b) {
            return b.bytes();
        }
        if (o instanceof io.agentcage.interpreter.internal.object.PyMemoryView m) {
            return m.toBytes();
        }
        throw Exc.typeError("argument should be a bytes-like object or ASCII string, not '" + o.type().name() + "'");
    }

    private static byte[] decodeAlt(PyObject alt) {
        return decodeData(alt);
    }

    private static byte[] altchars(PyObject alt) {
        return altchars(BinasciiModule.buffer(alt));
    }

    private static byte[] altchars(byte[] alt) {
        if (alt.length != 2) {
            throw Exc.make(Exc.AssertionError, Ops.repr(new PyBytes(alt, false)));
        }
        return alt;
    }

    private static PyObject translate(PyObject encoded, String from, byte[] to) {
        byte[] b = ((PyBytes) encoded).bytes().clone();
        for (int i = 0; i < b.length; i++) {
            int k = from.indexOf(b[i]);
            if (k >= 0) {
                b[i] = to[k];
            }
        }
        return new PyBytes(b, false);
    }

    private static byte[] map(byte[] s, byte[] from, String to) {
        byte[] b = s.clone();
        for (int i = 0; i < b.length; i++) {
            if (b[i] == from[0]) {
                b[i] = (byte) to.charAt(0);
            } else if (b[i] == from[1]) {
                b[i] = (byte) to.charAt(1);
            }
        }
        return b;
    }
}
