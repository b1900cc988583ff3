package io.agentcage.interpreter;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import java.time.Duration;

/**
 * Run by {@link HostHeapTest} in a JVM with a small heap: executes each argument (a program) with the default
 * memory budget (larger than that heap) and a deadline a loaded machine does not reach first, and prints one line per program: outcome and limit.
 */
final class HeapGuardMain {
    private HeapGuardMain() {
    }

    public static void main(String[] args) {
        try (InterpreterExecutor ex = InterpreterExecutor.builder()
                .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(60)).build()).build()) {
            for (String code : args) {
                ExecutionResult r = ex.execute(ExecutionRequest.of(code));
                System.out.println(r.outcome() + " " + r.limitExceeded().map(Enum::name).orElse("-") + " "
                        + r.usage().peakMemoryBytes());
            }
            System.out.println(ex.execute(ExecutionRequest.of("print(sum(range(10)))")).stdout().strip());
        }
    }
}
