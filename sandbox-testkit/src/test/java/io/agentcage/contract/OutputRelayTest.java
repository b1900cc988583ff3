package io.agentcage.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.OutputChunk;
import io.agentcage.Outcome;
import io.agentcage.SandboxFile;
import io.agentcage.spi.OutputRelay;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link OutputRelay} (sandbox-api) with the test kit's {@link OutputRecorder} as listener; here rather than in
 * sandbox-api's tests because sandbox-api cannot depend on the test kit, which depends on it.
 */
class OutputRelayTest {

    /** Runs delivery tasks only when told to, on the test's thread: the relay's timing is then the test's. */
    private static final class ManualExecutor implements Executor {
        final ArrayDeque<Runnable> tasks = new ArrayDeque<>();

        @Override
        public synchronized void execute(Runnable task) {
            tasks.add(task);
        }

        synchronized Runnable next() {
            return tasks.poll();
        }

        void runAll() {
            for (Runnable r = next(); r != null; r = next()) {
                r.run();
            }
        }
    }

    @Test
    void should_merge_text_of_one_stream_while_the_listener_is_busy() {
        ManualExecutor ex = new ManualExecutor();
        OutputRecorder rec = new OutputRecorder();
        OutputRelay relay = OutputRelay.of(rec, 1000, ex, Duration.ofSeconds(5));
        relay.write(OutputChunk.Stream.STDOUT, "a");
        relay.write(OutputChunk.Stream.STDOUT, "b");
        relay.write(OutputChunk.Stream.STDERR, "c");
        relay.write(OutputChunk.Stream.STDOUT, "d");
        ex.runAll();
        assertThat(rec.chunks()).containsExactly(OutputChunk.of(OutputChunk.Stream.STDOUT, "ab"),
                OutputChunk.of(OutputChunk.Stream.STDERR, "c"), OutputChunk.of(OutputChunk.Stream.STDOUT, "d"));
    }

    @Test
    void should_keep_what_fits_and_mark_the_rest_when_the_buffer_is_full() {
        ManualExecutor ex = new ManualExecutor();
        OutputRecorder rec = new OutputRecorder();
        OutputRelay relay = OutputRelay.of(rec, 10, ex, Duration.ofSeconds(5));
        relay.write(OutputChunk.Stream.STDOUT, "0123456");
        relay.write(OutputChunk.Stream.STDOUT, "789abcdef");
        relay.write(OutputChunk.Stream.STDOUT, "ghij");
        ex.runAll();
        relay.write(OutputChunk.Stream.STDOUT, "klm");
        ex.runAll();
        rec.assertTiles(OutputChunk.Stream.STDOUT, "0123456789abcdefghijklm");
        assertThat(rec.chunks()).containsExactly(OutputChunk.of(OutputChunk.Stream.STDOUT, "0123456789"),
                OutputChunk.dropped(OutputChunk.Stream.STDOUT, 10), OutputChunk.of(OutputChunk.Stream.STDOUT, "klm"));
    }

    @Test
    void should_not_split_a_surrogate_pair_at_the_buffer_bound() {
        ManualExecutor ex = new ManualExecutor();
        OutputRecorder rec = new OutputRecorder();
        OutputRelay relay = OutputRelay.of(rec, 3, ex, Duration.ofSeconds(5));
        String text = "ab\ud83d\ude00c";
        relay.write(OutputChunk.Stream.STDOUT, text);
        ex.runAll();
        assertThat(rec.chunks().get(0).text()).isEqualTo("ab");
        rec.assertTiles(OutputChunk.Stream.STDOUT, text);
    }

    @Test
    void should_deliver_files_that_fit_and_skip_those_that_do_not() {
        ManualExecutor ex = new ManualExecutor();
        OutputRecorder rec = new OutputRecorder();
        OutputRelay relay = OutputRelay.of(rec, 10, ex, Duration.ofSeconds(5));
        relay.file(SandboxFile.ofText("small.txt", "12345"));
        relay.file(SandboxFile.ofText("big.txt", "123456789012"));
        ex.runAll();
        assertThat(rec.files()).extracting(SandboxFile::path).containsExactly("small.txt");
    }

    @Test
    void should_wait_in_close_until_everything_was_delivered() throws Exception {
        OutputRecorder rec = new OutputRecorder(c -> sleep(30));
        OutputRelay relay = OutputRelay.of(rec, 1 << 20, runnable -> new Thread(runnable).start(),
                Duration.ofMinutes(5));
        for (int i = 0; i < 50; i++) {
            relay.write(OutputChunk.Stream.STDOUT, i + "\n");
        }
        relay.close();
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 50; i++) {
            expected.append(i).append('\n');
        }
        assertThat(rec.text(OutputChunk.Stream.STDOUT)).isEqualTo(expected.toString());
        relay.write(OutputChunk.Stream.STDOUT, "late");
        assertThat(rec.text(OutputChunk.Stream.STDOUT)).doesNotContain("late");
        assertThat(relay.failure()).isEmpty();
    }

    @Test
    void should_abandon_a_listener_that_does_not_return() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        OutputRecorder rec = new OutputRecorder(c -> {
            try {
                release.await(1, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        OutputRelay relay = OutputRelay.of(rec, 1 << 20, runnable -> new Thread(runnable).start(),
                Duration.ofMillis(200));
        relay.write(OutputChunk.Stream.STDOUT, "first");
        relay.write(OutputChunk.Stream.STDERR, "second");
        ExecutionResult r = relay.finish(ExecutionResult.builder(Outcome.SUCCESS).build());
        release.countDown();
        assertThat(r.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.ruleId()).isEqualTo(OutputRelay.DIAGNOSTIC_RULE);
            assertThat(d.message()).contains("did not return within 200 ms");
        });
        assertThat(rec.chunks()).extracting(OutputChunk::text).containsExactly("first");
    }

    @Test
    void should_stop_delivering_to_a_listener_that_throws() {
        ManualExecutor ex = new ManualExecutor();
        OutputRecorder rec = new OutputRecorder(c -> {
            throw new IllegalArgumentException("boom");
        });
        OutputRelay relay = OutputRelay.of(rec, 100, ex, Duration.ofSeconds(5));
        relay.write(OutputChunk.Stream.STDOUT, "a");
        relay.write(OutputChunk.Stream.STDERR, "b");
        ex.runAll();
        relay.write(OutputChunk.Stream.STDOUT, "c");
        ex.runAll();
        ExecutionResult r = relay.finish(ExecutionResult.builder(Outcome.SUCCESS).build());
        assertThat(rec.chunks()).extracting(OutputChunk::text).containsExactly("a");
        assertThat(r.diagnostics()).singleElement().satisfies(d -> assertThat(d.message()).contains("boom"));
    }

    @Test
    void should_do_nothing_when_the_request_has_no_listener() {
        OutputRelay relay = OutputRelay.of(ExecutionRequest.of("print(1)"));
        assertThat(relay.isActive()).isFalse();
        relay.write(OutputChunk.Stream.STDOUT, "ignored");
        ExecutionResult r = ExecutionResult.builder(Outcome.SUCCESS).build();
        assertThat(relay.finish(r)).isSameAs(r);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
