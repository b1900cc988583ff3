package io.agentcage.cli;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.GuardedExecutor;
import io.agentcage.spi.CodeExecutorProvider;
import io.agentcage.spi.CodeValidatorProvider;
import io.agentcage.validation.CodeValidator;
import io.agentcage.validator.PolicyValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;

/**
 * Finds backends and validators on the class path by name (see {@link CodeExecutorProvider}).
 *
 * <p>The interpreter backend and the built-in policies are made directly: a {@link ServiceLoader} reads every
 * {@code META-INF/services} file of the class path, and in a fresh CLI process that first resource read opens the
 * 21,000-entry jar (~15–20 ms of CPU, start-up in docs/benchmarks.md). Any other name goes through the loader, and
 * so does the interpreter when its class is not on the class path.
 */
final class Backends {
    /** The interpreter's provider, on the CLI's runtime class path (not a compile-time dependency). */
    private static final String INTERPRETER_PROVIDER = "io.agentcage.interpreter.InterpreterExecutorProvider";

    private Backends() {
    }

    /** The provider of the named backend, or a usage error naming the available ones. */
    static CodeExecutorProvider provider(String backend) {
        if (backend.equals("interpreter")) {
            try {
                CodeExecutorProvider p = Class.forName(INTERPRETER_PROVIDER).asSubclass(CodeExecutorProvider.class)
                        .getConstructor().newInstance();
                if (p.name().equals(backend)) {
                    return p;
                }
            } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
                // not on this class path: the service loader answers (and names the backends there are)
            }
        }
        return CodeExecutorProvider.find(backend).orElseThrow(() -> new UsageException(
                "unknown backend '" + backend + "' (available: " + String.join(", ", names()) + ")"));
    }

    /** The names of the backends on the class path. */
    static List<String> names() {
        List<String> names = new ArrayList<>();
        ServiceLoader.load(CodeExecutorProvider.class).forEach(p -> names.add(p.name()));
        return names;
    }

    /** A new executor of the named backend. */
    static CodeExecutor create(String backend, ExecutionLimits ceilings) {
        return provider(backend).create(ceilings);
    }

    /** The validator of a policy; {@code off} validates nothing. */
    static CodeValidator validator(String policy) {
        if (policy.equals("off")) {
            return CodeValidator.acceptAll();
        }
        switch (policy.toLowerCase(Locale.ROOT)) {
            case "standard":
                return PolicyValidator.standard();
            case "strict":
                return PolicyValidator.strict();
            default:
                break;
        }
        return CodeValidatorProvider.find(policy).orElseThrow(() -> new UsageException(
                "unknown policy '" + policy + "' (use strict, standard or off)"));
    }

    /**
     * The policy's validator for code meant for the named backend: bound to its capabilities when the backend can
     * describe itself without being started (the interpreter), else assuming CPython with every module (Docker).
     */
    static CodeValidator validatorFor(String policy, String backend) {
        CodeValidator v = validator(policy);
        return provider(backend).describe(ExecutionLimits.defaults()).map(v::forTarget).orElse(v);
    }

    /** The backend wrapped with the policy's validator. */
    static CodeExecutor guarded(String backend, ExecutionLimits ceilings, String policy) {
        CodeValidator validator = validator(policy);
        CodeExecutor executor = create(backend, ceilings);
        return GuardedExecutor.builder(executor).validator(validator).closeBackendOnClose().build();
    }
}
