package io.agentcage.kubernetes.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Which pods any replica's janitor deletes, from their labels alone. */
class PodLabelsTest {
    private static final Instant NOW = Instant.ofEpochMilli(1_000_000);

    private static Pod pod(String state, long expires, long lease, String phase) {
        return new PodBuilder().withNewMetadata().withName("p").addToLabels(PodLabels.STATE, state)
                .addToAnnotations(PodLabels.EXPIRES, Long.toString(expires))
                .addToAnnotations(PodLabels.LEASE, Long.toString(lease)).endMetadata()
                .withNewStatus().withPhase(phase).endStatus().build();
    }

    @Test
    void should_keep_pods_in_use_when_their_lease_and_lifetime_hold() {
        assertThat(PodLabels.leftover(pod(PodLabels.CLAIMED, 2_000_000, 1_100_000, "Running"), NOW)).isEmpty();
        assertThat(PodLabels.leftover(pod(PodLabels.STARTING, 2_000_000, 1_100_000, "Pending"), NOW)).isEmpty();
    }

    @Test
    void should_keep_idle_pods_when_their_creator_lease_ran_out() {
        // an idle pod belongs to the pool, not to its creator: other replicas may still claim it
        assertThat(PodLabels.leftover(pod(PodLabels.IDLE, 2_000_000, 10, "Running"), NOW)).isEmpty();
    }

    @Test
    void should_reap_pods_of_dead_replicas_and_past_their_lifetime() {
        assertThat(PodLabels.leftover(pod(PodLabels.CLAIMED, 2_000_000, 999_999, "Running"), NOW))
                .contains("its claimant's lease ran out");
        assertThat(PodLabels.leftover(pod(PodLabels.STARTING, 2_000_000, 999_999, "Pending"), NOW))
                .contains("its creator's lease ran out");
        assertThat(PodLabels.leftover(pod(PodLabels.IDLE, 1_000_000, 2_000_000, "Running"), NOW))
                .contains("past its lifetime");
        assertThat(PodLabels.leftover(pod(PodLabels.IDLE, 2_000_000, 2_000_000, "Failed"), NOW))
                .contains("it ended while idle (Failed)");
    }
}
