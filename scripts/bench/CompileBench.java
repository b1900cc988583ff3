import io.agentcage.interpreter.internal.compile.CompiledModules;
import io.agentcage.interpreter.internal.compile.Compiler;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;

/**
 * Compile time of ten standard modules written in Python (json, collections, collections.abc, dataclasses, enum,
 * typing, datetime, logging, statistics, csv; ~230,000 characters): parse, symbol table, code generation and
 * position tables, no run. Round 0 is the cold compile of a fresh process (what every process that imports them
 * pays, ADR 0040); later rounds, each over texts of its own (a trailing comment), show the compiler as warm as in a
 * service. Prints the main thread's CPU time of round 0, every tenth round and the last one.
 *
 * <p>usage (issue 25: a new program and a fresh process both pay the compiler):
 * <pre>
 * javac --release 17 -cp agentcage.jar -d /tmp/cb scripts/bench/CompileBench.java
 * java -XX:TieredStopAtLevel=1 -cp agentcage.jar:/tmp/cb CompileBench 1     # cold, as the CLI runs
 * java -cp agentcage.jar:/tmp/cb CompileBench 60                             # warm
 * java -XX:TieredStopAtLevel=1 -cp agentcage.jar:/tmp/cb CompileBench decode  # the build's compiled copies
 * </pre>
 * {@code decode} times, cold, what a fresh process does instead of compiling them since ADR 0064: reading each
 * module's compiled file from the jar (after the source, which the import reads either way) and decoding it.
 * Licensed under the Apache License, Version 2.0.
 */
public final class CompileBench {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final String[] MODULES = {"json", "collections", "collections.abc", "dataclasses", "enum", "typing",
        "datetime", "logging", "statistics", "csv"};

    private CompileBench() {
    }

    private static String source(String module) throws Exception {
        try (var in = Compiler.class.getResourceAsStream(
                "/io/agentcage/interpreter/internal/stdlib/py/" + module + ".py")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    public static void main(String[] args) throws Exception {
        String[] sources = new String[MODULES.length];
        for (int i = 0; i < MODULES.length; i++) {
            sources[i] = source(MODULES[i]);
        }
        if (args[0].equals("decode")) {
            long t0 = THREADS.getCurrentThreadCpuTime();
            for (int i = 0; i < MODULES.length; i++) {
                if (CompiledModules.find(sources[i], "<" + MODULES[i] + ">") == null) {
                    throw new IllegalStateException("no compiled copy of " + MODULES[i]);
                }
            }
            System.out.printf("decode: %.2f ms%n", (THREADS.getCurrentThreadCpuTime() - t0) / 1e6);
            return;
        }
        int rounds = Integer.parseInt(args[0]);
        for (int r = 0; r < rounds; r++) {
            long t0 = THREADS.getCurrentThreadCpuTime();
            for (int i = 0; i < MODULES.length; i++) {
                Compiler.compileModule(sources[i] + "\n# round " + r, "<" + MODULES[i] + ">", false);
            }
            if (r == 0 || r == rounds - 1 || r % 10 == 0) {
                System.out.printf("round %d: %.2f ms%n", r, (THREADS.getCurrentThreadCpuTime() - t0) / 1e6);
            }
        }
    }
}
