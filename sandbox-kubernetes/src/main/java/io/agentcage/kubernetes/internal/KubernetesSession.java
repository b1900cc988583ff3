package io.agentcage.kubernetes.internal;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.SandboxException;
import io.agentcage.Session;
import io.agentcage.SessionClosedException;
import io.agentcage.kubernetes.KubernetesConfig;
import io.agentcage.runner.internal.SessionVariables;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.agentcage.egress.internal.EgressGateway;
import io.agentcage.runner.internal.HostSetup;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * A session on its own pod, used by nobody else and deleted at {@link #close()}. The runner's worker keeps the
 * Python state between executions. An attach stream that dropped while the session was idle (an API server or
 * proxy closing idle connections) is replaced before the next execution, and the state is kept: the runner does not
 * notice. If the pod is lost (evicted, deleted, or killed after it stopped answering), the result says
 * {@code sessionStateLost} and the next execution starts on a fresh pod.
 */
public final class KubernetesSession implements Session {
    private static final Duration REATTACH_WAIT = Duration.ofSeconds(15);
    private static final Duration PING_WAIT = Duration.ofSeconds(5);

    private final String id = UUID.randomUUID().toString();
    private final KubernetesClient client;
    private final String namespace;
    private final PodPool pool;
    private final PodFactory factory;
    private final KubernetesConfig config;
    private final Consumer<KubernetesSession> onClose;
    private final ReentrantLock lock = new ReentrantLock(true);
    private final HostSetup hosts;
    private final EgressGateway egress;
    private SandboxPod pod;
    private volatile boolean open = true;

    public KubernetesSession(KubernetesClient client, String namespace, PodPool pool, PodFactory factory,
                             KubernetesConfig config, Consumer<KubernetesSession> onClose, HostSetup hosts) {
        this(client, namespace, pool, factory, config, onClose, hosts, null);
    }

    /** A session whose code reaches the network only through {@code egress} (null: none). */
    public KubernetesSession(KubernetesClient client, String namespace, PodPool pool, PodFactory factory,
                             KubernetesConfig config, Consumer<KubernetesSession> onClose, HostSetup hosts,
                             EgressGateway egress) {
        this.egress = egress;
        this.hosts = hosts;
        this.client = client;
        this.namespace = namespace;
        this.pool = pool;
        this.factory = factory;
        this.config = config;
        this.onClose = onClose;
        this.pod = pool.acquire(PodLimits.of(config.ceilings()));
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
            if (pod != null && !answers(pod) && !reattach()) {
                pool.release(pod, "its attach stream dropped and it could not be attached again");
                pod = null;
                fresh = true;
            }
            if (pod == null) {
                fresh = true;
                replacePod();
            }
            ExecutionLimits limits = config.ceilings().narrowedBy(request.limits());
            PodRun run = PodRun.execute(client, namespace, pod, request, limits, config.backstopGrace(),
                    config.isGvisor(), hosts, egress);
            ExecutionResult result = run.result();
            if (run.podLost()) {
                pool.release(pod, "it was lost during an execution");
                pod = null;
            }
            return fresh && !result.sessionStateLost() ? result.toBuilder().sessionStateLost(true).build() : result;
        } catch (SessionClosedException e) {
            throw e;
        } catch (SandboxException e) {
            return ExecutionResult.sandboxFailure("session " + id + ": " + e.getMessage(), Duration.ZERO)
                    .toBuilder().sessionStateLost(true).build();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Whether the session's attach stream still carries a ping to the runner and back. A stream dropped while the
     * session was idle (proxies and API servers close idle websockets) may not have been noticed yet; a ping has no
     * effect on the runner, so finding out with one is safe, where finding out with the next request would lose it.
     */
    private boolean answers(SandboxPod p) {
        if (!p.isAttached()) {
            return false;
        }
        try {
            p.call(io.agentcage.runner.internal.RunnerProtocol.message("ping"), PING_WAIT);
            return true;
        } catch (java.io.IOException | java.util.concurrent.TimeoutException e) {
            return false;
        }
    }

    private boolean reattach() {
        try {
            pod.reattach(factory.attach(pod.name(), REATTACH_WAIT));
            return true;
        } catch (SandboxException e) {
            return false;
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

    private void replacePod() {
        try {
            pod = pool.acquire(PodLimits.of(config.ceilings()));
        } catch (SandboxException e) {
            throw new SandboxException("it lost its pod and could not get a new one: " + e.getMessage(), e);
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
            if (pod != null) {
                pool.release(pod, "its session was closed");
                pod = null;
            }
        } finally {
            lock.unlock();
        }
        onClose.accept(this);
    }
}
