package io.agentcage.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.spi.PoolEvent;
import io.agentcage.spi.PoolListener;
import io.agentcage.spi.PoolStats;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The acquisition spans made from a pool's events (sandbox-docker's PoolEventsIT checks the events themselves). */
class PoolTracingTest {

    private final InMemorySpanExporter exporter = InMemorySpanExporter.create();
    private final OpenTelemetrySdk otel = OpenTelemetrySdk.builder().setTracerProvider(SdkTracerProvider.builder()
            .addSpanProcessor(SimpleSpanProcessor.create(exporter)).build()).build();
    private final PoolListener listener = SandboxTracing.create(otel).poolListener();

    @AfterEach
    void close() {
        otel.close();
    }

    private static PoolEvent event(PoolEvent.Type type, Duration wait) {
        return new PoolEvent(type, "docker", wait, new PoolStats(0, 1, 0, 8));
    }

    @Test
    void should_make_an_acquisition_span_as_long_as_the_wait_when_a_pool_misses() {
        Span execution = otel.getTracer("test").spanBuilder("execution").startSpan();
        try (Scope ignored = execution.makeCurrent()) {
            listener.onEvent(event(PoolEvent.Type.ACQUIRED_COLD, Duration.ofMillis(900)));
            listener.onEvent(event(PoolEvent.Type.STARTED, Duration.ofMillis(850)));
        } finally {
            execution.end();
        }

        SpanData acquire = exporter.getFinishedSpanItems().stream()
                .filter(s -> s.getName().equals(SandboxTracing.POOL_ACQUIRE)).findFirst().orElseThrow();
        assertThat(exporter.getFinishedSpanItems()).hasSize(2);
        assertThat(acquire.getParentSpanId()).isEqualTo(execution.getSpanContext().getSpanId());
        assertThat(acquire.getAttributes().get(AttributeKey.stringKey("agentcage.pool.result"))).isEqualTo("miss");
        assertThat(acquire.getAttributes().get(AttributeKey.stringKey("agentcage.backend"))).isEqualTo("docker");
        assertThat(acquire.getEndEpochNanos() - acquire.getStartEpochNanos())
                .isEqualTo(Duration.ofMillis(900).toNanos());
    }

    @Test
    void should_mark_a_failed_acquisition_as_an_error() {
        Span execution = otel.getTracer("test").spanBuilder("execution").startSpan();
        try (Scope ignored = execution.makeCurrent()) {
            listener.onEvent(event(PoolEvent.Type.ACQUIRE_FAILED, Duration.ofSeconds(30)));
        } finally {
            execution.end();
        }

        SpanData acquire = exporter.getFinishedSpanItems().get(0);
        assertThat(acquire.getName()).isEqualTo(SandboxTracing.POOL_ACQUIRE);
        assertThat(acquire.getAttributes().get(AttributeKey.stringKey("agentcage.pool.result"))).isEqualTo("failed");
        assertThat(acquire.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
    }

    @Test
    void should_make_no_span_when_no_execution_is_traced() {
        listener.onEvent(event(PoolEvent.Type.ACQUIRED_WARM, Duration.ofMillis(1)));

        assertThat(exporter.getFinishedSpanItems()).isEmpty();
    }
}
