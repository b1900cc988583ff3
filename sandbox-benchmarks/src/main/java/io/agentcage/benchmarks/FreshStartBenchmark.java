package io.agentcage.benchmarks;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.interpreter.InterpreterExecutor;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Time for a fresh interpreter to run a tiny program in a warm JVM: every {@code execute} on an executor builds a new
 * interpreter (new globals, budgets and output buffer) and runs already compiled code. Target: hello world under
 * 10 µs. {@code newProgram} is the service case of issue 25: a 10-line program the JVM has not seen (its text differs
 * on every call, so the compile cache misses), parsed, compiled and run, with imports of standard modules.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class FreshStartBenchmark {
    private InterpreterExecutor executor;
    private ExecutionRequest hello;
    private ExecutionRequest expression;
    private long programs;

    /** Builds the executor and checks that both programs succeed. */
    @Setup
    public void setUp() {
        executor = InterpreterExecutor.create();
        hello = ExecutionRequest.of("print('hello')");
        expression = ExecutionRequest.of("1 + 2");
        Programs.checked(executor, hello);
        Programs.checked(executor, expression);
    }

    /** Closes the executor. */
    @TearDown
    public void tearDown() {
        executor.close();
    }

    /** A fresh interpreter running {@code print('hello')}. */
    @Benchmark
    public ExecutionResult helloWorld() {
        return executor.execute(hello);
    }

    /** A 10-line program not seen before (a comment with a counter makes its text new): parse, compile, run. */
    @Benchmark
    public ExecutionResult newProgram() {
        return executor.execute(ExecutionRequest.of(NEW_PROGRAM + "# program " + programs++ + "\n"));
    }

    /** The 10-line program of {@link #newProgram}; it prints {@code total 285 root 16.882} and two more lines. */
    static final String NEW_PROGRAM = String.join("\n",
            "import json",
            "import math",
            "",
            "data = [{\"n\": i, \"sq\": i * i} for i in range(10)]",
            "total = sum(d[\"sq\"] for d in data)",
            "print(\"total\", total, \"root\", round(math.sqrt(total), 3))",
            "print(json.dumps(data[:2]))",
            "words = \"the quick brown fox\".split()",
            "print(sorted(words, key=len)[-1], len(words))",
            "");

    /** A fresh interpreter evaluating {@code 1 + 2} and returning its repr as the value. */
    @Benchmark
    public ExecutionResult expressionValue() {
        return executor.execute(expression);
    }
}
