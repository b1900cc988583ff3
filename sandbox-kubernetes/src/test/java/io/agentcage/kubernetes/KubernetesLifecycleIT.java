package io.agentcage.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.Session;
import io.agentcage.kubernetes.internal.PodLabels;
import io.agentcage.kubernetes.internal.PodLimits;
import io.agentcage.kubernetes.internal.PodSpecs;
import io.fabric8.kubernetes.api.model.Pod;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Pool, replicas, leases and the failure modes that need a running pod (mock API server, test kubelet, real
 * containers): pool hits, two replicas sharing one pool without sharing a pod, a dead replica's pod reaped by
 * another, a session that survives a dropped attach stream, an evicted pod and a pod deleted mid-execution (both a
 * {@code SANDBOX_FAILURE} with the reason and {@code sessionStateLost}), and the hardening as the guest sees it.
 */
class KubernetesLifecycleIT {
    private static final ExecutionLimits CEILINGS = ExecutionLimits.builder().timeout(Duration.ofSeconds(20))
            .memoryBytes(256L << 20).fileBytes(8L << 20).maxProcesses(40).build();
    private KubeletTestSupport cluster;
    private final List<KubernetesExecutor> executors = new ArrayList<>();

    @BeforeEach
    void start() {
        cluster = KubeletTestSupport.start();
    }

    @AfterEach
    void stop() {
        executors.forEach(KubernetesExecutor::close);
        cluster.closeCheckingNothingLeft();
    }

    private final List<io.agentcage.spi.PoolEvent> events = new java.util.concurrent.CopyOnWriteArrayList<>();

    private KubernetesExecutor executor(int minIdle) {
        KubernetesExecutor e = KubernetesExecutor.builder().kubernetesClient(cluster.cluster.client())
                .poolListener(events::add)
                .config(KubeletTestSupport.config(CEILINGS).preloadModules(List.of()).poolMinIdle(minIdle)
                        .poolMaxTotal(4).build()).build();
        executors.add(e);
        return e;
    }

    private void awaitIdle(KubernetesExecutor e, int count) throws InterruptedException {
        for (int i = 0; i < 600 && e.poolStats().idle() < count; i++) {
            Thread.sleep(100);
        }
        assertThat(e.poolStats().idle()).as("idle pods after waiting up to 60 s").isGreaterThanOrEqualTo(count);
    }

    private Pod claimedPod(KubernetesExecutor e) {
        List<Pod> pods = cluster.cluster.client().pods().inNamespace(KubeletTestSupport.NAMESPACE)
                .withLabel(PodLabels.CLAIMED_BY, e.ownerId()).list().getItems();
        assertThat(pods).hasSize(1);
        return pods.get(0);
    }

    @Test
    void should_serve_from_the_warm_pool_when_an_idle_pod_is_ready() throws Exception {
        KubernetesExecutor k8s = executor(1);
        awaitIdle(k8s, 1);
        ExecutionResult r = k8s.execute(ExecutionRequest.of("print(6 * 7)"));
        assertThat(r.stdout()).as(r.message()).isEqualTo("42\n");
        assertThat(k8s.poolStats().hits()).isEqualTo(1);
        assertThat(k8s.poolStats().misses()).isZero();
        ExecutionResult narrowed = k8s.execute(ExecutionRequest.builder("print(1)").limits(ExecutionLimits
                .requestBuilder().memoryBytes(128L << 20).build()).build());
        assertThat(narrowed.stdout()).isEqualTo("1\n");
        assertThat(k8s.poolStats().misses()).as("narrowed limits need a pod of their own").isEqualTo(1);
        assertThat(events).extracting(io.agentcage.spi.PoolEvent::type).containsSubsequence(
                io.agentcage.spi.PoolEvent.Type.ACQUIRED_WARM, io.agentcage.spi.PoolEvent.Type.REMOVED,
                io.agentcage.spi.PoolEvent.Type.ACQUIRED_COLD, io.agentcage.spi.PoolEvent.Type.REMOVED);
        assertThat(events).allSatisfy(ev -> assertThat(ev.backend()).isEqualTo("kubernetes"));
    }

