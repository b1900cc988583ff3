package io.agentcage.langchain4j.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.spi.CodeExecutorProvider;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Idle expiry of conversation sessions on the test's clock: no periodic sweep (no scheduler), no sleeping, so the
 * outcome cannot depend on how loaded the machine is.
 */
class ConversationSessionsTest {
    private static final Duration IDLE = Duration.ofMillis(50);

    private final AtomicLong clock = new AtomicLong();
    private CodeExecutor executor;
    private ConversationSessions sessions;

    @BeforeEach
    void start() {
        executor = CodeExecutorProvider.find("interpreter").orElseThrow().create(ExecutionLimits.defaults());
        sessions = new ConversationSessions(executor, IDLE, 10, null, clock::get);
    }

    @AfterEach
    void stop() {
        sessions.close();
        executor.close();
    }

    private String run(String conversation, String code) {
        return sessions.execute(conversation, ExecutionRequest.of(code)).stdout();
    }

    @Test
    void should_forget_state_when_the_session_was_idle_too_long() {
        run("c1", "x = 5");
        clock.addAndGet(IDLE.toNanos() / 2);
        assertThat(run("c1", "print(x)")).isEqualTo("5\n");
        clock.addAndGet(IDLE.toNanos() + 1);
        assertThat(sessions.closeIdle()).isEqualTo(1);
        assertThat(sessions.size()).isZero();
        assertThat(sessions.execute("c1", ExecutionRequest.of("print(x)")).message()).contains("NameError");
    }

    @Test
    void should_keep_a_session_used_within_the_idle_time() {
        run("c1", "x = 1");
        for (int i = 0; i < 5; i++) {
            clock.addAndGet(IDLE.toNanos());   // exactly the idle time since the last use: not yet idle
            assertThat(sessions.closeIdle()).isZero();
            run("c1", "x += 1");
        }
        assertThat(run("c1", "print(x)")).isEqualTo("6\n");
    }

    @Test
    void should_close_idle_sessions_on_the_next_call_without_a_sweeper() {
        run("old", "x = 1");
        clock.addAndGet(IDLE.toNanos() + 1);
        run("new", "y = 2");   // each call sweeps first
        assertThat(sessions.size()).isEqualTo(1);
    }
}
