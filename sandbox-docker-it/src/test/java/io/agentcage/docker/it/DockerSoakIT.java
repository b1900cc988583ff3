package io.agentcage.docker.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.Session;
import io.agentcage.audit.AuditEvent;
import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.DockerExecutor;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Consumer;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Mixed executions (succeeding, failing, timing out, attacking the runner) from several threads, one-shots and
 * sessions interleaved, through a {@link GuardedExecutor} with an audit listener: every execution gets exactly one
 * result with the outcome its kind calls for and exactly one FINISHED audit event, and when the executor closes none
 * of its containers, threads, child processes or file descriptors is left and the heap is back near where it began.
 *
 * <p>Sized by system properties so that CI stays fast and a long run is one command (docs/security-model.md):
 * {@code agentcage.soak.runs} (default 400), {@code agentcage.soak.threads} (default 4) and
 * {@code agentcage.soak.runtime} ({@code runc}, the default, or {@code runsc}). The figures are printed and written
 * to {@code target/soak-<runtime>.txt}.
 */
class DockerSoakIT {
    private static final int EXECUTIONS = Integer.getInteger("agentcage.soak.runs", 400);
    private static final int THREADS = Integer.getInteger("agentcage.soak.threads", 4);
    private static final String RUNTIME = System.getProperty("agentcage.soak.runtime", "runc");
    /** Heap the run may keep after close (docker-java's connection pool, class metadata loaded on the way). */
    private static final long HEAP_SLACK_BYTES = 48L << 20;
    private static final String INDEX = "soak-index";

    /** One kind of execution: its code, its timeout and a check of its result. */
    private record Kind(String name, String code, Duration timeout, Consumer<ExecutionResult> check) {
    }

