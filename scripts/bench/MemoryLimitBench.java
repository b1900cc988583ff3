import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.interpreter.InterpreterExecutor;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The memory limit's two costs (issue 23), in CPU time of the executing thread (an executor without host functions
 * runs programs on the calling thread, ADR 0007), which a loaded machine does not inflate as it does wall-clock time:
 *
 * <ol>
 *   <li><b>time from crossing the limit to the result</b>: each program appends 10^7 small objects to a list in
 *       chunks of 65,536, printing after each chunk how many it made and the thread's CPU time
 *       ({@code time.process_time_ns()}); the object at which the program's held memory crosses the limit is the
 *       limit over the bytes per object the interpreter's model gives (the peak it reports for 100,000 objects);
 *       the latency is the CPU time from that object (interpolated between two prints) to the result;</li>
 *   <li><b>allocation throughput</b>: the same programs with 500,000 objects under the default limit, best of five
 *       warm runs, beside CPython 3 ({@code python3}, {@code time.process_time()} around the same statement).</li>
 * </ol>
 *
 * <p>usage: {@code java -Xmx2g -cp <interpreter classpath or the CLI jar> scripts/bench/MemoryLimitBench.java
 * [limit-MiB]} (default 256, the default limit). Prints a Markdown table.
 */
public final class MemoryLimitBench {
    private static final int CHUNK = 65_536;
    private static final long HOG_N = 10_000_000L;
    private static final long SMALL_N = 500_000L;
    /** Objects of the run that gives the model's bytes per object (its charges pass 1/16 of 64 MiB, so it is walked). */
    private static final long MODEL_N = 100_000L;
    private static final String P_CLASS = "class P:\n    def __init__(self, v):\n        self.v = v\n";

    /** A pattern: a name, code that defines what it needs, and the expression of the i-th object. */
    private record Pattern(String name, String setup, String item) {
        String hog(long n) {
            return "import time\n" + setup + "x = []\nfor j in range(" + n / CHUNK + "):\n"
                    + "    x.extend([" + item + " for i in range(j * " + CHUNK + ", (j + 1) * " + CHUNK + ")])\n"
                    + "    print((j + 1) * " + CHUNK + ", time.process_time_ns())\n";
        }

        String small(long n) {
            return setup + "x = [" + item + " for i in range(" + n + ")]\n";
        }
    }

    private static final List<Pattern> PATTERNS = List.of(
            new Pattern("[[i]]", "", "[i]"),
            new Pattern("[P(i)] (a small class)", P_CLASS, "P(i)"),
            new Pattern("[(i, str(i))]", "", "(i, str(i))"),
            new Pattern("[{'a': i}]", "", "{'a': i}"),
            new Pattern("[i * 0.5] (floats)", "", "i * 0.5"));

    private MemoryLimitBench() {
    }

