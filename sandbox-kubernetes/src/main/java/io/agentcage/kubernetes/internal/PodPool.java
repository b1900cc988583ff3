package io.agentcage.kubernetes.internal;

import io.agentcage.SandboxException;
import io.agentcage.kubernetes.KubernetesConfig;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import io.fabric8.kubernetes.client.informers.ResourceEventHandler;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import io.agentcage.spi.PoolEvent;
import io.agentcage.spi.PoolListener;
import io.agentcage.spi.PoolStats;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The warm pool, shared by every executor (replica) whose configuration gives the same pool label: keeps
 * {@code poolMinIdle} running, preloaded pods labelled idle in the namespace, and never lets this executor use or
 * start more than {@code poolMaxTotal} pods at once. An idle pod is claimed with a JSON merge patch that carries
 * the resourceVersion it was seen with: the API server applies only the first of two competing claims and answers
 * the other with 409 Conflict, so two replicas never take the same pod. A claimed pod is never given back: its
 * user deletes it with {@link #release} and a replacement is started in the background. A request that finds no
 * idle pod starts one of its own (a pool miss, counted and logged). Every acquisition, start and removal is reported
 * to the {@link PoolListener} with a snapshot of {@link #stats()}.
 */
public final class PodPool implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(PodPool.class);
    private static final Duration MAX_BACKOFF = Duration.ofSeconds(30);
    private static final Duration SETTLE = Duration.ofMillis(100);

    private final KubernetesClient client;
    private final PodFactory factory;
    private final PodJanitor janitor;
    private final KubernetesConfig config;
    private final PodSpecs specs;
    private final PodLabels labels;
    private final PodLimits standard;
    private final Semaphore slots;
    private final Semaphore wake = new Semaphore(0);
    private final AtomicLong hits = new AtomicLong();
    private final AtomicLong misses = new AtomicLong();
    private final SharedIndexInformer<Pod> informer;
    private final PoolListener listener;
    private final java.util.concurrent.atomic.AtomicInteger inUse = new java.util.concurrent.atomic.AtomicInteger();
    private final java.util.concurrent.atomic.AtomicInteger starting = new java.util.concurrent.atomic.AtomicInteger();
    private final Thread filler;
    private volatile boolean closed;

    public PodPool(KubernetesClient client, PodFactory factory, PodJanitor janitor, KubernetesConfig config,
                   PodSpecs specs, PodLabels labels, ThreadFactory threads, PoolListener listener) {
        this.listener = PoolListener.safe(listener);
        this.client = client;
        this.factory = factory;
        this.janitor = janitor;
        this.config = config;
        this.specs = specs;
        this.labels = labels;
        this.standard = PodLimits.of(config.ceilings());
        this.slots = new Semaphore(config.poolMaxTotal(), true);
        this.informer = client.pods().inNamespace(specs.namespace()).withLabel(PodLabels.MANAGED, "true")
                .withLabel(PodLabels.POOL, specs.pool()).inform(new Wake(), 0);
        this.filler = threads.newThread(this::fill);
        if (config.poolMinIdle() > 0) {
            filler.start();
        }
    }

    /**
     * A pod with these limits for one user: an idle pooled one when the limits are the ceilings' and one can be
     * claimed, else a newly started one (not preloaded: user code pays its own imports).
     *
     * @throws SandboxException if no slot frees up within the acquire timeout, or the pod cannot start
     */
    public SandboxPod acquire(PodLimits limits) {
        if (closed) {
            throw new SandboxException("the Kubernetes executor is closed");
        }
        long started = System.nanoTime();
        long deadline = started + config.acquireTimeout().toNanos();
        while (true) {
            if (tryAcquireSlot(Duration.ofMillis(20))) {
                try {
                    if (limits.equals(standard)) {
                        SandboxPod claimed = claimIdle();
                        if (claimed != null) {
                            hits.incrementAndGet();
                            inUse.incrementAndGet();
                            wake.release();
                            report(PoolEvent.Type.ACQUIRED_WARM, started);
                            return claimed;
                        }
                    }
                    long missed = misses.incrementAndGet();
                    wake.release();
                    LOG.info("sandbox pool miss #{} (pool {}, {} idle): starting a pod on demand", missed,
                            specs.pool(), idleCount());
                    starting.incrementAndGet();
                    SandboxPod pod;
                    try {
                        pod = factory.startClaimed(limits);
                    } finally {
                        starting.decrementAndGet();
                    }
                    inUse.incrementAndGet();
                    report(PoolEvent.Type.STARTED, started);
                    report(PoolEvent.Type.ACQUIRED_COLD, started);
                    return pod;
                } catch (RuntimeException e) {
                    slots.release();
                    report(PoolEvent.Type.ACQUIRE_FAILED, started);
                    throw e;
                }
            }
            if (System.nanoTime() > deadline) {
                report(PoolEvent.Type.ACQUIRE_FAILED, started);
                throw new SandboxException("all " + config.poolMaxTotal() + " sandbox pods of this executor are busy "
                        + "and none freed up within " + config.acquireTimeout().toMillis() + " ms; raise "
                        + "poolMaxTotal or acquireTimeout");
            }
        }
    }

    /** Deletes a pod handed out by {@link #acquire} and frees its slot. */
    public void release(SandboxPod pod, String why) {
        janitor.delete(pod, why);
        inUse.decrementAndGet();
        slots.release();
        wake.release();
        report(PoolEvent.Type.REMOVED, System.nanoTime());
    }

    /** Idle pods of the pool, pods this executor uses, pods it is starting, and its maximum. */
    public PoolStats stats() {
        return new PoolStats(idleCount(), Math.max(0, inUse.get()), Math.max(0, starting.get()),
                config.poolMaxTotal());
    }

    /** Reports an event that began at {@code startNanos} (System.nanoTime) to the listener. */
    void report(PoolEvent.Type type, long startNanos) {
        listener.onEvent(new PoolEvent(type, "kubernetes", Duration.ofNanos(Math.max(0, System.nanoTime()
                - startNanos)), stats()));
    }

    /** Claims the oldest idle pod that nobody else claims first; attaches to it. Null when there is none. */
    private SandboxPod claimIdle() {
        for (Pod candidate : idlePods()) {
            String name = candidate.getMetadata().getName();
            if (!claim(candidate)) {
                continue;
            }
            janitor.track(name);
            try {
                PodAttachment attachment = factory.attach(name, config.startupTimeout());
                Instant created = Instant.ofEpochMilli(PodLabels.annotation(candidate, PodLabels.EXPIRES,
                        Instant.now().plus(config.podLifetime()).toEpochMilli())).minus(config.podLifetime());
                return new SandboxPod(name, standard, created, attachment);
            } catch (RuntimeException e) {
                LOG.warn("claimed idle sandbox pod {} but could not attach to it, deleting it: {}", name,
                        e.getMessage());
                janitor.delete(name);
            }
        }
        return null;
    }

    private List<Pod> idlePods() {
        long soon = Instant.now().plusSeconds(60).plus(config.ceilings().timeout()).toEpochMilli();
        return informer.getStore().list().stream()
                .filter(p -> PodLabels.IDLE.equals(PodLabels.state(p)))
                .filter(p -> p.getMetadata().getDeletionTimestamp() == null)
                .filter(p -> p.getStatus() != null && "Running".equals(p.getStatus().getPhase()))
                .filter(p -> PodLabels.annotation(p, PodLabels.EXPIRES, Long.MAX_VALUE) > soon)
                .sorted(Comparator.comparing(p -> p.getMetadata().getCreationTimestamp(),
                        Comparator.nullsLast(Comparator.naturalOrder())))
                .collect(Collectors.toList());
    }

    private boolean claim(Pod pod) {
        return claim(client, specs.namespace(), pod, labels.owner(), config.claimLease());
    }

    /**
     * The claim: a JSON merge patch of the state, claimant and lease that carries the resourceVersion the pod was
     * seen with. False when another executor changed the pod first (409 Conflict) or it is gone (404).
     */
    static boolean claim(KubernetesClient client, String namespace, Pod pod, String owner, Duration lease) {
        String until = Long.toString(Instant.now().plus(lease).toEpochMilli());
        String patch = "{\"metadata\":{\"resourceVersion\":\"" + pod.getMetadata().getResourceVersion()
                + "\",\"labels\":{\"" + PodLabels.STATE + "\":\"" + PodLabels.CLAIMED + "\",\""
                + PodLabels.CLAIMED_BY + "\":\"" + owner + "\"},\"annotations\":{\"" + PodLabels.LEASE
                + "\":\"" + until + "\"}}}";
        try {
            client.pods().inNamespace(namespace).withName(pod.getMetadata().getName())
                    .patch(PatchContext.of(PatchType.JSON_MERGE), patch);
            return true;
        } catch (KubernetesClientException e) {
            if (e.getCode() == 409 || e.getCode() == 404) {
                return false; // another replica was first, or the pod is gone
            }
            throw KubernetesFaults.translate("patch", "pods", namespace, e);
        }
    }

    private boolean tryAcquireSlot(Duration wait) {
        try {
            return slots.tryAcquire(wait.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SandboxException("interrupted while waiting for a sandbox pod", e);
        }
    }

    /** Idle or starting pods of this pool, made by any executor. */
    private long warmCount() {
        return informer.getStore().list().stream()
                .filter(p -> p.getMetadata().getDeletionTimestamp() == null)
                .filter(p -> PodLabels.IDLE.equals(PodLabels.state(p)) || PodLabels.STARTING.equals(
                        PodLabels.state(p)))
                .count();
    }

    private void fill() {
        Duration backoff = Duration.ofMillis(250);
        while (!closed) {
            try {
                if (warmCount() < config.poolMinIdle() && slots.tryAcquire()) {
                    // Let the execution that just took a pod run first: starting one costs a core for a while.
                    Thread.sleep(SETTLE.toMillis());
                    long began = System.nanoTime();
                    starting.incrementAndGet();
                    try {
                        factory.startIdle();
                        starting.decrementAndGet();
                        report(PoolEvent.Type.STARTED, began);
                        backoff = Duration.ofMillis(250);
                    } catch (RuntimeException e) {
                        starting.decrementAndGet();
                        LOG.warn("could not pre-start a sandbox pod (retrying in {} ms): {}", backoff.toMillis(),
                                e.getMessage());
                        wake.tryAcquire(backoff.toMillis(), TimeUnit.MILLISECONDS);
                        backoff = backoff.multipliedBy(2).compareTo(MAX_BACKOFF) > 0 ? MAX_BACKOFF
                                : backoff.multipliedBy(2);
                    } finally {
                        slots.release();
                    }
                    continue;
                }
                wake.tryAcquire(1, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** Idle pods of this pool ready now (made by any executor of the pool). */
    public int idleCount() {
        return idlePods().size();
    }

    /** Requests served from idle pods, and requests that had to start one. */
    public long[] hitsAndMisses() {
        return new long[] {hits.get(), misses.get()};
    }

    @Override
    public void close() {
        closed = true;
        filler.interrupt();
        try {
            filler.join(TimeUnit.SECONDS.toMillis(10));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        informer.close();
    }

    /** Wakes the filler when the pool's pods change (a claim elsewhere, a pod gone). */
    private final class Wake implements ResourceEventHandler<Pod> {
        @Override
        public void onAdd(Pod pod) {
            wake.release();
        }

        @Override
        public void onUpdate(Pod before, Pod after) {
            wake.release();
        }

        @Override
        public void onDelete(Pod pod, boolean finalStateUnknown) {
            wake.release();
        }
    }
}