    @Test
    void should_share_one_pool_but_never_one_pod_when_two_replicas_run() throws Exception {
        KubernetesExecutor a = executor(2);
        KubernetesExecutor b = executor(0);
        assertThat(b.poolId()).isEqualTo(a.poolId());
        awaitIdle(b, 2);
        String fresh = "import os\nprint('fresh' if not os.path.exists('/tmp/used') else 'REUSED')\n"
                + "open('/tmp/used', 'w').close()\n";
        // First b alone: the idle pods are a's, so b serves from them (with a racing, a could take both first).
        ExecutionResult first = b.execute(ExecutionRequest.of(fresh));
        assertThat(first.stdout()).as(first.message()).isEqualTo("fresh\n");
        assertThat(b.poolStats().hits()).as("replica b claimed a pod replica a started").isEqualTo(1);
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<ExecutionResult>> runs = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                KubernetesExecutor e = i % 2 == 0 ? a : b;
                runs.add(threads.submit(() -> e.execute(ExecutionRequest.of(fresh))));
            }
            for (Future<ExecutionResult> f : runs) {
                ExecutionResult r = f.get(180, TimeUnit.SECONDS);
                assertThat(r.stdout()).as(r.message()).isEqualTo("fresh\n");
            }
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void should_reap_the_pod_of_a_dead_replica_when_its_lease_ran_out() {
        var client = cluster.cluster.client();
        PodSpecs specs = new PodSpecs(KubeletTestSupport.config(CEILINGS).build(), KubeletTestSupport.NAMESPACE);
        Pod orphan = specs.pod(PodLimits.of(CEILINGS), "dead-replica", PodLabels.CLAIMED,
                Instant.now().minus(Duration.ofMinutes(10)));
        String name = client.pods().inNamespace(KubeletTestSupport.NAMESPACE).resource(orphan).create()
                .getMetadata().getName();
        executor(0);  // its janitor sweeps when it starts
        assertThat(client.pods().inNamespace(KubeletTestSupport.NAMESPACE).withName(name).get()).isNull();
    }

    @Test
    void should_keep_the_session_state_when_the_attach_stream_drops_between_executions() {
        KubernetesExecutor k8s = executor(0);
        try (Session s = k8s.openSession()) {
            assertThat(s.execute(ExecutionRequest.of("x = 41")).outcome()).isEqualTo(Outcome.SUCCESS);
            String pod = claimedPod(k8s).getMetadata().getName();
            cluster.kubelet.dropAttachments(pod);
            ExecutionResult r = s.execute(ExecutionRequest.of("print(x + 1)"));
            assertThat(r.stdout()).as(r.message()).isEqualTo("42\n");
            assertThat(r.sessionStateLost()).isFalse();
            assertThat(claimedPod(k8s).getMetadata().getName()).isEqualTo(pod);
        }
    }

    @Test
    void should_report_eviction_and_go_on_with_a_fresh_pod_when_the_pod_is_evicted_mid_execution() throws Exception {
        KubernetesExecutor k8s = executor(0);
        try (Session s = k8s.openSession()) {
            s.execute(ExecutionRequest.of("x = 1"));
            String pod = claimedPod(k8s).getMetadata().getName();
            ExecutorService thread = Executors.newSingleThreadExecutor();
            try {
                Future<ExecutionResult> running = thread.submit(() -> s.execute(ExecutionRequest.of(
                        "open('/tmp/started', 'w').close()\nimport time\ntime.sleep(15)")));
                awaitWorkerBusy(pod);
                cluster.kubelet.evict(pod, "The node was low on resource: memory.");
                ExecutionResult r = running.get(60, TimeUnit.SECONDS);
                assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
                assertThat(r.message()).contains("evicted").contains("low on resource");
                assertThat(r.sessionStateLost()).isTrue();
            } finally {
                thread.shutdownNow();
            }
            ExecutionResult next = s.execute(ExecutionRequest.of("print('x' in globals())"));
            assertThat(next.stdout()).as(next.message()).isEqualTo("False\n");
            assertThat(next.sessionStateLost()).isTrue();
        }
    }

