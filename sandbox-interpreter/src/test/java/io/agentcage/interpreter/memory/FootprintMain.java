package io.agentcage.interpreter.memory;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Session;
import io.agentcage.interpreter.InterpreterExecutor;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Run by {@link MemoryFootprintIT} in a JVM sized for the test. {@code hog LIMIT THREADS}: runs every
 * {@link AllocationPatterns pattern} with a huge N under a memory limit of LIMIT bytes, THREADS at a time, and
 * prints {@code HOG index outcome limit millis} per pattern. {@code measure LIMIT}: runs each pattern with its
 * small N in a session, and prints {@code MEASURE index estimate retained}, the retained heap being the growth of
 * the used heap after full collections while the session keeps the program's objects.
 */
public final class FootprintMain {
    private FootprintMain() {
    }

    public static void main(String[] args) throws Exception {
        long limit = Long.parseLong(args[1]);
        ExecutionLimits limits = ExecutionLimits.builder().timeout(Duration.ofSeconds(120)).memoryBytes(limit)
                .maxSteps(Long.MAX_VALUE / 64).build();
        if (args[0].equals("hog")) {
            hog(limits, Integer.parseInt(args[2]));
        } else {
            measure(limits);
        }
    }

    private static void hog(ExecutionLimits limits, int threads) throws Exception {
        List<AllocationPatterns.Pattern> all = AllocationPatterns.ALL;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try (InterpreterExecutor ex = InterpreterExecutor.builder().threads(threads).limits(limits).build()) {
            List<Future<String>> out = new ArrayList<>();
            for (int i = 0; i < all.size(); i++) {
                int index = i;
                String code = all.get(i).program(1_000_000_000L);
                out.add(pool.submit(() -> {
                    ExecutionResult r = ex.execute(ExecutionRequest.of(code));
                    return "HOG " + index + " " + r.outcome() + " " + r.limitExceeded().map(Enum::name).orElse("-")
                            + " " + r.duration().toMillis() + " " + r.message().replace('\n', ' ');
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

    private static void measure(ExecutionLimits limits) {
        List<AllocationPatterns.Pattern> all = AllocationPatterns.ALL;
        try (InterpreterExecutor ex = InterpreterExecutor.builder().limits(limits).build()) {
            // warm up: class loading and the module templates are not the program's
            try (Session s = ex.openSession()) {
                s.execute(ExecutionRequest.of("import collections, re, json\nkeep = [str(i) for i in range(1000)]"));
            }
            for (int i = 0; i < all.size(); i++) {
                AllocationPatterns.Pattern p = all.get(i);
                try (Session s = ex.openSession()) {
                    ExecutionResult base = s.execute(ExecutionRequest.of("import collections, re, json\nkeep = None"));
                    long before = usedAfterGc();
                    ExecutionResult r = s.execute(ExecutionRequest.of(p.program(p.measureN())));
                    long after = usedAfterGc();
                    System.out.println("MEASURE " + i + " " + r.outcome() + " "
                            + (r.usage().peakMemoryBytes() - base.usage().peakMemoryBytes()) + " " + (after - before));
                }
            }
        }
    }
}
