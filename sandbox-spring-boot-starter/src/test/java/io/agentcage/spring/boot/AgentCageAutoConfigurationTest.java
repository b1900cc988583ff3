package io.agentcage.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.Outcome;
import io.agentcage.Session;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import io.agentcage.micrometer.SandboxMetrics;
import io.agentcage.opentelemetry.SandboxTracing;
import io.agentcage.spring.ai.ExecutePythonTool;
import io.agentcage.validation.CodeValidator;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.ValidationReport;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The starter's beans from properties, on the real interpreter backend, checked through a context runner. */
@Timeout(120)
class AgentCageAutoConfigurationTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner().withConfiguration(
            AutoConfigurations.of(AgentCageAutoConfiguration.class, AgentCageHealthAutoConfiguration.class,
                    AgentCageToolAutoConfiguration.class));

    @Test
    void should_run_code_through_a_guarded_interpreter_with_the_recommended_policy_by_default() {
        runner.run(context -> {
            assertThat(context).hasBean("agentcageGuardedExecutor").hasSingleBean(CodeValidator.class)
                    .hasSingleBean(ExecutePythonTool.class);
            CodeExecutor executor = context.getBean(CodeExecutor.class);
            assertThat(executor).as("without OpenTelemetry the primary executor is the guarded one")
                    .isSameAs(context.getBean("agentcageGuardedExecutor"));
            assertThat(executor.capabilities().backend()).isEqualTo("interpreter");
            assertThat(executor.execute(ExecutionRequest.of("6 * 7")).value()).contains("42");
            ExecutionResult rejected = executor.execute(ExecutionRequest.of("import os\nos.system('id')"));
            assertThat(rejected.outcome()).isEqualTo(Outcome.REJECTED);
            assertThat(context.getBean("agentcageBackend", CodeExecutor.class))
                    .isNotSameAs(executor).isNotInstanceOf(GuardedExecutor.class);
        });
    }

    @Test
    void should_apply_limits_and_policy_from_properties() {
        runner.withPropertyValues("agentcage.limits.timeout=300ms", "agentcage.limits.memory=16MB",
                "agentcage.limits.max-steps=1000000000000", "agentcage.policy=none").run(context -> {
                    CodeExecutor executor = context.getBean(CodeExecutor.class);
                    assertThat(executor.capabilities().limits().memoryBytes()).isEqualTo(16L << 20);
                    ExecutionResult r = executor.execute(ExecutionRequest.of("while True:\n    pass"));
                    assertThat(r.outcome()).isEqualTo(Outcome.TIMEOUT);
                    assertThat(executor.execute(ExecutionRequest.of("import os\nos.sep")).outcome())
                            .isNotEqualTo(Outcome.REJECTED);
                });
    }

    @Test
    void should_append_every_request_to_the_audit_file(@TempDir Path tmp) {
        Path audit = tmp.resolve("audit.jsonl");
        runner.withPropertyValues("agentcage.audit.file=" + audit).run(context -> {
            context.getBean(CodeExecutor.class).execute(ExecutionRequest.of("1 + 1"));
        });
        List<String> lines = readLines(audit);
        assertThat(lines).hasSize(3);
        assertThat(lines.get(2)).contains("\"FINISHED\"").contains("\"SUCCESS\"");
    }

    @Test
    void should_record_metrics_in_the_applications_registry() {
        runner.withBean(MeterRegistry.class, SimpleMeterRegistry::new).run(context -> {
            CodeExecutor executor = context.getBean(CodeExecutor.class);
            executor.execute(ExecutionRequest.of("1 / 0"));
            executor.execute(ExecutionRequest.of("import socket"));
            MeterRegistry registry = context.getBean(MeterRegistry.class);
            assertThat(registry.get(SandboxMetrics.EXECUTION_DURATION)
                    .tags("backend", "interpreter", "outcome", "python_error").timer().count()).isEqualTo(1);
            assertThat(registry.get(SandboxMetrics.VALIDATION_REJECTIONS)
                    .tags("rule", "import-not-allowed").counter().count()).isEqualTo(1.0);
            try (Session s = executor.openSession()) {
                assertThat(registry.get(SandboxMetrics.SESSIONS_OPEN).gauge().value()).isEqualTo(1.0);
            }
            assertThat(registry.get(SandboxMetrics.SESSIONS_OPEN).gauge().value()).isZero();
        });
    }

    @Test
    void should_trace_executions_with_the_applications_open_telemetry() {
        InMemorySpanExporter exporter = InMemorySpanExporter.create();
        OpenTelemetrySdk sdk = OpenTelemetrySdk.builder().setTracerProvider(SdkTracerProvider.builder()
                .addSpanProcessor(SimpleSpanProcessor.create(exporter)).build()).build();
        HostFunction price = new HostFunction("price_of", "unit price in cents",
                List.of(HostParameter.required("product", ValueType.STR, "product name")), args -> 250L);
        runner.withBean(OpenTelemetry.class, () -> sdk).withBean("price", HostFunction.class, () -> price)
                .run(context -> {
                    ExecutionResult r = context.getBean(CodeExecutor.class)
                            .execute(ExecutionRequest.of("price_of('tea') * 2"));
                    assertThat(r.value()).contains("500");
                    List<String> names = exporter.getFinishedSpanItems().stream().map(SpanData::getName)
                            .collect(Collectors.toList());
                    assertThat(names).containsExactlyInAnyOrder(SandboxTracing.VALIDATE, SandboxTracing.HOST_CALL,
                            SandboxTracing.EXECUTE);
                    SpanData execute = exporter.getFinishedSpanItems().stream()
                            .filter(s -> s.getName().equals(SandboxTracing.EXECUTE)).findFirst().orElseThrow();
                    assertThat(exporter.getFinishedSpanItems()).filteredOn(s -> s != execute)
                            .allSatisfy(s -> assertThat(s.getParentSpanId()).isEqualTo(execute.getSpanId()));
                });
        sdk.close();
    }

    @Test
    void should_use_the_applications_validator_when_it_defines_one() {
        CodeValidator noLoops = code -> code.contains("while") ? new ValidationReport(List.of(Diagnostic.error(
                "no-loops", "while loops are not allowed", 1, 1, "use for"))) : ValidationReport.clean();
        runner.withBean(CodeValidator.class, () -> noLoops).run(context -> {
            ExecutionResult r = context.getBean(CodeExecutor.class).execute(ExecutionRequest.of("while False: pass"));
            assertThat(r.outcome()).isEqualTo(Outcome.REJECTED);
            assertThat(r.diagnostics()).extracting(Diagnostic::ruleId).containsExactly("no-loops");
        });
    }

    @Test
    void should_report_health_with_the_backend_and_its_limits() {
        runner.run(context -> {
            Health health = context.getBean("agentcageHealthIndicator", HealthIndicator.class).health();
            assertThat(health.getStatus()).isEqualTo(Status.UP);
            assertThat(health.getDetails()).containsEntry("backend", "interpreter").containsKey("timeout");
        });
    }

    @Test
    void should_close_sessions_and_the_backend_when_the_context_closes() {
        Session[] session = new Session[1];
        runner.run(context -> {
            session[0] = context.getBean(CodeExecutor.class).openSession();
            session[0].execute(ExecutionRequest.of("x = 1"));
            assertThat(session[0].isOpen()).isTrue();
        });
        assertThat(session[0].isOpen()).isFalse();
    }

    @Test
    void should_fail_with_the_fix_when_docker_is_asked_for_without_the_docker_module() {
        runner.withClassLoader(new FilteredClassLoader("io.agentcage.docker."))
                .withPropertyValues("agentcage.backend=docker").run(context -> {
                    assertThat(context).hasFailed();
                    assertThat(context.getStartupFailure()).rootCause()
                            .hasMessageContaining("io.agentcage:sandbox-docker");
                });
    }

    @Test
    void should_register_no_tool_without_spring_ai_or_when_disabled() {
        runner.withClassLoader(new FilteredClassLoader(ToolCallback.class))
                .run(context -> assertThat(context).doesNotHaveBean(ExecutePythonTool.class)
                        .hasBean("agentcageGuardedExecutor"));
        runner.withPropertyValues("agentcage.tool.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(ExecutePythonTool.class));
    }

    private static List<String> readLines(Path p) {
        try {
            return Files.readAllLines(p, StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
