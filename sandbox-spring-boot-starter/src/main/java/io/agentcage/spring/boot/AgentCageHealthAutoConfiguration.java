package io.agentcage.spring.boot;

import io.agentcage.CodeExecutor;
import io.agentcage.spring.boot.internal.SandboxHealthIndicator;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.context.annotation.Bean;

/**
 * The {@code agentcage} health indicator (Spring Boot Actuator): for Docker, whether the engine answers and the
 * warm pool's state; disable with {@code management.health.agentcage.enabled=false}.
 */
@AutoConfiguration(after = AgentCageAutoConfiguration.class)
@ConditionalOnClass(HealthIndicator.class)
@ConditionalOnEnabledHealthIndicator("agentcage")
public class AgentCageHealthAutoConfiguration {

    /** Health of the backend. */
    @Bean
    @ConditionalOnMissingBean(name = "agentcageHealthIndicator")
    public HealthIndicator agentcageHealthIndicator(@Qualifier("agentcageBackend") CodeExecutor backend) {
        return new SandboxHealthIndicator(backend);
    }
}
