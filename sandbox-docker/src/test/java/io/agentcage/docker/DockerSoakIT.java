package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.Session;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.junit.jupiter.api.Test;

/**
 * 400 mixed executions (succeeding, failing, timing out, attacking the runner) from 4 threads, one-shots and
 * sessions interleaved: every execution gets exactly one result with the outcome its kind calls for, and when the
 * executor closes none of its containers is left.
 */
class DockerSoakIT {
    private static final int EXECUTIONS = 400;
    private static final int THREADS = 4;

    /** One kind of execution: its code, its timeout and a check of its result. */
    private record Kind(String name, String code, Duration timeout, java.util.function.Consumer<ExecutionResult> check) {
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
            new Kind("good", "import json\nprint(json.dumps({'a': 1}))", Duration.ofSeconds(10),
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
            new Kind("kill-runner", "import os, signal, time\nos.kill(os.getppid(), signal.SIGKILL)\ntime.sleep(5)",
                    Duration.ofSeconds(10), r -> {
                assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
                assertThat(r.limitExceeded()).isEmpty();
            }),
            new Kind("memory", "blocks = []\nwhile True:\n    blocks.append(b'x' * (16 << 20))",
                    Duration.ofSeconds(10), r -> assertThat(r.limitExceeded()).contains(Limit.MEMORY)),
            new Kind("daemon", "import subprocess\nsubprocess.Popen(['sleep', '100'])\nprint('left')",
                    Duration.ofSeconds(10), r -> assertThat(r.stdout()).isEqualTo("left\n")));

    @Test
    void should_give_every_execution_exactly_one_result_and_leak_no_container() throws Exception {
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(Duration.ofSeconds(10))
                .memoryBytes(160L << 20).build();
        DockerExecutor executor = DockerExecutor.builder().config(DockerTestSupport.config(ceilings)
                .preloadModules(List.of()).poolMinIdle(2).poolMaxTotal(8).backstopGrace(Duration.ofSeconds(2))
                .build()).build();
        String owner = executor.ownerId();
        AtomicReferenceArray<ExecutionResult> results = new AtomicReferenceArray<>(EXECUTIONS);
        AtomicIntegerArray answers = new AtomicIntegerArray(EXECUTIONS);
        List<String> failures = java.util.Collections.synchronizedList(new ArrayList<>());
        ExecutorService clients = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                done.add(clients.submit(() -> {
                    try (Session session = executor.openSession()) {
                        for (int i = thread; i < EXECUTIONS; i += THREADS) {
                            Kind kind = KINDS.get((i / THREADS) % KINDS.size());
                            ExecutionRequest request = ExecutionRequest.builder(kind.code())
                                    .limits(ExecutionLimits.builder().timeout(kind.timeout()).build()).build();
                            ExecutionResult r = (i / THREADS) % 3 == 2 ? session.execute(request)
                                    : executor.execute(request);
                            answers.incrementAndGet(i);
                            results.set(i, r);
                            try {
                                kind.check().accept(r);
                            } catch (AssertionError e) {
                                failures.add("#" + i + " " + kind.name() + ": " + r.outcome() + " " + r.message()
                                        + " stdout=" + r.stdout() + ": " + e.getMessage());
                            }
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get(15, TimeUnit.MINUTES);
            }
        } finally {
            clients.shutdownNow();
            executor.close();
        }
        for (int i = 0; i < EXECUTIONS; i++) {
            assertThat(answers.get(i)).as("answers to execution #" + i).isEqualTo(1);
            assertThat(results.get(i)).as("result of execution #" + i).isNotNull();
        }
        assertThat(failures).isEmpty();
        assertThat(DockerTestSupport.containersOf(owner)).as("containers left after close").isEmpty();
    }
}
