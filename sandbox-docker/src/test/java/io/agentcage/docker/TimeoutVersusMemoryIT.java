package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A SIGKILL (exit 137) ends a process at a timeout, at the memory limit and when anything else sends it. The
 * result must name the real cause: a timeout (the supervisor's or the host's backstop) says timeout, only the
 * kernel's OOM killer says memory, and guest code killing its own runner is a sandbox failure.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TimeoutVersusMemoryIT {
    private DockerExecutor executor;

    @BeforeAll
    void start() {
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(Duration.ofSeconds(20))
                .memoryBytes(192L << 20).build();
        executor = DockerExecutor.builder().config(DockerTestSupport.config(ceilings).preloadModules(List.of())
                .poolMinIdle(1).backstopGrace(Duration.ofSeconds(2)).build()).build();
    }

    @AfterAll
    void stop() {
        if (executor != null) {
            executor.close();
            assertThat(DockerTestSupport.containersOf(executor.ownerId())).isEmpty();
        }
    }

    private ExecutionResult run(String code, Duration timeout) {
        return executor.execute(ExecutionRequest.builder(code)
                .limits(ExecutionLimits.builder().timeout(timeout).build()).build());
    }

    @Test
    void should_report_a_timeout_when_the_supervisor_kills_a_worker_that_holds_much_memory() {
        ExecutionResult r = run("held = b'x' * (120 << 20)\nwhile True:\n    pass", Duration.ofSeconds(2));
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.TIMEOUT);
        assertThat(r.limitExceeded()).contains(Limit.TIME);
        assertThat(r.message()).doesNotContainIgnoringCase("memory");
    }

    @Test
    void should_report_a_timeout_when_the_host_backstop_kills_a_container_whose_supervisor_is_frozen() {
        ExecutionResult r = run("import os, signal, time\nos.kill(os.getppid(), signal.SIGSTOP)\ntime.sleep(60)",
                Duration.ofSeconds(1));
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.TIMEOUT);
        assertThat(r.limitExceeded()).contains(Limit.TIME);
        assertThat(r.message()).contains("did not answer").doesNotContainIgnoringCase("memory");
    }

    @Test
    void should_report_a_sandbox_failure_not_memory_when_the_guest_sigkills_its_supervisor() {
        ExecutionResult r = run("import os, signal, time\nos.kill(os.getppid(), signal.SIGKILL)\ntime.sleep(5)",
                Duration.ofSeconds(10));
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.limitExceeded()).isEmpty();
        assertThat(r.message()).contains("SIGKILL").contains("not by the OOM killer");
    }

    @Test
    void should_still_report_the_memory_limit_when_the_oom_killer_strikes() {
        ExecutionResult r = run("blocks = []\nwhile True:\n    blocks.append(b'x' * (16 << 20))",
                Duration.ofSeconds(15));
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.MEMORY);
    }
}
