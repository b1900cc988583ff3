package io.agentcage.interpreter.hardening;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.python.generate.Choices;
import io.agentcage.python.generate.ProgramGenerator;
import java.time.Duration;

/**
 * Jazzer target for the interpreter: valid programs built from the fuzzer's input by a structure-aware generator
 * (classes, generators, try/except, comprehensions, builtins, string methods, boundary probes), and now and then raw
 * text, must each end in a guest outcome within the deadline ({@link GuestOutcomes}). Kept inputs:
 * {@code src/test/resources/io/agentcage/interpreter/hardening/InterpreterFuzzTestInputs/}.
 */
class InterpreterFuzzTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(2);
    private static final ExecutionLimits LIMITS = ExecutionLimits.builder().timeout(TIMEOUT).maxSteps(400_000)
            .memoryBytes(64L << 20).outputBytes(64L << 10).maxRecursionDepth(300).build();
    private static final InterpreterExecutor EXECUTOR = InterpreterExecutor.builder().limits(LIMITS).threads(1)
            .build();

    static {
        WarmUp.run(EXECUTOR, 60);
    }

    @FuzzTest(maxDuration = "30s")
    void should_end_in_a_guest_outcome_when_running_any_generated_program(FuzzedDataProvider data) {
        String code = data.consumeInt(0, 7) == 0 ? data.consumeRemainingAsString()
                : new ProgramGenerator(Choices.of(data)).program(20);
        long start = System.nanoTime();
        ExecutionResult result = EXECUTOR.execute(ExecutionRequest.builder(code).limits(LIMITS).build());
        GuestOutcomes.check(code, result, TIMEOUT, Duration.ofNanos(System.nanoTime() - start));
    }
}
