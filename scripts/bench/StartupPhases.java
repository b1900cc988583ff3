import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.spi.CodeExecutorProvider;
import io.agentcage.spi.CodeValidatorProvider;
import io.agentcage.validation.CodeValidator;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Where a fresh process spends its start-up (issue 25 item 4): the main thread's CPU time of each step the CLI's
 * {@code run} takes, in the order it takes them, then the first import of a few modules. JIT and GC threads are not
 * counted (the process totals are {@code startup.py}'s). Each step runs once, cold, as in a new CLI process.
 *
 * <p>usage (compiled, so that the JVM's class-data-sharing archive or AOT cache of the jar can be used; a classpath
 * that extends the training run's is accepted):
 * <pre>
 * javac --release 17 -cp agentcage.jar -d /tmp/phases scripts/bench/StartupPhases.java
 * java [-XX:AOTCache=agentcage.aot] -XX:TieredStopAtLevel=1 -cp agentcage.jar:/tmp/phases StartupPhases
 * </pre>
 * Licensed under the Apache License, Version 2.0.
 */
public final class StartupPhases {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static long last = THREADS.getCurrentThreadCpuTime();

    private StartupPhases() {
    }

    private static void step(String what) {
        long now = THREADS.getCurrentThreadCpuTime();
        System.out.printf("| %s | %.1f |%n", what, (now - last) / 1e6);
        last = now;
    }

    private static void run(CodeExecutor executor, String code) {
        String out = executor.execute(ExecutionRequest.of(code)).stdout();
        if (out.isEmpty()) {
            throw new IllegalStateException("no output from: " + code);
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("| step (first time in the process) | main-thread CPU ms |");
        System.out.println("|---|---:|");
        step("management bean (measurement only)");
        CodeExecutorProvider provider = CodeExecutorProvider.find("interpreter").orElseThrow();
        step("find the interpreter backend (ServiceLoader, first read of the jar)");
        try (CodeExecutor executor = provider.create(ExecutionLimits.defaults())) {
            step("create the executor (Universe: builtin types and method tables)");
            CodeValidator validator = CodeValidatorProvider.find("standard").orElseThrow();
            validator = provider.describe(ExecutionLimits.defaults()).map(validator::forTarget).orElse(validator);
            step("standard validator for the interpreter");
            if (validator.validate("print(1)").rejected()) {
                throw new IllegalStateException("print(1) rejected");
            }
            step("validate print(1)");
            run(executor, "print(1)");
            step("run print(1)");
            run(executor, "x = [i * i for i in range(10)]\nprint(sum(x))");
            step("run a 2-line program");
            run(executor, "print(2 ** 0.5)");
            step("print a 17-digit float (its shortest repr)");
            for (String module : new String[] {"re", "math", "json", "collections", "dataclasses"}) {
                run(executor, "import " + module + "\nprint(" + module + ")");
                step("import " + module);
            }
        }
        step("close");
    }
}
