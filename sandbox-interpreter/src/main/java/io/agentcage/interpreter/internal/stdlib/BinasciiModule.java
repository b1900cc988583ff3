package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.BaseCodecs;
import io.agentcage.interpreter.internal.algorithms.ModuleError;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyType;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The {@code binascii} module: hex, base64 and CRC conversions over bytes ({@link BaseCodecs}), with CPython's
 * argument handling and {@code binascii.Error}. Work and output are charged to the budgets by size.
 */
public final class BinasciiModule implements NativeModule {
    static final PyType ERROR = PyType.newBuiltin("Error", "binascii", Exc.ValueError);
    static final PyType INCOMPLETE = PyType.newBuiltin("Incomplete", "binascii", Exc.Exception);
    private static final Map<String, PyType> TYPES = Map.of(BaseCodecs.ERROR, ERROR);

    @Override
    public String name() {
        return "binascii";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.type(ERROR).type(INCOMPLETE);
        m.function("hexlify", (in, a, kw) -> hexlify(in, "hexlify", a, kw));
        m.function("b2a_hex", (in, a, kw) -> hexlify(in, "b2a_hex", a, kw));
        m.function("unhexlify", (in, a, kw) -> unhexlify(in, "unhexlify", a, kw));
        m.function("a2b_hex", (in, a, kw) -> unhexlify(in, "a2b_hex", a, kw));
        m.function("b2a_base64", (in, a, kw) -> {
            byte[] data = buffer(Natives.required("b2a_base64", a, kw, 0, "data"));
            boolean newline = Ops.truth(Natives.arg(new PyObject[0], kw, 1, "newline", PyBool.TRUE));
            return bytes(in, data.length * 4L / 3 + 4, () -> BaseCodecs.b64encode(data, newline));
        });
        m.function("a2b_base64", (in, a, kw) -> {
            byte[] data = ascii(Natives.required("a2b_base64", a, kw, 0, "data"));
            boolean strict = Ops.truth(Natives.arg(new PyObject[0], kw, 1, "strict_mode", PyBool.FALSE));
            return bytes(in, data.length, () -> BaseCodecs.b64decode(data, strict));
        });
        m.function("crc32", (in, a, kw) -> {
            Args.check("crc32", a, kw, 1, 2);
            byte[] data = buffer(a[0]);
            long start = a.length > 1 ? Args.asLong(a[1]) : 0;
            in.charge(data.length >> 4);
            return PyInt.of(BaseCodecs.crc32(data, start));
        });
        m.function("crc_hqx", (in, a, kw) -> {
            Args.check("crc_hqx", a, kw, 2, 2);
            byte[] data = buffer(a[0]);
            in.charge(data.length >> 4);
            return PyInt.of(BaseCodecs.crcHqx(data, (int) Args.asLong(a[1])));
        });
    }

    private static PyObject hexlify(Interp in, String fn, PyObject[] a, PyDict kw) {
        byte[] data = buffer(Natives.required(fn, a, kw, 0, "data"));
        PyObject sepArg = Natives.arg(a, kw, 1, "sep", PyNone.NONE);
        int perSep = Args.asInt(Natives.arg(a, kw, 2, "bytes_per_sep", PyInt.of(1)));
        byte[] sep = null;
        if (sepArg != PyNone.NONE) {
            sep = sepArg instanceof PyStr s ? s.value().getBytes(StandardCharsets.ISO_8859_1) : buffer(sepArg);
            if (sep.length != 1) {
                throw Exc.valueError("sep must be length 1.");
            }
        }
        byte[] s = sep;
        return bytes(in, data.length * 3L, () -> BaseCodecs.hexlify(data, s, perSep));
    }

    private static PyObject unhexlify(Interp in, String fn, PyObject[] a, PyDict kw) {
        byte[] data = ascii(Natives.required(fn, a, kw, 0, "hexstr"));
        return bytes(in, data.length, () -> BaseCodecs.unhexlify(data));
    }

    /** Charges the budgets, runs the codec and wraps its result; codec errors become guest exceptions. */
    static PyObject bytes(Interp in, long size, Supplier<byte[]> codec) {
        in.reserveMemory(size);
        in.charge(size >> 4);
        try {
            return new PyBytes(codec.get(), false);
        } catch (ModuleError e) {
            throw Natives.convert(e, TYPES);
        }
    }

    /** A bytes-like argument ({@code bytes}, {@code bytearray}). */
    static byte[] buffer(PyObject o) {
        if (o instanceof PyBytes b) {
            return b.bytes();
        }
        if (o instanceof io.agentcage.interpreter.internal.object.PyMemoryView m) {
            return m.toBytes();
        }
        throw Exc.typeError("a bytes-like object is required, not '" + o.type().name() + "'");
    }

    /** A bytes-like object or an ASCII str, as the a2b functions accept. */
    static byte[] ascii(PyObject o) {
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
        throw Exc.typeError("argument should be bytes, buffer or ASCII string, not '" + o.type().name() + "'");
    }
}
