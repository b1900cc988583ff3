package io.agentcage.runner.internal;

import io.agentcage.host.HostFunction;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * What a container backend's builder collects about host functions (the functions, where blocking calls run, how
 * many of one execution run at once), checked as it is given, and the {@link HostSetup} made from it. One place
 * for the rules and defaults the Docker and Kubernetes builders share.
 */
public final class HostSetupBuilder {
    /** Calls of one execution in flight at once, unless configured. */
    public static final int DEFAULT_MAX_IN_FLIGHT = 16;
    private static final int DEFAULT_THREADS = 32;

    private final List<HostFunction> functions = new ArrayList<>();
    private Executor executor;
    private int maxInFlight = DEFAULT_MAX_IN_FLIGHT;

    /** Adds a host function; a second one of the same name is refused. */
    public void add(HostFunction f) {
        Objects.requireNonNull(f, "f == null");
        for (HostFunction g : functions) {
            if (g.name().equals(f.name())) {
                throw new IllegalArgumentException("a host function named '" + f.name() + "' is registered already");
            }
        }
        functions.add(f);
    }

    /** Where blocking calls run (the caller's; not shut down by the backend). */
    public void executor(Executor value) {
        this.executor = Objects.requireNonNull(value, "hostCallExecutor == null");
    }

    /** Calls of one execution in flight at once; at least 1. */
    public void maxInFlight(int value) {
        if (value < 1) {
            throw new IllegalArgumentException("maxHostCallsInFlight must be >= 1, got " + value);
        }
        this.maxInFlight = value;
    }

    /**
     * The setup, and the pool the backend owns (and shuts down at close) when no executor was given and there are
     * functions; otherwise no pool.
     *
     * @param threads makes the threads of an owned pool
     */
    public Built build(ThreadFactory threads) {
        if (functions.isEmpty()) {
            return new Built(HostSetup.none(), null);
        }
        ExecutorService owned = executor != null ? null : ownedPool(threads);
        return new Built(new HostSetup(functions, executor != null ? executor : owned, maxInFlight), owned);
    }

    private static ExecutorService ownedPool(ThreadFactory threads) {
        ThreadPoolExecutor p = new ThreadPoolExecutor(DEFAULT_THREADS, DEFAULT_THREADS, 30, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), threads);
        p.allowCoreThreadTimeOut(true);
        return p;
    }

    /**
     * A backend's host functions.
     *
     * @param setup the functions and how their calls run
     * @param owned the pool the backend made for them and must shut down, or null
     */
    public record Built(HostSetup setup, ExecutorService owned) {
        /** Shuts the owned pool down, if there is one. */
        public void close() {
            if (owned != null) {
                owned.shutdownNow();
            }
        }
    }
}
