package io.agentcage.host;

import java.util.Objects;

/**
 * A parameter of a {@link HostFunction}.
 *
 * @param name        the parameter name, usable as a keyword argument
 * @param type        the expected data type; arguments of another type are refused with a {@code TypeError}
 * @param description what it means, for prompts
 * @param required    whether a call must pass it
 */
public record HostParameter(String name, ValueType type, String description, boolean required) {

    public HostParameter {
        Objects.requireNonNull(name, "name == null");
        Objects.requireNonNull(type, "type == null");
        Objects.requireNonNull(description, "description == null");
    }

    /** A required parameter. */
    public static HostParameter required(String name, ValueType type, String description) {
        return new HostParameter(name, type, description, true);
    }

    /** An optional parameter. */
    public static HostParameter optional(String name, ValueType type, String description) {
        return new HostParameter(name, type, description, false);
    }
}
