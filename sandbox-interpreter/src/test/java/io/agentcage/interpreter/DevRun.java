package io.agentcage.interpreter;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import java.nio.file.Files;
import java.nio.file.Path;

/** Developer helper: runs a .py file and prints stdout, then the error (not a test). */
final class DevRun {
    private DevRun() {
    }

    public static void main(String[] args) throws Exception {
        try (InterpreterExecutor ex = InterpreterExecutor.create()) {
            for (String a : args) {
                ExecutionResult r = ex.execute(ExecutionRequest.of(Files.readString(Path.of(a))));
                System.out.print(r.stdout());
                r.error().ifPresent(e -> System.out.print(e.formatted()));
                if (!r.isSuccess() && r.error().isEmpty()) {
                    System.out.println(r.outcome() + " " + r.message());
                }
                r.value().ifPresent(v -> System.out.println("=> " + v));
            }
        }
    }
}
