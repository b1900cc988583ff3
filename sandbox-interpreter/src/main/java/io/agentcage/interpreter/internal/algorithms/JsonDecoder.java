package io.agentcage.interpreter.internal.algorithms;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * CPython's JSON scanner ({@code json.loads}, {@code JSONDecoder.raw_decode}). What it builds is chosen by a
 * {@link Values} factory, called in the order CPython calls its hooks: a number or constant when it is read, an
 * object or array when it closes. {@link #decode(String, StepCharger)} builds neutral Java values: {@code null},
 * {@link Boolean}, {@link Long} or {@link BigInteger}, {@link Double}, {@link String}, {@link ArrayList} and
 * {@link LinkedHashMap}. Errors are {@link JsonDecodeError} with CPython's messages and positions. Positions are
 * UTF-16 indices; the caller maps them to code points when the document holds characters above U+FFFF. Not API.
 *
 * @param <V> the type of the values built
 */
public final class JsonDecoder<V> {
    /**
     * Builds the values of a document.
     *
     * @param <V> the type of the values built
     */
    public interface Values<V> {
        /** A string (also used for object keys through {@link #object}). */
        V string(String s);

        /** An integer literal, as written. */
        V integer(String text);

        /** A number with a fraction or exponent, as written. */
        V real(String text);

        /** {@code NaN}, {@code Infinity} or {@code -Infinity}. */
        V constant(String name);

        /** {@code null}, {@code true} or {@code false}. */
        V literal(Boolean value);

        /** A closed array. */
        V array(List<V> items);

        /** A closed object: its key/value pairs in document order, duplicates kept. */
        V object(List<Map.Entry<String, V>> pairs);

        /** Called before reading a nested array or object; throws to refuse the depth. */
        default void enter(int depth, boolean array) {
        }
    }

    private final String doc;
    private final boolean strict;
    private final Values<V> values;
    private final StepCharger charger;
    private int pos;
    private int depth;

    private JsonDecoder(String doc, boolean strict, Values<V> values, StepCharger charger) {
        this.doc = doc;
        this.strict = strict;
        this.values = values;
        this.charger = charger;
    }

    /** Decodes a whole document into neutral values as {@code json.loads(doc)} does. */
    public static Object decode(String doc, StepCharger charger) {
        if (!doc.isEmpty() && doc.charAt(0) == '\ufeff') {
            throw new JsonDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", doc, 0);
        }
        JsonDecoder<Object> d = new JsonDecoder<>(doc, true, NEUTRAL, charger);
        d.skipWs();
        Object v = d.value();
        d.skipWs();
        if (d.pos != doc.length()) {
            throw new JsonDecodeError("Extra data", doc, d.pos);
        }
        return v;
    }

    /**
     * Reads one value starting exactly at {@code start} ({@code JSONDecoder.raw_decode}); whitespace is not
     * skipped.
     *
     * @param strict reject control characters inside strings (CPython's default)
     * @return the value and the index just after it
     */
    public static <V> Map.Entry<V, Integer> scan(String doc, int start, boolean strict, Values<V> values,
                                                   StepCharger charger) {
        JsonDecoder<V> d = new JsonDecoder<>(doc, strict, values, charger);
        d.pos = start;
        V v = d.value();
        return new java.util.AbstractMap.SimpleImmutableEntry<>(v, d.pos);
    }

    /** The index of the first non-whitespace character at or after {@code from} ({@code [ \t\n\r]*}). */
    public static int skipWhitespace(String doc, int from) {
        int i = from;
        while (i < doc.length()) {
            char c = doc.charAt(i);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                break;
            }
            i++;
        }
        return i;
    }

    private void skipWs() {
        pos = skipWhitespace(doc, pos);
    }

    private JsonDecodeError error(String msg, int at) {
        return new JsonDecodeError(msg, doc, at);
    }

    private V value() {
        charger.charge(1);
        if (pos >= doc.length()) {
            throw error("Expecting value", pos);
        }
        char c = doc.charAt(pos);
        switch (c) {
            case '"': pos++; return values.string(string(pos - 1));
            case '{': return nested(false);
            case '[': return nested(true);
            case 'n': return literal("null", null);
            case 't': return literal("true", Boolean.TRUE);
            case 'f': return literal("false", Boolean.FALSE);
            case 'N': return constant("NaN");
            case 'I': return constant("Infinity");
            default:
                if (c == '-' && doc.startsWith("-Infinity", pos)) {
                    return constant("-Infinity");
                }
                return number();
        }
    }

    private V nested(boolean array) {
        values.enter(++depth, array);
        pos++;
        V v = array ? array() : object();
        depth--;
        return v;
    }

    private V literal(String word, Boolean result) {
        if (!doc.startsWith(word, pos)) {
            throw error("Expecting value", pos);
        }
        pos += word.length();
        return values.literal(result);
    }

    private V constant(String word) {
        if (!doc.startsWith(word, pos)) {
            throw error("Expecting value", pos);
        }
        pos += word.length();
        return values.constant(word);
    }

    private V number() {
        int start = pos;
        int i = pos;
        if (i < doc.length() && doc.charAt(i) == '-') {
            i++;
        }
        if (i < doc.length() && doc.charAt(i) == '0') {
            i++;
        } else if (i < doc.length() && doc.charAt(i) >= '1' && doc.charAt(i) <= '9') {
            i = digits(i);
        } else {
            throw error("Expecting value", start);
        }
        boolean isFloat = false;
        if (i + 1 < doc.length() && doc.charAt(i) == '.' && isDigit(doc.charAt(i + 1))) {
            i = digits(i + 1);
            isFloat = true;
        }
        if (i < doc.length() && (doc.charAt(i) == 'e' || doc.charAt(i) == 'E')) {
            int j = i + 1;
            if (j < doc.length() && (doc.charAt(j) == '+' || doc.charAt(j) == '-')) {
                j++;
            }
            if (j < doc.length() && isDigit(doc.charAt(j))) {
                i = digits(j);
                isFloat = true;
            }
        }
        pos = i;
        charger.charge((i - start) >> 4);
        String text = doc.substring(start, i);
        return isFloat ? values.real(text) : values.integer(text);
    }

    private int digits(int i) {
        while (i < doc.length() && isDigit(doc.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private String string(int start) {
        StringBuilder sb = null;
        int chunk = pos;
        while (true) {
            if (pos >= doc.length()) {
                throw error("Unterminated string starting at", start);
            }
            char c = doc.charAt(pos);
            if (c == '"') {
                String tail = doc.substring(chunk, pos);
                pos++;
                charger.charge((pos - start) >> 4);
                return sb == null ? tail : sb.append(tail).toString();
            }
            if (c == '\\') {
                if (sb == null) {
                    sb = new StringBuilder();
                }
                sb.append(doc, chunk, pos);
                escape(sb, start);
                chunk = pos;
            } else if (c < 0x20 && strict) {
                throw error("Invalid control character at", pos);
            } else {
                pos++;
            }
        }
    }

    private void escape(StringBuilder sb, int stringStart) {
        int at = pos;
        if (pos + 1 >= doc.length()) {
            throw error("Unterminated string starting at", stringStart);
        }
        char e = doc.charAt(pos + 1);
        pos += 2;
        switch (e) {
            case '"': sb.append('"'); return;
            case '\\': sb.append('\\'); return;
            case '/': sb.append('/'); return;
            case 'b': sb.append('\b'); return;
            case 'f': sb.append('\f'); return;
            case 'n': sb.append('\n'); return;
            case 'r': sb.append('\r'); return;
            case 't': sb.append('\t'); return;
            case 'u': break;
            default: throw error("Invalid \\escape", at);
        }
        char u = hex4(at);
        if (Character.isHighSurrogate(u) && doc.startsWith("\\u", pos)) {
            int save = pos;
            pos += 2;
            char low = hex4(save);
            if (Character.isLowSurrogate(low)) {
                sb.append(u).append(low);
                return;
            }
            pos = save;
        }
        sb.append(u);
    }

    private char hex4(int escapeAt) {
        if (pos + 4 > doc.length()) {
            throw error("Invalid \\uXXXX escape", escapeAt + 1);
        }
        int v = 0;
        for (int k = 0; k < 4; k++) {
            char c = doc.charAt(pos + k);
            int d = c > 'f' ? -1 : Character.digit(c, 16);
            if (d < 0) {
                throw error("Invalid \\uXXXX escape", escapeAt + 1);
            }
            v = v * 16 + d;
        }
        pos += 4;
        return (char) v;
    }

    private V object() {
        List<Map.Entry<String, V>> pairs = new ArrayList<>();
        skipWs();
        if (pos < doc.length() && doc.charAt(pos) == '}') {
            pos++;
            return values.object(pairs);
        }
        while (true) {
            if (pos >= doc.length() || doc.charAt(pos) != '"') {
                throw error("Expecting property name enclosed in double quotes", pos);
            }
            pos++;
            String key = string(pos - 1);
            skipWs();
            if (pos >= doc.length() || doc.charAt(pos) != ':') {
                throw error("Expecting ':' delimiter", pos);
            }
            pos++;
            skipWs();
            V v = value();
            pairs.add(new java.util.AbstractMap.SimpleImmutableEntry<>(key, v));
            skipWs();
            if (pos < doc.length() && doc.charAt(pos) == '}') {
                pos++;
                return values.object(pairs);
            }
            if (pos >= doc.length() || doc.charAt(pos) != ',') {
                throw error("Expecting ',' delimiter", pos);
            }
            pos++;
            skipWs();
        }
    }

    private V array() {
        List<V> list = new ArrayList<>();
        skipWs();
        if (pos < doc.length() && doc.charAt(pos) == ']') {
            pos++;
            return values.array(list);
        }
        while (true) {
            list.add(value());
            skipWs();
            if (pos < doc.length() && doc.charAt(pos) == ']') {
                pos++;
                return values.array(list);
            }
            if (pos >= doc.length() || doc.charAt(pos) != ',') {
                throw error("Expecting ',' delimiter", pos);
            }
            pos++;
            skipWs();
        }
    }

    /** Neutral Java values, for the engine's own tests and data files. */
    private static final Values<Object> NEUTRAL = new Values<>() {
        @Override
        public Object string(String s) {
            return s;
        }

        @Override
        public Object integer(String text) {
            if (text.length() <= 18) {
                return Long.parseLong(text);
            }
            return new BigInteger(text);
        }

        @Override
        public Object real(String text) {
            return Double.parseDouble(text);
        }

        @Override
        public Object constant(String name) {
            return name.equals("NaN") ? Double.NaN
                    : name.equals("Infinity") ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        }

        @Override
        public Object literal(Boolean value) {
            return value;
        }

        @Override
        public Object array(List<Object> items) {
            return items;
        }

        @Override
        public Object object(List<Map.Entry<String, Object>> pairs) {
            Map<String, Object> m = new LinkedHashMap<>();
            for (Map.Entry<String, Object> e : pairs) {
                m.put(e.getKey(), e.getValue());
            }
            return m;
        }
    };
}
