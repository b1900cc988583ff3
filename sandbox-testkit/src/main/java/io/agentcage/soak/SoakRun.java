package io.agentcage.soak;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.Outcome;
import io.agentcage.audit.AuditEvent;
import io.agentcage.validation.CodeValidator;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

/**
 * A soak run: {@code executions} requests from {@code threads} caller threads against one backend wrapped in a
 * {@link GuardedExecutor}, mixing programs that succeed, fail, time out and attack (size bombs, recursion, dunder
 * walks, output floods). It records, per request, the result and the audit FINISHED events, and the JVM's threads,
 * child processes and heap before and after, for the caller to assert on ({@link Report#problems()}).
 *
 * <p>Backend-neutral: the programs are plain Python that every backend runs.
 */
public final class SoakRun {
    /** The kind of program at index {@code i}: 5% time out, 15% fail, 15% attack, the rest succeed. */
    public enum Kind { GOOD, FAILING, TIMING_OUT, ATTACKING }

    private static final String[] ATTACKS = {
        "x = 'a' * (10 ** 10)",
        "x = [0] * (10 ** 10)",
        "def f(n):\n    return f(n + 1)\nf(0)",
        "print(().__class__.__bases__[0].__subclasses__()[:3])",
        "x = 10 ** (10 ** 8)",
        "while True:\n    print('flood' * 100)",
        "x = []\nwhile True:\n    x.append('y' * 10000)",
        "import re\nre.match('(a+)+$', 'a' * 40 + 'b')",
        "d = {}\nfor i in range(10 ** 9):\n    d[i] = i",
        "s = 'x'\nwhile True:\n    s = s + s",
        "getattr(print, '__self__')",
        "try:\n    while True:\n        pass\nexcept BaseException:\n    while True:\n        pass",
    };

    private SoakRun() {
    }

    public static Kind kind(int i) {
        int r = i % 20;
        return r == 0 ? Kind.TIMING_OUT : r <= 3 ? Kind.FAILING : r <= 6 ? Kind.ATTACKING : Kind.GOOD;
    }

    /** The program at index {@code i}. */
    public static String program(int i) {
        switch (kind(i)) {
            case TIMING_OUT: return "n = 0\nwhile True:\n    n += 1";
            case FAILING: return "def g(x):\n    return 10 // x\nprint('before')\ng(" + (i % 2) * 0 + ")";
            case ATTACKING: return ATTACKS[(i / 20) % ATTACKS.length];
            default: return "print(sum(k * k for k in range(" + (i % 500) + ")))";
        }
    }

    /** What a result at index {@code i} must look like, or null if it does. */
    static String check(int i, ExecutionResult r) {
        switch (kind(i)) {
            case GOOD:
                long n = i % 500;
                String want = (n * (n - 1) * (2 * n - 1) / 6) + "\n";
                return r.outcome() == Outcome.SUCCESS && r.stdout().equals(want) ? null
                        : "want SUCCESS printing " + want.strip();
            case FAILING:
                return r.outcome() == Outcome.PYTHON_ERROR && r.error().isPresent()
                        && r.error().get().type().equals("ZeroDivisionError") && r.stdout().equals("before\n")
                        ? null : "want ZeroDivisionError after 'before'";
            case TIMING_OUT:
                return r.outcome() == Outcome.TIMEOUT ? null : "want TIMEOUT";
            default:
                return r.outcome() == Outcome.SANDBOX_FAILURE || r.outcome() == Outcome.REJECTED
                        ? "want a guest outcome (the attack may even succeed harmlessly)" : null;
        }
    }

