package io.agentcage.runner.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.SandboxException;
import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Base64;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.regex.Pattern;

/**
 * Moves plain data between the host and a container session's globals by running generated Python in the
 * session: {@link #assignment} renders a value as a Python literal (never code taken from the value), and
 * {@link #readProgram} prints a tagged JSON encoding of a variable that {@link #decode} turns back into Java data.
 * Not API.
 */
public final class SessionVariables {
    private static final Pattern IDENTIFIER = Pattern.compile("[\\p{L}_][\\p{L}\\p{N}_]*");
    private static final int MAX_DEPTH = 100;
    private static final String MARKER = "\u0000agentcage-variable:";
    private static final ObjectMapper JSON = new ObjectMapper();

    private SessionVariables() {
    }

    /** Checks that {@code name} can name a global variable. */
    public static void requireIdentifier(String name) {
        if (name == null) {
            throw new NullPointerException("name == null");
        }
        if (!IDENTIFIER.matcher(name).matches()) {
            throw new IllegalArgumentException("variable name must be a Python identifier, got '" + name + "'");
        }
    }

    /** Python source that assigns {@code value} to the global {@code name}. */
    public static String assignment(String name, Object value) {
        requireIdentifier(name);
        StringBuilder out = new StringBuilder(name).append(" = ");
        literal(value, out, new IdentityHashMap<>(), 0, name);
        return out.append('\n').toString();
    }

