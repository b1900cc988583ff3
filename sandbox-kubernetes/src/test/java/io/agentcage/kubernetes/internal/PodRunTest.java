package io.agentcage.kubernetes.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** How a pod whose attach stream ended mid-execution is explained: every case a result, with the reason. */
class PodRunTest {

    private static PodBuilder running() {
        return new PodBuilder().withNewMetadata().withName("p").endMetadata().withNewStatus().withPhase("Running")
                .endStatus();
    }

    private static ExecutionResult diagnose(Pod pod, String stoppedByHost) {
        return PodRun.diagnose("p", pod, stoppedByHost, false, "closed (1006)", Duration.ofMillis(5));
    }

    @Test
    void should_report_eviction_when_the_kubelet_evicted_the_pod() {
        Pod pod = new PodBuilder(running().build()).editStatus().withPhase("Failed").withReason("Evicted")
                .withMessage("The node was low on resource: memory.").endStatus().build();
        ExecutionResult r = diagnose(pod, null);
        assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.sessionStateLost()).isTrue();
        assertThat(r.message()).contains("was evicted").contains("low on resource");
    }

    @Test
    void should_report_deletion_when_the_pod_is_gone_or_terminating() {
        assertThat(diagnose(null, null).message()).contains("was deleted during the execution");
        Pod terminating = new PodBuilder(running().build()).editMetadata().withDeletionTimestamp("2026-01-01T00:00:00Z")
                .endMetadata().build();
        assertThat(diagnose(terminating, null).message()).contains("node was lost");
    }

    @Test
    void should_report_memory_limit_when_the_container_was_oom_killed() {
        Pod pod = new PodBuilder(running().build()).editStatus().addNewContainerStatus().withName("sandbox")
                .withNewState().withNewTerminated().withExitCode(137).withReason("OOMKilled").endTerminated()
                .endState().endContainerStatus().endStatus().build();
        ExecutionResult r = diagnose(pod, null);
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.MEMORY);
    }

    @Test
    void should_not_blame_memory_when_the_container_got_another_sigkill() {
        Pod pod = new PodBuilder(running().build()).editStatus().addNewContainerStatus().withName("sandbox")
                .withNewState().withNewTerminated().withExitCode(137).withReason("Error").endTerminated()
                .endState().endContainerStatus().endStatus().build();
        ExecutionResult r = diagnose(pod, null);
        assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.message()).contains("exit 137").contains("not by the OOM killer");
    }

    @Test
    void should_report_the_lifetime_when_the_deadline_ended_the_pod() {
        Pod pod = new PodBuilder(running().build()).editStatus().withPhase("Failed").withReason("DeadlineExceeded")
                .endStatus().build();
        assertThat(diagnose(pod, null).message()).contains("activeDeadlineSeconds");
    }

    @Test
    void should_report_a_dropped_stream_when_the_pod_still_runs() {
        ExecutionResult r = diagnose(running().build(), null);
        assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.message()).contains("attach stream").contains("dropped").contains("closed (1006)");
    }

    @Test
    void should_say_the_host_stopped_it_when_the_host_did() {
        assertThat(diagnose(null, "it was removed by the host").message()).contains("because it was removed by the "
                + "host");
    }
}
