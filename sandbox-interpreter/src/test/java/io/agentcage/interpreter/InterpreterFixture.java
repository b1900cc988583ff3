package io.agentcage.interpreter;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Session;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One {@link InterpreterExecutor} shared by the tests of a class and closed after them. Register it on a static
 * field: {@code @RegisterExtension static final InterpreterFixture EX = new InterpreterFixture(b -> b.limits(l));}
 * then run code with {@link #run(String)}.
 */
public final class InterpreterFixture implements AfterAllCallback {
    private final InterpreterExecutor executor;

    /** An executor with the default settings. */
    public InterpreterFixture() {
        this(b -> b);
    }

    /** An executor built with {@code settings} applied to a fresh builder. */
    public InterpreterFixture(UnaryOperator<InterpreterExecutor.Builder> settings) {
        this.executor = settings.apply(InterpreterExecutor.builder()).build();
    }

    /** The executor itself. */
    public InterpreterExecutor executor() {
        return executor;
    }

    /** Runs {@code code} with no request limits (the ceilings apply). */
    public ExecutionResult run(String code) {
        return executor.execute(ExecutionRequest.of(code));
    }

    /** Runs {@code code} under {@code requestLimits} (narrowed by the ceilings). */
    public ExecutionResult run(String code, ExecutionLimits requestLimits) {
        return executor.execute(ExecutionRequest.builder(code).limits(requestLimits).build());
    }

    /** Runs {@code code} with a step budget of {@code maxSteps}. */
    public ExecutionResult runWithSteps(String code, long maxSteps) {
        return run(code, ExecutionLimits.requestBuilder().maxSteps(maxSteps).build());
    }

    /** Runs {@code request}. */
    public ExecutionResult execute(ExecutionRequest request) {
        return executor.execute(request);
    }

    /** Opens a session on the executor. */
    public Session openSession() {
        return executor.openSession();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        executor.close();
    }
}
