package io.agentcage.interpreter;

import io.agentcage.Capabilities;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.spi.CodeExecutorProvider;
import java.util.Optional;

/** Registers the {@code interpreter} backend with {@link java.util.ServiceLoader}. */
public final class InterpreterExecutorProvider implements CodeExecutorProvider {

    @Override
    public String name() {
        return "interpreter";
    }

    @Override
    public CodeExecutor create(ExecutionLimits ceilings) {
        return InterpreterExecutor.builder().limits(ceilings).build();
    }

    /** The interpreter needs nothing outside the JVM: the capabilities of a fresh executor. */
    @Override
    public Optional<Capabilities> describe(ExecutionLimits ceilings) {
        try (CodeExecutor ex = create(ceilings)) {
            return Optional.of(ex.capabilities());
        }
    }
}
