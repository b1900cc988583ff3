package io.agentcage.kubernetes.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.kubernetes.testkubelet.MockCluster;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutorService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Claims across replicas and the janitor's reaping, on the mock API server (no pods run). */
class ClaimsAndJanitorTest {
    private static final String NS = "ns";
    private final MockCluster cluster = new MockCluster();
    private final KubernetesClient client = cluster.client();
    private final ExecutorService background = Executors.newFixedThreadPool(2);

    @AfterEach
    void close() {
        background.shutdownNow();
        cluster.close();
    }

    private Pod create(String name, String state, long expiresInMs, long leaseInMs) {
        long now = Instant.now().toEpochMilli();
        return client.pods().inNamespace(NS).resource(new PodBuilder().withNewMetadata().withName(name)
                .addToLabels(PodLabels.MANAGED, "true").addToLabels(PodLabels.STATE, state)
                .addToAnnotations(PodLabels.EXPIRES, Long.toString(now + expiresInMs))
                .addToAnnotations(PodLabels.LEASE, Long.toString(now + leaseInMs)).endMetadata()
                .withNewSpec().addNewContainer().withName("sandbox").withImage("i").endContainer().endSpec().build())
                .create();
    }

    @Test
    void should_give_the_pod_to_one_replica_when_two_claim_it_from_the_same_snapshot() {
        Pod seen = create("warm", PodLabels.IDLE, 600_000, 600_000);
        boolean first = PodPool.claim(client, NS, seen, "replica-a", Duration.ofMinutes(2));
        boolean second = PodPool.claim(client, NS, seen, "replica-b", Duration.ofMinutes(2));
        assertThat(first).isTrue();
        assertThat(second).as("a claim with a stale resourceVersion must lose").isFalse();
        Pod now = client.pods().inNamespace(NS).withName("warm").get();
        assertThat(now.getMetadata().getLabels()).containsEntry(PodLabels.STATE, PodLabels.CLAIMED)
                .containsEntry(PodLabels.CLAIMED_BY, "replica-a");
    }

    @Test
    void should_not_claim_a_pod_that_is_gone() {
        Pod seen = create("gone", PodLabels.IDLE, 600_000, 600_000);
        client.pods().inNamespace(NS).withName("gone").delete();
        assertThat(PodPool.claim(client, NS, seen, "replica-a", Duration.ofMinutes(2))).isFalse();
    }

    @Test
    void should_reap_dead_replicas_pods_and_expired_ones_and_keep_the_rest_when_sweeping() {
        create("in-use", PodLabels.CLAIMED, 600_000, 60_000);
        create("idle", PodLabels.IDLE, 600_000, -60_000);
        create("dead-claimant", PodLabels.CLAIMED, 600_000, -1);
        create("dead-creator", PodLabels.STARTING, 600_000, -1);
        create("expired", PodLabels.IDLE, -1, 600_000);
        PodJanitor janitor = new PodJanitor(client, NS, new PodLabels(), Duration.ofMinutes(2), background);
        assertThat(janitor.sweep()).isEqualTo(3);
        List<String> left = client.pods().inNamespace(NS).list().getItems().stream()
                .map(p -> p.getMetadata().getName()).toList();
        assertThat(left).containsExactlyInAnyOrder("in-use", "idle");
    }

    @Test
    void should_push_the_lease_of_held_pods_when_renewing() {
        create("mine", PodLabels.CLAIMED, 600_000, 1_000);
        PodJanitor janitor = new PodJanitor(client, NS, new PodLabels(), Duration.ofMinutes(2), background);
        janitor.track("mine");
        janitor.renewLeases();
        long lease = PodLabels.annotation(client.pods().inNamespace(NS).withName("mine").get(), PodLabels.LEASE, 0);
        assertThat(lease).isGreaterThan(Instant.now().plusSeconds(60).toEpochMilli());
        client.pods().inNamespace(NS).withName("mine").delete();
        janitor.renewLeases();
        assertThat(janitor.heldCount()).as("a pod gone is forgotten").isZero();
    }
}
