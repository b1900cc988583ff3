package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Numbers;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.Registry;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * {@code JSONEncoder.encode} over guest values, byte-for-byte CPython's output and errors. Every value is charged
 * to the step budget, the output is charged to the memory budget as it grows, and nesting deeper than the
 * recursion limit raises RecursionError as CPython does.
 */
final class JsonWriter {
    /**
     * The encoder's settings (the attributes of a {@code JSONEncoder}).
     *
     * @param indent        the indent unit, or null for one line (CPython then uses its C encoder)
     * @param defaultHook   called with an unsupported value; its result is encoded instead
     */
    record Options(boolean skipKeys, boolean ensureAscii, boolean checkCircular, boolean allowNan, boolean sortKeys,
                   String indent, String itemSeparator, String keySeparator, PyObject defaultHook) {
    }

    private static final long FIRST_MEMORY_CHECK = 1 << 16;

    private final Interp in;
    private final Options o;
    private final StringBuilder out = new StringBuilder();
    private final IdentityHashMap<PyObject, Boolean> active = new IdentityHashMap<>();
    private long nextMemoryCheck = FIRST_MEMORY_CHECK;
    private int depth;
    private int level;

    private JsonWriter(Interp in, Options o) {
        this.in = in;
        this.o = o;
    }

    static String encode(Interp in, PyObject value, Options o) {
        JsonWriter w = new JsonWriter(in, o);
        w.write(value);
        return w.out.toString();
    }

    /** {@code json.encoder.encode_basestring(_ascii)}: a JSON string literal. */
    static String quote(Interp in, String s, boolean ascii) {
        JsonWriter w = new JsonWriter(in, new Options(false, ascii, false, true, false, null, ", ", ": ",
                PyNone.NONE));
        w.string(s);
        return w.out.toString();
    }

    /** Charges the memory budget before the output grows by about {@code extra} chars. */
    private void reserve(long extra) {
        long size = out.length() + extra;
        if (size >= nextMemoryCheck) {
            in.reserveMemory(size * 4);
            nextMemoryCheck = size * 2;
        }
    }

    private void write(PyObject v) {
        in.charge(1);
        if (v instanceof PyStr s) {
            string(s.value());
        } else if (v == PyNone.NONE) {
            out.append("null");
        } else if (v instanceof PyBool) {
            out.append(v == PyBool.TRUE ? "true" : "false");
        } else if (v instanceof PyInt i) {
            out.append(Numbers.intToString(i));
        } else if (v instanceof PyFloat f) {
            out.append(floatText(f.value, false));
        } else if (v instanceof PyList || v instanceof PyTuple) {
            nested(v, true);
        } else if (v instanceof PyDict) {
            nested(v, false);
        } else {
            enter(v);
            write(in.call(o.defaultHook(), v));
            leave(v);
        }
        reserve(16);
    }

    private void nested(PyObject v, boolean list) {
        enter(v);
        level++;
        if (list) {
            list(v instanceof PyList l ? l.array() : ((PyTuple) v).items,
                    v instanceof PyList l2 ? l2.size() : ((PyTuple) v).items.length);
        } else {
            dict((PyDict) v);
        }
        level--;
        leave(v);
    }

    private void enter(PyObject v) {
        if (++depth + in.depth > in.maxDepth()) {
            depth--;
            throw Exc.make(Exc.RecursionError, "maximum recursion depth exceeded while encoding a JSON object");
        }
        if (o.checkCircular() && active.put(v, Boolean.TRUE) != null) {
            throw Exc.valueError("Circular reference detected");
        }
    }

    private void leave(PyObject v) {
        depth--;
        if (o.checkCircular()) {
            active.remove(v);
        }
    }

