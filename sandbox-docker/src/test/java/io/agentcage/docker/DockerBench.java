package io.agentcage.docker;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Session;
import io.agentcage.docker.internal.Labels;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

/**
 * The Docker backend's latency table (scripts/bench-docker.sh, and the Docker rows of scripts/bench.sh): session
 * round trip, one-shot from the warm pool, cold start, throughput with 1, 4 and 16 concurrent clients, memory of an
 * idle pooled container, and executions per second as program and output size grow, each beside the naive
 * {@code docker run --rm IMAGE python3 -c} where there is one, per runtime. Not a test; run by the scripts with the
 * test class path.
 *
 * <p>System properties: {@code bench.reps} (samples per latency row, default 10), {@code bench.seconds} (window of
 * each throughput measurement, default 10), {@code bench.clients} (default {@code 1,4,16}), {@code bench.runtimes}
 * (default runc and, when registered, runsc), {@code bench.scaling} (a directory of programs from
 * scripts/bench/scaling.py; default none), {@code bench.json} (a file to which every figure is appended as one JSON
 * object per line).
 */
public final class DockerBench {
    private static final String PANDAS_PLOT = "import pandas as pd, matplotlib.pyplot as plt\n"
            + "df = pd.DataFrame({'a': range(10), 'b': range(10)})\ndf.plot(x='a', y='b')\ndf.b.sum()";
    private static final int REPS = Integer.getInteger("bench.reps", 10);
    private static final int SECONDS = Integer.getInteger("bench.seconds", 10);
    private static final String JSON = System.getProperty("bench.json");
    private static final String NAIVE_IDLE = "import time; time.sleep(120)";
    private static final String NAIVE_IDLE_PANDAS = "import pandas, matplotlib.pyplot, time; time.sleep(120)";

    private DockerBench() {
    }

    public static void main(String[] args) throws Exception {
        List<String> runtimes = new ArrayList<>(List.of("runc"));
        if (DockerTestSupport.docker().infoCmd().exec().getRuntimes().containsKey("runsc")) {
            runtimes.add("runsc");
        }
        String only = System.getProperty("bench.runtimes");
        if (only != null) {
            runtimes.retainAll(Arrays.asList(only.split(",")));
        }
        System.out.printf(Locale.ROOT, "%-8s %-52s %9s %9s %6s%n", "runtime", "measure", "p50", "p90", "n");
        for (String runtime : runtimes) {
            bench(runtime);
        }
    }

    private static DockerConfig.Builder config(String runtime) {
        DockerConfig.Builder b = DockerConfig.builder()
                .ceilings(ExecutionLimits.builder().timeout(Duration.ofSeconds(30)).outputBytes(4L << 20).build());
        if (!runtime.equals("runc")) {
            b.runtime(runtime);
        }
        return b;
    }

    private static void bench(String runtime) throws Exception {
        row(runtime, "naive_print", "naive docker run --rm IMAGE python3 -c", naive(runtime, "print(1)"));
        row(runtime, "naive_pandas", "naive docker run, pandas+matplotlib snippet", naive(runtime,
                PANDAS_PLOT.replace("df.b.sum()", "print(df.b.sum())")));
        try (DockerExecutor cold = DockerExecutor.builder().config(config(runtime).poolMinIdle(0).build()).build()) {
            row(runtime, "cold", "cold start, no pool: print(1)", times(REPS, () -> check(cold.execute(
                    ExecutionRequest.of("print(1)")))));
        }
        try (DockerExecutor warm = DockerExecutor.builder().config(config(runtime).poolMinIdle(1).build()).build()) {
            row(runtime, "pool_print", "one-shot from warm pool: print(1)", pooled(warm, "print(1)"));
            row(runtime, "pool_pandas", "one-shot from warm pool: pandas+matplotlib", pooled(warm, PANDAS_PLOT));
            // The same back to back without waiting for the refill: with min-idle 1 most requests find the pool
            // empty and wait for (or start) a container; the throughput rows below measure this sustained rate.
            awaitIdle(warm, 1);
            row(runtime, "pool_b2b", "one-shot back-to-back, min-idle 1: print(1)", times(REPS,
                    () -> check(warm.execute(ExecutionRequest.of("print(1)")))));
            try (Session s = warm.openSession()) {
                times(20, () -> check(s.execute(ExecutionRequest.of("x = 1"))));
                row(runtime, "session_rt", "session round trip: x = 1", times(Math.max(50, REPS * 20),
                        () -> check(s.execute(ExecutionRequest.of("x = 1")))));
                row(runtime, "session_pandas", "session: pandas+matplotlib snippet", times(Math.max(5, REPS * 2),
                        () -> check(s.execute(ExecutionRequest.of(PANDAS_PLOT)))));
                String dir = System.getProperty("bench.scaling");
                if (dir != null) {
                    scaling(runtime, s, Path.of(dir));
                }
            }
        }
        memory(runtime);
        for (String c : System.getProperty("bench.clients", "1,4,16").split(",")) {
            int clients = Integer.parseInt(c.trim());
            throughput(runtime, clients);
            naiveThroughput(runtime, clients);
        }
    }

