package io.agentcage.benchmarks;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import io.agentcage.interpreter.InterpreterExecutor;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Cost of one guest call of a host function ({@link InterpreterExecutor.Builder#hostFunction}): a guest loop makes
 * {@value #CALLS} calls per execution and the score is per call. {@link #builtinCall} runs the same loop over the
 * builtin {@code abs}, so the difference of the two scores is the host-call overhead proper (argument conversion
 * both ways, the call count, the audit entry). Target: under 1 µs per call.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class HostCallBenchmark {
    static final int CALLS = 1000;
    private InterpreterExecutor executor;
    private ExecutionRequest hostLoop;
    private ExecutionRequest builtinLoop;

    /** Builds an executor with one host function, {@code echo(value)}, that returns its argument. */
    @Setup
    public void setUp() {
        HostFunction echo = new HostFunction("echo", "returns its argument",
                List.of(HostParameter.required("value", ValueType.ANY, "any data")),
                args -> args.get("value"));
        executor = InterpreterExecutor.builder().hostFunction(echo).build();
        hostLoop = ExecutionRequest.of("for i in range(" + CALLS + "):\n    echo(i)\n");
        builtinLoop = ExecutionRequest.of("for i in range(" + CALLS + "):\n    abs(i)\n");
        Programs.checked(executor, hostLoop);
        Programs.checked(executor, builtinLoop);
    }

    /** Closes the executor. */
    @TearDown
    public void tearDown() {
        executor.close();
    }

    /** One guest call of {@code echo(i)}, loop overhead included. */
    @Benchmark
    @OperationsPerInvocation(CALLS)
    public ExecutionResult hostCall() {
        return executor.execute(hostLoop);
    }

    /** One guest call of {@code abs(i)}, the baseline without the host boundary. */
    @Benchmark
    @OperationsPerInvocation(CALLS)
    public ExecutionResult builtinCall() {
        return executor.execute(builtinLoop);
    }
}
