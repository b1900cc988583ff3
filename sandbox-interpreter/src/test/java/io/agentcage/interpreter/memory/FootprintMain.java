package io.agentcage.interpreter.memory;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Session;
import io.agentcage.interpreter.InterpreterExecutor;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Run by {@link MemoryFootprintIT} and {@link MemoryLimitHeapTest} in a JVM sized for the test.
 * {@code hog LIMIT THREADS [NAME,...]}: runs every {@link AllocationPatterns pattern}'s hog (or those named,
 * separated by {@code ;}) under a memory limit of LIMIT bytes, THREADS at a time, and prints
 * {@code HOG index outcome limit wall-ms cpu-ms message} per pattern (the CPU time of the thread that ran it: an
 * executor without host functions runs a program on the calling thread). {@code measure LIMIT}: runs each pattern
 * with its small N in a session and prints {@code MEASURE index outcome estimate retained}, the retained heap being
 * the growth of the used heap after full collections while the session keeps the program's objects.
 */
public final class FootprintMain {
    private FootprintMain() {
    }

    public static void main(String[] args) throws Exception {
        long limit = Long.parseLong(args[1]);
        ExecutionLimits limits = ExecutionLimits.builder().timeout(Duration.ofMinutes(5)).memoryBytes(limit)
                .maxSteps(Long.MAX_VALUE / 64).build();
        if (args[0].equals("hog")) {
            hog(limits, Integer.parseInt(args[2]), args.length > 3 ? List.of(args[3].split(";")) : null);
        } else {
            measureAll(limits);
        }
    }

    private static void hog(ExecutionLimits limits, int threads, List<String> names) throws Exception {
        List<AllocationPatterns.Pattern> all = AllocationPatterns.ALL;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        try (InterpreterExecutor ex = InterpreterExecutor.builder().threads(threads).limits(limits).build()) {
            List<Future<String>> out = new ArrayList<>();
            for (int i = 0; i < all.size(); i++) {
                if (names != null && !names.contains(all.get(i).name())) {
                    continue;
                }
                int index = i;
                String code = all.get(i).hog();
                out.add(pool.submit(() -> {
                    long c0 = cpu.getCurrentThreadCpuTime();
                    ExecutionResult r = ex.execute(ExecutionRequest.of(code));
                    long c1 = cpu.getCurrentThreadCpuTime();
                    return "HOG " + index + " " + r.outcome() + " " + r.limitExceeded().map(Enum::name).orElse("-")
                            + " " + r.duration().toMillis() + " " + (c1 - c0) / 1_000_000 + " "
                            + r.message().replace('\n', ' ');
                }));
            }
            for (Future<String> f : out) {
                System.out.println(f.get());
            }
        } finally {
            pool.shutdown();
        }
    }

    private static long usedAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static void measureAll(ExecutionLimits limits) {
        List<AllocationPatterns.Pattern> all = AllocationPatterns.ALL;
        try (InterpreterExecutor ex = InterpreterExecutor.builder().limits(limits).build()) {
            warmUp(ex);
            for (int i = 0; i < all.size(); i++) {
                Measured m = measure(ex, all.get(i));
                System.out.println("MEASURE " + i + " " + m.outcome() + " " + m.estimate() + " " + m.retained());
            }
        }
    }

    /** What one measurement found: the program's outcome, the interpreter's estimate and the heap it retained. */
    record Measured(String outcome, long estimate, long retained) {
        /** The estimate over the retained heap. */
        double ratio() {
            return retained <= 0 ? Double.NaN : (double) estimate / retained;
        }
    }

    /** Loads what every pattern imports, so that class loading and module templates are not a program's. */
    static void warmUp(InterpreterExecutor ex) {
        try (Session s = ex.openSession()) {
            s.execute(ExecutionRequest.of("import collections, re, json, random, hashlib, asyncio\n"
                    + "keep = [str(i) for i in range(1000)]"));
        }
    }

    /**
     * Runs {@code p} with its small N in a fresh session and compares the peak the interpreter reports with the
     * growth of the used heap (after full collections) while the session keeps what the program made.
     */
    static Measured measure(InterpreterExecutor ex, AllocationPatterns.Pattern p) {
        try (Session s = ex.openSession()) {
            ExecutionResult base = s.execute(ExecutionRequest.of(
                    "import collections, re, json, random, hashlib, asyncio\nkeep = None"));
            long before = usedAfterGc();
            ExecutionResult r = s.execute(ExecutionRequest.of(p.program(p.measureN())));
            long after = usedAfterGc();
            return new Measured(r.outcome().name(),
                    r.usage().peakMemoryBytes() - base.usage().peakMemoryBytes(), after - before);
        }
    }
}
