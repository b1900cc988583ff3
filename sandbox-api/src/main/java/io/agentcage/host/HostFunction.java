package io.agentcage.host;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
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
 * <p>How guest code calls it: directly ({@code price_of("tea")} returns the result), and inside asyncio code (while
 * an event loop runs) as a coroutine function ({@code await price_of("tea")}); awaited calls in flight at the same
 * time run concurrently on the host. The {@link Mode} says how the host runs a call: {@link Mode#BLOCKING} on a host
 * thread, {@link Mode#ASYNC} by a {@link CompletionStage} the implementation returns without blocking, and
 * {@link Mode#EXTERNAL} not at all: the execution stops with the call pending, for the application to answer later
 * (see the backend's resume operation).
 *
 * @param name           the guest-visible name, a Python identifier
 * @param description    what the function does, for prompts (the docstring of its stub)
 * @param parameters     the parameters in positional order
 * @param returns        the type of the result, for the stub and for the model; {@link ValueType#ANY} when unknown
 * @param mode           how the host runs a call
 * @param implementation the Java code behind it: returns the result ({@link Mode#BLOCKING}) or a
 *                       {@link CompletionStage} of the result ({@link Mode#ASYNC}); never called for
 *                       {@link Mode#EXTERNAL}
 */
public record HostFunction(String name, String description, List<HostParameter> parameters, ValueType returns,
                           Mode mode, Implementation implementation) {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Implementation EXTERNAL = args -> {
        throw new IllegalStateException("an external host function has no implementation: its calls are answered"
                + " by resuming the suspended execution");
    };

    public HostFunction {
        Objects.requireNonNull(name, "name == null");
        Objects.requireNonNull(description, "description == null");
        parameters = List.copyOf(Objects.requireNonNull(parameters, "parameters == null"));
        Objects.requireNonNull(returns, "returns == null");
        Objects.requireNonNull(mode, "mode == null");
        Objects.requireNonNull(implementation, "implementation == null");
        if (!IDENTIFIER.matcher(name).matches()) {
            throw new IllegalArgumentException("host function name must be a Python identifier, got '" + name + "'");
        }
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (HostParameter p : parameters) {
            if (!seen.add(p.name())) {
                throw new IllegalArgumentException("host function '" + name + "' has two parameters named '"
                        + p.name() + "'");
            }
        }
    }

    /** A blocking host function with a result of any type (the original form). */
    public HostFunction(String name, String description, List<HostParameter> parameters,
                        Implementation implementation) {
        this(name, description, parameters, ValueType.ANY, Mode.BLOCKING, implementation);
    }

    /** A host function whose implementation blocks a host thread until it has the result. */
    public static HostFunction blocking(String name, String description, List<HostParameter> parameters,
                                        Implementation implementation) {
        return new HostFunction(name, description, parameters, ValueType.ANY, Mode.BLOCKING, implementation);
    }

    /**
     * A host function whose implementation starts the work and returns at once with a {@link CompletionStage} of
     * the result (an HTTP client's {@code sendAsync}, a reactive call): no host thread waits for it. Cancelling the
     * guest task that awaits it cancels the stage.
     */
    public static HostFunction async(String name, String description, List<HostParameter> parameters,
                                     AsyncImplementation implementation) {
        Objects.requireNonNull(implementation, "implementation == null");
        return new HostFunction(name, description, parameters, ValueType.ANY, Mode.ASYNC, implementation::call);
    }

    /**
     * A host function that the host does not run: a call stops the execution (outcome {@code SUSPENDED}) with the
     * call pending, for the application to answer (after asking a person, for example) when it resumes the
     * execution.
     */
    public static HostFunction external(String name, String description, List<HostParameter> parameters) {
        return new HostFunction(name, description, parameters, ValueType.ANY, Mode.EXTERNAL, EXTERNAL);
    }

    /** A copy that declares the type of its result. */
    public HostFunction withReturns(ValueType value) {
        return new HostFunction(name, description, parameters, value, mode, implementation);
    }

    /** Whether the host does not run it: its calls suspend the execution. */
    public boolean isExternal() {
        return mode == Mode.EXTERNAL;
    }

    /**
     * This function as a Python stub, for a model to read and a validator to check calls against: its signature
     * with type hints and its description (and its parameters') as the docstring. For example:
     *
     * <pre>{@code
     * async def price_of(product: str, currency: str | None = None) -> int:
     *     """Unit price of a product in cents
     *
     *     Args:
     *         product: the product's name
     *         currency: ISO 4217 code (optional)
     *     """
     * }</pre>
     *
     * <p>Parameters keep their order; an optional one is {@code = None}. A required parameter after an optional one
     * (which a Python signature cannot say) is written {@code = ...} and marked {@code (required)}.
     *
     * @param awaitable whether to write a coroutine function ({@code async def}): how the function looks to code
     *                  running an asyncio event loop on a backend whose awaited host calls run concurrently
     */
    public String stub(boolean awaitable) {
        StringBuilder sb = new StringBuilder(awaitable ? "async def " : "def ").append(name).append('(');
        boolean optionalSeen = false;
        for (int i = 0; i < parameters.size(); i++) {
            HostParameter p = parameters.get(i);
            String hint = hint(p.type());
            sb.append(i == 0 ? "" : ", ").append(p.name());
            if (!p.required()) {
                optionalSeen = true;
                sb.append(hint.isEmpty() ? "=None" : ": " + hint + " | None = None");
            } else if (optionalSeen) {
                sb.append(hint.isEmpty() ? "=..." : ": " + hint + " = ...");
            } else if (!hint.isEmpty()) {
                sb.append(": ").append(hint);
            }
        }
        sb.append(')');
        String ret = hint(returns);
        if (!ret.isEmpty()) {
            sb.append(" -> ").append(ret);
        }
        sb.append(':');
        StringBuilder doc = new StringBuilder(escapeDoc(description.strip()));
        boolean anyArgs = false;
        optionalSeen = false;
        for (HostParameter p : parameters) {
            String d = p.description().strip();
            String mark = p.required() ? (optionalSeen ? " (required)" : "") : " (optional)";
            optionalSeen |= !p.required();
            if (d.isEmpty() && mark.isEmpty()) {
                continue;
            }
            doc.append(anyArgs ? "" : (doc.length() == 0 ? "" : "\n\n") + "Args:");
            anyArgs = true;
            doc.append("\n    ").append(p.name()).append(": ").append(escapeDoc((d + mark).strip()));
        }
        if (doc.length() == 0) {
            return sb.append(" ...").toString();
        }
        String body = doc.toString().replace("\n", "\n    ").replace("\n    \n", "\n\n").replace("\n    \n", "\n\n");
        int slashes = 0;
        while (body.length() > slashes + 1 && body.charAt(body.length() - 2 - slashes) == '\\') {
            slashes++;
        }
        if (body.endsWith("\"") && slashes % 2 == 0) {
            body = body.substring(0, body.length() - 1) + "\\\""; // a quote right before the closing ones
        }
        sb.append("\n    \"\"\"").append(body);
        return sb.append(anyArgs ? "\n    \"\"\"" : "\"\"\"").toString();
    }

    /** The type hint of a value type, or empty for {@link ValueType#ANY}. */
    private static String hint(ValueType t) {
        return switch (t) {
            case ANY -> "";
            case NONE -> "None";
            default -> t.name().toLowerCase(java.util.Locale.ROOT);
        };
    }

    /** Text made safe inside a docstring: backslashes escaped, and quotes too when it holds three in a row. */
    private static String escapeDoc(String text) {
        String safe = text.replace("\r\n", "\n").replace("\\", "\\\\");
        return safe.contains("\"\"\"") ? safe.replace("\"", "\\\"") : safe;
    }

    /** How the host runs a call of a {@link HostFunction}. */
    public enum Mode {
        /** The implementation returns the result; it runs on a host thread (the executor's, when awaited). */
        BLOCKING,
        /** The implementation returns a {@link CompletionStage} of the result at once, without blocking. */
        ASYNC,
        /** Not run by the host: a call suspends the execution until the application resumes it with the result. */
        EXTERNAL
    }

    /** The Java code behind a host function. */
    @FunctionalInterface
    public interface Implementation {
        /**
         * Called with the arguments bound to parameter names (optional parameters that were not passed are absent).
         *
         * @return plain data (see {@link HostFunction}), or {@code null} for {@code None}; for {@link Mode#ASYNC}
         *         functions, a {@link CompletionStage} of such data
         * @throws Exception any failure, which the guest sees as an exception with the same message
         */
        Object call(Map<String, Object> arguments) throws Exception;
    }

    /** The Java code behind an {@link Mode#ASYNC} host function. */
    @FunctionalInterface
    public interface AsyncImplementation {
        /**
         * Starts the call and returns at once.
         *
         * @return the stage that completes with plain data, or exceptionally with the failure the guest sees
         * @throws Exception a failure to start, which the guest sees as an exception with the same message
         */
        CompletionStage<?> call(Map<String, Object> arguments) throws Exception;
    }
}
