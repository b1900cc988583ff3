package io.agentcage.spring.boot.internal;

import io.agentcage.CodeExecutor;
import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.spi.PoolListener;
import io.agentcage.spring.boot.AgentCageProperties;

/**
 * The Docker backend from the properties; loaded only when {@code sandbox-docker} is on the class path. Not API.
 */
final class DockerBackend {
    private DockerBackend() {
    }

    static CodeExecutor create(AgentCageProperties props, PoolListener poolListener) {
        AgentCageProperties.Docker d = props.getDocker();
        AgentCageProperties.Pool p = props.getPool();
        DockerConfig.Builder config = DockerConfig.builder().ceilings(props.getLimits().toLimits())
                .poolMinIdle(p.getMinIdle()).poolMaxTotal(p.getMaxTotal()).acquireTimeout(p.getAcquireTimeout());
        if (d.getImage() != null) {
            config.image(d.getImage()).allowImage(d.getImage());
        }
        if (d.getRuntime() != null) {
            config.runtime(d.getRuntime());
        }
        if (d.getHost() != null) {
            config.dockerHost(d.getHost());
        }
        DockerExecutor.Builder b = DockerExecutor.builder().config(config.build()).poolListener(poolListener);
        if (d.isBuildImageIfMissing()) {
            b.buildImageIfMissing();
        }
        return b.build();
    }

    /** Whether {@code backend} is a Docker executor whose engine and pool a health check can look at. */
    static boolean isDocker(CodeExecutor backend) {
        return backend instanceof DockerExecutor;
    }
}