    public static void main(String[] args) throws Exception {
        long limit = (args.length > 0 ? Long.parseLong(args[0]) : 256) << 20;
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        ExecutionLimits limits = ExecutionLimits.builder().memoryBytes(limit).timeout(Duration.ofMinutes(10))
                .maxSteps(Long.MAX_VALUE / 64).build();
        System.out.printf(Locale.ROOT, "limit %d MiB, heap %d MiB, load average %s%n%n", limit >> 20,
                Runtime.getRuntime().maxMemory() >> 20, load());
        System.out.println("| program | bytes per object (model) | objects at the crossing | outcome | CPU to the"
                + " result | crossing to result (runs) | interpreter, 500,000 objects | CPython 3 | ratio |");
        System.out.println("|---|---|---|---|---|---|---|---|---|");
        try (InterpreterExecutor ex = InterpreterExecutor.builder().limits(limits).build();
             InterpreterExecutor model = InterpreterExecutor.builder().limits(limits.withMemoryBytes(64L << 20))
                     .build()) {
            for (Pattern p : PATTERNS) {
                ExecutionResult small = model.execute(ExecutionRequest.of(p.small(MODEL_N)));
                double perObject = (double) small.usage().peakMemoryBytes() / MODEL_N;
                long crossing = (long) (limit / perObject);
                List<Double> latencies = new ArrayList<>();
                String outcome = "";
                double total = 0;
                for (int run = 0; run < 3; run++) {
                    long c0 = cpu.getCurrentThreadCpuTime();
                    ExecutionResult r = ex.execute(ExecutionRequest.of(p.hog(HOG_N)));
                    long end = cpu.getCurrentThreadCpuTime();
                    outcome = r.outcome() + r.limitExceeded().map(l -> "/" + l).orElse("");
                    total = (end - c0) / 1e6;
                    latencies.add((end - cpuAt(r.stdout(), crossing)) / 1e6);
                }
                double[] best = bestOf(5, () -> ex.execute(ExecutionRequest.of(p.small(SMALL_N))), cpu);
                double python = cpython(p);
                System.out.printf(Locale.ROOT, "| `%s` | %.0f | %,d | %s | %.0f ms | %s ms | %.0f ms | %.0f ms |"
                                + " %.1f× |%n", p.name(), perObject, crossing, outcome, total,
                        latencies.stream().map(v -> String.format(Locale.ROOT, "%.0f", v)).toList(), best[0],
                        python, best[0] / python);
            }
        }
        System.out.printf(Locale.ROOT, "%nload average at the end %s%n", load());
    }

    /**
     * The thread CPU time (ns) at which the program had made {@code n} objects, from its progress lines: interpolated
     * between the two lines around it, or, when the program was stopped inside the chunk after its last line (the
     * usual case: the chunk that crosses the limit is the last), extrapolated at the rate of the last chunk.
     */
    private static long cpuAt(String stdout, long n) {
        long[] prev = {0, -1};
        long[] last = {0, -1};
        for (String line : stdout.split("\n")) {
            String[] f = line.trim().split(" ");
            if (f.length != 2) {
                continue;
            }
            long made = Long.parseLong(f[0]);
            long at = Long.parseLong(f[1]);
            if (made >= n) {
                return last[1] < 0 ? at : interpolate(last, made, at, n);
            }
            prev = last;
            last = new long[] {made, at};
        }
        if (last[1] < 0 || prev[1] < 0) {
            throw new IllegalStateException("too few progress lines to place the crossing: " + stdout);
        }
        return interpolate(prev, last[0], last[1], n);
    }

    /** The CPU time at object {@code n} on the line through {@code from} and ({@code made}, {@code at}). */
    private static long interpolate(long[] from, long made, long at, long n) {
        return from[1] + (long) ((double) (at - from[1]) * (n - from[0]) / (made - from[0]));
    }

    private static double[] bestOf(int runs, Runnable r, ThreadMXBean cpu) {
        double[] ms = new double[runs + 2];
        for (int i = 0; i < ms.length; i++) {
            long c0 = cpu.getCurrentThreadCpuTime();
            r.run();
            ms[i] = (cpu.getCurrentThreadCpuTime() - c0) / 1e6;
        }
        // the first two are warm-up
        double[] warm = Arrays.copyOfRange(ms, 2, ms.length);
        Arrays.sort(warm);
        return warm;
    }

    /** CPython's CPU time for the same statement, best of five in one process (ms). */
    private static double cpython(Pattern p) throws Exception {
        String prog = "import time\n" + p.setup() + "best = None\nfor _ in range(5):\n"
                + "    t = time.process_time()\n    x = [" + p.item() + " for i in range(" + SMALL_N + ")]\n"
                + "    t = time.process_time() - t\n    best = t if best is None or t < best else best\n"
                + "    del x\nprint(best * 1000)\n";
        Process proc = new ProcessBuilder("python3", "-c", prog).redirectErrorStream(true).start();
        String out = new String(proc.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        proc.waitFor();
        return Double.parseDouble(out);
    }

    private static String load() {
        try {
            String[] f = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (java.io.IOException e) {
            return "unknown";
        }
    }
}
