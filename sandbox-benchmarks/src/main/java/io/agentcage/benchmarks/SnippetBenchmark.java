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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Warm time of small agent-style programs (the steady state of {@code shared/bench/interp}'s warm column): the
 * source is compiled once and cached, each invocation is one execution in a fresh interpreter.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SnippetBenchmark {
    /** The program, one of the {@code .py} resources of this package. */
    @Param({"fib", "loop", "classes", "strings", "regex"})
    public String program;

    private InterpreterExecutor executor;
    private ExecutionRequest request;

    /** Builds the executor and checks that the program succeeds. */
    @Setup
    public void setUp() {
        executor = InterpreterExecutor.create();
        request = ExecutionRequest.of(Programs.source(program));
        Programs.checked(executor, request);
    }

    /** Closes the executor. */
    @TearDown
    public void tearDown() {
        executor.close();
    }

    /** One execution of the program. */
    @Benchmark
    public ExecutionResult run() {
        return executor.execute(request);
    }
}
