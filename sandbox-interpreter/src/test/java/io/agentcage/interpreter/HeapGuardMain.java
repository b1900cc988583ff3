package io.agentcage.interpreter;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;

/**
 * Run by {@link HostHeapTest} in a JVM with a small heap: executes each argument (a program) with the default
 * limits, whose memory budget is larger than that heap, and prints one line per program: outcome and limit.
 */
final class HeapGuardMain {
    private HeapGuardMain() {
    }

    public static void main(String[] args) {
        try (InterpreterExecutor ex = InterpreterExecutor.create()) {
            for (String code : args) {
                ExecutionResult r = ex.execute(ExecutionRequest.of(code));
                System.out.println(r.outcome() + " " + r.limitExceeded().map(Enum::name).orElse("-") + " "
                        + r.usage().peakMemoryBytes());
            }
            System.out.println(ex.execute(ExecutionRequest.of("print(sum(range(10)))")).stdout().strip());
        }
    }
}
