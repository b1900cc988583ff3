package io.agentcage.egress.internal;

import io.agentcage.egress.EgressSettings;
import io.agentcage.net.NetworkPolicy;
import io.agentcage.net.SecretResolver;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The egress proxy of one executor: its network policy, its secrets, its settings and, when any host is allowed,
 * its own certificate authority. Each execution opens an {@link EgressSession} (the policy narrowed by the request,
 * fresh budgets, its own records). Thread-safe and shared by the executor's executions; {@link #close()} stops its
 * threads. With {@link NetworkPolicy#none()} it makes no thread and no key.
 */
public final class EgressGateway implements AutoCloseable {
    /** Most connection threads at once, all executions together. */
    static final int MAX_THREADS = 256;
    private static final AtomicInteger IDS = new AtomicInteger();

    private final NetworkPolicy policy;
    private final SecretResolver secrets;
    private final EgressSettings settings;
    private final AddressCheck check;
    private final CertificateAuthority ca;
    private final ThreadPoolExecutor connections;
    private final ScheduledExecutorService watchdog;

    /**
     * A gateway enforcing {@code policy} (the executor's; requests can only narrow it).
     *
     * @param threads makes the threads that serve guest connections and the watchdog's; null for daemon platform
     *                threads named {@code agentcage-egress-*}
     */
    public EgressGateway(NetworkPolicy policy, SecretResolver secrets, EgressSettings settings, ThreadFactory threads) {
        this.policy = Objects.requireNonNull(policy, "policy == null");
        this.secrets = Objects.requireNonNull(secrets, "secrets == null");
        this.settings = Objects.requireNonNull(settings, "settings == null");
        this.check = new AddressCheck(settings.admitted());
        if (policy.allowsAnyHost()) {
            int id = IDS.incrementAndGet();
            ThreadFactory factory = threads != null ? threads : daemon("agentcage-egress-" + id + "-");
            this.ca = CertificateAuthority.create();
            this.connections = new ThreadPoolExecutor(0, MAX_THREADS, 30, TimeUnit.SECONDS, new SynchronousQueue<>(),
                    factory);
            ScheduledThreadPoolExecutor w = new ScheduledThreadPoolExecutor(1, threads != null ? threads
                    : daemon("agentcage-egress-" + id + "-watchdog-"));
            w.setRemoveOnCancelPolicy(true);
            this.watchdog = w;
        } else {
            this.ca = null;
            this.connections = null;
            this.watchdog = null;
        }
    }

    /** The executor's policy. */
    public NetworkPolicy policy() {
        return policy;
    }

    /** Whether any host may be reached (false for {@link NetworkPolicy#none()}). */
    public boolean enabled() {
        return ca != null;
    }

    /** The certificate a sandbox must trust for inspected HTTPS, PEM; empty when no host is allowed. */
    public Optional<String> caCertificatePem() {
        return Optional.ofNullable(ca).map(CertificateAuthority::certificatePem);
    }

    /** The executor's CA, or null when no host is allowed. */
    CertificateAuthority ca() {
        return ca;
    }

    /** An execution's session under the executor's policy narrowed by the request's, if it brought one. */
    public EgressSession open(Optional<NetworkPolicy> requested) {
        Objects.requireNonNull(requested, "requested == null");
        return new EgressSession(this, requested.map(policy::narrowedBy).orElse(policy));
    }

    /**
     * Runs {@code task} on a connection thread; false when the gateway is closed, disabled or has
     * {@link #MAX_THREADS} busy.
     */
    public boolean submit(Runnable task) {
        if (connections == null) {
            return false;
        }
        try {
            connections.execute(task);
            return true;
        } catch (RejectedExecutionException e) {
            return false;
        }
    }

    SecretResolver secrets() {
        return secrets;
    }

    EgressSettings settings() {
        return settings;
    }

    AddressCheck check() {
        return check;
    }

    ScheduledExecutorService watchdog() {
        return watchdog;
    }

    /** Stops the gateway's threads (connections still open end with their sessions). Idempotent. */
    @Override
    public void close() {
        if (connections != null) {
            connections.shutdownNow();
            watchdog.shutdownNow();
        }
    }

    private static ThreadFactory daemon(String prefix) {
        AtomicInteger n = new AtomicInteger();
        ThreadFactory base = Executors.defaultThreadFactory();
        return r -> {
            Thread t = base.newThread(r);
            t.setName(prefix + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