    /**
     * Runs the soak.
     *
     * @param backend    the backend; closed at the end
     * @param executions how many requests
     * @param threads    caller threads
     * @param timeout    the deadline of the timing-out and attacking requests (others get 60 s)
     */
    public static Report run(CodeExecutor backend, int executions, int threads, Duration timeout)
            throws InterruptedException {
        Set<Thread> threadsBefore = liveThreads();
        long processesBefore = ProcessHandle.current().descendants().count();
        long heapBefore = usedHeapAfterGc();
        Map<Integer, AtomicInteger> finished = new ConcurrentHashMap<>();
        CodeValidator acceptAll = CodeValidator.acceptAll();
        GuardedExecutor guarded = GuardedExecutor.builder(backend).validator(acceptAll).auditListener(event -> {
            if (event.type() == AuditEvent.Type.FINISHED) {
                int index = Integer.parseInt(event.metadata().get("soak.index"));
                finished.computeIfAbsent(index, k -> new AtomicInteger()).incrementAndGet();
            }
        }).build();
        ExecutorService callers = Executors.newFixedThreadPool(threads);
        List<Future<ExecutionResult>> futures = new ArrayList<>(executions);
        long start = System.nanoTime();
        for (int i = 0; i < executions; i++) {
            // Only programs meant to hit a limit get the short deadline: on a shared machine a good program may
            // wait for a core longer than that.
            boolean bounded = kind(i) == Kind.TIMING_OUT || kind(i) == Kind.ATTACKING;
            ExecutionRequest request = ExecutionRequest.builder(program(i))
                    .timeout(bounded ? timeout : Duration.ofSeconds(60)).memoryBytes(64L << 20)
                    .metadata("soak.index", Integer.toString(i)).build();
            futures.add(callers.submit(() -> guarded.execute(request)));
        }
        List<String> problems = new ArrayList<>();
        Map<Outcome, Integer> outcomes = new java.util.EnumMap<>(Outcome.class);
        for (int i = 0; i < executions; i++) {
            try {
                ExecutionResult r = futures.get(i).get(10, TimeUnit.MINUTES);
                outcomes.merge(r.outcome(), 1, Integer::sum);
                String wrong = check(i, r);
                if (wrong != null && problems.size() < 20) {
                    problems.add("#" + i + " (" + kind(i) + "): " + wrong + ", got " + r.outcome() + " "
                            + r.limitExceeded().map(Enum::name).orElse("") + " " + r.message());
                }
            } catch (Exception e) {
                problems.add("#" + i + " threw " + e);
            }
        }
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        callers.shutdown();
        callers.awaitTermination(1, TimeUnit.MINUTES);
        guarded.close();
        for (int i = 0; i < executions; i++) {
            int events = finished.getOrDefault(i, new AtomicInteger()).get();
            if (events != 1 && problems.size() < 40) {
                problems.add("#" + i + " has " + events + " FINISHED events");
            }
        }
        Set<Thread> leaked = waitForThreads(threadsBefore);
        if (!leaked.isEmpty()) {
            problems.add("threads left running: " + leaked.stream().map(Thread::getName)
                    .collect(Collectors.joining(", ")));
        }
        long processesAfter = ProcessHandle.current().descendants().count();
        if (processesAfter > processesBefore) {
            problems.add((processesAfter - processesBefore) + " child processes left running");
        }
        // The results are the callers' data, not a leak: drop them before measuring (a still-referenced list of
        // 10,000 results, some with a full output buffer, would otherwise count against the backend).
        futures.clear();
        long heapAfter = usedHeapAfterGc();
        return new Report(executions, threads, took, outcomes, finished.size(), heapBefore, heapAfter,
                leaked.size(), processesAfter - processesBefore, problems);
    }

    private static Set<Thread> liveThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).collect(Collectors.toSet());
    }

    /**
     * The threads started since {@code before} that are still alive after joining each for up to a minute in all:
     * a thread that ends late is waited for, not reported, so that only a thread that never ends (a leak) counts.
     */
    private static Set<Thread> waitForThreads(Set<Thread> before) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (true) {
            Set<Thread> extra = liveThreads().stream().filter(t -> !before.contains(t))
                    .filter(t -> !t.getName().startsWith("process reaper")).collect(Collectors.toSet());
            if (extra.isEmpty() || System.nanoTime() >= deadline) {
                return extra;
            }
            for (Thread t : extra) {
                t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            }
        }
    }

    /** Heap in use after full collections (several, since one may not finish the job). */
    public static long usedHeapAfterGc() throws InterruptedException {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            System.gc();
            Thread.sleep(100);
            used = Math.min(used, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        }
        return used;
    }

    /**
     * What a soak run saw.
     *
     * @param executions     requests sent
     * @param threads        caller threads
     * @param took           wall time of all requests
     * @param outcomes       results by outcome
     * @param finishedIds    requests that had at least one FINISHED event
     * @param heapBefore     heap in use before, after GC
     * @param heapAfter      heap in use after, after GC
     * @param leakedThreads  threads started during the run and still alive after close
     * @param leakedProcesses child processes started during the run and still alive
     * @param problems       every broken expectation (capped)
     */
    public record Report(int executions, int threads, Duration took, Map<Outcome, Integer> outcomes, int finishedIds,
                         long heapBefore, long heapAfter, int leakedThreads, long leakedProcesses,
                         List<String> problems) {
        /** One line for logs and docs. */
        public String summary() {
            return executions + " executions over " + threads + " threads in " + took.toSeconds() + " s: "
                    + outcomes + "; FINISHED events for " + finishedIds + "; heap " + (heapBefore >> 20) + " -> "
                    + (heapAfter >> 20) + " MiB; leaked threads " + leakedThreads + ", processes "
                    + leakedProcesses;
        }
    }
}
