package io.agentcage.kubernetes;

import io.agentcage.Capabilities;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.SandboxException;
import io.agentcage.SandboxUnavailableException;
import io.agentcage.Session;
import io.agentcage.UnsupportedCapabilityException;
import io.agentcage.host.HostFunction;
import io.agentcage.kubernetes.internal.Access;
import io.agentcage.kubernetes.internal.KubernetesSession;
import io.agentcage.kubernetes.internal.PodFactory;
import io.agentcage.kubernetes.internal.PodJanitor;
import io.agentcage.kubernetes.internal.PodLabels;
import io.agentcage.kubernetes.internal.PodLimits;
import io.agentcage.kubernetes.internal.PodPool;
import io.agentcage.kubernetes.internal.PodRun;
import io.agentcage.kubernetes.internal.PodSpecs;
import io.agentcage.kubernetes.internal.SandboxPod;
import io.agentcage.egress.EgressSettings;
import io.agentcage.egress.internal.EgressGateway;
import io.agentcage.net.NetworkPolicy;
import io.agentcage.net.SecretResolver;
import io.agentcage.runner.internal.HostSetup;
import io.agentcage.runner.internal.HostSetupBuilder;
import io.agentcage.spi.PoolListener;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs Python (CPython 3.11 with numpy, pandas and matplotlib) in hardened Kubernetes pods: one fresh pod per
 * one-shot execution, one pod per session, never reused, spoken to over {@code pods/attach} with the same runner
 * protocol and image as the Docker backend.
 *
 * <p>Thread-safe, meant to be created once and shared; {@link #close()} deletes every pod it holds. A warm pool
 * ({@link KubernetesConfig#poolMinIdle()}) of running, preloaded pods is shared by every executor with the same
 * configuration in the namespace (replicas of a service): a pod is claimed with a resourceVersion-guarded patch, so
 * two replicas never take the same one. Pods left by dead replicas are deleted by the others' janitors once their
 * lease runs out; every pod also ends at its {@code activeDeadlineSeconds}.
 *
 * <pre>{@code
 * try (KubernetesExecutor k8s = KubernetesExecutor.builder()
 *         .config(KubernetesConfig.builder().namespace("sandboxes").runtimeClassName("gvisor").build()).build()) {
 *     ExecutionResult r = k8s.execute(ExecutionRequest.of("import pandas as pd\npd.Series([1, 2]).sum()"));
 *     System.out.println(r.value().orElse(""));   // 3
 * }
 * }</pre>
 *
 * <p>Building an executor checks that the API server answers, that this identity has the permissions the
 * executor needs (each missing one is named), and that the deny-all NetworkPolicy exists (creating it unless
 * configured otherwise); if not it throws {@link SandboxUnavailableException}. Afterwards every failure of an
 * execution (API server gone, permission or quota refused, pod stuck pending, evicted, deleted, stream dropped) is
 * a {@code SANDBOX_FAILURE} result whose message says which, never an exception or a hang.
 */
public final class KubernetesExecutor implements CodeExecutor {
    private final KubernetesConfig config;
    private final KubernetesClient client;
    private final boolean ownsClient;
    private final String namespace;
    private final PodLabels labels = new PodLabels();
    private final PodSpecs specs;
    private final ExecutorService background;
    private final ScheduledExecutorService sweeper;
    private final PodJanitor janitor;
    private final PodFactory factory;
    private final PodPool pool;
    private final Set<KubernetesSession> sessions = ConcurrentHashMap.newKeySet();
    private final Thread shutdownHook;
    private final HostSetupBuilder.Built hostCalls;
    private final EgressGateway egress;
    private volatile boolean closed;

    private KubernetesExecutor(Builder b) {
        this.config = b.config;
        this.ownsClient = b.client == null;
        this.client = ownsClient ? new KubernetesClientBuilder().build() : b.client;
        ThreadFactory threads = b.threadFactory != null ? b.threadFactory : daemonThreads();
        this.namespace = config.namespace().orElseGet(() -> client.getNamespace() != null ? client.getNamespace()
                : "default");
        this.specs = new PodSpecs(config, namespace);
        try {
            new Access(client, namespace, config, specs).check();
        } catch (RuntimeException e) {
            closeClient();
            throw e;
        }
        this.hostCalls = b.hostCalls.build(threads);
        this.egress = new EgressGateway(b.networkPolicy, b.secrets, b.egressSettings, null);
        this.background = Executors.newFixedThreadPool(2, threads);
        this.sweeper = Executors.newSingleThreadScheduledExecutor(threads);
        this.janitor = new PodJanitor(client, namespace, labels, config.claimLease(), background);
        janitor.sweepQuietly();
        long renew = Math.max(5, config.claimLease().toSeconds() / 3);
        sweeper.scheduleWithFixedDelay(janitor::renewLeases, renew, renew, TimeUnit.SECONDS);
        long every = Math.max(5, Math.min(60, config.claimLease().toSeconds() / 2));
        sweeper.scheduleWithFixedDelay(janitor::sweepQuietly, every, every, TimeUnit.SECONDS);
        this.shutdownHook = new Thread(janitor::removeAll, "agentcage-kubernetes-shutdown");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
        this.factory = new PodFactory(client, config, specs, labels, janitor);
        try {
            this.pool = new PodPool(client, factory, janitor, config, specs, labels, threads, b.poolListener);
        } catch (RuntimeException e) {
            sweeper.shutdownNow();
            background.shutdownNow();
            hostCalls.close();
            egress.close();
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
            closeClient();
            throw io.agentcage.kubernetes.internal.KubernetesFaults.translate("watch", "pods", namespace, e);
        }
    }

    /** A builder with the secure defaults ({@link KubernetesConfig#defaults()}) and a client from the environment. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Runs the request in a fresh pod (a pooled one when the request's pod-level limits are the ceilings), then
     * deletes the pod. Failures of the cluster are {@code SANDBOX_FAILURE} results naming what failed.
     */
    @Override
    public ExecutionResult execute(ExecutionRequest request) {
        Objects.requireNonNull(request, "request == null");
        checkOpen();
        checkLanguage(request);
        ExecutionLimits limits = config.ceilings().narrowedBy(request.limits());
        long started = System.nanoTime();
        if (request.cancellation().map(io.agentcage.CancellationToken::isCancelled).orElse(false)) {
            return ExecutionResult.cancelled(io.agentcage.text.ModelText.cancelledMessage(Duration.ZERO)
                    + " (before it started)", Duration.ZERO);
        }
        SandboxPod pod;
        try {
            pod = pool.acquire(PodLimits.of(limits));
        } catch (SandboxException e) {
            return ExecutionResult.sandboxFailure(e.getMessage(), Duration.ofNanos(System.nanoTime() - started));
        }
        try {
            PodRun run = PodRun.execute(client, namespace, pod, request, limits, config.backstopGrace(),
                    config.isGvisor(), hostCalls.setup(), config.network() ? null : egress);
            return run.result().toBuilder().duration(Duration.ofNanos(System.nanoTime() - started))
                    .sessionStateLost(false).build();
        } finally {
            pool.release(pod, "its execution was over");
        }
    }

    /**
     * A session on a pod of its own.
     *
     * @throws SandboxException if no pod can be had (the message says why: permissions, quota, startup)
     */
    @Override
    public Session openSession() {
        checkOpen();
        KubernetesSession session = new KubernetesSession(client, namespace, pool, factory, config,
                sessions::remove, hostCalls.setup(), config.network() ? null : egress);
        sessions.add(session);
        if (closed) {
            session.close();
            checkOpen();
        }
        return session;
    }

    @Override
    public Capabilities capabilities() {
        HostSetup hosts = hostCalls.setup();
        boolean network = config.network() || egress.enabled();
        return new Capabilities("kubernetes", Set.of(ExecutionRequest.PYTHON), true, true, network,
                !hosts.isEmpty(), Set.of(), config.ceilings())
                .withHostFunctionStubs(hosts.functions().stream().map(f -> f.stub(true)).toList());
    }

    /**
     * The host functions guest code may call: in a pod they are Python callables that block until the host answers
     * (the call and its answer cross the attach stream), and coroutine functions while an asyncio event loop runs
     * (awaited calls run concurrently on the host).
     */
    @Override
    public java.util.List<HostFunction> hostFunctions() {
        return hostCalls.setup().functions();
    }

    /** This executor's configuration. */
    public KubernetesConfig config() {
        return config;
    }

    /** The namespace of this executor's pods. */
    public String namespace() {
        return namespace;
    }

    /** This executor's id, the value of its pods' {@code agentcage.io/creator} and {@code claimed-by} labels. */
    public String ownerId() {
        return labels.owner();
    }

    /** The pool label value ({@code agentcage.io/pool}) this executor shares with identically configured ones. */
    public String poolId() {
        return specs.pool();
    }

    /** How the warm pool served this executor so far, and how many idle pods the pool has now. */
    public PoolStats poolStats() {
        long[] hm = pool.hitsAndMisses();
        return new PoolStats(hm[0], hm[1], pool.idleCount());
    }

    /**
     * Pool statistics of one executor.
     *
     * @param hits   requests served by claiming an idle pod
     * @param misses requests that had to start a pod (no idle pod, or limits other than the ceilings)
     * @param idle   idle pods in the shared pool now
     */
    public record PoolStats(long hits, long misses, int idle) {
    }

    /**
     * Deletes every pod this executor holds (sessions included: their next execution throws
     * {@link io.agentcage.SessionClosedException}) and the idle pods it made, and stops its threads. Idempotent.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        pool.close();
        for (KubernetesSession s : Set.copyOf(sessions)) {
            s.close();
        }
        janitor.removeAll();
        sweeper.shutdownNow();
        hostCalls.close();
        egress.close();
        background.shutdown();
        try {
            background.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException e) {
            // the JVM is already shutting down; the hook runs anyway
        }
        closeClient();
    }

    private void checkOpen() {
        if (closed) {
            throw new SandboxException("the Kubernetes executor is closed");
        }
    }

    private static void checkLanguage(ExecutionRequest request) {
        if (!ExecutionRequest.PYTHON.equals(request.language())) {
            throw new UnsupportedCapabilityException("the kubernetes backend runs python, not '" + request.language()
                    + "'");
        }
    }

    private void closeClient() {
        if (ownsClient) {
            client.close();
        }
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "agentcage-kubernetes-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** Builds {@link KubernetesExecutor}. */
    public static final class Builder {
        private KubernetesConfig config = KubernetesConfig.defaults();
        private KubernetesClient client;
        private ThreadFactory threadFactory;
        private PoolListener poolListener = PoolListener.none();
        private final HostSetupBuilder hostCalls = new HostSetupBuilder();
        private NetworkPolicy networkPolicy = NetworkPolicy.none();
        private SecretResolver secrets = SecretResolver.none();
        private EgressSettings egressSettings = EgressSettings.defaults();

        private Builder() {
        }

        /**
         * The hosts guest code may reach, through the executor's egress proxy on the host: the pod keeps its
         * deny-all NetworkPolicy, and its runner relays each connection the guest's clients make to
         * {@code HTTP_PROXY}/{@code HTTPS_PROXY} ({@code 127.0.0.1:3128} in the pod) over the {@code pods/attach}
         * stream to the proxy, which checks it against this policy (narrowed per request, never widened), resolves
         * names itself, refuses private addresses, adds the policy's secret headers and records every request in
         * the result. Default {@link NetworkPolicy#none()}: nothing listens in the pod. See docs/adr/0055 and 0056.
         */
        public Builder networkPolicy(NetworkPolicy value) {
            this.networkPolicy = Objects.requireNonNull(value, "networkPolicy == null");
            return this;
        }

        /**
         * Where the {@code {secret:NAME}} placeholders of the policy's header templates are resolved, on the host,
         * for each request (the pod never holds a secret); default {@link SecretResolver#none()}.
         */
        public Builder secrets(SecretResolver value) {
            this.secrets = Objects.requireNonNull(value, "secrets == null");
            return this;
        }

        /**
         * How the host reaches the network for guest requests (resolver, admitted internal endpoints, upstream
         * trust, timeouts); default {@link EgressSettings#defaults()}.
         */
        public Builder egressSettings(EgressSettings value) {
            this.egressSettings = Objects.requireNonNull(value, "egressSettings == null");
            return this;
        }

        /**
         * Registers a host function, callable from guest code by its name (a builtin in the pod's Python). Arguments
         * and results cross the attach stream as JSON: plain data only ({@code bytes}, NaN and infinities are
         * refused with a {@code TypeError}/{@code ValueError} naming them). {@link HostFunction.Mode#EXTERNAL}
         * functions cannot suspend a pod's execution: calling one raises a {@code RuntimeError}. Default: none
         * ({@link Capabilities#hostFunctions()} is false). A second function of the same name is refused.
         */
        public Builder hostFunction(HostFunction f) {
            hostCalls.add(f);
            return this;
        }

        /**
         * Where blocking host calls run (asynchronous implementations only start there). Default: a pool of up to 32
         * daemon threads owned by the executor and shut down by {@link KubernetesExecutor#close()}. An executor given
         * here belongs to the caller, who shuts it down.
         */
        public Builder hostCallExecutor(java.util.concurrent.Executor value) {
            hostCalls.executor(value);
            return this;
        }

        /**
         * How many host calls of one execution run at once; further calls wait for a free slot, in order. Default
         * 16. Every call also counts against {@link ExecutionLimits#maxHostCalls()}, whose excess ends the execution
         * with {@code HOST_CALLS}.
         */
        public Builder maxHostCallsInFlight(int value) {
            hostCalls.maxInFlight(value);
            return this;
        }

        /** The configuration; default {@link KubernetesConfig#defaults()}. */
        public Builder config(KubernetesConfig value) {
            this.config = Objects.requireNonNull(value, "config == null");
            return this;
        }

        /**
         * A fabric8 client to use instead of one built from the environment (in-cluster service account, else
         * {@code KUBECONFIG} / {@code ~/.kube/config}); the executor does not close it.
         */
        public Builder kubernetesClient(KubernetesClient value) {
            this.client = Objects.requireNonNull(value, "kubernetesClient == null");
            return this;
        }

        /**
         * Receives the pool's events (warm and cold acquisitions, failed ones, starts, removals): metrics and tracing
         * modules implement it; default {@link PoolListener#none()}. A pool miss is an {@code ACQUIRED_COLD}.
         */
        public Builder poolListener(PoolListener value) {
            this.poolListener = Objects.requireNonNull(value, "poolListener == null");
            return this;
        }

        /** Creates the pool's and the janitor's background threads; default: daemon platform threads. */
        public Builder threadFactory(ThreadFactory value) {
            this.threadFactory = Objects.requireNonNull(value, "threadFactory == null");
            return this;
        }

        /**
         * The executor, after checking the API server, the permissions and the NetworkPolicy.
         *
         * @throws SandboxUnavailableException if the API server does not answer, a permission is missing, or the
         *                                     deny-all NetworkPolicy cannot be had
         */
        public KubernetesExecutor build() {
            if (config.network() && networkPolicy.allowsAnyHost()) {
                throw new IllegalStateException("networkPolicy(...) allows hosts through the egress proxy, but the "
                        + "config gives the pod the cluster's network: use one (networkPolicy enforces an allowlist)");
            }
            return new KubernetesExecutor(this);
        }
    }
}