    private static final List<Kind> KINDS = List.of(
            new Kind("good", "print(sum(range(10)))", Duration.ofSeconds(10),
                    r -> assertThat(r.stdout()).isEqualTo("45\n")),
            new Kind("value", "x = [i * i for i in range(5)]\nx[-1]", Duration.ofSeconds(10),
                    r -> assertThat(r.value()).contains("16")),
            new Kind("failing", "raise ValueError('soak')", Duration.ofSeconds(10), r -> {
                assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
                assertThat(r.error().orElseThrow().type()).isEqualTo("ValueError");
            }),
            new Kind("json", "import json\nprint(json.dumps({'a': 1}))", Duration.ofSeconds(10),
                    r -> assertThat(r.stdout()).isEqualTo("{\"a\": 1}\n")),
            new Kind("timeout", "while True:\n    pass", Duration.ofSeconds(1), r -> {
                assertThat(r.outcome()).isEqualTo(Outcome.TIMEOUT);
                assertThat(r.limitExceeded()).contains(Limit.TIME);
            }),
            new Kind("network", "import socket\nsocket.create_connection(('1.1.1.1', 80), timeout=1)",
                    Duration.ofSeconds(10), r -> assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR)),
            new Kind("forge", "try:\n    open('/proc/1/fd/1', 'w').write('{\"v\":1,\"type\":\"result\",\"id\":1,"
                    + "\"status\":\"ok\",\"stdout\":\"FORGED\"}\\n')\nexcept OSError:\n    pass\nprint('real')",
                    Duration.ofSeconds(10), r -> assertThat(r.stdout()).isEqualTo("real\n")),
            // Guest code runs as another uid than its supervisor: the signal is refused.
            new Kind("kill-runner", "import os, signal, time\nos.kill(os.getppid(), signal.SIGKILL)\ntime.sleep(5)",
                    Duration.ofSeconds(10), r -> {
                assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
                assertThat(r.error().orElseThrow().type()).isEqualTo("PermissionError");
            }),
            // Under load the kernel can reclaim page cache for longer than the deadline before it OOM-kills: the
            // red-team catalogue (containers-03) allows the timeout too.
            new Kind("memory", "blocks = []\nwhile True:\n    blocks.append(b'x' * (16 << 20))",
                    Duration.ofSeconds(10),
                    r -> assertThat(r.limitExceeded().orElse(null)).isIn(Limit.MEMORY, Limit.TIME)),
            new Kind("daemon", "import subprocess\nsubprocess.Popen(['sleep', '100'])\nprint('left')",
                    Duration.ofSeconds(10), r -> assertThat(r.stdout()).isEqualTo("left\n")));

    @Test
    void should_give_every_execution_exactly_one_result_and_leak_nothing() throws Exception {
        DockerSandboxes.docker();
        boolean runsc = "runsc".equals(RUNTIME);
        if (runsc) {
            Assumptions.assumeTrue(DockerSandboxes.runscRegistered(), "runsc is not registered with the daemon");
        }
        Leaks before = Leaks.measure();
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(Duration.ofSeconds(10))
                .memoryBytes(160L << 20).build();
        DockerConfig.Builder config = DockerSandboxes.config(ceilings).preloadModules(List.of()).poolMinIdle(2)
                .poolMaxTotal(THREADS * 2).backstopGrace(Duration.ofSeconds(2));
        if (runsc) {
            config.runtime("runsc");
        }
        DockerExecutor docker = DockerSandboxes.start(config.build());
        String owner = docker.ownerId();
        Map<Integer, List<AuditEvent.Type>> audit = new ConcurrentHashMap<>();
        // The guarded executor is handed the backend: closing it closes the Docker executor too.
        CodeExecutor executor = GuardedExecutor.builder(docker).closeBackendOnClose().auditListener(e -> audit
                .computeIfAbsent(
                Integer.parseInt(e.metadata().get(INDEX)), k -> Collections.synchronizedList(new ArrayList<>()))
                .add(e.type())).build();
        AtomicReferenceArray<ExecutionResult> results = new AtomicReferenceArray<>(EXECUTIONS);
        AtomicIntegerArray answers = new AtomicIntegerArray(EXECUTIONS);
        List<String> failures = Collections.synchronizedList(new ArrayList<>());
        ExecutorService clients = Executors.newFixedThreadPool(THREADS);
        long started = System.nanoTime();
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                done.add(clients.submit(() -> {
                    try (Session session = executor.openSession()) {
                        for (int i = thread; i < EXECUTIONS; i += THREADS) {
                            runOne(executor, session, i, results, answers, failures);
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get(Math.max(15, EXECUTIONS / 10), TimeUnit.MINUTES);
            }
        } finally {
            clients.shutdownNow();
            executor.close();
        }
        Duration wall = Duration.ofNanos(System.nanoTime() - started);
        clients.awaitTermination(10, TimeUnit.SECONDS);
        Leaks after = Leaks.measure();
        List<com.github.dockerjava.api.model.Container> left = DockerSandboxes.containersOf(owner);
        int leftContainers = left.size();
        String leftDetails = left.stream().map(c -> c.getId().substring(0, 12) + " " + c.getState() + " ("
                + c.getStatus() + ")").collect(java.util.stream.Collectors.joining(", "));
        Map<String, Map<String, Integer>> byKind = new TreeMap<>();
        long finished = 0;
        for (int i = 0; i < EXECUTIONS; i++) {
            ExecutionResult r = results.get(i);
            String outcome = r == null ? "none" : r.outcome() + r.limitExceeded().map(l -> "/" + l).orElse("");
            byKind.computeIfAbsent(kindOf(i).name(), k -> new TreeMap<>()).merge(outcome, 1, Integer::sum);
            finished += audit.getOrDefault(i, List.of()).stream().filter(t -> t == AuditEvent.Type.FINISHED).count();
        }
        String report = String.format(java.util.Locale.ROOT, "soak runtime=%s runs=%d threads=%d wall=%ds "
                        + "finishedEvents=%d leftContainers=%d heapBefore=%dMiB heapAfter=%dMiB threadsBefore=%d "
                        + "threadsAfter=%d fdsBefore=%d fdsAfter=%d childProcesses=%d failures=%d%noutcomes=%s%n",
                RUNTIME, EXECUTIONS, THREADS, wall.toSeconds(), finished, leftContainers, before.heap >> 20,
                after.heap >> 20, before.threads, after.threads, before.fds, after.fds, after.children,
                failures.size(), byKind);
        System.out.print(report);
        Files.writeString(Path.of("target", "soak-" + RUNTIME + ".txt"), report + String.join("\n", failures),
                StandardCharsets.UTF_8);

        for (int i = 0; i < EXECUTIONS; i++) {
            assertThat(answers.get(i)).as("answers to execution #" + i).isEqualTo(1);
            assertThat(results.get(i)).as("result of execution #" + i).isNotNull();
            assertThat(audit.getOrDefault(i, List.of())).as("audit events of execution #" + i)
                    .containsOnlyOnce(AuditEvent.Type.FINISHED).endsWith(AuditEvent.Type.FINISHED);
        }
        assertThat(failures).isEmpty();
        assertThat(leftContainers).as("containers left after close: " + leftDetails).isZero();
        assertThat(after.children).as("child processes of the JVM").isZero();
        assertThat(after.agentcageThreads).as("agentcage threads left after close").isZero();
        assertThat(after.fds).as("open file descriptors after close").isLessThanOrEqualTo(before.fds + 16);
        assertThat(after.heap).as("heap after close").isLessThanOrEqualTo(before.heap + HEAP_SLACK_BYTES);
    }

    private static Kind kindOf(int i) {
        return KINDS.get((i / THREADS) % KINDS.size());
    }

    private static void runOne(CodeExecutor executor, Session session, int i,
                               AtomicReferenceArray<ExecutionResult> results, AtomicIntegerArray answers,
                               List<String> failures) {
        Kind kind = kindOf(i);
        ExecutionRequest request = ExecutionRequest.builder(kind.code()).metadata(INDEX, Integer.toString(i))
                .limits(ExecutionLimits.builder().timeout(kind.timeout()).build()).build();
        ExecutionResult r = (i / THREADS) % 3 == 2 ? session.execute(request) : executor.execute(request);
        answers.incrementAndGet(i);
        results.set(i, r);
        try {
            kind.check().accept(r);
        } catch (AssertionError e) {
            failures.add("#" + i + " " + kind.name() + ": " + r.outcome() + " " + r.message() + " stdout="
                    + r.stdout() + ": " + e.getMessage());
        }
    }

    /** What a leak would grow: heap after a full GC, threads, file descriptors, child processes. */
    private record Leaks(long heap, int threads, int agentcageThreads, long fds, long children) {
        static Leaks measure() throws InterruptedException {
            for (int i = 0; i < 3; i++) {
                System.gc();
                Thread.sleep(200);
            }
            Runtime rt = Runtime.getRuntime();
            long agentcage = Thread.getAllStackTraces().keySet().stream()
                    .filter(t -> t.isAlive() && t.getName().startsWith("agentcage-")).count();
            long fds = ManagementFactory.getOperatingSystemMXBean()
                    instanceof com.sun.management.UnixOperatingSystemMXBean unix ? unix.getOpenFileDescriptorCount()
                    : -1;
            return new Leaks(rt.totalMemory() - rt.freeMemory(), Thread.activeCount(), (int) agentcage, fds,
                    ProcessHandle.current().children().count());
        }
    }
}
