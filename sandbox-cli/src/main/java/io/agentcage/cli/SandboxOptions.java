package io.agentcage.cli;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.cli.args.OptionSpec;
import io.agentcage.cli.args.ParsedArgs;
import java.util.List;

/**
 * The options {@code run}, {@code repl} and {@code mcp} share: the backend, the limits of one execution and the
 * validator policy. The defaults are the library's ({@link ExecutionLimits#DEFAULT_TIMEOUT},
 * {@link ExecutionLimits#DEFAULT_MEMORY_BYTES}).
 *
 * @param backend the backend's name
 * @param ceilings the timeout and memory limit of one execution
 * @param policy the validator policy's name
 */
record SandboxOptions(String backend, ExecutionLimits ceilings, String policy) {
    static final String DEFAULT_TIMEOUT = ExecutionLimits.DEFAULT_TIMEOUT.toSeconds() + "s";
    static final String DEFAULT_MEMORY = (ExecutionLimits.DEFAULT_MEMORY_BYTES >> 20) + "m";

    /** The four options; {@code scope} says what one limit covers ({@code ""}, {@code " per call"}, ...). */
    static List<OptionSpec> specs(String timeoutScope, String memoryScope) {
        return List.of(
                OptionSpec.value("--backend", "NAME", "interpreter", "interpreter (in-process, default) or docker"),
                OptionSpec.value("--timeout", "DURATION", DEFAULT_TIMEOUT, "wall-clock limit" + timeoutScope
                        + ", e.g. 500ms, 5s, 2m (default: " + DEFAULT_TIMEOUT + ")"),
                OptionSpec.value("--memory", "SIZE", DEFAULT_MEMORY, "memory limit" + memoryScope
                        + ", e.g. 64m, 1g (default: " + DEFAULT_MEMORY + ")"),
                OptionSpec.value("--policy", "POLICY", "standard",
                        "validator policy: strict, standard or off (default: standard)"));
    }

    /** The options as given; a bad duration or size is a usage error naming the option. */
    static SandboxOptions of(ParsedArgs args) {
        ExecutionLimits ceilings = ExecutionLimits.builder()
                .timeout(Sizes.duration(args.string("--timeout"), "--timeout"))
                .memoryBytes(Sizes.bytes(args.string("--memory"), "--memory"))
                .build();
        return new SandboxOptions(args.string("--backend"), ceilings, args.string("--policy"));
    }

    /** A new executor of the backend, wrapped with the policy's validator. */
    CodeExecutor guardedExecutor() {
        return Backends.guarded(backend, ceilings, policy);
    }
}
