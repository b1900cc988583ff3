package io.agentcage.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.Outcome;
import io.agentcage.Session;
import io.agentcage.audit.AuditEvent;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.validation.CodeValidator;
import io.agentcage.validator.PolicyValidator;
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
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Spans of real executions on the interpreter, exported to the SDK's in-memory exporter. */
@Timeout(60)
class SandboxTracingTest {

    private final InMemorySpanExporter exporter = InMemorySpanExporter.create();
    private final OpenTelemetrySdk otel = OpenTelemetrySdk.builder().setTracerProvider(SdkTracerProvider.builder()
            .addSpanProcessor(SimpleSpanProcessor.create(exporter)).build()).build();
    private final SandboxTracing tracing = SandboxTracing.create(otel);
    private final List<AuditEvent> audit = new CopyOnWriteArrayList<>();
    private final HostFunction price = new HostFunction("price_of", "unit price in cents",
            List.of(HostParameter.required("product", ValueType.STR, "product name")), args -> {
                if ("gold".equals(args.get("product"))) {
                    throw new IllegalArgumentException("no price for gold");
                }
                return 250L;
            });
    // a step budget the 300 ms deadline always meets first (compiled loops run 100,000,000 steps in about a second)
    private final InterpreterExecutor backend = InterpreterExecutor.builder()
            .limits(ExecutionLimits.builder().maxSteps(1L << 40).build())
            .hostFunction(tracing.instrument(price)).build();
    private final CodeExecutor sandbox = tracing.instrument(GuardedExecutor.builder(backend)
            .validator(tracing.instrument(PolicyValidator.standard())).auditListener(audit::add).build());

    @AfterEach
    void close() {
        sandbox.close();
        backend.close();
        otel.close();
    }

    private SpanData only(String name) {
        List<SpanData> spans = exporter.getFinishedSpanItems().stream().filter(s -> s.getName().equals(name))
                .collect(Collectors.toList());
        assertThat(spans).as("spans named %s", name).hasSize(1);
        return spans.get(0);
    }

    private static <T> T attr(SpanData span, AttributeKey<T> key) {
        return span.getAttributes().get(key);
    }

