package io.agentcage.interpreter;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.egress.testing.GuestBench;
import io.agentcage.egress.testing.TestUpstreams;
import java.time.Duration;

/**
 * The interpreter's side of the egress benchmark: {@link GuestBench}'s program (the same Python the Docker backend's
 * {@code DockerEgressBench} runs) through the interpreter's {@code urllib.request}, which calls the egress engine in
 * process. Not a test: {@code java ... io.agentcage.interpreter.InterpreterEgressBench [requests] [downloadBytes]}.
 */
public final class InterpreterEgressBench {
    private InterpreterEgressBench() {
    }

    public static void main(String[] args) throws Exception {
        int requests = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        int bytes = args.length > 1 ? Integer.parseInt(args[1]) : 16 << 20;
        ExecutionLimits limits = ExecutionLimits.builder().timeout(Duration.ofMinutes(5))
                .memoryBytes(512L << 20).build();
        try (TestUpstreams up = new TestUpstreams();
             InterpreterExecutor executor = InterpreterExecutor.builder().limits(limits)
                     .networkPolicy(GuestBench.policy(up, requests, bytes)).egressSettings(up.settings()).build()) {
            for (int round = 0; round < 3; round++) {
                ExecutionResult r = executor.execute(ExecutionRequest.builder(GuestBench.program(up, requests, bytes))
                        .limits(limits).build());
                System.out.println("interpreter round " + round + ": " + r.stdout().strip() + " " + r.message());
            }
        }
    }
}
