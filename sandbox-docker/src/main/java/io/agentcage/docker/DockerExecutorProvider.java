package io.agentcage.docker;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.spi.CodeExecutorProvider;

/**
 * Registers the {@code docker} backend with {@link java.util.ServiceLoader} (e.g. {@code agentcage run --backend
 * docker}). The configuration is {@link DockerConfig#defaults()} with the given ceilings; the environment variable
 * {@code AGENTCAGE_DOCKER_RUNTIME} (e.g. {@code runsc}) selects the OCI runtime.
 */
public final class DockerExecutorProvider implements CodeExecutorProvider {

    @Override
    public String name() {
        return "docker";
    }

    @Override
    public CodeExecutor create(ExecutionLimits ceilings) {
        DockerConfig.Builder b = DockerConfig.builder().ceilings(ceilings);
        String runtime = System.getenv("AGENTCAGE_DOCKER_RUNTIME");
        if (runtime != null && !runtime.isBlank()) {
            b.runtime(runtime.strip());
        }
        return DockerExecutor.builder().config(b.build()).build();
    }
}
