package io.agentcage.runner.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionResult;
import io.agentcage.ResourceUsage;
import io.agentcage.host.HostFunction;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.LongFunction;

/**
 * A container backend's host functions and how their calls run: the {@link Executor} for blocking implementations
 * and the cap on calls in flight at once. One per executor; {@link #open} makes the {@link HostCalls} of one
 * execution.
 *
 * @param functions   the host functions guest code may call, by name
 * @param executor    runs blocking implementations (and starts asynchronous ones)
 * @param maxInFlight calls of one execution running at once; more wait for a free slot
 */
public record HostSetup(List<HostFunction> functions, Executor executor, int maxInFlight) {
    private static final HostSetup NONE = new HostSetup(List.of(), Runnable::run, 1);

    public HostSetup {
        functions = List.copyOf(Objects.requireNonNull(functions, "functions == null"));
        Objects.requireNonNull(executor, "executor == null");
        if (maxInFlight < 1) {
            throw new IllegalArgumentException("maxInFlight must be >= 1, got " + maxInFlight);
        }
    }

    /** No host functions. */
    public static HostSetup none() {
        return NONE;
    }

    /** Whether there are no host functions. */
    public boolean isEmpty() {
        return functions.isEmpty();
    }

    /** Names the functions and the call limit in an {@code exec} message (nothing when there are none). */
    public void describe(ObjectNode exec, ExecutionLimits limits) {
        if (isEmpty()) {
            return;
        }
        ArrayNode names = exec.putArray("hostFunctions");
        functions.forEach(f -> names.add(f.name()));
        exec.put("maxHostCalls", limits.maxHostCalls());
    }

    /**
     * The handler factory {@link RunnerChannel#exec} takes: for the execution's id, a {@link HostCalls} answering
     * through {@code sender}, handed to {@code opened} so that the caller can count and close it.
     */
    public LongFunction<Consumer<JsonNode>> open(ExecutionLimits limits, HostCalls.Sender sender,
                                                 Consumer<HostCalls> opened) {
        if (isEmpty()) {
            return null;
        }
        return id -> {
            HostCalls calls = new HostCalls(functions, executor, maxInFlight, limits.maxHostCalls(), id, sender);
            opened.accept(calls);
            return calls::accept;
        };
    }

    /** {@code result} reporting {@code calls} host calls in its usage. */
    public static ExecutionResult withCalls(ExecutionResult result, int calls) {
        if (calls == 0) {
            return result;
        }
        ResourceUsage u = result.usage();
        return result.toBuilder().usage(new ResourceUsage(u.steps(), u.peakMemoryBytes(), calls, u.outputBytes()))
                .build();
    }

    /** The message of a result for a runner without the {@value RunnerChannel#HOST_CALLS} feature. */
    public static String unsupportedMessage() {
        return "this sandbox image's runner cannot call host functions (it was built before they were); rebuild"
                + " the image (scripts/build-image.sh, or `agentcage image build`)";
    }
}
