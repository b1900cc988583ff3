package io.agentcage.micrometer.internal;

import io.agentcage.spi.PoolEvent;
import io.agentcage.spi.PoolListener;
import io.agentcage.spi.PoolStats;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.ToIntFunction;

/**
 * The pool meters of {@code SandboxMetrics}: one listener per pool remembers that pool's last {@link PoolStats};
 * the gauges of a backend add up the pools of that backend. Not API.
 */
public final class PoolGauges {
    private final MeterRegistry registry;
    private final Tags commonTags;
    private final Duration[] waitBuckets;
    private final Map<String, List<AtomicReference<PoolStats>>> byBackend = new ConcurrentHashMap<>();

    public PoolGauges(MeterRegistry registry, Tags commonTags, Duration[] waitBuckets) {
        this.registry = registry;
        this.commonTags = commonTags;
        this.waitBuckets = waitBuckets.clone();
    }

    /** A listener for one more pool. */
    public PoolListener newPool() {
        AtomicReference<PoolStats> last = new AtomicReference<>();
        return event -> onEvent(last, event);
    }

    private void onEvent(AtomicReference<PoolStats> last, PoolEvent event) {
        String backend = event.backend();
        if (last.getAndSet(event.stats()) == null) {
            register(backend, last);
        }
        switch (event.type()) {
            case ACQUIRED_WARM:
                waited(backend, "hit", event.duration());
                break;
            case ACQUIRED_COLD:
                waited(backend, "miss", event.duration());
                break;
            case ACQUIRE_FAILED:
                waited(backend, "failed", event.duration());
                break;
            case STARTED:
                count("agentcage.pool.sandboxes.started", "Sandboxes started, to refill a pool or for a caller",
                        backend);
                break;
            case REMOVED:
                count("agentcage.pool.sandboxes.removed", "Sandboxes removed after use, expired idle or at close",
                        backend);
                break;
            case REAPED:
                count("agentcage.pool.sandboxes.reaped", "Left-over sandboxes removed by the janitor", backend);
                break;
            default:
                break;
        }
    }

    private void register(String backend, AtomicReference<PoolStats> last) {
        List<AtomicReference<PoolStats>> pools = byBackend.computeIfAbsent(backend, b -> {
            List<AtomicReference<PoolStats>> list = new CopyOnWriteArrayList<>();
            gauge(list, backend, "idle", PoolStats::idle);
            gauge(list, backend, "used", PoolStats::inUse);
            gauge(list, backend, "starting", PoolStats::starting);
            Gauge.builder("agentcage.pool.sandboxes.max", list, l -> sum(l, PoolStats::max))
                    .description("The most sandboxes the pools keep alive at once")
                    .tags(commonTags).tag("backend", backend).register(registry);
            return list;
        });
        pools.add(last);
    }

    private void gauge(List<AtomicReference<PoolStats>> list, String backend, String state,
                       ToIntFunction<PoolStats> figure) {
        Gauge.builder("agentcage.pool.sandboxes", list, l -> sum(l, figure))
                .description("Sandboxes of the pools, by state")
                .tags(commonTags).tag("backend", backend).tag("state", state).register(registry);
    }

    private static double sum(List<AtomicReference<PoolStats>> pools, ToIntFunction<PoolStats> figure) {
        long total = 0;
        for (AtomicReference<PoolStats> p : pools) {
            PoolStats s = p.get();
            total += s == null ? 0 : figure.applyAsInt(s);
        }
        return total;
    }

    private void waited(String backend, String result, Duration wait) {
        Timer.builder("agentcage.pool.wait_time")
                .description("How long callers waited for a sandbox: hit (a warm one), miss (one started for "
                        + "them), failed (none in time)")
                .tags(commonTags).tag("backend", backend).tag("result", result)
                .serviceLevelObjectives(waitBuckets)
                .register(registry).record(wait);
    }

    private void count(String name, String description, String backend) {
        Counter.builder(name).description(description).tags(commonTags).tag("backend", backend)
                .register(registry).increment();
    }
}
