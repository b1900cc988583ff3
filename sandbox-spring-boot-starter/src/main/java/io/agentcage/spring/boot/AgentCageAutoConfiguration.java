package io.agentcage.spring.boot;

import io.agentcage.CodeExecutor;
import io.agentcage.GuardedExecutor;
import io.agentcage.audit.AuditListener;
import io.agentcage.json.JsonLinesAuditListener;
import io.agentcage.host.HostFunction;
import io.agentcage.spring.boot.internal.Backends;
import io.agentcage.spring.boot.internal.Telemetry;
import io.agentcage.validation.CodeValidator;
import io.micrometer.core.instrument.MeterRegistry;
import io.opentelemetry.api.OpenTelemetry;
import java.util.List;
import java.util.stream.Collectors;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.config.ConfigurableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;

/**
 * Auto-configuration of AgentCage from the {@code agentcage.*} properties ({@link AgentCageProperties}).
 *
 * <p>Beans, each backing off when the application defines its own:
 * <ul>
 *   <li>{@code agentcageBackend}: the backend ({@code agentcage.backend}: the interpreter by default, or Docker),
 *       with the application's {@link HostFunction} beans (interpreter) and a pool listener for metrics and
 *       traces (Docker). Not injected by type ({@code defaultCandidate = false}): ask for it by name.</li>
 *   <li>a {@link CodeValidator} ({@code agentcage.policy}) and a {@link GuardedExecutor} that validates, audits
 *       (the {@code agentcage.audit.file} JSON lines, metrics, and every {@link AuditListener} bean) and runs on
 *       the backend;</li>
 *   <li>the primary {@link CodeExecutor} {@code agentcageExecutor}: the guarded executor with a span per execution
 *       when the application has an {@link OpenTelemetry} bean. Inject this one.</li>
 * </ul>
 * Metrics go to the application's {@link MeterRegistry} when it has one (see {@code docs/observability.md}).
 *
 * <p>Shutdown: beans close in reverse order of creation, so the tool's sessions close first, then the backend,
 * which for Docker removes every container it made.
 */
@AutoConfiguration
@EnableConfigurationProperties(AgentCageProperties.class)
public class AgentCageAutoConfiguration {

    /** The metrics and tracing the application has. */
    @Bean
    @ConditionalOnMissingBean
    public Telemetry agentcageTelemetry(ObjectProvider<MeterRegistry> registry,
                                        ObjectProvider<OpenTelemetry> openTelemetry) {
        return new Telemetry(registry.getIfUnique(), openTelemetry.getIfUnique());
    }

    /** The validator of {@code agentcage.policy}. */
    @Bean
    @ConditionalOnMissingBean
    public CodeValidator agentcageValidator(AgentCageProperties properties) {
        return Backends.validator(properties);
    }

    /** The backend of {@code agentcage.backend}; closed (containers removed) when the context closes. */
    @Bean(name = "agentcageBackend", destroyMethod = "close", defaultCandidate = false)
    @ConditionalOnMissingBean(name = "agentcageBackend")
    public CodeExecutor agentcageBackend(AgentCageProperties properties, Telemetry telemetry,
                                         ObjectProvider<HostFunction> hostFunctions, BeanFactory beanFactory) {
        List<HostFunction> functions = telemetry.traced(hostFunctions.orderedStream().collect(Collectors.toList()));
        ClassLoader loader = beanFactory instanceof ConfigurableBeanFactory
                ? ((ConfigurableBeanFactory) beanFactory).getBeanClassLoader() : null;
        return Backends.create(properties, functions, telemetry.poolListener(), loader);
    }

    /** The audit file of {@code agentcage.audit.file}, appended to as JSON lines. */
    @Bean(destroyMethod = "close")
    @ConditionalOnProperty(prefix = "agentcage.audit", name = "file")
    @ConditionalOnMissingBean
    public JsonLinesAuditListener agentcageAuditFile(AgentCageProperties properties) {
        return JsonLinesAuditListener.open(properties.getAudit().getFile());
    }

    /** Validation, audit (file, metrics, application listeners) and the backend, in that order. */
    @Bean
    @ConditionalOnMissingBean
    public GuardedExecutor agentcageGuardedExecutor(@Qualifier("agentcageBackend") CodeExecutor backend,
                                                    CodeValidator validator, Telemetry telemetry,
                                                    ObjectProvider<AuditListener> auditListeners) {
        GuardedExecutor.Builder b = GuardedExecutor.builder(telemetry.countSessions(backend))
                .validator(telemetry.traced(validator));
        auditListeners.orderedStream().forEach(b::auditListener);
        telemetry.metrics().ifPresent(b::auditListener);
        return b.build();
    }

    /**
     * The executor to inject: the guarded executor with a span per execution when there is OpenTelemetry, else the
     * guarded executor itself (then registered under both names).
     */
    @Bean
    @Primary
    @ConditionalOnMissingBean(name = "agentcageExecutor")
    public CodeExecutor agentcageExecutor(GuardedExecutor guarded, Telemetry telemetry) {
        return telemetry.traced(guarded);
    }
}
