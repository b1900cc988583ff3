package io.agentcage.interpreter;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.spi.CodeExecutorProvider;

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
}
