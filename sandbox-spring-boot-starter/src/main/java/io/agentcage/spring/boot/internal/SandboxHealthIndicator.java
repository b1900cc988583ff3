package io.agentcage.spring.boot.internal;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;

/**
 * Health of the sandbox backend: for Docker, whether the engine answers a ping (DOWN with the reason otherwise)
 * and the warm pool's idle, in-use and starting containers; for the interpreter, UP with its ceilings. Not API.
 */
public final class SandboxHealthIndicator extends AbstractHealthIndicator {
    private final CodeExecutor backend;

    public SandboxHealthIndicator(CodeExecutor backend) {
        super("the sandbox backend is unavailable");
        this.backend = backend;
    }

    @Override
    protected void doHealthCheck(Health.Builder builder) {
        String name = backend.capabilities().backend();
        builder.withDetail("backend", name);
        if (Backends.isPresent("io.agentcage.docker.DockerExecutor", null) && DockerBackend.isDocker(backend)) {
            builder.withDetails(DockerHealth.check(backend));
        } else {
            ExecutionLimits l = backend.capabilities().limits();
            builder.withDetail("timeout", l.timeout().toString()).withDetail("memoryBytes", l.memoryBytes());
        }
        builder.up();
    }
}
