package io.agentcage.cli;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.GuardedExecutor;
import io.agentcage.spi.CodeExecutorProvider;
import io.agentcage.spi.CodeValidatorProvider;
import io.agentcage.validation.CodeValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** Finds backends and validators on the class path by name (see {@link CodeExecutorProvider}). */
final class Backends {
    private Backends() {
    }

    /** The names of the backends on the class path. */
    static List<String> names() {
        List<String> names = new ArrayList<>();
        ServiceLoader.load(CodeExecutorProvider.class).forEach(p -> names.add(p.name()));
        return names;
    }

    /** A new executor of the named backend. */
    static CodeExecutor create(String backend, ExecutionLimits ceilings) {
        CodeExecutorProvider provider = CodeExecutorProvider.find(backend).orElseThrow(() -> new UsageException(
                "unknown backend '" + backend + "' (available: " + String.join(", ", names()) + ")"));
        return provider.create(ceilings);
    }

    /** The validator of a policy; {@code off} validates nothing. */
    static CodeValidator validator(String policy) {
        if (policy.equals("off")) {
            return CodeValidator.acceptAll();
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
        CodeExecutorProvider provider = CodeExecutorProvider.find(backend).orElseThrow(() -> new UsageException(
                "unknown backend '" + backend + "' (available: " + String.join(", ", names()) + ")"));
        return provider.describe(ExecutionLimits.defaults()).map(v::forTarget).orElse(v);
    }

    /** The backend wrapped with the policy's validator. */
    static CodeExecutor guarded(String backend, ExecutionLimits ceilings, String policy) {
        CodeValidator validator = validator(policy);
        CodeExecutor executor = create(backend, ceilings);
        return GuardedExecutor.builder(executor).validator(validator).closeBackendOnClose().build();
    }
}
