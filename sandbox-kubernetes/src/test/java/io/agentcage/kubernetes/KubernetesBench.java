package io.agentcage.kubernetes;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Session;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The Kubernetes backend's latency table (scripts/bench-kubernetes.sh): session round trip and pooled one-shot
 * through the attach bridge, and a one-shot with no warm pod (a pool miss: create, kubelet start, attach, ping),
 * on the mock API server and the test kubelet, per runtime. What it measures is the executor, the fabric8 client,
 * the websocket and the runner; not a real API server, scheduler or kubelet. Not a test.
 *
 * <p>System properties: {@code bench.reps} (samples per row, default 20), {@code bench.runtimes} (default runc and,
 * when registered, runsc).
 */
public final class KubernetesBench {
    private static final int REPS = Integer.getInteger("bench.reps", 20);

    private KubernetesBench() {
    }

    public static void main(String[] args) throws Exception {
        List<String> runtimes = new ArrayList<>(List.of("runc"));
        if (KubeletTestSupport.docker().infoCmd().exec().getRuntimes().containsKey("runsc")) {
            runtimes.add("runsc");
        }
        String only = System.getProperty("bench.runtimes");
        if (only != null) {
            runtimes.retainAll(List.of(only.split(",")));
        }
        System.out.println("| runtime | row | n | p50 ms | p90 ms |");
        System.out.println("|---|---|---|---|---|");
        for (String runtime : runtimes) {
            try (KubeletTestSupport cluster = KubeletTestSupport.start()) {
                bench(cluster, runtime);
            }
        }
        System.exit(0);
    }

    private static void bench(KubeletTestSupport cluster, String runtime) throws Exception {
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(Duration.ofSeconds(30)).build();
        KubernetesConfig.Builder config = KubeletTestSupport.config(ceilings).poolMinIdle(1).poolMaxTotal(4);
        if (runtime.equals("runsc")) {
            config.runtimeClassName(KubeletTestSupport.GVISOR);
        }
        try (KubernetesExecutor k8s = KubernetesExecutor.builder().kubernetesClient(cluster.cluster.client())
                .config(config.build()).build()) {
            try (Session s = k8s.openSession()) {
                s.execute(ExecutionRequest.of("x = 0"));
                List<Long> rt = new ArrayList<>();
                for (int i = 0; i < REPS * 5; i++) {
                    long t = System.nanoTime();
                    check(s.execute(ExecutionRequest.of("x += 1\nx")));
                    rt.add(System.nanoTime() - t);
                }
                row(runtime, "session round trip (attach bridge)", rt);
            }
            List<Long> pooled = new ArrayList<>();
            for (int i = 0; i < REPS; i++) {
                awaitIdle(k8s);
                long t = System.nanoTime();
                check(k8s.execute(ExecutionRequest.of("print(1)")));
                pooled.add(System.nanoTime() - t);
            }
            row(runtime, "one-shot print(1), warm pod (claim, attach, run, delete)", pooled);
        }
        try (KubernetesExecutor cold = KubernetesExecutor.builder().kubernetesClient(cluster.cluster.client())
                .config(config.poolMinIdle(0).preloadModules(List.of()).build()).build()) {
            List<Long> miss = new ArrayList<>();
            for (int i = 0; i < Math.max(3, REPS / 4); i++) {
                long t = System.nanoTime();
                check(cold.execute(ExecutionRequest.of("print(1)")));
                miss.add(System.nanoTime() - t);
            }
            row(runtime, "one-shot print(1), pool miss (pod created and started)", miss);
        }
    }

    private static void awaitIdle(KubernetesExecutor k8s) throws InterruptedException {
        for (int i = 0; i < 1200 && k8s.poolStats().idle() < 1; i++) {
            Thread.sleep(50);
        }
    }

    private static void check(ExecutionResult r) {
        if (!r.message().isEmpty() && r.outcome() != io.agentcage.Outcome.SUCCESS) {
            throw new IllegalStateException("benchmark execution failed: " + r.outcome() + " " + r.message());
        }
    }

    private static void row(String runtime, String name, List<Long> nanos) {
        List<Long> sorted = new ArrayList<>(nanos);
        Collections.sort(sorted);
        System.out.printf(Locale.ROOT, "| %s | %s | %d | %.1f | %.1f |%n", runtime, name, sorted.size(),
                sorted.get(sorted.size() / 2) / 1e6, sorted.get((int) Math.ceil(sorted.size() * 0.9) - 1) / 1e6);
    }
}