    private static List<Double> pooled(DockerExecutor executor, String code) throws InterruptedException {
        List<Double> ms = new ArrayList<>();
        for (int i = 0; i < REPS; i++) {
            awaitIdle(executor, 1);
            ms.addAll(times(1, () -> check(executor.execute(ExecutionRequest.of(code)))));
        }
        return ms;
    }

    /** Waits until the pool holds {@code idle} ready containers, at most a minute (a loaded machine starts slowly). */
    private static void awaitIdle(DockerExecutor executor, int idle) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (executor.idleContainers() < idle && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
    }

    /** Executions per second in one session for each program of the scaling directory (distinct source each time). */
    private static void scaling(String runtime, Session session, Path dir) throws IOException {
        List<Path> programs;
        try (Stream<Path> s = Files.list(dir)) {
            programs = s.filter(p -> p.toString().endsWith(".py")).sorted().toList();
        }
        AtomicInteger counter = new AtomicInteger();
        for (Path p : programs) {
            String code = Files.readString(p);
            String name = p.getFileName().toString().replace(".py", "");
            Runnable once = () -> check(session.execute(ExecutionRequest.of(code + "# " + counter.incrementAndGet()
                    + "\n")));
            times(2, once);
            List<Double> ms = new ArrayList<>();
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(Math.max(1000, SECONDS * 200L));
            while (ms.size() < 5 || System.nanoTime() < end) {
                ms.addAll(times(1, once));
            }
            Collections.sort(ms);
            double perSecond = 1000.0 / pct(ms, 50);
            System.out.printf(Locale.ROOT, "%-8s %-52s %9.1f %9s %6d%n", runtime, "session exec/s, " + name,
                    perSecond, "-", ms.size());
            json("docker." + runtime + ".scaling." + name, perSecond, "exec/s", ms.size(), Double.NaN);
        }
    }

    /** Memory of idle pooled containers (pre-imported pandas+matplotlib) beside naive idle containers. */
    private static void memory(String runtime) throws Exception {
        int idle = 3;
        try (DockerExecutor executor = DockerExecutor.builder()
                .config(config(runtime).poolMinIdle(idle).poolMaxTotal(idle).build()).build()) {
            awaitIdle(executor, idle);
            Thread.sleep(2000);
            List<String> ids = new ArrayList<>();
            DockerTestSupport.docker().listContainersCmd().withLabelFilter(java.util.Map.of(Labels.OWNER,
                    executor.ownerId())).exec().forEach(c -> ids.add(c.getId()));
            memoryRow(runtime, "mem_pool", "memory per idle pooled container (MiB)", ids);
        }
        for (String[] naive : new String[][] {{"mem_naive", "naive container idling in python3 (MiB)", NAIVE_IDLE},
                {"mem_naive_pandas", "naive container, pandas+matplotlib imported (MiB)", NAIVE_IDLE_PANDAS}}) {
            String id = null;
            try {
                id = run(List.of("docker", "run", "-d", "--rm", "--runtime", runtime, "--network", "none",
                        "--label", Labels.MANAGED + "=true", "--label", Labels.HOST + "=" + hostName(),
                        "--label", Labels.PID + "=" + ProcessHandle.current().pid(),
                        "--label", Labels.JVM_START + "=" + ManagementFactory.getRuntimeMXBean().getStartTime(),
                        "--label", Labels.EXPIRES + "=" + (System.currentTimeMillis() + 300_000),
                        "--entrypoint", "python3", DockerConfig.DEFAULT_IMAGE, "-c", naive[2])).trim();
                Thread.sleep(runtime.equals("runc") ? 6000 : 10000);
                memoryRow(runtime, naive[0], naive[1], List.of(id));
            } finally {
                if (id != null) {
                    run(List.of("docker", "rm", "-f", id));
                }
            }
        }
    }

    private static void memoryRow(String runtime, String key, String what, List<String> ids) throws Exception {
        List<String> argv = new ArrayList<>(List.of("docker", "stats", "--no-stream", "--format",
                "{{.MemUsage}}"));
        argv.addAll(ids);
        List<Double> mib = new ArrayList<>();
        for (String line : run(argv).split("\n")) {
            if (!line.isBlank()) {
                mib.add(parseMib(line.split("/")[0].trim()));
            }
        }
        row(runtime, key, what, mib);
    }

