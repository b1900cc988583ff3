package io.agentcage.interpreter.bench;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import io.agentcage.interpreter.InterpreterExecutor;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;
import java.util.stream.Stream;

/**
 * In-JVM figures of the interpreter for scripts/bench.sh, measured after JIT warm-up: a fresh interpreter running
 * {@code print('hello')}, the cost of one host-function call (the same 10,000-call loop as
 * {@code shared/bench/interp/extra/hostcall_*}), and executions per second of the generated programs of growing
 * size and output in a directory. Prints one JSON object per line. A benchmark, not a test.
 *
 * <p>Usage: {@code InterpreterBench SECONDS [SCALING_DIR]}
 */
public final class InterpreterBench {
    private static final int HOST_CALLS = 10_000;
    private static final String HOST_LOOP = "t = 0\nfor i in range(" + HOST_CALLS + "):\n    t += host_add(i, 1)\nt";

    private InterpreterBench() {
    }

    public static void main(String[] args) throws IOException {
        double seconds = Double.parseDouble(args[0]);
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        try (InterpreterExecutor ex = InterpreterExecutor.builder()
                .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(30)).maxHostCalls(HOST_CALLS * 2)
                        .outputBytes(4L << 20).build())
                .hostFunction(new HostFunction("host_add", "adds two integers", List.of(
                        HostParameter.required("a", ValueType.INT, "first"),
                        HostParameter.required("b", ValueType.INT, "second")),
                        a -> (Long) a.get("a") + (Long) a.get("b")))
                .build()) {
            ExecutionRequest hello = ExecutionRequest.of("print('hello')");
            long[] fresh = sample(ex, hello, seconds, "hello\n");
            emit(out, "interp.fresh_hello", median(fresh) / 1e3, "us", fresh.length);
            ExecutionRequest loop = ExecutionRequest.of(HOST_LOOP);
            long[] calls = sample(ex, loop, seconds, null);
            emit(out, "interp.host_call", median(calls) / 1e3 / HOST_CALLS, "us", calls.length);
            if (args.length > 1) {
                scaling(ex, Path.of(args[1]), seconds / 2, out);
            }
        }
    }

    private static void scaling(InterpreterExecutor ex, Path dir, double seconds, PrintStream out)
            throws IOException {
        List<Path> programs;
        try (Stream<Path> s = Files.list(dir)) {
            programs = s.filter(p -> p.toString().endsWith(".py")).sorted().toList();
        }
        for (Path p : programs) {
            String code = Files.readString(p);
            long[] t = sample(ex, i -> ExecutionRequest.of(code + "# " + i + "\n"), seconds, null);
            String name = p.getFileName().toString().replace(".py", "");
            emit(out, "interp.scaling." + name, 1e9 / median(t), "exec/s", t.length);
        }
    }

    /** Warms up for {@code seconds}, then times single executions for {@code seconds}; nanoseconds, sorted. */
    private static long[] sample(InterpreterExecutor ex, ExecutionRequest r, double seconds, String expect) {
        return sample(ex, i -> r, seconds, expect);
    }

    /**
     * As above with a request per iteration: the scaling programs get a distinct trailing comment each time, so the
     * executor's compiled-code cache never answers and parsing is measured as an agent's new program pays it.
     */
    private static long[] sample(InterpreterExecutor ex, IntFunction<ExecutionRequest> requests, double seconds,
                                 String expect) {
        long budget = (long) (seconds * 1e9);
        long end = System.nanoTime() + budget;
        int i = 0;
        while (System.nanoTime() < end) {
            check(ex.execute(requests.apply(i++)), expect);
        }
        long[] samples = new long[1 << 20];
        int n = 0;
        end = System.nanoTime() + budget;
        while (n < samples.length && (n < 5 || System.nanoTime() < end)) {
            ExecutionRequest r = requests.apply(i++);
            long t0 = System.nanoTime();
            ExecutionResult res = ex.execute(r);
            samples[n++] = System.nanoTime() - t0;
            check(res, expect);
        }
        long[] s = Arrays.copyOf(samples, n);
        Arrays.sort(s);
        return s;
    }

    private static void check(ExecutionResult r, String expect) {
        if (!r.isSuccess() || r.stdoutTruncated() || (expect != null && !expect.equals(r.stdout()))) {
            throw new IllegalStateException("benchmark execution failed: " + r.outcome() + " " + r.message() + " "
                    + r.error());
        }
    }

    private static double median(long[] sorted) {
        return sorted[sorted.length / 2];
    }

    private static void emit(PrintStream out, String key, double value, String unit, int n) {
        out.printf(Locale.ROOT, "{\"key\": \"%s\", \"value\": %.6g, \"unit\": \"%s\", \"n\": %d}%n", key, value,
                unit, n);
    }
}
