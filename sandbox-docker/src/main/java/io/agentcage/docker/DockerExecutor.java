package io.agentcage.docker;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.InspectImageResponse;
import com.github.dockerjava.api.exception.NotFoundException;
import io.agentcage.Capabilities;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.SandboxException;
import io.agentcage.SandboxUnavailableException;
import io.agentcage.Session;
import io.agentcage.UnsupportedCapabilityException;
import io.agentcage.docker.internal.ContainerFactory;
import io.agentcage.egress.EgressSettings;
import io.agentcage.egress.internal.EgressGateway;
import io.agentcage.net.NetworkPolicy;
import io.agentcage.net.SecretResolver;
import io.agentcage.docker.internal.ContainerLimits;
import io.agentcage.docker.internal.ContainerPool;
import io.agentcage.docker.internal.ContainerRun;
import io.agentcage.docker.internal.DockerClients;
import io.agentcage.docker.internal.DockerFaults;
import io.agentcage.docker.internal.DockerSession;
import io.agentcage.docker.internal.Janitor;
import io.agentcage.docker.internal.Labels;
import io.agentcage.docker.internal.SandboxContainer;
import io.agentcage.host.HostFunction;
import io.agentcage.runner.internal.HostSetup;
import io.agentcage.runner.internal.HostSetupBuilder;
import io.agentcage.runner.internal.SessionSnapshots;
import io.agentcage.runner.internal.RunnerProtocol;
import io.agentcage.spi.PoolListener;
import io.agentcage.spi.PoolStats;
import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs Python (CPython 3.11 with numpy, pandas and matplotlib) in locked-down Docker containers: one fresh container
 * per one-shot execution, one container per session, never reused.
 *
 * <p>Thread-safe, meant to be created once and shared; {@link #close()} removes every container it created. A warm
 * pool ({@link DockerConfig#poolMinIdle()}) keeps containers started with numpy, pandas and matplotlib already
 * imported, so a request does not wait for a container to start. Leftover containers of dead JVMs are removed when
 * an executor starts, by a periodic sweeper, at {@link #close()} and from a JVM shutdown hook.
 *
 * <pre>{@code
 * try (DockerExecutor docker = DockerExecutor.builder().build()) {
 *     ExecutionResult r = docker.execute(ExecutionRequest.of("import pandas as pd\npd.Series([1, 2]).sum()"));
 *     System.out.println(r.value().orElse(""));   // 3
 * }
 * }</pre>
 *
 * <p>Building an executor checks that the daemon answers and the image exists; if not it throws
 * {@link SandboxUnavailableException} saying how to fix it: {@link SandboxImage} (or
 * {@link Builder#buildImageIfMissing()}) builds the image where the daemon can pull from a registry,
 * {@code scripts/build-image.sh} where it cannot.
 */
public final class DockerExecutor implements CodeExecutor {
    private static final Logger LOG = LoggerFactory.getLogger(DockerExecutor.class);
    /** Default cap on the host calls one execution has in flight at once: 16. */
    private final DockerConfig config;
    private final DockerClient docker;
    private final boolean ownsClient;
    private final Optional<String> engineAddress;
    private final Labels labels = new Labels();
    private final ExecutorService background;
    private final ScheduledExecutorService sweeper;
    private final Janitor janitor;
    private final ContainerPool pool;
    private final Set<DockerSession> sessions = ConcurrentHashMap.newKeySet();
    private final Thread shutdownHook;
    private final Map<String, String> packages;
    private final HostSetup hosts;
    private final byte[] snapshotKey;
    private final HostSetupBuilder.Built hostCalls;
    private final EgressGateway egress;
    private volatile boolean closed;

    private DockerExecutor(Builder b) {
        this.config = b.config;
        this.ownsClient = b.client == null;
        this.engineAddress = b.engine != null ? Optional.of(b.engine.host()) : config.dockerHost();
        this.docker = ownsClient ? createClient(config, b.engine) : b.client;
        ThreadFactory threads = b.threadFactory != null ? b.threadFactory : daemonThreads();
        try {
            this.packages = checkDaemonAndImage(b.image);
        } catch (RuntimeException e) {
            closeClient();
            throw e;
        }
        this.snapshotKey = b.snapshotKey;
        this.hostCalls = b.hostCalls.build(threads);
        this.hosts = hostCalls.setup();
        this.egress = new EgressGateway(b.networkPolicy, b.secrets, b.egressSettings, null);
        this.background = Executors.newFixedThreadPool(2, threads);
        this.sweeper = Executors.newSingleThreadScheduledExecutor(threads);
        this.janitor = new Janitor(docker, labels, background);
        int reaped = sweep();
        this.shutdownHook = new Thread(janitor::removeAll, "agentcage-docker-shutdown");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
        this.pool = new ContainerPool(new ContainerFactory(docker, config, labels, janitor), janitor, config, threads,
                b.poolListener);
        pool.reaped(reaped);
        long every = Math.max(5, Math.min(60, config.containerLifetime().toSeconds() / 4));
        sweeper.scheduleWithFixedDelay(() -> pool.reaped(sweep()), every, every, TimeUnit.SECONDS);
    }

    /** Removes leftovers of dead JVMs and expired containers; returns how many, logging instead of throwing. */
    private int sweep() {
        try {
            return janitor.sweep();
        } catch (RuntimeException e) {
            LOG.warn("sandbox container sweep failed: {}", e.toString());
            return 0;
        }
    }

    /** A builder with the secure defaults ({@link DockerConfig#defaults()}) and a client for {@code DOCKER_HOST}. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Runs the request in a fresh container (a pooled one when the request's container-level limits are the
     * ceilings), then destroys the container.
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
        SandboxContainer container;
        try {
            container = pool.acquire(ContainerLimits.of(limits));
        } catch (SandboxUnavailableException e) {
            throw e;
        } catch (SandboxException e) {
            return ExecutionResult.sandboxFailure(e.getMessage(), Duration.ofNanos(System.nanoTime() - started));
        }
        try {
            ContainerRun run = ContainerRun.execute(docker, container, request, limits, config.backstopGrace(),
                    config.isGvisor(), hosts, config.network() ? null : egress);
            ExecutionResult r = run.result();
            return r.toBuilder().duration(Duration.ofNanos(System.nanoTime() - started)).sessionStateLost(false)
                    .build();
        } finally {
            pool.release(container);
        }
    }

    @Override
    public Session openSession() {
        checkOpen();
        DockerSession session = new DockerSession(docker, pool, config, sessions::remove, hosts, snapshotKey,
                egress);
        sessions.add(session);
        if (closed) {
            session.close();
            checkOpen();
        }
        return session;
    }

    /**
     * A new session continuing the one {@code snapshot} was saved from ({@link Session#snapshot()}): its workspace
     * files, the globals pickle could write and the imported modules (see {@link #sessionSnapshotLeftOut} for what
     * the snapshot does not hold). Restoring twice gives two independent sessions.
     *
     * @throws IllegalArgumentException if the snapshot was altered, sealed with another key or is not one of a
     *                                  container session
     * @throws io.agentcage.SnapshotException if the restore program fails in the new container (the session is
     *                                        closed again)
     * @throws IllegalStateException if this executor has no {@link Builder#snapshotKey}
     */
    @Override
    public Session restoreSession(byte[] snapshot) {
        Objects.requireNonNull(snapshot, "snapshot == null");
        SessionSnapshots.Opened opened = SessionSnapshots.open(snapshot, requireKey());
        Session session = openSession();
        try {
            java.util.List<String> failed = SessionSnapshots.restoreFailures(
                    session.execute(SessionSnapshots.restoreRequest(opened)));
            if (!failed.isEmpty()) {
                LOG.debug("restored session {} without: {}", session.id(), failed);
            }
            return session;
        } catch (RuntimeException e) {
            session.close();
            throw e;
        }
    }

    /**
     * What a session snapshot of this executor left out, one line each (a global pickle cannot write, with pickle's
     * reason, or a workspace entry that is not a regular file), for the application or the model to know what a
     * restored session will lack.
     *
     * @throws IllegalArgumentException if the snapshot was altered or sealed with another key
     */
    public java.util.List<String> sessionSnapshotLeftOut(byte[] snapshot) {
        Objects.requireNonNull(snapshot, "snapshot == null");
        return SessionSnapshots.open(snapshot, requireKey()).leftOut();
    }

    private byte[] requireKey() {
        checkOpen();
        if (snapshotKey == null) {
            throw new IllegalStateException("this executor has no snapshot key: build it with snapshotKey(...) to"
                    + " restore sessions");
        }
        return snapshotKey;
    }

    /**
     * What this backend offers: the whole standard library and the image's packages (from its
     * {@link SandboxImage#PACKAGES_LABEL}), files, sessions, matplotlib figures returned as PNG, and the network only
     * when {@link DockerConfig.Builder#allowNetwork()} loosened the default or {@link Builder#networkPolicy} allows a
     * host.
     */
    @Override
    public Capabilities capabilities() {
        boolean network = config.network() || egress.enabled();
        return new Capabilities("docker", Set.of(ExecutionRequest.PYTHON), true, true, network, !hosts.isEmpty(),
                Set.of(), config.ceilings(), Set.of(), packages, true)
                .withHostFunctionStubs(hosts.functions().stream().map(f -> f.stub(true)).toList());
    }

    /**
     * The host functions guest code may call: in a container they are Python callables that block until the host
     * answers, and coroutine functions while an asyncio event loop runs (awaited calls run concurrently on the
     * host).
     */
    @Override
    public java.util.List<HostFunction> hostFunctions() {
        return hosts.functions();
    }

    /** This executor's configuration. */
    public DockerConfig config() {
        return config;
    }

    /** The owner label value of this executor's containers ({@code io.agentcage.owner}). */
    public String ownerId() {
        return labels.owner();
    }

    /** Idle, ready containers in the warm pool now. */
    public int idleContainers() {
        return pool.idleCount();
    }

    /** The warm pool now: idle, in use (one-shot executions and sessions) and starting containers, and the maximum. */
    public PoolStats poolStats() {
        return pool.stats();
    }

    /**
     * Checks that the Docker daemon answers now (for health checks); cheap: one ping.
     *
     * @throws SandboxUnavailableException if it does not, saying why
     * @throws SandboxException if this executor is closed
     */
    public void ping() {
        checkOpen();
        try {
            docker.pingCmd().exec();
        } catch (RuntimeException e) {
            throw new SandboxUnavailableException("cannot reach the Docker daemon"
                    + engineAddress.map(h -> " at " + h).orElse("") + ": " + rootMessage(e) + "; "
                    + DockerFaults.START_DAEMON_HINT, e);
        }
    }

    /**
     * Removes every container this executor created (sessions included: their next execution throws
     * {@link io.agentcage.SessionClosedException}) and stops its background threads. Idempotent.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        pool.close();
        janitor.removeAll();
        for (DockerSession s : Set.copyOf(sessions)) {
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
            throw new SandboxException("the Docker executor is closed");
        }
    }

    private static void checkLanguage(ExecutionRequest request) {
        if (!ExecutionRequest.PYTHON.equals(request.language())) {
            throw new UnsupportedCapabilityException("the docker backend runs python, not '" + request.language()
                    + "'");
        }
    }

    /** Checks the daemon, the runtime and the image (building it if asked to); returns the image's packages. */
    private Map<String, String> checkDaemonAndImage(SandboxImage buildIfMissing) {
        Map<String, ?> runtimes;
        try {
            docker.pingCmd().exec();
            runtimes = config.runtime().isPresent() ? docker.infoCmd().exec().getRuntimes() : Map.of();
        } catch (RuntimeException e) {
            throw new SandboxUnavailableException("cannot reach the Docker daemon"
                    + engineAddress.map(h -> " at " + h).orElse("") + ": " + rootMessage(e) + "; "
                    + DockerFaults.START_DAEMON_HINT, e);
        }
        if (config.runtime().isPresent() && (runtimes == null || !runtimes.containsKey(config.runtime().get()))) {
            throw new SandboxUnavailableException("the Docker daemon has no runtime '" + config.runtime().get()
                    + "' (it has " + (runtimes == null ? "none" : runtimes.keySet()) + "); register it in "
                    + "/etc/docker/daemon.json (scripts/setup-docker.sh does this for runsc)");
        }
        InspectImageResponse image;
        try {
            image = docker.inspectImageCmd(config.image()).exec();
        } catch (NotFoundException e) {
            if (buildIfMissing == null) {
                throw DockerFaults.missingImage(config.image(), e);
            }
            buildIfMissing.buildImage(docker);
            image = docker.inspectImageCmd(config.image()).exec();
        } catch (RuntimeException e) {
            throw DockerFaults.translate("inspect the sandbox image", config.image(), e);
        }
        String protocol = Optional.ofNullable(image.getConfig()).map(c -> c.getLabels()).map(l -> l.get(
                "io.agentcage.protocol")).orElse("");
        if (!String.valueOf(RunnerProtocol.VERSION).equals(protocol)) {
            throw new SandboxUnavailableException("the image " + config.image() + " speaks runner protocol '"
                    + protocol + "', this library " + RunnerProtocol.VERSION + "; rebuild it: "
                    + DockerFaults.BUILD_IMAGE_HINT);
        }
        return SandboxImage.packagesOf(Optional.ofNullable(image.getConfig()).map(c -> c.getLabels())
                .orElse(Map.of()));
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    }

    private void closeClient() {
        if (ownsClient) {
            try {
                docker.close();
            } catch (IOException ignored) {
                // nothing more to release
            }
        }
    }

    private static DockerClient createClient(DockerConfig config, DockerEngine engine) {
        int connections = Math.max(16, config.poolMaxTotal() * 2 + 8);
        if (engine != null) {
            return DockerClients.forWork(Optional.of(engine), connections);
        }
        return DockerClients.forWorkOnHost(config.dockerHost(), connections);
    }

    /** The default pool of blocking host calls: up to 32 threads, idle ones end after 30 s. */

    private static ThreadFactory daemonThreads() {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "agentcage-docker-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** Builds {@link DockerExecutor}. */
    public static final class Builder {
        private DockerConfig config = DockerConfig.defaults();
        private DockerClient client;
        private DockerEngine engine;
        private ThreadFactory threadFactory;
        private SandboxImage image;
        private boolean buildDefault;
        private PoolListener poolListener = PoolListener.none();
        private final HostSetupBuilder hostCalls = new HostSetupBuilder();
        private byte[] snapshotKey;
        private NetworkPolicy networkPolicy = NetworkPolicy.none();
        private SecretResolver secrets = SecretResolver.none();
        private EgressSettings egressSettings = EgressSettings.defaults();

        private Builder() {
        }

        /**
         * The hosts guest code may reach, through the executor's egress proxy on the host: the container keeps no
         * network ({@code --network none}), and its runner relays each connection the guest's clients make to
         * {@code HTTP_PROXY}/{@code HTTPS_PROXY} ({@code 127.0.0.1:3128} in the container) over the attach stream to
         * the proxy, which checks it against this policy (narrowed per request, never widened), resolves names
         * itself, refuses private addresses, adds the policy's secret headers and records every request in the
         * result ({@link ExecutionResult#egress()}). Default {@link NetworkPolicy#none()}: nothing listens in the
         * container. Not together with {@link DockerConfig.Builder#allowNetwork()}. See docs/adr/0055.
         */
        public Builder networkPolicy(NetworkPolicy value) {
            this.networkPolicy = Objects.requireNonNull(value, "networkPolicy == null");
            return this;
        }

        /**
         * Where the {@code {secret:NAME}} placeholders of the policy's header templates are resolved, on the host,
         * for each request (the container never holds a secret); default {@link SecretResolver#none()}.
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
         * The key session snapshots are sealed with (HMAC-SHA256): {@link Session#snapshot()} and
         * {@link DockerExecutor#restoreSession} work only with one, and accept only snapshots sealed with the same
         * key. Use 32 random bytes and keep them secret. At least 16 bytes; none by default (sessions cannot be
         * saved). A copy is kept.
         */
        public Builder snapshotKey(byte[] key) {
            Objects.requireNonNull(key, "key == null");
            if (key.length < 16) {
                throw new IllegalArgumentException("a snapshot key must have at least 16 bytes, got " + key.length);
            }
            this.snapshotKey = key.clone();
            return this;
        }

        /**
         * Registers a host function, callable from guest code by its name (a builtin in the container). Arguments
         * and results cross the container boundary as JSON: plain data only ({@code bytes}, NaN and infinities are
         * refused with a {@code TypeError}/{@code ValueError} naming them). {@link HostFunction.Mode#EXTERNAL}
         * functions cannot suspend a container's execution: calling one raises a {@code RuntimeError}. Default:
         * none ({@link Capabilities#hostFunctions()} is false).
         */
        public Builder hostFunction(HostFunction f) {
            hostCalls.add(f);
            return this;
        }

        /**
         * Where blocking host calls run (asynchronous implementations only start there). Default: a pool of up to 32
         * daemon threads owned by the executor and shut down by {@link DockerExecutor#close()}. An executor given
         * here belongs to the caller, who shuts it down; pass a virtual-thread executor on Java 21.
         */
        public Builder hostCallExecutor(java.util.concurrent.Executor value) {
            hostCalls.executor(value);
            return this;
        }

        /**
         * How many host calls of one execution run at once (awaited calls of asyncio code can be many); further
         * calls wait for a free slot, in order. Default 16. Every call also counts against
         * {@link ExecutionLimits#maxHostCalls()}, whose excess ends the execution with {@code HOST_CALLS}.
         */
        public Builder maxHostCallsInFlight(int value) {
            hostCalls.maxInFlight(value);
            return this;
        }

        /**
         * Builds the image when the daemon does not have it, on first use (this {@link #build()} waits for it):
         * {@link SandboxImage#defaults()} tagged as the configured image, on {@code python:3.12-slim}. Needs a
         * registry the daemon can pull from and a pip index. Default: a missing image is an error that says how to
         * build it.
         */
        public Builder buildImageIfMissing() {
            this.image = null;
            this.buildDefault = true;
            return this;
        }

        /**
         * Like {@link #buildImageIfMissing()}, with this image description; its tag must be the configured image.
         */
        public Builder buildImageIfMissing(SandboxImage value) {
            this.image = Objects.requireNonNull(value, "image == null");
            this.buildDefault = false;
            return this;
        }

        /** The configuration; default {@link DockerConfig#defaults()}. */
        public Builder config(DockerConfig value) {
            this.config = Objects.requireNonNull(value, "config == null");
            return this;
        }

        /**
         * A docker-java client to use instead of one built from {@code DOCKER_HOST}; the executor does not close
         * it. Its transport must support attaching stdin (httpclient5 and zerodep do).
         */
        public Builder dockerClient(DockerClient value) {
            this.client = Objects.requireNonNull(value, "dockerClient == null");
            return this;
        }

        /**
         * The engine to work on, with its TLS material for a remote engine ({@link DockerEngine#tls}); the executor
         * builds and closes its client. Takes the place of {@link DockerConfig#dockerHost()} and of
         * {@code DOCKER_HOST}/{@code DOCKER_CERT_PATH}; default: those. For several engines use
         * {@link DockerFleetExecutor}.
         */
        public Builder engine(DockerEngine value) {
            this.engine = Objects.requireNonNull(value, "engine == null");
            return this;
        }

        /**
         * Receives the warm pool's events (acquisitions warm or cold, starts, removals, reaped leftovers), e.g. a
         * metrics or tracing listener; default: none. Called synchronously; its exceptions are logged and ignored.
         */
        public Builder poolListener(PoolListener value) {
            this.poolListener = Objects.requireNonNull(value, "poolListener == null");
            return this;
        }

        /** Creates the pool's and the sweeper's background threads; default: daemon platform threads. */
        public Builder threadFactory(ThreadFactory value) {
            this.threadFactory = Objects.requireNonNull(value, "threadFactory == null");
            return this;
        }

        /**
         * The executor, after checking the daemon and the image.
         *
         * @throws SandboxUnavailableException if the daemon does not answer, the image or runtime is missing
         */
        public DockerExecutor build() {
            if (engine != null && client != null) {
                throw new IllegalStateException("engine(...) and dockerClient(...) both name the engine: use one");
            }
            if (config.network() && networkPolicy.allowsAnyHost()) {
                throw new IllegalStateException("networkPolicy(...) allows hosts through the egress proxy, but "
                        + "allowNetwork() gives the container Docker's whole bridge: use one (networkPolicy "
                        + "enforces an allowlist)");
            }
            if (buildDefault) {
                image = SandboxImage.builder().tag(config.image()).build();
            } else if (image != null && !image.tag().equals(config.image())) {
                throw new IllegalArgumentException("buildImageIfMissing: the image builds '" + image.tag()
                        + "' but the executor runs '" + config.image() + "'");
            }
            return new DockerExecutor(this);
        }
    }
}
