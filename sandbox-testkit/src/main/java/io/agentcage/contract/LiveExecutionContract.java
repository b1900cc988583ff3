package io.agentcage.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.agentcage.CancellationToken;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.OutputChunk;
import io.agentcage.Outcome;
import io.agentcage.SandboxFile;
import io.agentcage.Session;
import io.agentcage.audit.AuditEvent;
import io.agentcage.spi.OutputRelay;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The contract of live executions, for every backend: output streamed to a listener in order and completely (also
 * interleaved stdout/stderr, and a 100 MB flood cut at the output limit), a slow, stuck or throwing listener that
 * cannot stall or break an execution, cancellation (outcome, audit, sessions) and asynchronous execution.
 *
 * <p>A backend's contract test (a {@link CodeExecutorContract}) implements it once the backend streams. No assertion depends on
 * timing: where a cancellation races the execution's own deadline, the test checks the outcome only when it
 * cancelled before that deadline could have passed (and is skipped otherwise).
 */
public interface LiveExecutionContract {

    /** How long a test waits for something that must happen (a hang bound, not a performance margin). */
    Duration HANG = Duration.ofSeconds(60);

    /** The shared executor under test. */
    CodeExecutor executor();

    /** The executor's timeout ceiling (the deadline of every execution here). */
    default Duration timeoutCeiling() {
        return executor().capabilities().limits().timeout();
    }

    private ExecutionResult run(String code, OutputRecorder recorder) {
        return executor().execute(ExecutionRequest.builder(code).outputListener(recorder).build());
    }

