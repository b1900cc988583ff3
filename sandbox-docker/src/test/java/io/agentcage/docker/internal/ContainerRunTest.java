package io.agentcage.docker.internal;

import static org.assertj.core.api.Assertions.assertThat;

import static io.agentcage.docker.internal.StubDocker.destroy;
import static io.agentcage.docker.internal.StubDocker.die;
import static io.agentcage.docker.internal.StubDocker.oom;

import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.docker.internal.StubDocker.AwaitReader;
import io.agentcage.docker.internal.StubDocker.End;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * How a container that stopped answering is attributed: {@link ContainerRun#died} against a stubbed daemon whose
 * events come in every order (the JUnit timeout bounds the tests whose waits are meant to end on an event).
 */
class ContainerRunTest {
    private static final Duration TOOK = Duration.ofMillis(5);
    private static final Instant STARTED = Instant.ofEpochSecond(1_700_000_000L, 123);
    /** Waits that only an event may end: a test that reaches one fails at the JUnit timeout instead. */
    private static final ContainerEnd.Bounds ENDLESS = new ContainerEnd.Bounds(Duration.ofDays(1),
            Duration.ofDays(1));
    /** Waits for events that never come, made short. */
    private static final ContainerEnd.Bounds SHORT = new ContainerEnd.Bounds(Duration.ofMillis(100),
            Duration.ofMillis(100));

    private static ExecutionResult died(StubDocker docker, ContainerEnd.Bounds bounds) {
        return ContainerRun.died(docker.client(), "c1", Optional::empty, "the sandbox container's output ended",
                STARTED, TOOK, true, 256L << 20, bounds);
    }

    private static void assertMemory(ExecutionResult r) {
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.MEMORY);
        assertThat(r.sessionStateLost()).isTrue();
    }

    private static void assertKilledNotMemory(ExecutionResult r) {
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.limitExceeded()).isEmpty();
        assertThat(r.message()).contains("(exit 137)").contains("SIGKILL, not by the OOM killer");
    }

    @Test
    void should_report_memory_when_the_oom_event_comes_before_die() {
        assertMemory(died(StubDocker.events(oom(), die(137)), ENDLESS));
    }

    @Test
    void should_report_memory_when_the_oom_event_comes_after_die() {
        // Under runsc the daemon logs die first about once in fifteen runs, and never sets OOMKilled then.
        assertMemory(died(StubDocker.events(die(137), new AwaitReader(), oom()), ENDLESS));
    }

    @Test
    void should_report_memory_when_the_container_still_runs_and_an_oom_event_comes() {
        // The OOM killer took the supervisor, not init: no die, but the oom event is there.
        assertMemory(died(StubDocker.events(new AwaitReader(), oom()), ENDLESS));
    }

    @Test
    void should_not_blame_memory_when_the_container_still_runs_without_an_oom_event() {
        ExecutionResult r = died(StubDocker.events(), SHORT);
        assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.limitExceeded()).isEmpty();
        assertThat(r.message()).doesNotContain("exit").contains("output ended");
    }

    @Test
    void should_not_blame_memory_when_no_oom_event_follows_a_sigkill() {
        assertKilledNotMemory(died(StubDocker.events(die(137)), SHORT));
    }

    @Test
    void should_stop_waiting_and_not_blame_memory_when_the_container_is_removed_after_a_sigkill() {
        assertKilledNotMemory(died(StubDocker.events(die(137), destroy()), ENDLESS));
    }

    @Test
    void should_report_memory_when_the_container_was_removed_after_an_oom_kill() {
        assertMemory(died(StubDocker.events(oom(), die(137), destroy()), ENDLESS));
    }

    @Test
    void should_not_wait_for_an_oom_event_when_the_exit_is_no_sigkill() {
        ExecutionResult r = died(StubDocker.events(die(1), new AwaitReader(), oom()), ENDLESS);
        assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.message()).contains("(exit 1)");
    }

    @Test
    void should_inspect_once_when_the_daemon_cannot_stream_events() {
        assertMemory(died(StubDocker.noEvents("{\"OOMKilled\":true,\"Running\":false,\"ExitCode\":137}"),
                ENDLESS));
        assertKilledNotMemory(died(StubDocker.noEvents("{\"OOMKilled\":false,\"Running\":false,"
                + "\"ExitCode\":137}"), ENDLESS));
        assertThat(died(StubDocker.noEvents(null), ENDLESS).outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
    }

    @Test
    void should_inspect_when_the_event_stream_ends_before_the_container_exits() {
        ExecutionResult r = died(StubDocker.events(new End()), ENDLESS);
        assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.limitExceeded()).isEmpty();
    }

    @Test
    void should_ask_for_the_containers_events_since_the_execution_started() {
        StubDocker docker = StubDocker.events(oom());
        died(docker, ENDLESS);
        assertThat(docker.requests).containsExactly("container=c1;event=oom,die,destroy;since=1700000000.000000123");
    }

    @Test
    void should_not_ask_the_daemon_when_the_host_stopped_the_container() {
        StubDocker docker = StubDocker.events(oom());
        ExecutionResult r = ContainerRun.died(docker.client(), "c1", () -> Optional.of("the host gave up on it"),
                "ended", STARTED, TOOK, false, 256L << 20, ENDLESS);
        assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.message()).contains("because the host gave up on it");
        assertThat(docker.requests).isEmpty();
    }

    @Test
    void should_report_memory_only_when_the_oom_killer_flag_is_set_under_runc() {
        ExecutionResult oom = ContainerRun.diagnose(null, true, 137L, false, "ended", TOOK);
        assertThat(oom.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(oom.limitExceeded()).contains(Limit.MEMORY);

        ExecutionResult killed = ContainerRun.diagnose(null, false, 137L, false, "ended", TOOK);
        assertThat(killed.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(killed.message()).contains("SIGKILL, not by the OOM killer");
    }

    @Test
    void should_not_blame_memory_when_the_host_stopped_the_container() {
        ExecutionResult r = ContainerRun.diagnose("it was removed by the host", false, 137L, true, "ended", TOOK);
        assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.limitExceeded()).isEmpty();
        assertThat(r.message()).contains("removed by the host");
    }

    @Test
    void should_not_count_an_unexplained_sigkill_under_gvisor_as_memory() {
        ExecutionResult r = ContainerRun.diagnose(null, false, 137L, true, "ended", TOOK);
        assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.limitExceeded()).isEmpty();
        assertThat(r.message()).contains("SIGKILL, not by the OOM killer");

        ExecutionResult oom = ContainerRun.diagnose(null, true, 137L, true, "ended", TOOK);
        assertThat(oom.limitExceeded()).contains(Limit.MEMORY);
    }

    @Test
    void should_report_other_exits_as_sandbox_failures() {
        ExecutionResult r = ContainerRun.diagnose(null, false, 1L, false, "output ended", TOOK);
        assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.message()).contains("exit 1").contains("output ended");
    }
}
