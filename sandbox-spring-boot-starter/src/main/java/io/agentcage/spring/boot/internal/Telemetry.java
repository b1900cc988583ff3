package io.agentcage.spring.boot.internal;

import io.agentcage.CodeExecutor;
import io.agentcage.host.HostFunction;
import io.agentcage.micrometer.SandboxMetrics;
import io.agentcage.opentelemetry.SandboxTracing;
import io.agentcage.spi.PoolListener;
import io.agentcage.validation.CodeValidator;
import io.micrometer.core.instrument.MeterRegistry;
import io.opentelemetry.api.OpenTelemetry;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The metrics and tracing the application has: {@link SandboxMetrics} when it has a {@link MeterRegistry}, and
 * {@link SandboxTracing} when it has an {@link OpenTelemetry} bean; each part does nothing when its half is absent.
 * Not API.
 */
public final class Telemetry {
    private final Optional<SandboxMetrics> metrics;
    private final Optional<SandboxTracing> tracing;

    public Telemetry(MeterRegistry registry, OpenTelemetry openTelemetry) {
        this.metrics = Optional.ofNullable(registry).map(SandboxMetrics::create);
        this.tracing = Optional.ofNullable(openTelemetry).map(SandboxTracing::create);
    }

    public Optional<SandboxMetrics> metrics() {
        return metrics;
    }

    public Optional<SandboxTracing> tracing() {
        return tracing;
    }

    /** One pool listener for one backend: metrics and tracing, whichever are present. */
    public PoolListener poolListener() {
        List<PoolListener> all = new ArrayList<>(2);
        metrics.ifPresent(m -> all.add(m.poolListener()));
        tracing.ifPresent(t -> all.add(t.poolListener()));
        return all.isEmpty() ? PoolListener.none() : PoolListener.all(all);
    }

    /** The backend with its sessions counted, when there are metrics. */
    public CodeExecutor countSessions(CodeExecutor backend) {
        return metrics.map(m -> m.instrument(backend)).orElse(backend);
    }

    /** The executor with a span per execution, when there is tracing. */
    public CodeExecutor traced(CodeExecutor executor) {
        return tracing.map(t -> t.instrument(executor)).orElse(executor);
    }

    /** The validator with a span per validation, when there is tracing. */
    public CodeValidator traced(CodeValidator validator) {
        return tracing.map(t -> t.instrument(validator)).orElse(validator);
    }

    /** The host functions with a span per call, when there is tracing. */
    public List<HostFunction> traced(List<HostFunction> functions) {
        return tracing.map(t -> t.instrumentAll(functions)).orElse(List.copyOf(functions));
    }
}