    private String floatText(double d, boolean key) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            if (!o.allowNan()) {
                String msg = "Out of range float values are not JSON compliant";
                throw Exc.valueError(o.indent() == null ? msg : msg + ": " + Numbers.floatRepr(d));
            }
            return Double.isNaN(d) ? "NaN" : d > 0 ? "Infinity" : "-Infinity";
        }
        return Numbers.floatRepr(d);
    }

    private void newline() {
        long width = (long) level * o.indent().length();
        in.charge(width >> 4);
        reserve(width + 1);
        out.append('\n');
        for (int i = 0; i < level; i++) {
            out.append(o.indent());
        }
    }

    private void list(PyObject[] items, int size) {
        if (size == 0) {
            out.append("[]");
            return;
        }
        out.append('[');
        for (int i = 0; i < size; i++) {
            if (i > 0) {
                reserve(o.itemSeparator().length());
                out.append(o.itemSeparator());
            }
            if (o.indent() != null) {
                newline();
            }
            write(items[i]);
        }
        if (o.indent() != null) {
            level--;
            newline();
            level++;
        }
        out.append(']');
    }

    private void dict(PyDict d) {
        if (d.size() == 0) {
            out.append("{}");
            return;
        }
        PyObject[] keys = new PyObject[d.size()];
        PyObject[] vals = new PyObject[d.size()];
        int n = 0;
        if (o.sortKeys()) {
            PyList pairs = new PyList(d.size());
            for (Map.Entry<PyObject, PyObject> e : d.entries()) {
                pairs.append(PyTuple.of(e.getKey(), e.getValue()));
            }
            PyObject sorted = in.call(Registry.builtins().get("sorted"), pairs);
            PyList s = (PyList) sorted;
            for (int i = 0; i < s.size() && i < keys.length; i++) {
                PyTuple t = (PyTuple) s.array()[i];
                keys[n] = t.items[0];
                vals[n++] = t.items[1];
            }
        } else {
            for (Map.Entry<PyObject, PyObject> e : d.entries()) {
                keys[n] = e.getKey();
                vals[n++] = e.getValue();
            }
        }
        out.append('{');
        if (o.indent() != null) {
            newline();
        }
        boolean first = true;
        for (int i = 0; i < n; i++) {
            in.charge(1);
            String key = keyText(keys[i]);
            if (key == null) {
                continue;
            }
            if (!first) {
                out.append(o.itemSeparator());
                if (o.indent() != null) {
                    newline();
                }
            }
            first = false;
            string(key);
            reserve(o.keySeparator().length() + o.itemSeparator().length());
            out.append(o.keySeparator());
            write(vals[i]);
        }
        if (o.indent() != null) {
            level--;
            newline();
            level++;
        }
        out.append('}');
    }

    private String keyText(PyObject key) {
        if (key instanceof PyStr s) {
            return s.value();
        }
        if (key instanceof PyFloat f) {
            return floatText(f.value, true);
        }
        if (key instanceof PyBool) {
            return key == PyBool.TRUE ? "true" : "false";
        }
        if (key == PyNone.NONE) {
            return "null";
        }
        if (key instanceof PyInt i) {
            return Numbers.intToString(i);
        }
        if (o.skipKeys()) {
            return null;
        }
        throw Exc.typeError("keys must be str, int, float, bool or None, not " + key.type().name());
    }

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private void string(String s) {
        in.charge(s.length() >> 4);
        reserve(s.length() + 2L);
        out.append('"');
        boolean ascii = o.ensureAscii();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ((i & 0xFFFF) == 0xFFFF) {
                reserve(s.length() - i);
            }
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                case '\b': out.append("\\b"); break;
                case '\f': out.append("\\f"); break;
                default:
                    if (c < 0x20 || (ascii && c > 0x7e)) {
                        out.append("\\u").append(HEX[c >> 12]).append(HEX[(c >> 8) & 15])
                                .append(HEX[(c >> 4) & 15]).append(HEX[c & 15]);
                    } else {
                        out.append(c);
                    }
            }
        }
        out.append('"');
    }
}
