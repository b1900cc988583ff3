package io.agentcage.interpreter.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.Session;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.interpreter.InterpreterFixture;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A session's memory limit bounds what the session holds across its executions, not what one execution adds: an
 * execution starts from what the earlier ones left in the session's namespace, reports it in its peak, and is
 * stopped when its additions take the session past the limit.
 */
class SessionMemoryTest {
    private static final long LIMIT = 16L << 20;
    private static final byte[] KEY = "session-memory-test-key-0123456789".getBytes(StandardCharsets.UTF_8);
    private static final String ADD_6MB = "keep.append(['k' * 1000 for _ in range(6000)])\nprint(len(keep))";

    @RegisterExtension
    static final InterpreterFixture EX = new InterpreterFixture(b -> b
            .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(60)).memoryBytes(LIMIT).build()));

    @Test
    void should_stop_the_execution_that_takes_the_session_past_the_limit_when_earlier_ones_kept_data() {
        try (Session s = EX.executor().openSession()) {
            assertThat(run(s, "keep = []").outcome()).isEqualTo(Outcome.SUCCESS);
            ExecutionResult first = run(s, ADD_6MB);
            assertThat(first.outcome()).as(first.message()).isEqualTo(Outcome.SUCCESS);
            ExecutionResult second = run(s, ADD_6MB);
            assertThat(second.outcome()).as(second.message()).isEqualTo(Outcome.SUCCESS);
            assertThat(second.usage().peakMemoryBytes())
                    .as("the second execution's peak includes what the first one left")
                    .isGreaterThan(first.usage().peakMemoryBytes() + (4L << 20));
            ExecutionResult third = run(s, ADD_6MB);
            assertThat(third.limitExceeded()).as(third.outcome() + " " + third.message()).contains(Limit.MEMORY);
        }
    }

    @Test
    void should_give_the_room_back_when_an_execution_drops_what_earlier_ones_kept() {
        try (Session s = EX.executor().openSession()) {
            assertThat(run(s, "keep = []").outcome()).isEqualTo(Outcome.SUCCESS);
            assertThat(run(s, ADD_6MB).outcome()).isEqualTo(Outcome.SUCCESS);
            assertThat(run(s, ADD_6MB).outcome()).isEqualTo(Outcome.SUCCESS);
            ExecutionResult dropped = run(s, "keep.clear()\nprint(len(keep))");
            assertThat(dropped.outcome()).as(dropped.message()).isEqualTo(Outcome.SUCCESS);
            for (int i = 0; i < 2; i++) {
                ExecutionResult again = run(s, ADD_6MB);
                assertThat(again.outcome()).as(again.message()).isEqualTo(Outcome.SUCCESS);
            }
        }
    }

    @Test
    void should_count_what_a_restored_session_holds_when_it_runs_again() {
        byte[] saved;
        try (InterpreterExecutor ex = snapshotting(); Session s = ex.openSession()) {
            assertThat(run(s, "keep = []").outcome()).isEqualTo(Outcome.SUCCESS);
            assertThat(run(s, ADD_6MB).outcome()).isEqualTo(Outcome.SUCCESS);
            assertThat(run(s, ADD_6MB).outcome()).isEqualTo(Outcome.SUCCESS);
            saved = s.snapshot();
        }
        try (InterpreterExecutor other = snapshotting(); Session restored = other.restoreSession(saved)) {
            ExecutionResult third = run(restored, ADD_6MB);
            assertThat(third.limitExceeded()).as(third.outcome() + " " + third.message()).contains(Limit.MEMORY);
        }
    }

    private static InterpreterExecutor snapshotting() {
        return InterpreterExecutor.builder().snapshotKey(KEY)
                .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(60)).memoryBytes(LIMIT).build()).build();
    }

    private static ExecutionResult run(Session s, String code) {
        return s.execute(ExecutionRequest.of(code));
    }
}
