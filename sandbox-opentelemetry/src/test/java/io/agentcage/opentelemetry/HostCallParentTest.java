package io.agentcage.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.host.HostFunction;
import io.agentcage.interpreter.InterpreterExecutor;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Host calls run on the interpreter's worker threads: when two executions are in flight a call cannot pick one. */
@Timeout(60)
class HostCallParentTest {

    @Test
    void should_link_a_host_call_to_every_execution_in_flight_when_it_cannot_tell_its_own() throws Exception {
        InMemorySpanExporter exporter = InMemorySpanExporter.create();
        CountDownLatch bothRunning = new CountDownLatch(2);
        try (OpenTelemetrySdk otel = OpenTelemetrySdk.builder().setTracerProvider(SdkTracerProvider.builder()
                .addSpanProcessor(SimpleSpanProcessor.create(exporter)).build()).build()) {
            SandboxTracing tracing = SandboxTracing.create(otel);
            HostFunction rendezvous = tracing.instrument(new HostFunction("rendezvous", "waits for the other",
                    List.of(), args -> {
                        bothRunning.countDown();
                        return bothRunning.await(20, TimeUnit.SECONDS);
                    }));
            try (InterpreterExecutor backend = InterpreterExecutor.builder().hostFunction(rendezvous).build()) {
                CodeExecutor sandbox = tracing.instrument(backend);
                CompletableFuture<ExecutionResult> a = CompletableFuture.supplyAsync(
                        () -> sandbox.execute(ExecutionRequest.of("rendezvous()")));
                CompletableFuture<ExecutionResult> b = CompletableFuture.supplyAsync(
                        () -> sandbox.execute(ExecutionRequest.of("rendezvous()")));
                assertThat(a.get(30, TimeUnit.SECONDS).value()).contains("True");
                assertThat(b.get(30, TimeUnit.SECONDS).outcome()).isEqualTo(Outcome.SUCCESS);
            }
            assertLinkedToBoth(exporter.getFinishedSpanItems());
        }
    }

    private static void assertLinkedToBoth(List<SpanData> spans) {
        Set<String> executions = spans.stream().filter(s -> s.getName().equals(SandboxTracing.EXECUTE))
                .map(SpanData::getSpanId).collect(Collectors.toSet());
        List<SpanData> calls = spans.stream().filter(s -> s.getName().equals(SandboxTracing.HOST_CALL))
                .collect(Collectors.toList());
        assertThat(executions).hasSize(2);
        assertThat(calls).hasSize(2).allSatisfy(c -> {
            assertThat(c.getParentSpanContext().isValid()).isFalse();
            assertThat(c.getLinks().stream().map(l -> l.getSpanContext().getSpanId()).collect(Collectors.toSet()))
                    .isEqualTo(executions);
        });
    }
}
