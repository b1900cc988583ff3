package io.agentcage.docker;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * One Docker engine of a {@link DockerFleetExecutor}: its address and, for a remote engine, the directory with the
 * client's TLS material for mutual TLS ({@code ca.pem} to verify the engine, {@code cert.pem} and {@code key.pem} to
 * prove the client), as docker-java and the docker CLI read it ({@code DOCKER_CERT_PATH}).
 *
 * @param host    {@code tcp://host:2376} or {@code unix:///var/run/docker.sock}
 * @param tlsPath the directory with {@code ca.pem}, {@code cert.pem} and {@code key.pem}; required for {@code tcp://}
 *                unless {@link #insecure(String)} was used on purpose
 */
public record DockerEngine(String host, Optional<Path> tlsPath) {

    public DockerEngine {
        Objects.requireNonNull(host, "host == null");
        Objects.requireNonNull(tlsPath, "tlsPath == null");
        if (!host.startsWith("tcp://") && !host.startsWith("unix://")) {
            throw new IllegalArgumentException("host must be tcp://HOST:PORT or unix:///PATH, got '" + host + "'");
        }
        if (tlsPath.isPresent()) {
            if (!host.startsWith("tcp://")) {
                throw new IllegalArgumentException("TLS is for tcp:// engines, got '" + host + "'");
            }
            for (String file : new String[] {"ca.pem", "cert.pem", "key.pem"}) {
                if (!Files.isReadable(tlsPath.get().resolve(file))) {
                    throw new IllegalArgumentException("the TLS directory " + tlsPath.get() + " of engine " + host
                            + " has no readable " + file + " (it needs ca.pem, cert.pem and key.pem)");
                }
            }
        }
    }

    /** A remote engine spoken to with mutual TLS, the client's material in {@code tlsPath}. */
    public static DockerEngine tls(String host, Path tlsPath) {
        if (!Objects.requireNonNull(host, "host == null").startsWith("tcp://")) {
            throw new IllegalArgumentException("a TLS engine needs a tcp:// host, got '" + host + "'");
        }
        return new DockerEngine(host, Optional.of(Objects.requireNonNull(tlsPath, "tlsPath == null")));
    }

    /** A local engine on a unix socket. */
    public static DockerEngine local(String socketPath) {
        return new DockerEngine("unix://" + Objects.requireNonNull(socketPath, "socketPath == null"),
                Optional.empty());
    }

    /**
     * Loosens the default: a tcp:// engine without TLS, which lets anyone who can reach the port run containers on
     * it. Only for engines behind another protection (a private link, an SSH tunnel).
     */
    public static DockerEngine insecure(String host) {
        return new DockerEngine(host, Optional.empty());
    }

    @Override
    public String toString() {
        return host + (tlsPath.isPresent() ? " (mutual TLS)" : "");
    }
}