    private static void literal(Object v, StringBuilder out, IdentityHashMap<Object, Boolean> seen, int depth,
                                String path) {
        if (depth > MAX_DEPTH) {
            throw new IllegalArgumentException("value at " + path + " is nested more than " + MAX_DEPTH + " deep");
        }
        if (v == null) {
            out.append("None");
        } else if (v instanceof Boolean b) {
            out.append(b ? "True" : "False");
        } else if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte
                || v instanceof BigInteger) {
            out.append(v);
        } else if (v instanceof Double || v instanceof Float) {
            double d = ((Number) v).doubleValue();
            if (Double.isNaN(d)) {
                out.append("float('nan')");
            } else if (Double.isInfinite(d)) {
                out.append(d > 0 ? "float('inf')" : "-float('inf')");
            } else {
                out.append('(').append(Double.toString(d)).append(')');
            }
        } else if (v instanceof String s) {
            stringLiteral(s, out);
        } else if (v instanceof byte[] bytes) {
            out.append("b'");
            for (byte x : bytes) {
                out.append(String.format("\\x%02x", x & 0xff));
            }
            out.append('\'');
        } else if (v instanceof List<?> || v instanceof Map<?, ?>) {
            if (seen.put(v, Boolean.TRUE) != null) {
                throw new IllegalArgumentException("value at " + path + " is cyclic");
            }
            if (v instanceof List<?> list) {
                out.append('[');
                for (int i = 0; i < list.size(); i++) {
                    literal(list.get(i), out, seen, depth + 1, path + "[" + i + "]");
                    out.append(", ");
                }
                out.append(']');
            } else {
                out.append('{');
                for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                    if (!(e.getKey() instanceof String k)) {
                        throw new IllegalArgumentException("dict keys must be strings, got "
                                + (e.getKey() == null ? "null" : e.getKey().getClass().getSimpleName()) + " at "
                                + path);
                    }
                    stringLiteral(k, out);
                    out.append(": ");
                    literal(e.getValue(), out, seen, depth + 1, path + "['" + k + "']");
                    out.append(", ");
                }
                out.append('}');
            }
            seen.remove(v);
        } else {
            throw new IllegalArgumentException("a value of Java type " + v.getClass().getSimpleName() + " at " + path
                    + " cannot cross between host and guest; use plain data (null, Boolean, Long, BigInteger, "
                    + "Double, String, byte[], List, Map)");
        }
    }

    private static void stringLiteral(String s, StringBuilder out) {
        out.append('\'');
        s.codePoints().forEach(c -> {
            if (c >= 0x20 && c < 0x7f && c != '\'' && c != '\\') {
                out.append((char) c);
            } else if (c > 0xffff) {
                out.append(String.format("\\U%08x", c));
            } else {
                out.append(String.format("\\u%04x", c));
            }
        });
        out.append('\'');
    }

    /** Python source that prints the tagged JSON form of the global {@code name} after a marker. */
    public static String readProgram(String name) {
        requireIdentifier(name);
        return String.join("\n",
                "def __agentcage_read():",
                "    import json, base64, sys",
                "    g = globals()",
                "    if '" + name + "' not in g:",
                "        return {'missing': True}",
                "    def enc(v, d):",
                "        if d > " + MAX_DEPTH + ":",
                "            raise ValueError('value is nested more than " + MAX_DEPTH + " deep')",
                "        if v is None or isinstance(v, bool):",
                "            return v",
                "        if isinstance(v, int):",
                "            return {'i': str(int(v))}",
                "        if isinstance(v, float):",
                "            return {'f': repr(float(v))}",
                "        if isinstance(v, str):",
                "            return {'s': str(v).encode('utf-16-le', 'surrogatepass').hex()}",
                "        if isinstance(v, (bytes, bytearray)):",
                "            return {'b': base64.b64encode(bytes(v)).decode()}",
                "        if isinstance(v, (list, tuple)):",
                "            return {'l': [enc(x, d + 1) for x in v]}",
                "        if isinstance(v, dict):",
                "            out = []",
                "            for k, x in v.items():",
                "                if not isinstance(k, str):",
                "                    raise TypeError('dict keys must be str, not ' + type(k).__name__)",
                "                out.append([enc(k, d + 1), enc(x, d + 1)])",
                "            return {'d': out}",
                "        raise TypeError(\"a value of type '\" + type(v).__name__ + \"' is not plain data\")",
                "    try:",
                "        return {'value': enc(g['" + name + "'], 0)}",
                "    except (TypeError, ValueError, RecursionError) as e:",
                "        return {'error': str(e)}",
                "__import__('sys').stdout.write('" + MARKER.replace("\u0000", "\\x00")
                        + "' + __import__('json').dumps(__agentcage_read()) + '\\n')",
                "del __agentcage_read",
                "");
    }

    /**
     * The value printed by {@link #readProgram}.
     *
     * @throws NoSuchElementException if the variable does not exist
     * @throws IllegalArgumentException if it does not hold plain data
     */
    public static Object decode(String sessionId, String name, ExecutionResult result) {
        if (result.outcome() != Outcome.SUCCESS) {
            throw new SandboxException("reading session variable '" + name + "' failed: " + result.message());
        }
        int at = result.stdout().lastIndexOf(MARKER);
        if (at < 0 || result.stdoutTruncated()) {
            throw new SandboxException("reading session variable '" + name + "' failed: "
                    + (result.stdoutTruncated() ? "the value is larger than the output limit" : "no answer"));
        }
        String json = result.stdout().substring(at + MARKER.length()).strip();
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (IOException e) {
            throw new SandboxException("reading session variable '" + name + "' failed: malformed answer", e);
        }
        if (root.has("missing")) {
            throw new NoSuchElementException("session " + sessionId + " has no variable '" + name + "'");
        }
        if (root.has("error")) {
            throw new IllegalArgumentException("cannot read session variable '" + name + "': "
                    + root.get("error").asText());
        }
        return value(root.get("value"));
    }

    private static Object value(JsonNode n) {
        if (n == null || n.isNull()) {
            return null;
        }
        if (n.isBoolean()) {
            return n.booleanValue();
        }
        if (n.has("i")) {
            BigInteger b = new BigInteger(n.get("i").asText());
            return b.bitLength() < 64 ? (Object) b.longValue() : b;
        }
        if (n.has("f")) {
            String f = n.get("f").asText();
            return switch (f) {
                case "nan" -> Double.NaN;
                case "inf" -> Double.POSITIVE_INFINITY;
                case "-inf" -> Double.NEGATIVE_INFINITY;
                default -> Double.parseDouble(f);
            };
        }
        if (n.has("s")) {
            String hex = n.get("s").asText();
            StringBuilder s = new StringBuilder(hex.length() / 4);
            for (int i = 0; i + 4 <= hex.length(); i += 4) {
                int lo = Integer.parseInt(hex.substring(i, i + 2), 16);
                int hi = Integer.parseInt(hex.substring(i + 2, i + 4), 16);
                s.append((char) (hi << 8 | lo));
            }
            return s.toString();
        }
        if (n.has("b")) {
            return Base64.getDecoder().decode(n.get("b").asText());
        }
        if (n.has("l")) {
            List<Object> out = new ArrayList<>();
            for (JsonNode x : n.get("l")) {
                out.add(value(x));
            }
            return out;
        }
        if (n.has("d")) {
            Map<String, Object> out = new LinkedHashMap<>();
            Iterator<JsonNode> it = n.get("d").elements();
            while (it.hasNext()) {
                JsonNode pair = it.next();
                out.put((String) value(pair.get(0)), value(pair.get(1)));
            }
            return out;
        }
        throw new SandboxException("reading a session variable failed: unknown encoding " + n);
    }
}
