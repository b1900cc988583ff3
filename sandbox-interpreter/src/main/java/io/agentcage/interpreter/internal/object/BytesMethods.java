package io.agentcage.interpreter.internal.object;

import static io.agentcage.interpreter.internal.object.Registry.method;

import java.nio.charset.StandardCharsets;

/** The methods of {@code bytes} and {@code bytearray}, and text encoding. */
final class BytesMethods {
    private BytesMethods() {
    }

    static byte[] encode(String s, String enc, String errors) {
        return Codecs.encode(s, enc, errors);
    }

    static String decode(byte[] b, String enc, String errors) {
        return Codecs.decode(b, enc, errors);
    }

    static byte[] fromObject(PyObject o) {
        if (o instanceof PyBytes b) {
            return b.bytes().clone();
        }
        if (o instanceof PyMemoryView m) {
            return m.toBytes();
        }
        if (o instanceof PyInt i) {
            int n = Args.asInt(i);
            if (n < 0) {
                throw Exc.valueError("negative count");
            }
            Interp.current().reserveMemory(n);
            return new byte[n];
        }
        if (o instanceof PyStr) {
            throw Exc.typeError("string argument without an encoding");
        }
        PyObject[] items = Iters.toArray(o);
        byte[] out = new byte[items.length];
        for (int i = 0; i < items.length; i++) {
            out[i] = (byte) Sequences.byteValue(items[i]);
        }
        return out;
    }

    static void install() {
        for (PyType t : new PyType[] {PyType.BYTES, PyType.BYTEARRAY}) {
            boolean mutable = t == PyType.BYTEARRAY;
            Registry.constructor(t, (in, a, kw) -> {
                String name = mutable ? "bytearray" : "bytes";
                Args.clinic(name, a, kw, 3, "source", "encoding", "errors");
                PyObject src = a.length > 0 ? a[0] : Args.kw(kw, "source", null);
                PyObject encArg = a.length > 1 ? a[1] : Args.kw(kw, "encoding", null);
                PyObject errArg = a.length > 2 ? a[2] : Args.kw(kw, "errors", null);
                String enc = encArg == null ? null : Args.clinicStr(name, "encoding", encArg);
                String errors = errArg == null ? null : Args.clinicStr(name, "errors", errArg);
                if (src == null || !(src instanceof PyStr)) {
                    if (enc != null) {
                        throw Exc.typeError("encoding without a string argument");
                    }
                    if (errors != null) {
                        throw Exc.typeError("errors without a string argument");
                    }
                }
                if (src == null) {
                    return new PyBytes(new byte[0], mutable);
                }
                if (a.length == 0) {
                    a = new PyObject[] {src};
                }
                if (src instanceof PyStr s) {
                    if (enc == null) {
                        throw Exc.typeError("string argument without an encoding");
                    }
                    return new PyBytes(encode(s.value(), enc, errors == null ? "strict" : errors), mutable);
                }
                PyObject conv = mutable || !a[0].type().hasGuestClass() ? null
                        : a[0].type().lookup(PyStr.intern("__bytes__"));
                if (conv != null) {
                    PyObject r = Ops.callMethod(a[0], conv);
                    if (!(r instanceof PyBytes rb) || rb.mutable) {
                        throw Exc.typeError("__bytes__ returned non-bytes (type " + Ops.typeName(r) + ")");
                    }
                    return r;
                }
                return new PyBytes(mutable ? fromObject(a[0]) : forBytes(a[0]), mutable);
            });
            method(t, "decode", (in, a, kw) -> {
                String enc = a.length > 1 ? Ops.str(a[1]) : Ops.str(Args.kw(kw, "encoding", new PyStr("utf-8")));
                String errors = a.length > 2 ? Ops.str(a[2]) : Ops.str(Args.kw(kw, "errors", new PyStr("strict")));
                return new PyStr(decode(((PyBytes) a[0]).bytes(), enc, errors));
            });
            method(t, "hex", (in, a, kw) -> {
                if (a.length > 3) {
                    throw Exc.typeError("hex() takes at most 2 arguments (" + (a.length - 1) + " given)");
                }
                PyObject sepArg = a.length > 1 ? a[1] : Args.kw(kw, "sep", null);
                PyObject perArg = a.length > 2 ? a[2] : Args.kw(kw, "bytes_per_sep", null);
                return new PyStr(hex(((PyBytes) a[0]).bytes(), sepArg, perArg == null ? 1 : Args.asInt(perArg)));
            });
        }
        method(PyType.BYTEARRAY, "append", (in, a, kw) -> {
            ((PyBytes) a[0]).append(Sequences.byteValue(a[1]));
            return PyNone.NONE;
        });
        method(PyType.BYTEARRAY, "extend", (in, a, kw) -> {
            PyBytes self = (PyBytes) a[0];
            byte[] more = fromObject(a[1]);
            self.resizing((long) self.size + more.length, a[1]);
            for (byte b : more) {
                self.append(b);
            }
            return PyNone.NONE;
        });
        Registry.classMethod(PyType.BYTES, "fromhex", (in, a, kw) -> {
            String h = Args.asStr(a[1], "fromhex() argument").replace(" ", "");
            byte[] out = new byte[h.length() / 2];
            for (int i = 0; i < out.length; i++) {
                out[i] = (byte) Integer.parseInt(h.substring(2 * i, 2 * i + 2), 16);
            }
            return new PyBytes(out, false);
        });
        BytesText.install();
    }

    /**
     * {@code bytes.hex(sep, bytes_per_sep)}: two hex digits a byte, {@code sep} (one ASCII character) between
     * groups of {@code |bytes_per_sep|} bytes counted from the right (positive) or the left (negative).
     */
    static String hex(byte[] data, PyObject sepArg, int perSep) {
        Interp.current().charge(data.length);
        String sep = null;
        if (sepArg != null) {
            sep = sepArg instanceof PyBytes sb ? new String(sb.bytes(), java.nio.charset.StandardCharsets.ISO_8859_1)
                    : sepArg instanceof PyStr ss ? ss.value() : null;
            if (sep == null) {
                throw Exc.typeError("sep must be str or bytes.");
            }
            if (sep.length() != 1) {
                throw Exc.valueError("sep must be length 1.");
            }
            if (sep.charAt(0) > 127) {
                throw Exc.valueError("sep must be ASCII.");
            }
        }
        StringBuilder sb = new StringBuilder(data.length * 3);
        int group = Math.abs(perSep);
        for (int i = 0; i < data.length; i++) {
            if (sep != null && group > 0 && i > 0) {
                boolean boundary = perSep > 0 ? (data.length - i) % group == 0 : i % group == 0;
                if (boundary) {
                    sb.append(sep);
                }
            }
            sb.append(Character.forDigit((data[i] >> 4) & 0xf, 16)).append(Character.forDigit(data[i] & 0xf, 16));
        }
        return sb.toString();
    }

    /** {@link #fromObject} for an immutable {@code bytes}: CPython words an out-of-range item "bytes must be ...". */
    static byte[] forBytes(PyObject o) {
        try {
            return fromObject(o);
        } catch (PyException e) {
            if (Exc.matches(e, Exc.ValueError) && e.exc.message().startsWith("byte must be in range")) {
                throw Exc.valueError("bytes must be in range(0, 256)");
            }
            throw e;
        }
    }
}
