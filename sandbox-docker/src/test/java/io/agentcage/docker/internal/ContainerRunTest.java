package io.agentcage.docker.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ContainerRunTest {
    private static final Duration TOOK = Duration.ofMillis(5);

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
