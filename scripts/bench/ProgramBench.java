import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.interpreter.InterpreterExecutor;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The in-JVM half of the realistic-program benchmark ({@code scripts/bench/programs.py}): runs each program through
 * the interpreter's public API in one JVM and prints one JSON line per program with the thread CPU time of
 * <ul>
 *   <li>{@code warm_ms}: the same parsed program executed again and again on one executor (after every program ran
 *       three times, so that the JIT has compiled the interpreter), and
 *   <li>{@code new_ms}: programs this JVM has not seen (the variants {@code programs.py} generated, identifiers
 *       renamed, so that no compile cache hits), each executed once (parse, compile and run), after the JVM ran
 *       every program warm, each warm-up round from a text of its own (so the compiler is warm too, as in a
 *       service that has compiled programs before).
 * </ul>
 * Executions without host functions run on the calling thread (ADR 0007), so the calling thread's CPU time is the
 * execution's, and time spent waiting for a core on a loaded machine does not count.
 *
 * <p>usage: {@code java -cp agentcage.jar scripts/bench/ProgramBench.java SECONDS VARIANT_DIR PROGRAM.py...}
 * (the variants of {@code x.py} are {@code VARIANT_DIR/x.v<N>.py}).
 */
public final class ProgramBench {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ProgramBench() {
    }

    public static void main(String[] args) throws Exception {
        double seconds = Double.parseDouble(args[0]);
        Path variants = Path.of(args[1]);
        List<Path> programs = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            programs.add(Path.of(args[i]));
        }
        ExecutionLimits limits = ExecutionLimits.builder().timeout(Duration.ofSeconds(120)).build();
        try (InterpreterExecutor executor = InterpreterExecutor.builder().limits(limits).build()) {
            // the JVM runs every program a few times first, so that no program's warm figure includes the JIT
            // compiling the interpreter for the programs before it; each round's text differs (a trailing comment:
            // a compile-cache miss, same lines), so that the parser and compiler are as warm as in a service that
            // has compiled programs before, and the new-program figures measure this program, not the JIT
            for (int round = 0; round < 3; round++) {
                for (Path p : programs) {
                    executor.execute(ExecutionRequest.of(Files.readString(p) + "\n# warm-up round " + round + "\n"));
                }
            }
            List<String> warmLines = new ArrayList<>();
            for (Path p : programs) {
                warmLines.add(warm(executor, p, seconds));
            }
            for (int i = 0; i < programs.size(); i++) {
                Path p = programs.get(i);
                String base = p.getFileName().toString().replaceFirst("\\.py$", "");
                List<Double> fresh = new ArrayList<>();
                String out = null;
                for (int v = 1; Files.exists(variants.resolve(base + ".v" + v + ".py")); v++) {
                    ExecutionRequest req = ExecutionRequest.of(Files.readString(variants.resolve(base + ".v" + v + ".py")));
                    long t = THREADS.getCurrentThreadCpuTime();
                    ExecutionResult r = executor.execute(req);
                    fresh.add((THREADS.getCurrentThreadCpuTime() - t) / 1e6);
                    String o = r.isSuccess() ? r.stdout() : "ERROR " + r.stderr();
                    out = out == null ? o : out.equals(o) ? out : "VARIANTS DIFFER";
                }
                String line = warmLines.get(i);
                System.out.println(line.substring(0, line.length() - 1) + ", \"new_ms\": " + fresh
                        + ", \"new_stdout\": " + quote(out == null ? "" : out) + "}");
            }
        }
        System.exit(0);
    }

    private static String warm(InterpreterExecutor executor, Path program, double seconds) throws Exception {
        ExecutionRequest request = ExecutionRequest.of(Files.readString(program));
        ExecutionResult first = executor.execute(request);
        String stdout = first.isSuccess() ? first.stdout() : "ERROR " + first.stderr();
        List<Double> samples = new ArrayList<>();
        long end = System.nanoTime() + (long) (seconds * 1e9);
        long cpuEnd = THREADS.getCurrentThreadCpuTime() + (long) (seconds * 1e9);
        for (int i = 0; first.isSuccess() && (i < 6 || System.nanoTime() < end && THREADS.getCurrentThreadCpuTime() < cpuEnd); i++) {
            long t = THREADS.getCurrentThreadCpuTime();
            executor.execute(request);
            double ms = (THREADS.getCurrentThreadCpuTime() - t) / 1e6;
            if (i >= 2) {   // the first runs are JIT warm-up
                samples.add(ms);
            }
            if (i > 200) {
                break;
            }
        }
        double[] s = samples.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return "{\"program\": " + quote(program.getFileName().toString()) + ", \"ok\": " + first.isSuccess()
                + ", \"stdout\": " + quote(stdout) + ", \"warm_ms\": " + Arrays.toString(s) + "}";
    }

    private static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"': b.append("\\\""); break;
                case '\\': b.append("\\\\"); break;
                case '\n': b.append("\\n"); break;
                case '\r': b.append("\\r"); break;
                case '\t': b.append("\\t"); break;
                default:
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
            }
        }
        return b.append('"').toString();
    }
}
