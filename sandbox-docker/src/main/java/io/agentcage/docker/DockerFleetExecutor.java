package io.agentcage.docker;

import io.agentcage.Capabilities;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.SandboxException;
import io.agentcage.SandboxUnavailableException;
import io.agentcage.Session;
import io.agentcage.docker.internal.FleetMember;
import io.agentcage.spi.PoolListener;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/**
 * The Docker backend on several engines (remote ones over TCP with mutual TLS, {@link DockerEngine#tls}): one
 * {@link DockerExecutor} per engine, each with its own warm pool ({@link DockerConfig#poolMinIdle()} and
 * {@link DockerConfig#poolMaxTotal()} apply per engine), and executions and sessions spread over the engines that
 * answer (an engine with an idle container first, then the least busy).
 *
 * <p>An engine that stops answering (a health check every {@link Builder#checkInterval}, and any execution that
 * finds it unreachable) is taken out: its executor is closed, executions that had not started on it go to another
 * engine, an execution it was running is a {@code SANDBOX_FAILURE} naming the engine, and its sessions go on on
 * another engine with {@code sessionStateLost}. It is taken back, on a fresh executor, when it answers again, after
 * the containers left on it are removed. Thread-safe, meant to be shared; {@link #close()} closes every engine's
 * executor.
 *
 * <pre>{@code
 * try (DockerFleetExecutor fleet = DockerFleetExecutor.builder()
 *         .engine(DockerEngine.tls("tcp://10.0.0.5:2376", Path.of("/etc/agentcage/engine-a")))
 *         .engine(DockerEngine.tls("tcp://10.0.0.6:2376", Path.of("/etc/agentcage/engine-b")))
 *         .build()) {
 *     System.out.println(fleet.execute(ExecutionRequest.of("print(6 * 7)")).stdout());
 * }
 * }</pre>
 */
public final class DockerFleetExecutor implements CodeExecutor {
    /** Default time between health checks of every engine: 2 seconds. */
    public static final Duration DEFAULT_CHECK_INTERVAL = Duration.ofSeconds(2);

    private final DockerConfig config;
    private final List<FleetMember> members;
    private final ScheduledExecutorService monitor;
    private final Set<FleetSession> sessions = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    private DockerFleetExecutor(Builder b) {
        this.config = b.config;
        ThreadFactory threads = b.threadFactory != null ? b.threadFactory : daemonThreads();
        List<FleetMember> all = new ArrayList<>();
        for (DockerEngine engine : b.engines) {
            all.add(new FleetMember(engine, config, threads, b.poolListener));
        }
        this.members = List.copyOf(all);
        members.forEach(FleetMember::tryStart);
        if (members.stream().noneMatch(m -> m.executor() != null)) {
            String why = describeDown();
            members.forEach(FleetMember::close);
            throw new SandboxUnavailableException("no Docker engine of the fleet answers: " + why);
        }
        this.monitor = Executors.newSingleThreadScheduledExecutor(threads);
        long every = b.checkInterval.toMillis();
        monitor.scheduleWithFixedDelay(this::check, every, every, TimeUnit.MILLISECONDS);
    }

    /** A builder: the secure {@link DockerConfig#defaults()} on every engine; at least one engine is required. */
    public static Builder builder() {
        return new Builder();
    }

    private void check() {
        for (FleetMember m : members) {
            if (!closed) {
                m.check();
            }
        }
    }

    /** The engines in the fleet now, in order of preference for the next execution. */
    List<FleetMember> available() {
        return members.stream().filter(m -> m.executor() != null)
                .sorted(Comparator.comparing((FleetMember m) -> idle(m) == 0).thenComparingInt(m -> m.inFlight().get()))
                .collect(Collectors.toList());
    }

    private static int idle(FleetMember m) {
        DockerExecutor e = m.executor();
        return e == null ? 0 : e.idleContainers();
    }

    /** The hosts of the engines in the fleet now (answering), e.g. for monitoring. */
    public List<String> availableEngines() {
        return members.stream().filter(m -> m.executor() != null).map(m -> m.engine().host())
                .collect(Collectors.toList());
    }

    String describeDown() {
        return members.stream().filter(m -> m.executor() == null).map(m -> m.engine().host() + ": "
                + m.downReason()).collect(Collectors.joining("; "));
    }

