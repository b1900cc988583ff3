package io.agentcage.docker.internal;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.core.DefaultDockerClientConfig;
import com.github.dockerjava.core.DockerClientConfig;
import com.github.dockerjava.core.DockerClientImpl;
import com.github.dockerjava.httpclient5.ApacheDockerHttpClient;
import java.time.Duration;
import java.util.Optional;

/** Builds the docker-java clients this module creates (and so closes) itself. Not API. */
public final class DockerClients {
    private DockerClients() {
    }

    /**
     * A client for {@code host}, else {@code DOCKER_HOST}, else the local socket, on the httpclient5 transport
     * (which can attach stdin).
     */
    public static DockerClient create(Optional<String> host, int maxConnections) {
        DefaultDockerClientConfig.Builder b = DefaultDockerClientConfig.createDefaultConfigBuilder();
        host.ifPresent(b::withDockerHost);
        DockerClientConfig cfg = b.build();
        ApacheDockerHttpClient http = new ApacheDockerHttpClient.Builder()
                .dockerHost(cfg.getDockerHost())
                .sslConfig(cfg.getSSLConfig())
                .maxConnections(maxConnections)
                .connectionTimeout(Duration.ofSeconds(5))
                .build();
        return DockerClientImpl.getInstance(cfg, http);
    }
}
