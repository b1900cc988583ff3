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
 * Warm time of programs that exercise one VM mechanism each (issue 25): {@code mech_attributes} the attribute
 * inline caches and instance shapes (instance attribute loads and stores, method load and call on plain classes),
 * {@code mech_floats} the quickened float arithmetic and comparisons, {@code mech_class_attrs} the caches of
 * attributes read on class objects (enum members, class constants, a classmethod) and object creation,
 * {@code mech_generators} generators drained by builtins and iterated by {@code for} loops without a nested run of
 * the VM loop per item (ADR 0044, 0045), {@code mech_pipes} {@code for} loops over enumerate, map, filter and islice
 * of a generator switching through the pipe (ADR 0053) and the native itertools, {@code mech_item_updates} the fused
 * stores of float loops (tuples unpacked into locals, {@code x = a op b}, {@code v[k] op= x}) and the inline float
 * and small-int arithmetic, {@code mech_native_calls} native code calling guest comparisons and key functions
 * (sort with a guest {@code __lt__} and with a key, dataclass ordering) and heapq on tuples, {@code mech_text_ints}
 * chained comparisons compiled as conditions, methods of builtin values remembered per call site, enumerate pairs
 * unpacked without a tuple, {@code min} of several ints, swaps without a tuple and exact list/bytearray item stores,
 * {@code mech_datetime} the native common paths of {@code datetime} (construction, isoformat/fromisoformat, sort,
 * arithmetic with timedelta, date hashing),
 * {@code mech_calls} the call protocol (keyword calls of functions, methods and classes bound without a dict,
 * closures and {@code super()} initialisers on the positional fast path, cached globals kept valid while a
 * module-level loop stores other globals), {@code mech_builtin_calls} builtins called without an argument array
 * (ADR 0061: {@code len}, {@code ord}, {@code chr}, {@code list.append}, {@code dict.get}, {@code set.add}, str case
 * maps and predicates) and stores and membership on exact dicts, {@code mech_tier} small hot functions (arithmetic,
 * attributes, methods, calls, loops, subscripts) for the compiled tier (ADR 0063), {@code mech_decimal} decimal's
 * native common paths (ADR 0065: parsing, arithmetic, quantize, comparison, hashing, integer powers, formatting),
 * {@code mech_tier_wide} what the wider tier compiles (ADR 0066: a module-level hot loop, a long float function, a
 * function with {@code del} and a call with {@code *}/{@code **}).
 * One operation is one execution of the program; {@link #run} measures it in the interpreter (the tier off, the
 * default), {@link #runTiered} with hot functions compiled ({@code -Dagentcage.tier=on}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MechanismBenchmark {
    /** The program, one of the {@code mech_*.py} resources of this package. */
    @Param({"mech_attributes", "mech_floats", "mech_class_attrs", "mech_generators", "mech_pipes",
        "mech_item_updates", "mech_native_calls", "mech_text_ints", "mech_datetime", "mech_calls",
        "mech_builtin_calls", "mech_tier", "mech_decimal", "mech_tier_wide"})
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

    /** One execution of the program with the compiled tier on (a JVM of its own: the switch is read at start). */
    @Benchmark
    @Fork(value = 1, jvmArgsAppend = "-Dagentcage.tier=on")
    public ExecutionResult runTiered() {
        return executor.execute(request);
    }
}
