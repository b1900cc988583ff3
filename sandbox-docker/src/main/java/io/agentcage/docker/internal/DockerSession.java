package io.agentcage.docker.internal;

import com.github.dockerjava.api.DockerClient;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.SandboxException;
import io.agentcage.SandboxUnavailableException;
import io.agentcage.Session;
import io.agentcage.SessionClosedException;
import io.agentcage.docker.DockerConfig;
import io.agentcage.egress.internal.EgressGateway;
import io.agentcage.runner.internal.HostSetup;
import io.agentcage.runner.internal.SessionSnapshots;
import io.agentcage.runner.internal.SessionVariables;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * A session on its own container, used by nobody else and destroyed at {@link #close()}. The runner's worker keeps
 * the Python state between executions. If the container is lost (killed after it stopped answering, or died), the
 * result says {@code sessionStateLost} and the next execution starts on a fresh container.
 *
 * <p>Container-level limits (memory, processes, workspace size) are the executor's ceilings for the whole session;
 * per request, the timeout and output limits can be lowered.
 */
public final class DockerSession implements Session {
    private final String id = UUID.randomUUID().toString();
    private final DockerClient docker;
    private final ContainerPool pool;
    private final DockerConfig config;
    private final Consumer<DockerSession> onClose;
    private final ReentrantLock lock = new ReentrantLock(true);
    private final HostSetup hosts;
    private final EgressGateway egress;
    private final byte[] snapshotKey;
    private SandboxContainer container;
    private volatile boolean open = true;

    public DockerSession(DockerClient docker, ContainerPool pool, DockerConfig config, Consumer<DockerSession> onClose) {
        this(docker, pool, config, onClose, HostSetup.none(), null);
    }

    /**
     * A session whose code may call {@code hosts}, saved by {@link #snapshot()} under {@code snapshotKey} (null: it
     * cannot be saved).
     */
    public DockerSession(DockerClient docker, ContainerPool pool, DockerConfig config, Consumer<DockerSession> onClose,
                         HostSetup hosts, byte[] snapshotKey) {
        this(docker, pool, config, onClose, hosts, snapshotKey, null);
    }

    /**
     * {@link #DockerSession(DockerClient, ContainerPool, DockerConfig, Consumer, HostSetup, byte[])} whose code
     * reaches the network only through {@code egress} (null: none).
     */
    public DockerSession(DockerClient docker, ContainerPool pool, DockerConfig config, Consumer<DockerSession> onClose,
                         HostSetup hosts, byte[] snapshotKey, EgressGateway egress) {
        this.egress = egress;
        this.hosts = hosts;
        this.snapshotKey = snapshotKey;
        this.docker = docker;
        this.pool = pool;
        this.config = config;
        this.onClose = onClose;
        this.container = pool.acquire(ContainerLimits.of(config.ceilings()));
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public ExecutionResult execute(ExecutionRequest request) {
        lock.lock();
        try {
            if (!open) {
                throw new SessionClosedException("session " + id + " is closed");
            }
            boolean fresh = false;
            if (container == null || !container.isAlive()) {
                fresh = container != null;
                replaceContainer();
            }
            ExecutionLimits limits = config.ceilings().narrowedBy(request.limits());
            ContainerRun run = ContainerRun.execute(docker, container, request, limits, config.backstopGrace(),
                    config.isGvisor(), hosts, config.network() ? null : egress);
            ExecutionResult result = run.result();
            if (run.containerLost()) {
                pool.release(container);
                container = null;
            }
            return fresh && !result.sessionStateLost() ? result.toBuilder().sessionStateLost(true).build() : result;
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void setVariable(String name, Object value) {
        String program = SessionVariables.assignment(name, value);
        ExecutionResult r = execute(ExecutionRequest.of(program));
        if (r.outcome() != Outcome.SUCCESS) {
            throw new SandboxException("setting session variable '" + name + "' failed: " + r.message());
        }
    }

    @Override
    public Object getVariable(String name) {
        String program = SessionVariables.readProgram(name);
        return SessionVariables.decode(id, name, execute(ExecutionRequest.of(program)));
    }

    /**
     * Saves what CPython can carry of this session: the workspace's files, the globals pickle can write and the
     * imported modules; the rest is listed in the snapshot (see {@code DockerExecutor#sessionSnapshotLeftOut}).
     * Runs two executions in the session (save, then remove the saved file from the workspace).
     *
     * @throws SnapshotException if the save failed or its state exceeds the file limit
     * @throws IllegalStateException if the executor has no snapshot key
     */
    @Override
    public byte[] snapshot() {
        if (snapshotKey == null) {
            throw new IllegalStateException("this executor has no snapshot key: build it with snapshotKey(...) to"
                    + " save sessions");
        }
        lock.lock();
        try {
            ExecutionResult saved = execute(ExecutionRequest.of(SessionSnapshots.SAVE_PROGRAM));
            try {
                return SessionSnapshots.seal(saved, snapshotKey);
            } finally {
                if (saved.outcome() == Outcome.SUCCESS) {
                    execute(ExecutionRequest.of(SessionSnapshots.CLEANUP_PROGRAM));
                }
            }
        } finally {
            lock.unlock();
        }
    }

    private void replaceContainer() {
        if (container != null) {
            pool.release(container);
            container = null;
        }
        try {
            container = pool.acquire(ContainerLimits.of(config.ceilings()));
        } catch (SandboxUnavailableException e) {
            throw e;
        } catch (SandboxException e) {
            throw new SandboxException("session " + id + " lost its container and could not get a new one: "
                    + e.getMessage(), e);
        }
    }

    @Override
    public boolean isOpen() {
        return open;
    }

    @Override
    public void close() {
        lock.lock();
        try {
            if (!open) {
                return;
            }
            open = false;
            if (container != null) {
                pool.release(container);
                container = null;
            }
        } finally {
            lock.unlock();
        }
        onClose.accept(this);
    }
}