    @Test
    void should_trace_a_success_under_the_callers_span_with_validation_as_a_child() {
        Span caller = otel.getTracer("test").spanBuilder("tool call").startSpan();
        ExecutionResult r;
        try (Scope ignored = caller.makeCurrent()) {
            r = sandbox.execute(ExecutionRequest.builder("sum(i * i for i in range(100))")
                    .timeout(Duration.ofSeconds(5)).build());
        } finally {
            caller.end();
        }

        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        SpanData execute = only(SandboxTracing.EXECUTE);
        SpanData validate = only(SandboxTracing.VALIDATE);
        assertThat(execute.getParentSpanId()).isEqualTo(caller.getSpanContext().getSpanId());
        assertThat(execute.getTraceId()).isEqualTo(caller.getSpanContext().getTraceId());
        assertThat(validate.getParentSpanId()).isEqualTo(execute.getSpanId());
        assertThat(attr(execute, AttributeKey.stringKey("agentcage.backend"))).isEqualTo("interpreter");
        assertThat(attr(execute, AttributeKey.stringKey("agentcage.outcome"))).isEqualTo("success");
        assertThat(attr(execute, AttributeKey.stringKey("agentcage.code.sha256")))
                .isEqualTo(AuditEvent.sha256("sum(i * i for i in range(100))"));
        assertThat(attr(execute, AttributeKey.doubleKey("agentcage.limits.timeout"))).isEqualTo(5.0);
        assertThat(attr(execute, AttributeKey.longKey("agentcage.limits.memory")))
                .isEqualTo(ExecutionLimits.DEFAULT_MEMORY_BYTES);
        assertThat(attr(execute, AttributeKey.longKey("agentcage.usage.steps"))).isEqualTo(r.usage().steps())
                .isPositive();
        assertThat(attr(execute, AttributeKey.stringKey("error.type"))).isNull();
        assertThat(execute.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
        assertThat(attr(validate, AttributeKey.booleanKey("agentcage.validation.rejected"))).isFalse();
        assertThat(audit).allSatisfy(e -> assertThat(e.metadata()).containsEntry("trace_id", execute.getTraceId())
                .containsEntry("span_id", execute.getSpanId()));
    }

    @Test
    void should_keep_the_callers_span_as_parent_when_executions_run_asynchronously() throws Exception {
        Span caller = otel.getTracer("test").spanBuilder("tool call").startSpan();
        ExecutionResult oneShot;
        ExecutionResult inSession;
        try (Scope ignored = caller.makeCurrent(); Session s = sandbox.openSession()) {
            oneShot = sandbox.executeAsync(ExecutionRequest.of("6 * 7")).get(30, TimeUnit.SECONDS);
            inSession = s.executeAsync(ExecutionRequest.of("7 * 6")).get(30, TimeUnit.SECONDS);
        } finally {
            caller.end();
        }

        assertThat(oneShot.value()).contains("42");
        assertThat(inSession.value()).contains("42");
        List<SpanData> executions = exporter.getFinishedSpanItems().stream()
                .filter(sp -> sp.getName().equals(SandboxTracing.EXECUTE)).collect(Collectors.toList());
        assertThat(executions).hasSize(2).allSatisfy(e -> {
            assertThat(e.getParentSpanId()).isEqualTo(caller.getSpanContext().getSpanId());
            assertThat(e.getTraceId()).isEqualTo(caller.getSpanContext().getTraceId());
        });
    }

    @Test
    void should_mark_the_span_as_error_when_the_code_raises() {
        sandbox.execute(ExecutionRequest.of("1 / 0"));

        SpanData execute = only(SandboxTracing.EXECUTE);
        assertThat(attr(execute, AttributeKey.stringKey("agentcage.outcome"))).isEqualTo("python_error");
        assertThat(attr(execute, AttributeKey.stringKey("error.type"))).isEqualTo("python_error");
        assertThat(execute.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
    }

    @Test
    void should_name_the_time_limit_when_the_code_times_out() {
        ExecutionResult r = sandbox.execute(ExecutionRequest.builder("while True:\n    pass")
                .timeout(Duration.ofMillis(300)).build());

        assertThat(r.outcome()).isEqualTo(Outcome.TIMEOUT);
        SpanData execute = only(SandboxTracing.EXECUTE);
        assertThat(attr(execute, AttributeKey.stringKey("agentcage.outcome"))).isEqualTo("timeout");
        assertThat(attr(execute, AttributeKey.stringKey("agentcage.limit.exceeded"))).isEqualTo("time");
        assertThat(attr(execute, AttributeKey.stringKey("error.type"))).isEqualTo("timeout");
        assertThat(execute.getStatus().getDescription()).startsWith(r.message().lines().findFirst().orElse(""));
    }

    @Test
    void should_record_the_rejecting_rules_on_the_validation_span_when_code_is_rejected() {
        sandbox.execute(ExecutionRequest.of("import subprocess\nsubprocess.run(['ls'])"));

        SpanData execute = only(SandboxTracing.EXECUTE);
        SpanData validate = only(SandboxTracing.VALIDATE);
        assertThat(attr(execute, AttributeKey.stringKey("agentcage.outcome"))).isEqualTo("rejected");
        assertThat(attr(validate, AttributeKey.booleanKey("agentcage.validation.rejected"))).isTrue();
        assertThat(attr(validate, AttributeKey.stringArrayKey("agentcage.validation.rules")))
                .containsExactly("import-not-allowed");
        assertThat(attr(validate, AttributeKey.longKey("agentcage.validation.findings"))).isPositive();
        assertThat(validate.getParentSpanId()).isEqualTo(execute.getSpanId());
    }

    @Test
    void should_trace_each_host_function_call_as_a_child_of_the_execution() {
        ExecutionResult r = sandbox.execute(ExecutionRequest.of(
                "a = price_of('tea')\ntry:\n    price_of('gold')\nexcept Exception as e:\n    print(e)\na"));

        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).contains("no price for gold");
        SpanData execute = only(SandboxTracing.EXECUTE);
        List<SpanData> calls = exporter.getFinishedSpanItems().stream()
                .filter(s -> s.getName().equals(SandboxTracing.HOST_CALL)).collect(Collectors.toList());
        assertThat(calls).hasSize(2).allSatisfy(c -> {
            assertThat(c.getParentSpanId()).isEqualTo(execute.getSpanId());
            assertThat(attr(c, AttributeKey.stringKey("agentcage.host_function.name"))).isEqualTo("price_of");
        });
        assertThat(calls.get(0).getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
        assertThat(calls.get(1).getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
        assertThat(calls.get(1).getEvents()).anySatisfy(e -> assertThat(e.getName()).isEqualTo("exception"));
        assertThat(attr(execute, AttributeKey.longKey("agentcage.usage.host_calls"))).isEqualTo(2L);
    }

    @Test
    void should_trace_opening_a_session_and_tag_its_executions_with_its_id() {
        try (Session s = sandbox.openSession()) {
            s.execute(ExecutionRequest.of("x = 41"));
            assertThat(s.execute(ExecutionRequest.of("x + 1")).value()).contains("42");
            SpanData open = only(SandboxTracing.SESSION_OPEN);
            assertThat(attr(open, AttributeKey.stringKey("agentcage.session.id"))).isEqualTo(s.id());
            List<SpanData> executions = exporter.getFinishedSpanItems().stream()
                    .filter(sp -> sp.getName().equals(SandboxTracing.EXECUTE)).collect(Collectors.toList());
            assertThat(executions).hasSize(2).allSatisfy(e ->
                    assertThat(attr(e, AttributeKey.stringKey("agentcage.session.id"))).isEqualTo(s.id()));
        }
    }

    @Test
    void should_describe_the_same_policy_when_the_validator_is_traced() {
        CodeExecutor plain = GuardedExecutor.builder(backend).validator(PolicyValidator.strict()).build();
        CodeExecutor traced = GuardedExecutor.builder(backend)
                .validator(tracing.instrument(PolicyValidator.strict())).build();

        assertThat(traced.capabilities()).isEqualTo(plain.capabilities());
        assertThat(traced.capabilities().modules()).isNotEmpty().doesNotContain("os", "subprocess");
        CodeValidator wrapped = tracing.instrument(PolicyValidator.standard());
        assertThat(wrapped.allowsImport("os")).isEqualTo(PolicyValidator.standard().allowsImport("os"));
        assertThat(wrapped.deniedModules()).isEqualTo(PolicyValidator.standard().deniedModules());
        assertThat(wrapped.forTarget(backend.capabilities()).validate("import subprocess").rejected()).isTrue();
        assertThat(exporter.getFinishedSpanItems()).extracting(SpanData::getName).containsOnly(SandboxTracing.VALIDATE);
    }

    @Test
    void should_keep_caller_metadata_and_add_trace_ids_to_audit_events() {
        sandbox.execute(ExecutionRequest.builder("1").metadata("user", "u-7").build());

        assertThat(audit).isNotEmpty().allSatisfy(e -> assertThat(e.metadata()).containsEntry("user", "u-7")
                .containsKeys("trace_id", "span_id"));
        assertThat(Map.copyOf(audit.get(0).metadata())).hasSize(3);
    }
}
