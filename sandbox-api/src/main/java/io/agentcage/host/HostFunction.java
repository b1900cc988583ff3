package io.agentcage.host;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A Java function that guest code may call by name, e.g. an agent's other tools.
 *
 * <p>Only data crosses the boundary, never a Java reference. Arguments arrive as {@code null}, {@link Boolean},
 * {@link Long} or {@link java.math.BigInteger}, {@link Double}, {@link String}, {@code byte[]}, {@link List} (for
 * lists and tuples) and {@link Map} with {@link String} keys; the return value must be one of those too (nested
 * freely). An exception thrown by the implementation becomes a guest exception; its message is passed on. Calls are
 * counted against {@link io.agentcage.ExecutionLimits#maxHostCalls()} and reported in the result's usage.
 *
 * @param name           the guest-visible name, a Python identifier
 * @param description    what the function does, for prompts
 * @param parameters     the parameters in positional order
 * @param implementation the Java code behind it
 */
public record HostFunction(String name, String description, List<HostParameter> parameters,
                           Implementation implementation) {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    public HostFunction {
        Objects.requireNonNull(name, "name == null");
        Objects.requireNonNull(description, "description == null");
        parameters = List.copyOf(Objects.requireNonNull(parameters, "parameters == null"));
        Objects.requireNonNull(implementation, "implementation == null");
        if (!IDENTIFIER.matcher(name).matches()) {
            throw new IllegalArgumentException("host function name must be a Python identifier, got '" + name + "'");
        }
    }

    /** The Java code behind a host function. */
    @FunctionalInterface
    public interface Implementation {
        /**
         * Called with the arguments bound to parameter names (optional parameters that were not passed are absent).
         *
         * @return plain data (see {@link HostFunction}), or {@code null} for {@code None}
         * @throws Exception any failure, which the guest sees as an exception with the same message
         */
        Object call(Map<String, Object> arguments) throws Exception;
    }
}
