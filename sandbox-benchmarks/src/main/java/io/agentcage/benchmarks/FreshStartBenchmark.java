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
 * 10 µs.
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

    /** A fresh interpreter evaluating {@code 1 + 2} and returning its repr as the value. */
    @Benchmark
    public ExecutionResult expressionValue() {
        return executor.execute(expression);
    }
}
