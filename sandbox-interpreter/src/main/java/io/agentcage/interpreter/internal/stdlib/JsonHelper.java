package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.JsonDecodeError;
import io.agentcage.interpreter.internal.algorithms.JsonDecoder;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * The native half of {@code json} (CPython's {@code _json}): the encoder and the scanner. It is not importable by
 * itself; {@code json.py} receives it as the global {@code _json}.
 */
final class JsonHelper implements NativeModule {

    @Override
    public String name() {
        return "_json";
    }

    @Override
    public void define(ModuleBuilder m) {
        // encode(o, skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys, indent, item_sep, key_sep, default)
        m.function("encode", (in, a, kw) -> {
            Args.check("encode", a, kw, 10, 10);
            PyObject indent = a[6];
            JsonWriter.Options o = new JsonWriter.Options(Ops.truth(a[1]), Ops.truth(a[2]), Ops.truth(a[3]),
                    Ops.truth(a[4]), Ops.truth(a[5]), indent == PyNone.NONE ? null : Args.asStr(indent, "indent"),
                    Args.asStr(a[7], "item_separator"), Args.asStr(a[8], "key_separator"), a[9]);
            return new PyStr(JsonWriter.encode(in, a[0], o));
        });
        m.function("encode_basestring", (in, a, kw) -> {
            Args.check("encode_basestring", a, kw, 1, 1);
            return new PyStr(JsonWriter.quote(in, Args.asStr(a[0], "s"), false));
        });
        m.function("encode_basestring_ascii", (in, a, kw) -> {
            Args.check("encode_basestring_ascii", a, kw, 1, 1);
            return new PyStr(JsonWriter.quote(in, Args.asStr(a[0], "s"), true));
        });
        m.function("skip_ws", (in, a, kw) -> {
            Args.check("skip_ws", a, kw, 2, 2);
            PyStr s = (PyStr) a[0];
            int from = s.cpToChar(Args.asInt(a[1]));
            return PyInt.of(s.charToCp(JsonDecoder.skipWhitespace(s.value(), from)));
        });
        // scan(s, idx, strict, object_hook, object_pairs_hook, parse_float, parse_int, parse_constant, error_type)
        m.function("scan", (in, a, kw) -> {
            Args.check("scan", a, kw, 9, 9);
            return scan(in, a);
        });
    }

    private static PyObject scan(Interp in, PyObject[] a) {
        if (!(a[0] instanceof PyStr s)) {
            throw Exc.typeError("first argument must be a string, not " + a[0].type().name());
        }
        long idx = Args.asLong(a[1]);
        if (idx < 0) {
            throw Exc.valueError("idx cannot be negative");
        }
        PyObject errorType = a[8];
        if (idx >= s.length()) {
            throw raise(in, errorType, "Expecting value", s, idx);
        }
        // every value made is also kept in a list the memory gauge sees (pinned) until the document is read: the
        // decoder holds what it made in Java lists until each array or object closes
        PyList made = new PyList();
        int mark = in.memory().pin(made);
        Hooks hooks = new Hooks(in, a[3], a[4], a[5], a[6], a[7], made);
        try {
            Map.Entry<PyObject, Integer> r = JsonDecoder.scan(s.value(), s.cpToChar((int) idx), Ops.truth(a[2]),
                    hooks, in::charge);
            return PyTuple.of(r.getKey(), PyInt.of(s.charToCp(r.getValue())));
        } catch (JsonDecodeError e) {
            throw raise(in, errorType, e.msg(), s, s.charToCp(e.pos()));
        } finally {
            in.memory().unpin(mark);
        }
    }

    private static PyException raise(Interp in, PyObject errorType, String msg, PyStr doc, long pos) {
        PyObject e = in.call(errorType, new PyStr(msg), doc, PyInt.of(pos));
        if (e instanceof PyBaseException be) {
            return new PyException(be);
        }
        return Exc.typeError("exceptions must derive from BaseException");
    }

    /** Builds guest values, calling the decoder's hooks where CPython would. */
    private record Hooks(Interp in, PyObject objectHook, PyObject pairsHook, PyObject parseFloat, PyObject parseInt,
                         PyObject parseConstant, PyList made) implements JsonDecoder.Values<PyObject> {
        private PyObject kept(PyObject v) {
            made.append(v);
            return v;
        }

        @Override
        public PyObject string(String s) {
            return kept(new PyStr(s));
        }

        @Override
        public PyObject integer(String text) {
            if (parseInt != PyNone.NONE) {
                return kept(in.call(parseInt, new PyStr(text)));
            }
            if (text.length() <= 18) {
                return kept(PyInt.of(Long.parseLong(text)));
            }
            int digits = text.startsWith("-") ? text.length() - 1 : text.length();
            if (digits > io.agentcage.interpreter.internal.object.Numbers.strDigitLimit()) {
                throw Exc.valueError("Exceeds the limit (" + io.agentcage.interpreter.internal.object.Numbers
                        .strDigitLimit() + " digits) for integer string conversion: value has "
                        + digits + " digits; use sys.set_int_max_str_digits() to increase the limit");
            }
            return kept(PyInt.of(new BigInteger(text)));
        }

        @Override
        public PyObject real(String text) {
            if (parseFloat != PyNone.NONE) {
                return kept(in.call(parseFloat, new PyStr(text)));
            }
            return kept(new PyFloat(Double.parseDouble(text)));
        }

        @Override
        public PyObject constant(String name) {
            if (parseConstant != PyNone.NONE) {
                return kept(in.call(parseConstant, new PyStr(name)));
            }
            return kept(new PyFloat(name.equals("NaN") ? Double.NaN
                    : name.equals("Infinity") ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY));
        }

        @Override
        public PyObject literal(Boolean value) {
            return value == null ? PyNone.NONE : PyBool.of(value);
        }

        @Override
        public PyObject array(List<PyObject> items) {
            PyList l = new PyList(items.size());
            items.forEach(l::append);
            return kept(l);
        }

        @Override
        public PyObject object(List<Map.Entry<String, PyObject>> pairs) {
            if (pairsHook != PyNone.NONE) {
                PyList l = new PyList(pairs.size());
                for (Map.Entry<String, PyObject> e : pairs) {
                    l.append(PyTuple.of(new PyStr(e.getKey()), e.getValue()));
                }
                return kept(in.call(pairsHook, l));
            }
            PyDict d = new PyDict();
            for (Map.Entry<String, PyObject> e : pairs) {
                d.put(e.getKey(), e.getValue());
            }
            return kept(objectHook == PyNone.NONE ? d : in.call(objectHook, d));
        }

        @Override
        public void enter(int depth, boolean array) {
            if (depth + in.depth > in.maxDepth()) {
                throw Exc.make(Exc.RecursionError, "maximum recursion depth exceeded while decoding a JSON "
                        + (array ? "array" : "object") + " from a unicode string");
            }
        }
    }
}