    @Test
    void should_report_the_deletion_when_the_pod_is_deleted_mid_execution() throws Exception {
        KubernetesExecutor k8s = executor(0);
        try (Session s = k8s.openSession()) {
            s.execute(ExecutionRequest.of("x = 1"));
            String pod = claimedPod(k8s).getMetadata().getName();
            ExecutorService thread = Executors.newSingleThreadExecutor();
            try {
                Future<ExecutionResult> running = thread.submit(() -> s.execute(ExecutionRequest.of(
                        "open('/tmp/started', 'w').close()\nimport time\ntime.sleep(15)")));
                awaitWorkerBusy(pod);
                cluster.cluster.client().pods().inNamespace(KubeletTestSupport.NAMESPACE).withName(pod).delete();
                ExecutionResult r = running.get(60, TimeUnit.SECONDS);
                assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
                assertThat(r.message()).contains("was deleted during the execution");
                assertThat(r.sessionStateLost()).isTrue();
            } finally {
                thread.shutdownNow();
            }
        }
    }

    /** Waits until the guest code in the pod has created /tmp/started (bounded: 60 s). */
    private void awaitWorkerBusy(String pod) throws Exception {
        var docker = KubeletTestSupport.docker();
        for (int i = 0; i < 600; i++) {
            for (String c : cluster.kubelet.dockerContainersOf(pod)) {
                String exec = docker.execCreateCmd(c).withCmd("test", "-e", "/tmp/started").exec().getId();
                docker.execStartCmd(exec).start().awaitCompletion(10, TimeUnit.SECONDS);
                Long code = docker.inspectExecCmd(exec).exec().getExitCodeLong();
                if (code != null && code == 0) {
                    return;
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the execution never started in pod " + pod);
    }

    @Test
    void should_show_the_hardening_to_the_guest_when_it_looks_from_inside() {
        KubernetesExecutor k8s = executor(0);
        ExecutionResult r = k8s.execute(ExecutionRequest.of(String.join("\n",
                "import os, resource, errno",
                "st = dict(l.split(':', 1) for l in open('/proc/self/status'))",
                "print('uid', os.getuid(), 'caps', st['CapEff'].strip(), 'nnp', st['NoNewPrivs'].strip())",
                "print('init', open('/proc/1/comm').read().strip())",
                "try:",
                "    open('/etc/x', 'w')",
                "except OSError as e:",
                "    print('etc', errno.errorcode[e.errno])",
                "print('fsize', resource.getrlimit(resource.RLIMIT_FSIZE)[0], 'nofile',",
                "      resource.getrlimit(resource.RLIMIT_NOFILE)[0], 'core', resource.getrlimit(resource.RLIMIT_CORE)[0],",
                "      'nproc', resource.getrlimit(resource.RLIMIT_NPROC)[0])",
                "print('token', os.path.exists('/var/run/secrets/kubernetes.io'))",
                "print('svc', [k for k in os.environ if k.startswith('KUBERNETES')])",
                "print('host', os.uname().nodename)",
                "mounts = {l.split()[4]: l.split()[-1] for l in open('/proc/self/mountinfo')}",
                "print('ws', 'size=8192k' in mounts.get('/workspace', ''))")));
        assertThat(r.outcome()).as(r.message() + r.stderr()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo(String.join("\n",
                "uid 65534 caps 0000000000000000 nnp 1",
                "init agentcage-init",
                "etc EROFS",
                "fsize 8388608 nofile 256 core 0 nproc 40",
                "token False",
                "svc []",
                "host sandbox",
                "ws True", ""));
    }
}