    /**
     * Runs the request on an engine that answers (see the class comment); an engine found unreachable before the
     * execution started is taken out and the next one is tried.
     */
    @Override
    public ExecutionResult execute(ExecutionRequest request) {
        Objects.requireNonNull(request, "request == null");
        checkOpen();
        for (FleetMember m : available()) {
            DockerExecutor e = m.executor();
            if (e == null) {
                continue;
            }
            m.inFlight().incrementAndGet();
            try {
                ExecutionResult r = e.execute(request);
                return explain(m, r);
            } catch (SandboxUnavailableException unreachable) {
                m.markDown(unreachable.getMessage());
            } catch (SandboxException executorClosed) {
                if (closed) {
                    throw executorClosed;
                }
                // taken out by the health check meanwhile: try the next engine
            } finally {
                m.inFlight().decrementAndGet();
            }
        }
        return ExecutionResult.sandboxFailure("no Docker engine of the fleet answers: " + describeDown(),
                Duration.ZERO);
    }

    /** A failure on an engine that does not answer any more is the engine's: it is taken out and named. */
    ExecutionResult explain(FleetMember m, ExecutionResult r) {
        if (r.outcome() != Outcome.SANDBOX_FAILURE || m.answers()) {
            return r;
        }
        m.markDown("it stopped answering during an execution");
        return r.toBuilder().message("the Docker engine " + m.engine().host() + " stopped answering during the "
                + "execution and was taken out of the fleet (" + r.message() + ")").sessionStateLost(true).build();
    }

    /** Places a session on an engine that answers; it moves to another (with sessionStateLost) if that one fails. */
    @Override
    public Session openSession() {
        checkOpen();
        FleetSession s = new FleetSession(this, sessions::remove);
        sessions.add(s);
        if (closed) {
            s.close();
            checkOpen();
        }
        return s;
    }

    @Override
    public Capabilities capabilities() {
        return new Capabilities("docker", Set.of(ExecutionRequest.PYTHON), true, true, config.network(), false,
                Set.of(), config.ceilings());
    }

    /** The configuration every engine's executor runs with. */
    public DockerConfig config() {
        return config;
    }

    /** Closes every engine's executor (sessions included) and the health checks. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        monitor.shutdownNow();
        for (FleetSession s : Set.copyOf(sessions)) {
            s.close();
        }
        members.forEach(FleetMember::close);
    }

    boolean isClosed() {
        return closed;
    }

    private void checkOpen() {
        if (closed) {
            throw new SandboxException("the Docker fleet executor is closed");
        }
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "agentcage-docker-fleet-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** Builds {@link DockerFleetExecutor}. */
    public static final class Builder {
        private DockerConfig config = DockerConfig.defaults();
        private final List<DockerEngine> engines = new ArrayList<>();
        private Duration checkInterval = DEFAULT_CHECK_INTERVAL;
        private ThreadFactory threadFactory;
        private PoolListener poolListener = PoolListener.none();

        private Builder() {
        }

        /** The configuration of every engine's executor (its {@code dockerHost} is not used). */
        public Builder config(DockerConfig value) {
            this.config = Objects.requireNonNull(value, "config == null");
            return this;
        }

        /** Adds an engine. */
        public Builder engine(DockerEngine value) {
            engines.add(Objects.requireNonNull(value, "engine == null"));
            return this;
        }

        /** Time between health checks of every engine; default {@link #DEFAULT_CHECK_INTERVAL}. */
        public Builder checkInterval(Duration value) {
            Objects.requireNonNull(value, "checkInterval == null");
            if (value.isNegative() || value.isZero()) {
                throw new IllegalArgumentException("checkInterval must be positive, got " + value);
            }
            this.checkInterval = value;
            return this;
        }

        /** Creates the executors' and the health check's threads; default: daemon platform threads. */
        public Builder threadFactory(ThreadFactory value) {
            this.threadFactory = Objects.requireNonNull(value, "threadFactory == null");
            return this;
        }

        /** Receives the pool events of every engine; default {@link PoolListener#none()}. */
        public Builder poolListener(PoolListener value) {
            this.poolListener = Objects.requireNonNull(value, "poolListener == null");
            return this;
        }

        /**
         * The fleet, with every engine that answers and has the image in it.
         *
         * @throws SandboxUnavailableException if no engine answers, naming each engine and why
         * @throws IllegalStateException if no engine was added
         */
        public DockerFleetExecutor build() {
            if (engines.isEmpty()) {
                throw new IllegalStateException("a fleet needs at least one engine: add one with engine(...)");
            }
            if (engines.stream().map(DockerEngine::host).distinct().count() != engines.size()) {
                throw new IllegalStateException("the fleet names an engine twice: " + engines);
            }
            return new DockerFleetExecutor(this);
        }
    }
}
