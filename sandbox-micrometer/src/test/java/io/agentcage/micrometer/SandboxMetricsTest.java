package io.agentcage.micrometer;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.Outcome;
import io.agentcage.Session;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.validator.PolicyValidator;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.distribution.CountAtBucket;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Execution, rejection and limit meters from real executions on the interpreter, read from a real registry. */
@Timeout(60)
class SandboxMetricsTest {

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final SandboxMetrics metrics = SandboxMetrics.create(registry, Tags.of("application", "test"));
    // a step budget the 300 ms deadline always meets first (compiled loops run 100,000,000 steps in about a second)
    private final InterpreterExecutor backend = InterpreterExecutor.builder()
            .limits(io.agentcage.ExecutionLimits.builder().maxSteps(1L << 40).build()).build();
    private final CodeExecutor sandbox = GuardedExecutor.builder(metrics.instrument(backend))
            .validator(PolicyValidator.standard()).auditListener(metrics).build();

    @AfterEach
    void close() {
        sandbox.close();
        backend.close();
    }

    private Timer executions(String outcome) {
        return registry.find(SandboxMetrics.EXECUTION_DURATION)
                .tags("backend", "interpreter", "outcome", outcome, "application", "test").timer();
    }

    @Test
    void should_count_and_time_a_success_by_backend_and_outcome() {
        ExecutionResult r = sandbox.execute(ExecutionRequest.of("sum(range(10))"));

        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        Timer t = executions("success");
        assertThat(t).isNotNull();
        assertThat(t.count()).isEqualTo(1);
        assertThat(t.totalTime(java.util.concurrent.TimeUnit.NANOSECONDS)).isEqualTo(r.duration().toNanos());
        CountAtBucket[] buckets = t.takeSnapshot().histogramCounts();
        assertThat(buckets).hasSize(SandboxMetrics.EXECUTION_BUCKETS.length);
        assertThat(buckets[buckets.length - 1].count()).isEqualTo(1);
        assertThat(Arrays.stream(buckets).filter(b -> b.bucket(java.util.concurrent.TimeUnit.NANOSECONDS)
                >= r.duration().toNanos()).allMatch(b -> b.count() == 1)).isTrue();
        assertThat(registry.find(SandboxMetrics.LIMITS_EXCEEDED).counters()).isEmpty();
        assertThat(registry.find(SandboxMetrics.VALIDATION_REJECTIONS).counters()).isEmpty();
    }

    @Test
    void should_count_a_python_error_apart_from_successes() {
        sandbox.execute(ExecutionRequest.of("print(1)"));
        ExecutionResult r = sandbox.execute(ExecutionRequest.of("1 / 0"));

        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(executions("python_error").count()).isEqualTo(1);
        assertThat(executions("success").count()).isEqualTo(1);
        assertThat(registry.find(SandboxMetrics.LIMITS_EXCEEDED).counters()).isEmpty();
    }

    @Test
    void should_count_the_time_limit_when_code_times_out() {
        ExecutionResult r = sandbox.execute(ExecutionRequest.builder("while True:\n    pass")
                .timeout(Duration.ofMillis(300)).build());

        assertThat(r.outcome()).isEqualTo(Outcome.TIMEOUT);
        assertThat(executions("timeout").count()).isEqualTo(1);
        assertThat(registry.get(SandboxMetrics.LIMITS_EXCEEDED)
                .tags("backend", "interpreter", "limit", "time").counter().count()).isEqualTo(1.0);
    }

    @Test
    void should_count_the_memory_limit_by_kind_when_code_allocates_too_much() {
        ExecutionResult r = sandbox.execute(ExecutionRequest.builder("x = 'a' * (64 * 1024 * 1024)")
                .memoryBytes(8L << 20).build());

        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(executions("limit_exceeded").count()).isEqualTo(1);
        assertThat(registry.get(SandboxMetrics.LIMITS_EXCEEDED)
                .tags("backend", "interpreter", "limit", "memory").counter().count()).isEqualTo(1.0);
        assertThat(registry.find(SandboxMetrics.LIMITS_EXCEEDED).tags("limit", "time").counter()).isNull();
    }

    @Test
    void should_count_a_rejection_once_per_rule_when_the_validator_rejects_the_code() {
        ExecutionResult r = sandbox.execute(ExecutionRequest.of("import os\nimport subprocess\nos.getcwd()"));

        assertThat(r.outcome()).isEqualTo(Outcome.REJECTED);
        assertThat(executions("rejected").count()).isEqualTo(1);
        assertThat(registry.get(SandboxMetrics.VALIDATION_REJECTIONS)
                .tags("backend", "interpreter", "rule", "import-not-allowed").counter().count()).isEqualTo(1.0);
        assertThat(registry.find(SandboxMetrics.EXECUTION_DURATION).tags("outcome", "success").timer()).isNull();
    }

    @Test
    void should_count_open_sessions_until_they_are_closed() {
        Session a = sandbox.openSession();
        Session b = sandbox.openSession();
        assertThat(sessionsOpen()).isEqualTo(2.0);

        a.close();
        assertThat(sessionsOpen()).isEqualTo(1.0);
        b.execute(ExecutionRequest.of("x = 1"));
        b.close();
        assertThat(sessionsOpen()).isZero();
    }

    private double sessionsOpen() {
        return registry.get(SandboxMetrics.SESSIONS_OPEN).tags("backend", "interpreter", "application", "test")
                .gauge().value();
    }

    @Test
    void should_pass_asynchronous_executions_to_the_backends_own_executeAsync() throws Exception {
        java.util.concurrent.atomic.AtomicInteger asyncCalls = new java.util.concurrent.atomic.AtomicInteger();
        CodeExecutor recording = new CodeExecutor() {
            @Override
            public ExecutionResult execute(ExecutionRequest request) {
                return backend.execute(request);
            }

            @Override
            public java.util.concurrent.CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request) {
                asyncCalls.incrementAndGet();
                return backend.executeAsync(request);
            }

            @Override
            public java.util.concurrent.CompletableFuture<ExecutionResult> executeAsync(
                    ExecutionRequest request, java.util.concurrent.Executor executor) {
                asyncCalls.incrementAndGet();
                return backend.executeAsync(request, executor);
            }

            @Override
            public Session openSession() {
                return backend.openSession();
            }

            @Override
            public io.agentcage.Capabilities capabilities() {
                return backend.capabilities();
            }

            @Override
            public void close() {
            }
        };
        try (CodeExecutor instrumented = metrics.instrument(recording)) {
            ExecutionResult r = instrumented.executeAsync(ExecutionRequest.of("6 * 7"))
                    .get(30, java.util.concurrent.TimeUnit.SECONDS);
            assertThat(r.value()).contains("42");
            java.util.concurrent.ExecutorService mine = java.util.concurrent.Executors.newSingleThreadExecutor();
            try {
                assertThat(instrumented.executeAsync(ExecutionRequest.of("7 * 6"), mine)
                        .get(30, java.util.concurrent.TimeUnit.SECONDS).value()).contains("42");
            } finally {
                mine.shutdownNow();
            }
        }
        assertThat(asyncCalls).as("both forms reached the backend's executeAsync").hasValue(2);
    }
}
