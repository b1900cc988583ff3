package io.agentcage.micrometer;

import io.agentcage.CodeExecutor;
import io.agentcage.audit.AuditEvent;
import io.agentcage.audit.AuditListener;
import io.agentcage.spi.PoolListener;
import io.agentcage.micrometer.internal.PoolGauges;
import io.agentcage.micrometer.internal.SessionCountingExecutor;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.Severity;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The metrics of AgentCage in a Micrometer {@link MeterRegistry}: executions by backend and outcome with their
 * duration, validator rejections by rule, limits hit by kind, the state of sandbox pools, and open sessions.
 *
 * <p>It plugs into the existing extension points, never into a backend's internals:
 * <ul>
 *   <li>as an {@link AuditListener} of a {@link io.agentcage.GuardedExecutor}: every finished request is counted
 *       and timed, every rejection counted per rule, every limit hit per limit;</li>
 *   <li>{@link #poolListener()} for a backend with a pool ({@code DockerExecutor.builder().poolListener(..)}): pool
 *       gauges, acquisition wait (hit, miss, failed), sandboxes started, removed and reaped;</li>
 *   <li>{@link #instrument(CodeExecutor)}: counts the sessions open on the executor it wraps.</li>
 * </ul>
 *
 * <pre>{@code
 * SandboxMetrics metrics = SandboxMetrics.create(registry);
 * DockerExecutor docker = DockerExecutor.builder().poolListener(metrics.poolListener()).build();
 * CodeExecutor sandbox = GuardedExecutor.builder(metrics.instrument(docker))
 *         .validator(PolicyValidator.standard()).auditListener(metrics).build();
 * }</pre>
 *
 * <p>Meter names follow the OpenTelemetry semantic conventions' style (dot-separated, lower case, units as meter
 * metadata: durations are timers in seconds); {@code docs/observability.md} lists each meter, its tags and what it
 * counts. Tag values are bounded sets (backend names, outcomes, limits, rule ids): guest code never becomes a tag.
 * Thread-safe; one instance per registry is enough for any number of executors.
 */
public final class SandboxMetrics implements AuditListener {

    /** Timer of finished requests; tags {@code backend}, {@code outcome}. Its count is the number of executions. */
    public static final String EXECUTION_DURATION = "agentcage.execution.duration";
    /** Counter of executions stopped by a limit; tags {@code backend}, {@code limit} (time, memory, output, ...). */
    public static final String LIMITS_EXCEEDED = "agentcage.limits.exceeded";
    /** Counter of rejected requests per rule that rejected them; tags {@code backend}, {@code rule}. */
    public static final String VALIDATION_REJECTIONS = "agentcage.validation.rejections";
    /** Gauge of a pool's sandboxes; tags {@code backend}, {@code state} (idle, used, starting). */
    public static final String POOL_SANDBOXES = "agentcage.pool.sandboxes";
    /** Gauge of the most sandboxes a pool keeps alive at once; tag {@code backend}. */
    public static final String POOL_SANDBOXES_MAX = "agentcage.pool.sandboxes.max";
    /** Timer of the wait for a sandbox; tags {@code backend}, {@code result} (hit, miss, failed). */
    public static final String POOL_WAIT = "agentcage.pool.wait_time";
    /** Counter of sandboxes started; tag {@code backend}. */
    public static final String POOL_STARTED = "agentcage.pool.sandboxes.started";
    /** Counter of sandboxes removed after use, expired idle or at close; tag {@code backend}. */
    public static final String POOL_REMOVED = "agentcage.pool.sandboxes.removed";
    /** Counter of leftovers removed by the janitor (of dead processes, or past their lifetime); tag {@code backend}. */
    public static final String POOL_REAPED = "agentcage.pool.sandboxes.reaped";
    /** Gauge of open sessions on instrumented executors; tag {@code backend}. */
    public static final String SESSIONS_OPEN = "agentcage.sessions.open";

    /** Histogram buckets of execution durations: from 5 ms (a warm interpreter call) to 2 min. */
    static final Duration[] EXECUTION_BUCKETS = buckets(5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000,
            30_000, 60_000, 120_000);
    /** Histogram buckets of pool waits: from 1 ms (a warm container) to 1 min (a busy pool). */
    static final Duration[] WAIT_BUCKETS = buckets(1, 5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000,
            30_000, 60_000);

    private final MeterRegistry registry;
    private final Tags commonTags;
    private final PoolGauges pools;
    private final SessionCountingExecutor.Registry sessions;

    private SandboxMetrics(MeterRegistry registry, Tags commonTags) {
        this.registry = registry;
        this.commonTags = commonTags;
        this.pools = new PoolGauges(registry, commonTags, WAIT_BUCKETS);
        this.sessions = new SessionCountingExecutor.Registry(registry, commonTags);
    }

    /** Metrics in {@code registry}, with no extra tags. */
    public static SandboxMetrics create(MeterRegistry registry) {
        return create(registry, Tags.empty());
    }

    /**
     * Metrics in {@code registry}, each meter carrying {@code commonTags} as well (e.g. {@code application=checkout}).
     */
    public static SandboxMetrics create(MeterRegistry registry, Iterable<Tag> commonTags) {
        Objects.requireNonNull(registry, "registry == null");
        Objects.requireNonNull(commonTags, "commonTags == null");
        return new SandboxMetrics(registry, Tags.of(commonTags));
    }

    /** Counts and times finished requests, rejections by rule and limits hit. */
    @Override
    public void onEvent(AuditEvent event) {
        if (event.type() == AuditEvent.Type.REJECTED) {
            rejected(event);
        }
        if (event.type() != AuditEvent.Type.FINISHED) {
            return;
        }
        String backend = event.backend();
        String outcome = event.outcome().map(o -> o.name().toLowerCase(Locale.ROOT)).orElse("unknown");
        Timer.builder(EXECUTION_DURATION)
                .description("Requests that passed through a guarded executor, by how they ended")
                .tags(commonTags).tag("backend", backend).tag("outcome", outcome)
                .serviceLevelObjectives(EXECUTION_BUCKETS)
                .register(registry)
                .record(event.duration());
        event.limit().ifPresent(limit -> Counter.builder(LIMITS_EXCEEDED)
                .description("Executions stopped by a limit")
                .tags(commonTags).tag("backend", backend).tag("limit", limit.name().toLowerCase(Locale.ROOT))
                .register(registry).increment());
    }

    /** Counts a REJECTED event once per distinct rule among its errors. */
    private void rejected(AuditEvent event) {
        Set<String> rules = new TreeSet<>();
        for (Diagnostic d : event.findings()) {
            if (d.severity() == Severity.ERROR) {
                rules.add(d.ruleId());
            }
        }
        if (rules.isEmpty()) {
            rules.add("unknown");
        }
        for (String rule : rules) {
            Counter.builder(VALIDATION_REJECTIONS)
                    .description("Requests a validator rejected, once per rule that rejected them")
                    .tags(commonTags).tag("backend", event.backend()).tag("rule", rule)
                    .register(registry).increment();
        }
    }

    /**
     * A new listener for one pool (give each executor its own): its gauges add up with those of the other pools of
     * the same backend, and it counts acquisitions, starts, removals and reaped leftovers.
     */
    public PoolListener poolListener() {
        return pools.newPool();
    }

    /**
     * Wraps {@code executor} so that its open sessions are counted in {@value #SESSIONS_OPEN}. Everything else is
     * passed through unchanged. The wrapper only receives the executor: closing it does not close {@code executor}
     * (its creator does), it only refuses further calls.
     */
    public CodeExecutor instrument(CodeExecutor executor) {
        return new SessionCountingExecutor(executor, sessions);
    }

    private static Duration[] buckets(long... millis) {
        Duration[] out = new Duration[millis.length];
        for (int i = 0; i < millis.length; i++) {
            out[i] = Duration.ofMillis(millis[i]);
        }
        return out;
    }
}
