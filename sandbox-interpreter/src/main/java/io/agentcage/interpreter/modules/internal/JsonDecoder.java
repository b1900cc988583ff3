package io.agentcage.interpreter.modules.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * CPython's {@code json.loads} (strict mode) into neutral values: {@code null}, {@link Boolean}, {@link Long} or
 * {@link BigInteger}, {@link Double}, {@link String}, {@link ArrayList}, {@link LinkedHashMap} (or, with
 * {@code pairs}, a {@code List<Object[]>} of key/value pairs so that object hooks see duplicates). Errors are
 * {@link JsonDecodeError} with CPython's messages and positions. Positions are UTF-16 indices; the caller maps
 * them to code points when the document holds characters above U+FFFF. Not API.
 */
public final class JsonDecoder {
    private final String doc;
    private final boolean strict;
    private final boolean pairs;
    private final StepCharger charger;
    private int pos;

    private JsonDecoder(String doc, boolean strict, boolean pairs, StepCharger charger) {
        this.doc = doc;
        this.strict = strict;
        this.pairs = pairs;
        this.charger = charger;
    }

    /** Decodes a whole document as {@code json.loads(doc)} does. */
    public static Object decode(String doc, StepCharger charger) {
        return decode(doc, true, false, charger);
    }

    /**
     * Decodes a whole document.
     *
     * @param strict  reject control characters inside strings (CPython's default)
     * @param pairs   return objects as {@code List<Object[]>} pairs instead of maps
     */
    public static Object decode(String doc, boolean strict, boolean pairs, StepCharger charger) {
        if (!doc.isEmpty() && doc.charAt(0) == '\ufeff') {
            throw new JsonDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", doc, 0);
        }
        JsonDecoder d = new JsonDecoder(doc, strict, pairs, charger);
        d.skipWs();
        Object v = d.value();
        d.skipWs();
        if (d.pos != doc.length()) {
            throw new JsonDecodeError("Extra data", doc, d.pos);
        }
        return v;
    }

    private void skipWs() {
        while (pos < doc.length()) {
            char c = doc.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            pos++;
        }
    }

    private JsonDecodeError error(String msg, int at) {
        return new JsonDecodeError(msg, doc, at);
    }

    private Object value() {
        charger.charge(1);
        if (pos >= doc.length()) {
            throw error("Expecting value", pos);
        }
        char c = doc.charAt(pos);
        switch (c) {
            case '"': pos++; return string(pos - 1);
            case '{': pos++; return object();
            case '[': pos++; return array();
            case 'n': return literal("null", null);
            case 't': return literal("true", Boolean.TRUE);
            case 'f': return literal("false", Boolean.FALSE);
            case 'N': return literal("NaN", Double.NaN);
            case 'I': return literal("Infinity", Double.POSITIVE_INFINITY);
            default:
                if (c == '-' && doc.startsWith("-Infinity", pos)) {
                    pos += 9;
                    return Double.NEGATIVE_INFINITY;
                }
                return number();
        }
    }

    private Object literal(String word, Object result) {
        if (!doc.startsWith(word, pos)) {
            throw error("Expecting value", pos);
        }
        pos += word.length();
        return result;
    }

    private Object number() {
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
        String text = doc.substring(start, i);
        if (isFloat) {
            return Double.parseDouble(text);
        }
        if (text.length() <= 18) {
            return Long.parseLong(text);
        }
        charger.charge(text.length());
        if (text.length() > 4300) {
            throw ModuleError.value("Exceeds the limit (4300 digits) for integer string conversion: value has "
                    + (text.startsWith("-") ? text.length() - 1 : text.length())
                    + " digits; use sys.set_int_max_str_digits() to increase the limit");
        }
        return new BigInteger(text);
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
                escape(sb);
                chunk = pos;
            } else if (c < 0x20 && strict) {
                throw error("Invalid control character at", pos);
            } else {
                pos++;
            }
        }
    }

    private void escape(StringBuilder sb) {
        int at = pos;
        if (pos + 1 >= doc.length()) {
            throw error("Unterminated string starting at", at);
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
            int d = Character.digit(doc.charAt(pos + k), 16);
            if (d < 0 || doc.charAt(pos + k) > 'f') {
                throw error("Invalid \\uXXXX escape", escapeAt + 1);
            }
            v = v * 16 + d;
        }
        pos += 4;
        return (char) v;
    }

    private Object object() {
        Map<String, Object> map = pairs ? null : new LinkedHashMap<>();
        List<Object[]> list = pairs ? new ArrayList<>() : null;
        skipWs();
        if (pos < doc.length() && doc.charAt(pos) == '}') {
            pos++;
            return pairs ? list : map;
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
            Object v = value();
            if (pairs) {
                list.add(new Object[] {key, v});
            } else {
                map.put(key, v);
            }
            skipWs();
            if (pos < doc.length() && doc.charAt(pos) == '}') {
                pos++;
                return pairs ? list : map;
            }
            if (pos >= doc.length() || doc.charAt(pos) != ',') {
                throw error("Expecting ',' delimiter", pos);
            }
            pos++;
            skipWs();
        }
    }

    private List<Object> array() {
        List<Object> list = new ArrayList<>();
        skipWs();
        if (pos < doc.length() && doc.charAt(pos) == ']') {
            pos++;
            return list;
        }
        while (true) {
            list.add(value());
            skipWs();
            if (pos < doc.length() && doc.charAt(pos) == ']') {
                pos++;
                return list;
            }
            if (pos >= doc.length() || doc.charAt(pos) != ',') {
                throw error("Expecting ',' delimiter", pos);
            }
            pos++;
            skipWs();
        }
    }
}
