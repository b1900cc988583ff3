package io.agentcage.docker;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Session;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The Docker backend's latency table (scripts/bench-docker.sh): session round trip, one-shot from the warm pool,
 * cold start, sustained throughput, each beside the naive {@code docker run --rm IMAGE python3 -c}, per runtime.
 * Not a test; run by the script with the test class path.
 */
public final class DockerBench {
    private static final String PANDAS_PLOT = "import pandas as pd, matplotlib.pyplot as plt\n"
            + "df = pd.DataFrame({'a': range(10), 'b': range(10)})\ndf.plot(x='a', y='b')\ndf.b.sum()";
    private static final int REPS = Integer.getInteger("bench.reps", 10);

    private DockerBench() {
    }

    public static void main(String[] args) throws Exception {
        List<String> runtimes = new ArrayList<>(List.of("runc"));
        if (DockerTestSupport.docker().infoCmd().exec().getRuntimes().containsKey("runsc")) {
            runtimes.add("runsc");
        }
        System.out.printf(Locale.ROOT, "%-8s %-46s %9s %9s %6s%n", "runtime", "measure", "p50 ms", "p90 ms", "n");
        for (String runtime : runtimes) {
            bench(runtime);
        }
    }

    private static DockerConfig.Builder config(String runtime) {
        DockerConfig.Builder b = DockerConfig.builder()
                .ceilings(ExecutionLimits.builder().timeout(Duration.ofSeconds(30)).build());
        if (!runtime.equals("runc")) {
            b.runtime(runtime);
        }
        return b;
    }

    private static void bench(String runtime) throws Exception {
        row(runtime, "naive docker run --rm IMAGE python3 -c", naive(runtime, "print(1)"));
        row(runtime, "naive docker run, pandas+matplotlib snippet", naive(runtime, PANDAS_PLOT.replace("df.b.sum()",
                "print(df.b.sum())")));
        try (DockerExecutor cold = DockerExecutor.builder().config(config(runtime).poolMinIdle(0).build()).build()) {
            row(runtime, "cold start, no pool: print(1)", times(REPS, () -> cold.execute(ExecutionRequest.of(
                    "print(1)"))));
        }
        try (DockerExecutor warm = DockerExecutor.builder().config(config(runtime).poolMinIdle(1).build()).build()) {
            row(runtime, "one-shot from warm pool: print(1)", pooled(warm, "print(1)"));
            row(runtime, "one-shot from warm pool: pandas+matplotlib", pooled(warm, PANDAS_PLOT));
            try (Session s = warm.openSession()) {
                times(20, () -> s.execute(ExecutionRequest.of("x = 1")));
                row(runtime, "session round trip: x = 1", times(200, () -> s.execute(ExecutionRequest.of("x = 1"))));
                row(runtime, "session: pandas+matplotlib snippet", times(20, () -> s.execute(ExecutionRequest.of(
                        PANDAS_PLOT))));
            }
        }
        throughput(runtime);
    }

    private static List<Double> pooled(DockerExecutor executor, String code) throws InterruptedException {
        List<Double> ms = new ArrayList<>();
        for (int i = 0; i < REPS; i++) {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (executor.idleContainers() == 0 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            ms.addAll(times(1, () -> check(executor.execute(ExecutionRequest.of(code)))));
        }
        return ms;
    }

    private static void throughput(String runtime) throws Exception {
        int threads = 2;
        Duration window = Duration.ofSeconds(Integer.getInteger("bench.seconds", 15));
        try (DockerExecutor executor = DockerExecutor.builder()
                .config(config(runtime).poolMinIdle(2).poolMaxTotal(6).build()).build()) {
            Thread.sleep(3000);
            AtomicInteger done = new AtomicInteger();
            long end = System.nanoTime() + window.toNanos();
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            for (int t = 0; t < threads; t++) {
                pool.execute(() -> {
                    while (System.nanoTime() < end) {
                        check(executor.execute(ExecutionRequest.of("print(1)")));
                        done.incrementAndGet();
                    }
                });
            }
            pool.shutdown();
            pool.awaitTermination(window.toSeconds() + 60, TimeUnit.SECONDS);
            System.out.printf(Locale.ROOT, "%-8s %-46s %9.1f %9s %6d%n", runtime,
                    "sustained one-shot throughput (exec/s, 2 threads)", done.get() / (double) window.toSeconds(),
                    "-", done.get());
        }
    }

    private static ExecutionResult check(ExecutionResult r) {
        if (!r.isSuccess()) {
            throw new IllegalStateException("benchmark execution failed: " + r.outcome() + " " + r.message()
                    + r.error());
        }
        return r;
    }

    private static List<Double> naive(String runtime, String code) throws Exception {
        List<Double> ms = new ArrayList<>();
        for (int i = 0; i < Math.max(3, REPS / 2); i++) {
            long start = System.nanoTime();
            Process p = new ProcessBuilder("docker", "run", "--rm", "--runtime", runtime, "--network", "none",
                    "--entrypoint", "python3", DockerConfig.DEFAULT_IMAGE, "-c", code)
                    .redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            if (p.waitFor() != 0) {
                throw new IllegalStateException("docker run failed");
            }
            ms.add((System.nanoTime() - start) / 1e6);
        }
        return ms;
    }

    private static List<Double> times(int n, Runnable action) {
        List<Double> ms = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long start = System.nanoTime();
            action.run();
            ms.add((System.nanoTime() - start) / 1e6);
        }
        return ms;
    }

    private static void row(String runtime, String what, List<Double> ms) {
        List<Double> sorted = new ArrayList<>(ms);
        Collections.sort(sorted);
        System.out.printf(Locale.ROOT, "%-8s %-46s %9.2f %9.2f %6d%n", runtime, what, pct(sorted, 50),
                pct(sorted, 90), sorted.size());
    }

    private static double pct(List<Double> sorted, int p) {
        int index = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
    }
}
