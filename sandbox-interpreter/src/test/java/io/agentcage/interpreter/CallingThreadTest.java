package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.SandboxException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Executions that run on the caller's thread behave as those that run on the executor's workers. */
class CallingThreadTest {
    /** 300 nested guest __repr__ calls: each re-enters the VM from Java, so each takes Java stack. */
    private static final String DEEP_CALLBACKS = """
            class N:
                def __init__(self, child):
                    self.child = child
                def __repr__(self):
                    return "N(" + repr(self.child) + ")"
            x = None
            for i in range(300):
                x = N(x)
            print(len(repr(x)))
            """;

    @Test
    void should_give_the_workers_result_when_the_callers_stack_is_too_small() throws Exception {
        ExecutionResult onWorker;
        try (InterpreterExecutor ex = InterpreterExecutor.builder().runOnCallingThread(false).build()) {
            onWorker = ex.execute(ExecutionRequest.of(DEEP_CALLBACKS));
        }
        assertThat(onWorker.stdout()).isEqualTo(300 * 3 + 4 + "\n");
        try (InterpreterExecutor ex = InterpreterExecutor.create()) {
            AtomicReference<ExecutionResult> small = new AtomicReference<>();
            // 128 KiB of stack overflows long before 300 nested callbacks; the executor must notice and use a worker
            Thread t = new Thread(null, () -> small.set(ex.execute(ExecutionRequest.of(DEEP_CALLBACKS))), "tiny",
                    128 << 10);
            t.start();
            t.join(30_000);
            assertThat(small.get().outcome()).isEqualTo(Outcome.SUCCESS);
            assertThat(small.get().stdout()).isEqualTo(onWorker.stdout());
            // and on this (normal) thread too
            assertThat(ex.execute(ExecutionRequest.of(DEEP_CALLBACKS)).stdout()).isEqualTo(onWorker.stdout());
        }
    }

    @Test
    void should_parse_deep_nesting_as_a_worker_does_when_the_callers_stack_is_too_small() throws Exception {
        String nested = "x = " + "[".repeat(150) + "]".repeat(150) + "\nprint(len(x), len(x[0]))\n";
        ExecutionResult onWorker;
        try (InterpreterExecutor ex = InterpreterExecutor.builder().runOnCallingThread(false).build()) {
            onWorker = ex.execute(ExecutionRequest.of(nested));
        }
        assertThat(onWorker.stdout()).isEqualTo("1 1\n");
        try (InterpreterExecutor ex = InterpreterExecutor.create()) {
            AtomicReference<ExecutionResult> small = new AtomicReference<>();
            Thread t = new Thread(null, () -> small.set(ex.execute(ExecutionRequest.of(nested))), "tiny", 64 << 10);
            t.start();
            t.join(30_000);
            assertThat(small.get().stdout()).isEqualTo(onWorker.stdout());
        }
    }

    @Test
    void should_stop_with_an_interruption_error_when_the_calling_thread_is_interrupted() throws Exception {
        // the deadline is far away, so only the interruption can end the loop: the error says so
        ExecutionLimits limits = ExecutionLimits.builder().timeout(Duration.ofMinutes(10)).maxSteps(1L << 40).build();
        try (InterpreterExecutor ex = InterpreterExecutor.builder().limits(limits).build()) {
            AtomicReference<Throwable> thrown = new AtomicReference<>();
            AtomicReference<Boolean> flagKept = new AtomicReference<>();
            Thread t = new Thread(() -> {
                try {
                    ex.execute(ExecutionRequest.of("while True:\n    pass\n"));
                } catch (Throwable e) {
                    thrown.set(e);
                }
                flagKept.set(Thread.currentThread().isInterrupted());
            });
            t.start();
            Thread.sleep(200);
            t.interrupt();
            t.join(60_000);
            assertThat(t.isAlive()).isFalse();
            assertThat(thrown.get()).isInstanceOf(SandboxException.class).hasMessageContaining("interrupted");
            assertThat(flagKept.get()).isTrue();
        }
    }

    @Test
    void should_refuse_to_start_when_the_calling_thread_is_already_interrupted() {
        try (InterpreterExecutor ex = InterpreterExecutor.create()) {
            Thread.currentThread().interrupt();
            try {
                assertThatThrownBy(() -> ex.execute(ExecutionRequest.of("print(1)")))
                        .isInstanceOf(SandboxException.class);
            } finally {
                Thread.interrupted();
            }
        }
    }

    @Test
    void should_time_out_on_the_calling_thread_as_on_a_worker() {
        ExecutionLimits limits = ExecutionLimits.builder().timeout(Duration.ofMillis(200)).maxSteps(1L << 40).build();
        try (InterpreterExecutor ex = InterpreterExecutor.builder().limits(limits).build()) {
            ExecutionResult r = ex.execute(ExecutionRequest.of("while True:\n    pass\n"));
            assertThat(r.outcome()).isEqualTo(Outcome.TIMEOUT);
            // stopped by the VM's own deadline check (its usage is known), not abandoned by a backstop
            assertThat(r.usage().steps()).isPositive();
            assertThat(ex.execute(ExecutionRequest.of("print(2)")).stdout()).isEqualTo("2\n");
        }
    }
}