    @Test
    default void should_stream_stdout_in_order_and_completely_when_a_listener_is_given() {
        OutputRecorder rec = new OutputRecorder();
        ExecutionResult r = run("for i in range(300):\n    print('line', i)\n", rec);
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            expected.append("line ").append(i).append('\n');
        }
        assertThat(r.stdout()).isEqualTo(expected.toString());
        assertThat(rec.anyDropped()).isFalse();
        assertThat(rec.text(OutputChunk.Stream.STDOUT)).isEqualTo(r.stdout());
        assertThat(rec.threads()).doesNotContain(Thread.currentThread());
    }

    @Test
    default void should_stream_interleaved_stdout_and_stderr_in_the_order_written() {
        OutputRecorder rec = new OutputRecorder();
        ExecutionResult r = run("import sys\nfor i in range(40):\n    print('out', i, flush=True)\n"
                + "    print('err', i, file=sys.stderr, flush=True)\n", rec);
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        List<String> lines = new ArrayList<>();
        for (OutputChunk c : rec.chunks()) {
            for (String line : c.text().split("\n")) {
                if (!line.isEmpty()) {
                    lines.add(c.stream() + " " + line);
                }
            }
        }
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            expected.add("STDOUT out " + i);
            expected.add("STDERR err " + i);
        }
        assertThat(lines).containsExactlyElementsOf(expected);
        rec.assertTiles(OutputChunk.Stream.STDOUT, r.stdout());
        rec.assertTiles(OutputChunk.Stream.STDERR, r.stderr());
    }

    @Test
    default void should_stream_only_the_kept_output_when_code_floods_100_MB() {
        OutputRecorder rec = new OutputRecorder();
        ExecutionResult r = run("s = 'x' * 1000000\nfor i in range(100):\n    print(s)\n", rec);
        // The second line passes the 1 MiB output limit; a loaded machine may reach the deadline before the 100th
        // (TIMEOUT): either way what was kept is cut and streamed exactly.
        assertThat(r.outcome()).as(r.message()).isIn(Outcome.SUCCESS, Outcome.LIMIT_EXCEEDED, Outcome.TIMEOUT);
        assertThat(r.stdoutTruncated()).isTrue();
        assertThat((long) r.stdout().length()).isLessThanOrEqualTo(executor().capabilities().limits().outputBytes()
                + 100);
        rec.assertTiles(OutputChunk.Stream.STDOUT, r.stdout());
        assertThat(rec.text(OutputChunk.Stream.STDOUT).length()).isGreaterThan(0);
    }

    @Test
    default void should_deliver_everything_when_the_listener_is_slow() {
        OutputRecorder rec = new OutputRecorder(c -> sleep(20));
        ExecutionResult r = run("for i in range(2000):\n    print('row', i, 'x' * 40)\n", rec);
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).endsWith("row 1999 " + "x".repeat(40) + "\n");
        rec.assertTiles(OutputChunk.Stream.STDOUT, r.stdout());
        assertThat(r.diagnostics()).noneMatch(d -> d.ruleId().equals(OutputRelay.DIAGNOSTIC_RULE));
    }

    @Test
    default void should_return_the_result_when_the_listener_never_returns() throws InterruptedException {
        CountDownLatch release = new CountDownLatch(1);
        OutputRecorder rec = new OutputRecorder(c -> await(release));
        try {
            // The listener blocks until the result is back: if the execution waited for it, this would never end.
            ExecutionResult r = run("for i in range(100):\n    print('row', i)\n", rec);
            assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
            assertThat(r.stdout()).startsWith("row 0\n").endsWith("row 99\n");
            assertThat(r.diagnostics()).anyMatch(d -> d.ruleId().equals(OutputRelay.DIAGNOSTIC_RULE)
                    && d.message().contains("did not return"));
        } finally {
            release.countDown();
        }
        assertThat(rec.chunks()).hasSize(1);
    }

    @Test
    default void should_run_to_the_end_when_the_listener_throws() {
        OutputRecorder rec = new OutputRecorder(c -> {
            throw new IllegalStateException("listener bug");
        });
        ExecutionResult r = run("for i in range(50):\n    print(i)\nprint('end')\n", rec);
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).endsWith("49\nend\n");
        assertThat(rec.chunks()).hasSize(1);
        assertThat(r.diagnostics()).anyMatch(d -> d.ruleId().equals(OutputRelay.DIAGNOSTIC_RULE)
                && d.message().contains("listener bug"));
    }

    @Test
    default void should_announce_written_files_to_the_listener() {
        assumeTrue(executor().capabilities().files(), "backend has no files");
        OutputRecorder rec = new OutputRecorder();
        ExecutionResult r = run("with open('live.txt', 'w') as f:\n    f.write('hello live')\nprint('done')\n", rec);
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(rec.files()).extracting(SandboxFile::path).contains("live.txt");
        assertThat(rec.files().stream().filter(f -> f.path().equals("live.txt")).reduce((a, b) -> b).orElseThrow()
                .text()).isEqualTo("hello live");
    }

    @Test
    default void should_end_cancelled_when_the_token_is_cancelled_while_the_code_runs() {
        CancellationToken token = CancellationToken.create();
        long start = System.nanoTime();
        long[] cancelledAt = {Long.MAX_VALUE};
        OutputRecorder rec = new OutputRecorder(c -> {
            if (c.text().contains("started") && token.cancel()) {
                cancelledAt[0] = System.nanoTime();
            }
        });
        ExecutionResult r = executor().execute(ExecutionRequest.builder(
                "print('started', flush=True)\nwhile True:\n    pass\n").outputListener(rec).cancellation(token)
                .build());
        assumeTrue(cancelledAt[0] - start < timeoutCeiling().toNanos(), "cancelled after the deadline (load)");
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.CANCELLED);
        assertThat(r.limitExceeded()).isEmpty();
        assertThat(r.stdout()).startsWith("started\n");
        assertThat(r.message()).startsWith("cancelled by the caller after");
    }

    @Test
    default void should_not_run_code_whose_token_was_cancelled_before() {
        CancellationToken token = CancellationToken.create();
        token.cancel();
        ExecutionResult r = executor().execute(ExecutionRequest.builder("print('ran')").cancellation(token).build());
        assertThat(r.outcome()).isEqualTo(Outcome.CANCELLED);
        assertThat(r.stdout()).isEmpty();
    }

    @Test
    default void should_audit_a_cancelled_future_as_finished_cancelled() throws Exception {
        List<AuditEvent> events = new ArrayList<>();
        CountDownLatch finished = new CountDownLatch(1);
        GuardedExecutor guarded = GuardedExecutor.builder(executor()).auditListener(e -> {
            synchronized (events) {
                events.add(e);
            }
            if (e.type() == AuditEvent.Type.FINISHED) {
                finished.countDown();
            }
        }).build();
        CountDownLatch started = new CountDownLatch(1);
        long start = System.nanoTime();
        CompletableFuture<ExecutionResult> f = guarded.executeAsync(ExecutionRequest.builder(
                "print('started', flush=True)\nwhile True:\n    pass\n").outputListener(c -> started.countDown())
                .build());
        assertThat(started.await(HANG.toSeconds(), TimeUnit.SECONDS)).as("output streamed").isTrue();
        assertThat(f.cancel(true)).isTrue();
        long cancelledAt = System.nanoTime();
        assertThat(finished.await(HANG.toSeconds(), TimeUnit.SECONDS)).as("FINISHED audited").isTrue();
        assertThatThrownBy(f::join).isInstanceOf(CancellationException.class);
        AuditEvent last;
        synchronized (events) {
            assertThat(events).extracting(AuditEvent::type).containsExactly(AuditEvent.Type.ACCEPTED,
                    AuditEvent.Type.STARTED, AuditEvent.Type.FINISHED);
            last = events.get(2);
        }
        assumeTrue(cancelledAt - start < timeoutCeiling().toNanos(), "cancelled after the deadline (load)");
        assertThat(last.outcome()).contains(Outcome.CANCELLED);
    }

    @Test
    default void should_complete_concurrent_async_executions_with_their_own_results() {
        List<CompletableFuture<ExecutionResult>> futures = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            futures.add(executor().executeAsync(ExecutionRequest.of("n = " + i + "\nprint(n * n)\nn + 1")));
        }
        for (int i = 0; i < 6; i++) {
            ExecutionResult r = futures.get(i).orTimeout(HANG.toSeconds(), TimeUnit.SECONDS).join();
            assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
            assertThat(r.stdout()).isEqualTo(i * i + "\n");
            assertThat(r.value()).contains(String.valueOf(i + 1));
        }
    }

    @Test
    default void should_give_the_cancelled_result_through_the_future_when_the_token_is_cancelled() {
        CancellationToken token = CancellationToken.create();
        long start = System.nanoTime();
        long[] cancelledAt = {Long.MAX_VALUE};
        CompletableFuture<ExecutionResult> f = executor().executeAsync(ExecutionRequest.builder(
                "print('started', flush=True)\nwhile True:\n    pass\n").cancellation(token).outputListener(c -> {
                    if (token.cancel()) {
                        cancelledAt[0] = System.nanoTime();
                    }
                }).build());
        ExecutionResult r = f.orTimeout(HANG.toSeconds(), TimeUnit.SECONDS).join();
        assumeTrue(cancelledAt[0] - start < timeoutCeiling().toNanos(), "cancelled after the deadline (load)");
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.CANCELLED);
    }

    @Test
    default void should_keep_a_session_usable_after_a_cancelled_execution() {
        assumeTrue(executor().capabilities().sessions(), "backend has no sessions");
        try (Session s = executor().openSession()) {
            assertThat(s.execute(ExecutionRequest.of("x = 41")).outcome()).isEqualTo(Outcome.SUCCESS);
            CancellationToken token = CancellationToken.create();
            long start = System.nanoTime();
            long[] cancelledAt = {Long.MAX_VALUE};
            ExecutionResult r = s.execute(ExecutionRequest.builder("print('started', flush=True)\nwhile True:\n"
                    + "    pass\n").cancellation(token).outputListener(c -> {
                        if (token.cancel()) {
                            cancelledAt[0] = System.nanoTime();
                        }
                    }).build());
            ExecutionResult after = s.execute(ExecutionRequest.of("print('alive')\ntry:\n    x\nexcept NameError:\n"
                    + "    print('state lost')\n"));
            assertThat(after.outcome()).as(after.message()).isEqualTo(Outcome.SUCCESS);
            assertThat(after.stdout()).isEqualTo(r.sessionStateLost() ? "alive\nstate lost\n" : "alive\n");
            assumeTrue(cancelledAt[0] - start < timeoutCeiling().toNanos(), "cancelled after the deadline (load)");
            assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.CANCELLED);
        }
    }

    @Test
    default void should_leave_no_thread_behind_when_executions_are_cancelled() throws InterruptedException {
        String loop = "print('started', flush=True)\nwhile True:\n    pass\n";
        cancelAll(loop, 4);   // warms up every pool that keeps its threads
        int before = settledThreadCount(Integer.MAX_VALUE);
        cancelAll(loop, 4);
        int after = settledThreadCount(before);
        for (int i = 0; after > before && i < 4; i++) {
            after = settledThreadCount(before);   // a pool still ending idle threads: wait for it up to the bound
        }
        assertThat(after).as("live threads after cancelled executions (before: %d)", before)
                .isLessThanOrEqualTo(before);
    }

    private void cancelAll(String code, int n) throws InterruptedException {
        List<CompletableFuture<ExecutionResult>> futures = new ArrayList<>();
        List<CountDownLatch> started = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            CountDownLatch s = new CountDownLatch(1);
            started.add(s);
            futures.add(executor().executeAsync(ExecutionRequest.builder(code).outputListener(c -> s.countDown())
                    .build()));
        }
        for (int i = 0; i < n; i++) {
            started.get(i).await(HANG.toSeconds(), TimeUnit.SECONDS);
            futures.get(i).cancel(true);
        }
    }

    /**
     * The live thread count once it is at most {@code target}, or once it has not changed for three seconds (longer
     * than the idle time of the library's on-demand threads), or after the hang bound.
     */
    private static int settledThreadCount(int target) throws InterruptedException {
        long end = System.nanoTime() + HANG.toNanos();
        int count = Thread.activeCount();
        int stableSamples = 0;
        while (System.nanoTime() < end) {
            Thread.sleep(250);
            int now = Thread.activeCount();
            stableSamples = now == count ? stableSamples + 1 : 0;
            count = now;
            if (now <= target || stableSamples >= 12) {
                return now;
            }
        }
        return count;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(HANG.toSeconds(), TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
