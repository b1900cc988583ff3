package io.agentcage.interpreter.hardening;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.python.generate.Choices;
import io.agentcage.python.generate.ProgramGenerator;
import java.time.Duration;
import java.util.Random;

/**
 * Loads (and, under Jazzer, instruments) most of the interpreter's classes before timed executions start: on a
 * loaded machine the first use of a class can take longer than a guest's deadline, which is not the guest's doing.
 */
public final class WarmUp {
    private WarmUp() {
    }

    /**
     * Imports every standard module once in an executor of its own with a five-minute deadline: the JVM-wide module
     * templates and the classes behind them then exist before timed executions start.
     */
    public static void importEveryModule() {
        try (InterpreterExecutor warm = InterpreterExecutor.builder()
                .limits(ExecutionLimits.builder().timeout(Duration.ofMinutes(5)).build()).build()) {
            run(warm, 0);
        }
    }

    /** Runs every allowed module's import and {@code programs} generated programs with a generous deadline. */
    static void run(CodeExecutor executor, int programs) {
        ExecutionLimits generous = ExecutionLimits.builder().timeout(Duration.ofMinutes(5)).maxSteps(400_000)
                .memoryBytes(64L << 20).build();
        StringBuilder imports = new StringBuilder();
        for (String module : executor.capabilities().modules()) {
            imports.append("try:\n    import ").append(module).append("\nexcept Exception:\n    pass\n");
        }
        executor.execute(ExecutionRequest.builder(imports.toString()).limits(generous).build());
        Random random = new Random(1);
        for (int i = 0; i < programs; i++) {
            String code = new ProgramGenerator(Choices.of(random)).program(30);
            executor.execute(ExecutionRequest.builder(code).limits(generous).build());
        }
    }
}