    private static double parseMib(String text) {
        String[][] units = {{"GiB", "1024"}, {"MiB", "1"}, {"KiB", "0.0009765625"}, {"GB", "953.67431640625"},
                {"MB", "0.95367431640625"}, {"kB", "0.0009313225746154785"}, {"B", "9.5367431640625E-7"}};
        for (String[] u : units) {
            if (text.endsWith(u[0])) {
                return Double.parseDouble(text.substring(0, text.length() - u[0].length())) * Double.parseDouble(u[1]);
            }
        }
        throw new IllegalStateException("cannot read docker stats memory '" + text + "'");
    }

    private static void throughput(String runtime, int clients) throws Exception {
        try (DockerExecutor executor = DockerExecutor.builder()
                .config(config(runtime).poolMinIdle(clients).poolMaxTotal(Math.max(2 * clients, 4))
                        .acquireTimeout(Duration.ofSeconds(120)).build()).build()) {
            awaitIdle(executor, clients);
            double done = window(clients, () -> {
                check(executor.execute(ExecutionRequest.of("print(1)")));
                return null;
            });
            throughputRow(runtime, "tput_pool_" + clients, "one-shot throughput from pool, " + clients
                    + " clients (exec/s)", done);
        }
    }

    private static void naiveThroughput(String runtime, int clients) throws Exception {
        double done = window(clients, () -> naive(runtime, "print(1)", 1));
        throughputRow(runtime, "tput_naive_" + clients, "naive docker run throughput, " + clients
                + " clients (exec/s)", done);
    }

    /**
     * Runs {@code action} in a loop on {@code clients} threads until the window has passed (an execution under way
     * then is finished and counted); executions per second over the time until the last one ended.
     */
    private static double window(int clients, Callable<?> action) throws InterruptedException {
        AtomicInteger done = new AtomicInteger();
        AtomicReference<Exception> failure = new AtomicReference<>();
        long start = System.nanoTime();
        long end = start + TimeUnit.SECONDS.toNanos(SECONDS);
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        for (int t = 0; t < clients; t++) {
            pool.execute(() -> {
                while (System.nanoTime() < end && failure.get() == null) {
                    try {
                        action.call();
                    } catch (Exception e) {
                        failure.compareAndSet(null, e);
                        return;
                    }
                    done.incrementAndGet();
                }
            });
        }
        pool.shutdown();
        if (!pool.awaitTermination(SECONDS + 180, TimeUnit.SECONDS)) {
            pool.shutdownNow();
        }
        if (failure.get() != null) {
            throw new IllegalStateException("throughput run failed", failure.get());
        }
        return done.get() / ((System.nanoTime() - start) / 1e9);
    }

    private static void throughputRow(String runtime, String key, String what, double perSecond) {
        System.out.printf(Locale.ROOT, "%-8s %-52s %9.2f %9s %6s%n", runtime, what, perSecond, "-", "-");
        json("docker." + runtime + "." + key, perSecond, "exec/s", 0, Double.NaN);
    }

    private static ExecutionResult check(ExecutionResult r) {
        if (!r.isSuccess() || r.stdoutTruncated()) {
            throw new IllegalStateException("benchmark execution failed: " + r.outcome() + " " + r.message()
                    + r.error());
        }
        return r;
    }

    private static List<Double> naive(String runtime, String code) throws Exception {
        return naive(runtime, code, Math.max(3, REPS / 2));
    }

    private static List<Double> naive(String runtime, String code, int n) throws Exception {
        List<Double> ms = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long start = System.nanoTime();
            run(List.of("docker", "run", "--rm", "--runtime", runtime, "--network", "none",
                    "--entrypoint", "python3", DockerConfig.DEFAULT_IMAGE, "-c", code));
            ms.add((System.nanoTime() - start) / 1e6);
        }
        return ms;
    }

    private static String run(List<String> argv) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) {
            throw new IllegalStateException(argv.get(0) + " " + argv.get(1) + " failed: " + out.strip());
        }
        return out;
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (Exception e) {
            return "unknown-host";
        }
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

    private static void row(String runtime, String key, String what, List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        System.out.printf(Locale.ROOT, "%-8s %-52s %9.2f %9.2f %6d%n", runtime, what, pct(sorted, 50),
                pct(sorted, 90), sorted.size());
        json("docker." + runtime + "." + key, pct(sorted, 50), key.startsWith("mem") ? "MiB" : "ms", sorted.size(),
                pct(sorted, 90));
    }

    private static synchronized void json(String key, double p50, String unit, int n, double p90) {
        if (JSON == null) {
            return;
        }
        String line = String.format(Locale.ROOT, "{\"key\": \"%s\", \"value\": %.6g, \"unit\": \"%s\", \"n\": %d%s}%n",
                key, p50, unit, n, Double.isNaN(p90) ? "" : String.format(Locale.ROOT, ", \"p90\": %.6g", p90));
        try {
            Files.writeString(Path.of(JSON), line, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static double pct(List<Double> sorted, int p) {
        int index = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
    }
}
