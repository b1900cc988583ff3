package io.agentcage.docker.internal;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.core.DefaultDockerClientConfig;
import com.github.dockerjava.core.DockerClientConfig;
import com.github.dockerjava.core.DockerClientImpl;
import com.github.dockerjava.httpclient5.ApacheDockerHttpClient;
import io.agentcage.docker.DockerEngine;
import java.time.Duration;
import java.util.Optional;

/** Builds the docker-java clients this module creates (and so closes) itself. Not API. */
public final class DockerClients {
    /** How long a local engine may take to accept a connection. */
    static final Duration LOCAL_CONNECT_TIMEOUT = Duration.ofSeconds(5);

    private DockerClients() {
    }

    /**
     * A client for work (containers, attach streams) on {@code engine}, else {@code DOCKER_HOST} (with
     * {@code DOCKER_TLS_VERIFY}/{@code DOCKER_CERT_PATH}), else the local socket, on the httpclient5 transport (which
     * can attach stdin).
     *
     * <p>Only a unix-socket client gets a connect timeout. Over TCP, httpclient5 leaves the connect timeout on the
     * socket as its read timeout, so a container attach stream would be cut, and the runner with it, by an
     * execution that prints nothing for that long. A remote engine that stops answering is noticed by the
     * execution's own deadline (and by a fleet's health checks) instead.
     */
    public static DockerClient forWork(Optional<DockerEngine> engine, int maxConnections) {
        return forWork(config(engine), maxConnections);
    }

    /**
     * A client for work on {@code host} (TLS as {@code DOCKER_TLS_VERIFY}/{@code DOCKER_CERT_PATH} say), else
     * {@code DOCKER_HOST}, else the local socket; see {@link #forWork(Optional, int)}.
     */
    public static DockerClient forWorkOnHost(Optional<String> host, int maxConnections) {
        DefaultDockerClientConfig.Builder b = DefaultDockerClientConfig.createDefaultConfigBuilder();
        host.ifPresent(b::withDockerHost);
        return forWork(b.build(), maxConnections);
    }

    private static DockerClient forWork(DockerClientConfig cfg, int maxConnections) {
        ApacheDockerHttpClient.Builder http = new ApacheDockerHttpClient.Builder()
                .dockerHost(cfg.getDockerHost()).sslConfig(cfg.getSSLConfig()).maxConnections(maxConnections);
        if (hasConnectTimeout(cfg.getDockerHost().getScheme())) {
            http.connectionTimeout(LOCAL_CONNECT_TIMEOUT);
        }
        return DockerClientImpl.getInstance(cfg, http.build());
    }

    /** A client for health checks only: every request ends after {@code timeout}, connecting included. */
    public static DockerClient forHealthChecks(DockerEngine engine, Duration timeout) {
        DockerClientConfig cfg = config(Optional.of(engine));
        return DockerClientImpl.getInstance(cfg, new ApacheDockerHttpClient.Builder().dockerHost(cfg.getDockerHost())
                .sslConfig(cfg.getSSLConfig()).maxConnections(4).connectionTimeout(timeout).responseTimeout(timeout)
                .build());
    }

    /** Whether a work client for this URI scheme gets {@link #LOCAL_CONNECT_TIMEOUT}. */
    static boolean hasConnectTimeout(String scheme) {
        return "unix".equals(scheme) || "npipe".equals(scheme);
    }

    private static DockerClientConfig config(Optional<DockerEngine> engine) {
        DefaultDockerClientConfig.Builder b = DefaultDockerClientConfig.createDefaultConfigBuilder();
        engine.ifPresent(e -> {
            b.withDockerHost(e.host()).withDockerTlsVerify(e.tlsPath().isPresent());
            e.tlsPath().ifPresent(p -> b.withDockerCertPath(p.toString()));
        });
        return b.build();
    }
}
