package io.agentcage.interpreter;

import io.agentcage.ExecutionRequest;
import java.nio.file.Files;
import java.nio.file.Path;

/** Developer helper: times repeated runs of a file (not a test). */
final class DevBench {
    private DevBench() {
    }

    public static void main(String[] args) throws Exception {
        String src = Files.readString(Path.of(args[0]));
        int n = Integer.parseInt(args[1]);
        try (InterpreterExecutor ex = InterpreterExecutor.create()) {
            for (int i = 0; i < n; i++) {
                long t = System.nanoTime();
                var r = ex.execute(ExecutionRequest.of(src));
                long d = System.nanoTime() - t;
                if (i % Math.max(1, n / 10) == 0 || i == n - 1) {
                    System.out.println(i + ": " + d / 1e6 + " ms " + r.outcome() + " " + r.usage().steps());
                }
            }
        }
    }
}
