package io.agentcage.interpreter.modules.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * CPython's {@code json.dumps} over neutral values: {@code null}, {@link Boolean}, {@link Long}/{@link Integer}/
 * {@link BigInteger}, {@link Double}, {@link String}, {@link List} (JSON array) and {@link Map} (JSON object,
 * iteration order kept). Anything else goes through {@link Options#defaultHook()}, whose result is encoded in its
 * place; without a hook it is CPython's {@code TypeError}. Output is byte-for-byte CPython's. Not API.
 */
public final class JsonEncoder {
    /**
     * The options of {@code json.dumps}.
     *
     * @param skipKeys      skip keys that are not str/int/float/bool/None instead of raising TypeError
     * @param ensureAscii   escape every non-ASCII character as {@code \\uXXXX} (surrogate pairs above U+FFFF)
     * @param checkCircular raise ValueError on a container that contains itself
     * @param allowNan      write NaN/Infinity/-Infinity instead of raising ValueError
     * @param sortKeys      sort object keys
     * @param indent        the indent unit, or null for a single line
     * @param itemSeparator separator between items; CPython's default depends on indent
     * @param keySeparator  separator between key and value
     * @param defaultHook   converts an unsupported value, or null
     * @param typeName      names the Python type of an unsupported value, for error messages
     */
    public record Options(boolean skipKeys, boolean ensureAscii, boolean checkCircular, boolean allowNan,
                          boolean sortKeys, String indent, String itemSeparator, String keySeparator,
                          Function<Object, Object> defaultHook, Function<Object, String> typeName) {
        public Options {
            Objects.requireNonNull(itemSeparator, "itemSeparator == null");
            Objects.requireNonNull(keySeparator, "keySeparator == null");
            Objects.requireNonNull(typeName, "typeName == null");
        }

        /** {@code json.dumps} defaults. */
        public static Options defaults() {
            return new Options(false, true, true, true, false, null, ", ", ": ", null, JsonEncoder::javaTypeName);
        }

        /** Returns a copy with the given indent and CPython's matching default item separator. */
        public Options withIndent(String newIndent) {
            return new Options(skipKeys, ensureAscii, checkCircular, allowNan, sortKeys, newIndent,
                    newIndent == null ? ", " : ",", keySeparator, defaultHook, typeName);
        }
    }

    private final Options options;
    private final StepCharger charger;
    private final StringBuilder out = new StringBuilder();
    private final IdentityHashMap<Object, Boolean> active = new IdentityHashMap<>();

    private JsonEncoder(Options options, StepCharger charger) {
        this.options = options;
        this.charger = charger;
    }

    /** Encodes {@code value} as {@code json.dumps(value, **options)} does. */
    public static String encode(Object value, Options options, StepCharger charger) {
        JsonEncoder encoder = new JsonEncoder(options, charger);
        encoder.write(value, 0);
        return encoder.out.toString();
    }

    private void write(Object v, int depth) {
        charger.charge(1);
        if (v == null) {
            out.append("null");
        } else if (v instanceof Boolean) {
            out.append(((Boolean) v) ? "true" : "false");
        } else if (v instanceof String) {
            writeString((String) v);
        } else if (v instanceof Long || v instanceof Integer || v instanceof BigInteger) {
            out.append(v.toString());
        } else if (v instanceof Double) {
            out.append(floatText((Double) v));
        } else if (v instanceof List) {
            enter(v);
            writeList((List<?>) v, depth);
            active.remove(v);
        } else if (v instanceof Map) {
            enter(v);
            writeMap((Map<?, ?>) v, depth);
            active.remove(v);
        } else {
            writeDefault(v, depth);
        }
    }

    private void writeDefault(Object v, int depth) {
        if (options.defaultHook() == null) {
            throw ModuleError.type("Object of type " + options.typeName().apply(v) + " is not JSON serializable");
        }
        enter(v);
        write(options.defaultHook().apply(v), depth);
        active.remove(v);
    }

    private void enter(Object container) {
        if (options.checkCircular() && active.put(container, Boolean.TRUE) != null) {
            throw ModuleError.value("Circular reference detected");
        }
    }

    private String floatText(double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            if (!options.allowNan()) {
                throw ModuleError.value("Out of range float values are not JSON compliant");
            }
            return Double.isNaN(d) ? "NaN" : d > 0 ? "Infinity" : "-Infinity";
        }
        return FloatRepr.repr(d);
    }

    private void newline(int depth) {
        out.append('\n');
        for (int i = 0; i < depth; i++) {
            out.append(options.indent());
        }
    }

    private void writeList(List<?> list, int depth) {
        if (list.isEmpty()) {
            out.append("[]");
            return;
        }
        out.append('[');
        int inner = depth + 1;
        boolean first = true;
        for (Object item : list) {
            if (!first) {
                out.append(options.itemSeparator());
            }
            first = false;
            if (options.indent() != null) {
                newline(inner);
            }
            write(item, inner);
        }
        if (options.indent() != null) {
            newline(depth);
        }
        out.append(']');
    }

    private void writeMap(Map<?, ?> map, int depth) {
        if (map.isEmpty()) {
            out.append("{}");
            return;
        }
        List<Map.Entry<?, ?>> entries = new ArrayList<>(map.entrySet());
        if (options.sortKeys()) {
            charger.charge(entries.size());
            entries.sort((a, b) -> PyOrder.compare(a.getKey(), b.getKey(), options.typeName()));
        }
        out.append('{');
        int inner = depth + 1;
        boolean first = true;
        for (Map.Entry<?, ?> e : entries) {
            String key = keyText(e.getKey());
            if (key == null) {
                continue;
            }
            if (!first) {
                out.append(options.itemSeparator());
            }
            first = false;
            if (options.indent() != null) {
                newline(inner);
            }
            writeString(key);
            out.append(options.keySeparator());
            write(e.getValue(), inner);
        }
        if (options.indent() != null) {
            newline(depth);
        }
        out.append('}');
    }

    private String keyText(Object key) {
        if (key instanceof String) {
            return (String) key;
        }
        if (key instanceof Double) {
            return floatText((Double) key);
        }
        if (key instanceof Boolean) {
            return ((Boolean) key) ? "true" : "false";
        }
        if (key == null) {
            return "null";
        }
        if (key instanceof Long || key instanceof Integer || key instanceof BigInteger) {
            return key.toString();
        }
        if (options.skipKeys()) {
            return null;
        }
        throw ModuleError.type("keys must be str, int, float, bool or None, not " + options.typeName().apply(key));
    }

    private void writeString(String s) {
        charger.charge(s.length() >> 4);
        out.append('"');
        boolean ascii = options.ensureAscii();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
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
                        appendUnicodeEscape(c);
                    } else {
                        out.append(c);
                    }
            }
        }
        out.append('"');
    }

    private void appendUnicodeEscape(char c) {
        String hex = Integer.toHexString(c);
        out.append("\\u");
        for (int i = hex.length(); i < 4; i++) {
            out.append('0');
        }
        out.append(hex);
    }

    /** The Python-ish type name of a neutral value, used when no better name is supplied. */
    public static String javaTypeName(Object v) {
        if (v == null) {
            return "NoneType";
        }
        if (v instanceof Boolean) {
            return "bool";
        }
        if (v instanceof Long || v instanceof Integer || v instanceof BigInteger) {
            return "int";
        }
        if (v instanceof Double) {
            return "float";
        }
        if (v instanceof String) {
            return "str";
        }
        if (v instanceof List) {
            return "list";
        }
        if (v instanceof Map) {
            return "dict";
        }
        return v.getClass().getSimpleName();
    }
}
