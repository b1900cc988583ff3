package io.agentcage.egress.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The header fields of an HTTP/1.x message head, in order, names as sent. Mutable, used by one thread while a
 * message passes through the proxy.
 */
public final class Headers {
    /** One field. */
    public record Field(String name, String value) {
    }

    private final List<Field> fields = new ArrayList<>();

    /** An empty set of fields. */
    public Headers() {
    }

    /** A copy of {@code other}. */
    public Headers(Headers other) {
        fields.addAll(other.fields);
    }

    /** Appends a field. */
    public Headers add(String name, String value) {
        fields.add(new Field(name, value));
        return this;
    }

    /** Removes every field named {@code name} (case-insensitive), then appends one. */
    public Headers set(String name, String value) {
        remove(name);
        return add(name, value);
    }

    /** Removes every field named {@code name}, case-insensitive. */
    public Headers remove(String name) {
        fields.removeIf(f -> f.name().equalsIgnoreCase(name));
        return this;
    }

    /** The value of the only field named {@code name}, or empty; {@link HttpException} when there are several. */
    public Optional<String> single(String name) {
        String found = null;
        for (Field f : fields) {
            if (f.name().equalsIgnoreCase(name)) {
                if (found != null) {
                    throw new HttpException(400, "the request has more than one " + name + " header");
                }
                found = f.value();
            }
        }
        return Optional.ofNullable(found);
    }

    /** The values of every field named {@code name}, in order. */
    public List<String> all(String name) {
        List<String> out = new ArrayList<>();
        for (Field f : fields) {
            if (f.name().equalsIgnoreCase(name)) {
                out.add(f.value());
            }
        }
        return out;
    }

    /** Whether a field named {@code name} exists. */
    public boolean has(String name) {
        for (Field f : fields) {
            if (f.name().equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    /** The comma-separated tokens of every field named {@code name}, lower case (e.g. {@code Connection}). */
    public List<String> tokens(String name) {
        List<String> out = new ArrayList<>();
        for (String v : all(name)) {
            for (String t : v.split(",")) {
                String token = t.trim().toLowerCase(Locale.ROOT);
                if (!token.isEmpty()) {
                    out.add(token);
                }
            }
        }
        return out;
    }

    /** The fields, in order. */
    public List<Field> fields() {
        return List.copyOf(fields);
    }

    /** Appends the fields as {@code name: value\r\n} lines. */
    void writeTo(StringBuilder out) {
        for (Field f : fields) {
            out.append(f.name()).append(": ").append(f.value()).append("\r\n");
        }
    }
}
