package io.agentcage.spring.boot.internal;

import io.agentcage.CodeExecutor;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.spi.PoolStats;
import java.util.LinkedHashMap;
import java.util.Map;

/** The Docker part of the health check; loaded only when the backend is a Docker executor. Not API. */
final class DockerHealth {
    private DockerHealth() {
    }

    /** Pings the engine (throws when it does not answer) and returns the pool's state as health details. */
    static Map<String, Object> check(CodeExecutor backend) {
        DockerExecutor docker = (DockerExecutor) backend;
        docker.ping();
        PoolStats s = docker.poolStats();
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("engine", "reachable");
        details.put("image", docker.config().image());
        details.put("pool.idle", s.idle());
        details.put("pool.inUse", s.inUse());
        details.put("pool.starting", s.starting());
        details.put("pool.max", s.max());
        return details;
    }
}
