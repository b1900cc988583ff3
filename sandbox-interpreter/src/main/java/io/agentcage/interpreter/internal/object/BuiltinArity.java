package io.agentcage.interpreter.internal.object;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * CPython 3.11's positional argument counts of the builtin types' methods and of the builtin functions, with the
 * messages CPython gives when a call passes too few or too many ({@code str.upper() takes no arguments (1 given)},
 * {@code find() takes at least 1 argument (0 given)}, {@code center expected at most 2 arguments, got 3}).
 *
 * <p>The table ({@code builtin_arity.tsv}, one {@code owner.name min max tooFew tooMany} line per builtin, max -1
 * for no limit, '-' for no message) is generated from CPython by {@code src/test/python/gen_builtin_arity.py}.
 * Applied once by the bootstrap before the registry freezes; a builtin the interpreter implements in guest code
 * is left alone. The check covers calls without keyword arguments only (keywords may stand for positional ones).
 */
final class BuiltinArity {
    private static final String TABLE = "builtin_arity.tsv";

    private BuiltinArity() {
    }

    static void install(PyDict builtins) {
        try (InputStream in = BuiltinArity.class.getResourceAsStream(TABLE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + TABLE);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isBlank()) {
                    apply(builtins, line.split("\t", -1));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void apply(PyDict builtins, String[] f) {
        int dot = f[0].indexOf('.');
        String owner = f[0].substring(0, dot);
        PyStr name = PyStr.intern(f[0].substring(dot + 1));
        PyObject o = "builtins".equals(owner) ? builtins.getStr(name) : type(owner).getOwn(name);
        int receivers = 0;
        if (o instanceof PyDescriptor d && d.kind != PyDescriptor.Kind.PROPERTY) {
            receivers = d.kind == PyDescriptor.Kind.CLASSMETHOD ? 1 : 0;
            o = d.fget;
        } else if (o instanceof PyBuiltin b && b.method) {
            receivers = 1;
        }
        if (o instanceof PyBuiltin b) {
            b.arity(receivers, Integer.parseInt(f[1]), Integer.parseInt(f[2]), message(f[3]), message(f[4]));
        }
    }

    private static String message(String s) {
        return "-".equals(s) ? null : s;
    }

    private static PyType type(String name) {
        switch (name) {
            case "str": return PyType.STR;
            case "bytes": return PyType.BYTES;
            case "bytearray": return PyType.BYTEARRAY;
            case "list": return PyType.LIST;
            case "tuple": return PyType.TUPLE;
            case "dict": return PyType.DICT;
            case "set": return PyType.SET;
            case "frozenset": return PyType.FROZENSET;
            case "int": return PyType.INT;
            case "float": return PyType.FLOAT;
            case "complex": return PyType.COMPLEX;
            default: throw new IllegalStateException("unknown owner in " + TABLE + ": " + name);
        }
    }
}
