package io.agentcage.examples;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.Session;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.validator.PolicyValidator;
import java.io.PrintStream;
import java.time.Duration;

/**
 * Runs untrusted Python in-process: the interpreter behind the standard validator, a one-shot run, a session, an
 * error and a limit. Needs nothing but a JVM. Run: {@code java -cp ... io.agentcage.examples.InProcessExample}.
 */
public final class InProcessExample {

    private InProcessExample() {
    }

    public static void main(String[] args) {
        run(System.out);
    }

    /** Runs the example, printing to {@code out}. */
    public static void run(PrintStream out) {
        try (CodeExecutor sandbox = GuardedExecutor.builder(InterpreterExecutor.create())
                .validator(PolicyValidator.standard())   // the recommended policy, bound to the interpreter
                .closeBackendOnClose()   // the interpreter was created for this wrapper: hand it over
                .build()) {
            ExecutionResult r = sandbox.execute(ExecutionRequest.of("sum(x * x for x in range(10))"));
            out.println("one-shot: " + r.outcome() + " value=" + r.value().orElse(""));

            try (Session session = sandbox.openSession()) {
                session.execute(ExecutionRequest.of("import math\nradius = 2"));
                ExecutionResult area = session.execute(ExecutionRequest.of("round(math.pi * radius ** 2, 3)"));
                out.println("session: value=" + area.value().orElse(""));
            }

            ExecutionResult error = sandbox.execute(ExecutionRequest.of("items = []\nitems[0]"));
            out.println("error: " + error.error().map(e -> e.summary()).orElse("") + " at line "
                    + error.error().map(e -> e.line()).orElse(0));

            ExecutionResult rejected = sandbox.execute(ExecutionRequest.of(
                    "import subprocess\nsubprocess.run(['id'])"));
            out.println("rejected: " + rejected.outcome() + " - " + rejected.diagnostics().get(0).message());

            ExecutionResult slow = sandbox.execute(ExecutionRequest.builder("while True:\n    pass")
                    .timeout(Duration.ofMillis(200)).build());
            out.println("limit: " + slow.outcome() + " " + slow.limitExceeded().map(Enum::name).orElse(""));
        }
    }
}
