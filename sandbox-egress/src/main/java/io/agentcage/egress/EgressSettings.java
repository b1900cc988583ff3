package io.agentcage.egress;

import java.net.InetSocketAddress;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import javax.net.ssl.SSLContext;

/**
 * How the host's egress proxy reaches the network on behalf of guest code: where names are resolved, which
 * otherwise refused addresses it may still connect to, which certificates it trusts upstream, and its timeouts.
 * These are the host's settings, not the guest's permissions (those are the {@code NetworkPolicy}). Immutable;
 * build with {@link #builder()}.
 *
 * <p>Every default is the safe one: the JVM's resolver, no private, loopback, link-local or metadata address
 * admitted, the JVM's default trust for upstream TLS, 10 s to connect, 16 connections at once per execution.
 */
public final class EgressSettings {
    /** Default time to connect upstream (TCP and TLS handshake): 10 seconds. */
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);
    /** Default guest connections open at once per execution: 16. */
    public static final int DEFAULT_MAX_CONNECTIONS = 16;

    private static final EgressSettings DEFAULTS = builder().build();

    private final HostResolver resolver;
    private final Set<InetSocketAddress> admitted;
    private final SSLContext upstreamTls;
    private final Duration connectTimeout;
    private final int maxConnections;

    private EgressSettings(Builder b) {
        resolver = b.resolver;
        admitted = Set.copyOf(b.admitted);
        upstreamTls = b.upstreamTls;
        connectTimeout = b.connectTimeout;
        maxConnections = b.maxConnections;
    }

    /** The safe defaults described above. */
    public static EgressSettings defaults() {
        return DEFAULTS;
    }

    /** A builder starting from the defaults. */
    public static Builder builder() {
        return new Builder();
    }

    /** The resolver of host names; default {@link HostResolver#system()}. */
    public HostResolver resolver() {
        return resolver;
    }

    /**
     * Exact address and port pairs the address check lets through although their address is private, loopback or
     * otherwise special (an internal service the policy names; local servers in tests); default none.
     */
    public Set<InetSocketAddress> admitted() {
        return admitted;
    }

    /** The TLS context for upstream HTTPS (its trust decides which servers are genuine); default the JVM's. */
    public SSLContext upstreamTls() {
        if (upstreamTls != null) {
            return upstreamTls;
        }
        try {
            return SSLContext.getDefault();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this JVM has no default TLS context", e);
        }
    }

    /** Time to connect upstream, TCP and TLS handshake; default {@link #DEFAULT_CONNECT_TIMEOUT}. */
    public Duration connectTimeout() {
        return connectTimeout;
    }

    /** Guest connections open at once per execution; default {@link #DEFAULT_MAX_CONNECTIONS}. */
    public int maxConnections() {
        return maxConnections;
    }

    /** A builder initialised with these settings. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.resolver = resolver;
        b.admitted.addAll(admitted);
        b.upstreamTls = upstreamTls;
        b.connectTimeout = connectTimeout;
        b.maxConnections = maxConnections;
        return b;
    }

    @Override
    public String toString() {
        return "EgressSettings[admitted=" + admitted + ", connectTimeout=" + connectTimeout + ", maxConnections="
                + maxConnections + ", upstreamTls=" + Optional.ofNullable(upstreamTls).map(c -> "custom")
                .orElse("default") + "]";
    }

    /** Builds {@link EgressSettings}. */
    public static final class Builder {
        private HostResolver resolver = HostResolver.system();
        private final Set<InetSocketAddress> admitted = new LinkedHashSet<>();
        private SSLContext upstreamTls;
        private Duration connectTimeout = DEFAULT_CONNECT_TIMEOUT;
        private int maxConnections = DEFAULT_MAX_CONNECTIONS;

        private Builder() {
        }

        /** The resolver of host names. */
        public Builder resolver(HostResolver value) {
            this.resolver = Objects.requireNonNull(value, "resolver == null");
            return this;
        }

        /**
         * Lets the address check through for exactly this address and port although the address is private,
         * loopback, link-local or otherwise special: an internal service the network policy allows by name. Only
         * this pair: the same address on another port, and every other address of its range, stay refused.
         */
        public Builder admit(InetSocketAddress value) {
            Objects.requireNonNull(value, "address == null");
            if (value.isUnresolved()) {
                throw new IllegalArgumentException("admit an address, not a name: " + value);
            }
            admitted.add(value);
            return this;
        }

        /** The TLS context for upstream HTTPS, e.g. one trusting a company CA. */
        public Builder upstreamTls(SSLContext value) {
            this.upstreamTls = Objects.requireNonNull(value, "upstreamTls == null");
            return this;
        }

        /** Time to connect upstream, TCP and TLS handshake. */
        public Builder connectTimeout(Duration value) {
            Objects.requireNonNull(value, "connectTimeout == null");
            if (value.isNegative() || value.isZero()) {
                throw new IllegalArgumentException("connectTimeout must be positive, got " + value);
            }
            this.connectTimeout = value;
            return this;
        }

        /** Guest connections open at once per execution. */
        public Builder maxConnections(int value) {
            if (value < 1) {
                throw new IllegalArgumentException("maxConnections must be positive, got " + value);
            }
            this.maxConnections = value;
            return this;
        }

        /** The settings. */
        public EgressSettings build() {
            return new EgressSettings(this);
        }
    }
}
