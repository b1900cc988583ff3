package io.agentcage.runner.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Host-call values between JSON (what the runner protocol carries) and the plain Java data a
 * {@link io.agentcage.host.HostFunction} takes and returns: {@code null}, {@link Boolean}, {@link Long} or
 * {@link BigInteger}, {@link Double}, {@link String}, {@link List} and {@link Map} with string keys. {@code byte[]},
 * NaN and infinities have no JSON form and are refused with a message that says so.
 */
public final class HostValues {
    /** How deep values may nest (as the interpreter allows). */
    static final int MAX_DEPTH = 100;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private HostValues() {
    }

    /** The Java data of a JSON value. */
    public static Object toJava(JsonNode v) {
        if (v == null || v.isNull() || v.isMissingNode()) {
            return null;
        }
        if (v.isBoolean()) {
            return v.booleanValue();
        }
        if (v.isIntegralNumber()) {
            return v.canConvertToLong() ? (Object) v.longValue() : v.bigIntegerValue();
        }
        if (v.isNumber()) {
            return v.doubleValue();
        }
        if (v.isTextual()) {
            return v.textValue();
        }
        if (v.isArray()) {
            List<Object> out = new ArrayList<>(v.size());
            v.forEach(x -> out.add(toJava(x)));
            return out;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        v.fields().forEachRemaining(e -> out.put(e.getKey(), toJava(e.getValue())));
        return out;
    }

    /**
     * The JSON of plain Java data.
     *
     * @throws IllegalArgumentException naming what JSON cannot carry
     */
    public static JsonNode toJson(Object o) {
        return toJson(o, 0);
    }

    private static JsonNode toJson(Object o, int depth) {
        if (depth > MAX_DEPTH) {
            throw new IllegalArgumentException("it is nested more than " + MAX_DEPTH + " deep (or cyclic)");
        }
        if (o == null) {
            return NODES.nullNode();
        }
        if (o instanceof Boolean) {
            return NODES.booleanNode((Boolean) o);
        }
        if (o instanceof Long || o instanceof Integer || o instanceof Short || o instanceof Byte) {
            return NODES.numberNode(((Number) o).longValue());
        }
        if (o instanceof BigInteger) {
            return NODES.numberNode((BigInteger) o);
        }
        if (o instanceof Double || o instanceof Float) {
            double d = ((Number) o).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new IllegalArgumentException("the float " + d + " has no JSON form");
            }
            return NODES.numberNode(d);
        }
        if (o instanceof String) {
            return NODES.textNode((String) o);
        }
        if (o instanceof List<?>) {
            ArrayNode out = NODES.arrayNode();
            for (Object x : (List<?>) o) {
                out.add(toJson(x, depth + 1));
            }
            return out;
        }
        if (o instanceof Map<?, ?>) {
            ObjectNode out = NODES.objectNode();
            for (Map.Entry<?, ?> e : ((Map<?, ?>) o).entrySet()) {
                if (!(e.getKey() instanceof String)) {
                    throw new IllegalArgumentException("a map key is a "
                            + (e.getKey() == null ? "null" : e.getKey().getClass().getSimpleName()) + ", not a String");
                }
                out.set((String) e.getKey(), toJson(e.getValue(), depth + 1));
            }
            return out;
        }
        if (o instanceof byte[]) {
            throw new IllegalArgumentException("byte[] has no JSON form on this backend; return a String (base64,"
                    + " for example)");
        }
        throw new IllegalArgumentException("it holds a " + o.getClass().getSimpleName() + "; use plain data (null, "
                + "Boolean, Long, BigInteger, Double, String, List, Map)");
    }

    /** The Python type name of a JSON value, for messages. */
    static String pythonType(JsonNode v) {
        if (v == null || v.isNull() || v.isMissingNode()) {
            return "NoneType";
        }
        if (v.isBoolean()) {
            return "bool";
        }
        if (v.isIntegralNumber()) {
            return "int";
        }
        if (v.isNumber()) {
            return "float";
        }
        if (v.isTextual()) {
            return "str";
        }
        return v.isArray() ? "list" : "dict";
    }
}
