package io.agentcage.net;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What guest code may reach over the network: nothing ({@link #none()}, the default of every executor), or the HTTP
 * and HTTPS hosts its {@link HostRule}s allow, within limits on requests, bytes and time. Immutable.
 *
 * <p>An executor is given a policy; a request may carry one of its own ({@code ExecutionRequest.network}), which can
 * only narrow the executor's: the policy in force is {@code executorPolicy.narrowedBy(requested)}. A host is then
 * allowed only when both allow it, with the ports and methods both allow, and the limits are the smaller of each.
 * Headers come from the executor's rules only: a request can never add one (or learn a secret).
 *
 * <p>How a host, port and method are decided ({@link #decide}): the most specific rule naming the host decides
 * (an exact name beats any wildcard, a longer wildcard a shorter one; among equals the first), then every
 * narrowing's most specific rule for the host must allow the same port and method.
 *
 * <p>Enforcement happens outside guest code, on the host, whatever the backend: names are resolved by the host only
 * after the allowlist accepted them, and every address they resolve to must be public (no loopback, private,
 * link-local, metadata or otherwise special address). See docs/security-model.md, "Egress".
 *
 * @param rules           the allowlist; empty for {@link #none()}
 * @param narrowings      the rules of the policies this one was narrowed by, each of which must also allow a request
 * @param maxRequests     HTTP requests (and opaque HTTPS tunnels) allowed per execution; default
 *                        {@value #DEFAULT_MAX_REQUESTS}
 * @param maxBytesOut     bytes guest code may send per execution, request heads and bodies together; default 1 MiB
 * @param maxBytesIn      bytes guest code may receive per execution, response heads and bodies together; default
 *                        16 MiB
 * @param requestTimeout  longest time of one request (or tunnel), from the connection to the last byte; default
 *                        30 s
 */
public record NetworkPolicy(List<HostRule> rules, List<List<HostRule>> narrowings, int maxRequests,
                            long maxBytesOut, long maxBytesIn, Duration requestTimeout) {

    /** Default requests per execution: 100. */
    public static final int DEFAULT_MAX_REQUESTS = 100;
    /** Default bytes sent per execution: 1 MiB. */
    public static final long DEFAULT_MAX_BYTES_OUT = 1L << 20;
    /** Default bytes received per execution: 16 MiB. */
    public static final long DEFAULT_MAX_BYTES_IN = 16L << 20;
    /** Default time of one request: 30 seconds. */
    public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(30);

    private static final NetworkPolicy NONE = new NetworkPolicy(List.of(), List.of(), DEFAULT_MAX_REQUESTS,
            DEFAULT_MAX_BYTES_OUT, DEFAULT_MAX_BYTES_IN, DEFAULT_REQUEST_TIMEOUT);

    public NetworkPolicy {
        rules = List.copyOf(Objects.requireNonNull(rules, "rules == null"));
        List<List<HostRule>> n = new ArrayList<>();
        for (List<HostRule> layer : Objects.requireNonNull(narrowings, "narrowings == null")) {
            n.add(List.copyOf(Objects.requireNonNull(layer, "narrowing == null")));
        }
        narrowings = List.copyOf(n);
        if (maxRequests < 0) {
            throw new IllegalArgumentException("maxRequests must be >= 0, got " + maxRequests);
        }
        if (maxBytesOut < 0 || maxBytesIn < 0) {
            throw new IllegalArgumentException("byte limits must be >= 0, got maxBytesOut " + maxBytesOut
                    + ", maxBytesIn " + maxBytesIn);
        }
        Objects.requireNonNull(requestTimeout, "requestTimeout == null");
        if (requestTimeout.isNegative() || requestTimeout.isZero()) {
            throw new IllegalArgumentException("requestTimeout must be positive, got " + requestTimeout);
        }
    }

    /** No network at all: the default of every executor. */
    public static NetworkPolicy none() {
        return NONE;
    }

    /** A policy allowing exactly these rules, with the default limits. */
    public static NetworkPolicy allow(HostRule... rules) {
        return builder().allow(rules).build();
    }

    /** A builder that starts from {@link #none()}: no rule, default limits. */
    public static Builder builder() {
        return new Builder(NONE);
    }

    /** A builder initialised with this policy's rules and limits (not its narrowings). */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** Whether any host may be reached at all (false for {@link #none()}). */
    public boolean allowsAnyHost() {
        if (rules.isEmpty()) {
            return false;
        }
        for (List<HostRule> layer : narrowings) {
            if (layer.isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The policy in force when this is the executor's and {@code requested} is what a request asked for: a host,
     * port or method must be allowed by both, headers come from this policy only, and each limit is the smaller.
     *
     * @throws IllegalArgumentException if {@code requested} sets headers (a request can never add one)
     */
    public NetworkPolicy narrowedBy(NetworkPolicy requested) {
        Objects.requireNonNull(requested, "requested == null");
        for (HostRule r : requested.rules) {
            if (!r.headers().isEmpty()) {
                throw new IllegalArgumentException("a request's network policy cannot set headers (rule '"
                        + r.pattern() + "'): headers and their secrets come from the executor's policy only");
            }
        }
        List<List<HostRule>> layers = new ArrayList<>(narrowings);
        layers.add(requested.rules);
        layers.addAll(requested.narrowings);
        return new NetworkPolicy(rules, layers, Math.min(maxRequests, requested.maxRequests),
                Math.min(maxBytesOut, requested.maxBytesOut), Math.min(maxBytesIn, requested.maxBytesIn),
                requestTimeout.compareTo(requested.requestTimeout) <= 0 ? requestTimeout : requested.requestTimeout);
    }

    /** The most specific of {@code rules} naming {@code host} (normalised), or empty. */
    public static Optional<HostRule> mostSpecific(List<HostRule> rules, String host) {
        HostRule best = null;
        for (HostRule r : rules) {
            if (r.matches(host) && (best == null || r.specificity() > best.specificity())) {
                best = r;
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * Whether a request to {@code host}:{@code port} with {@code method} is allowed, and under which rule.
     *
     * @param host   a host name as the guest gave it (normalised here); an IP address is never allowed
     * @param method the HTTP method (upper case), or null for an opaque tunnel whose requests cannot be seen
     */
    public Decision decide(String host, int port, String method) {
        String h;
        try {
            h = HostRule.normalizeHost(host);
        } catch (IllegalArgumentException e) {
            return Decision.refused(e.getMessage());
        }
        Optional<HostRule> base = mostSpecific(rules, h);
        if (base.isEmpty()) {
            return Decision.refused("host '" + h + "' is not in the network policy's allowlist"
                    + (rules.isEmpty() ? " (the policy is 'none': no network)" : " (" + patterns(rules) + ")"));
        }
        boolean inspected = base.get().inspected();
        String why = check(base.get(), h, port, method, "");
        for (List<HostRule> layer : narrowings) {
            if (why != null) {
                break;
            }
            Optional<HostRule> r = mostSpecific(layer, h);
            if (r.isEmpty()) {
                why = "host '" + h + "' is not allowed by the request's narrower network policy"
                        + (layer.isEmpty() ? " (none)" : " (" + patterns(layer) + ")");
            } else {
                inspected |= r.get().inspected();
                why = check(r.get(), h, port, method, "the request's narrower policy: ");
            }
        }
        return why == null ? new Decision(true, "", Optional.of(base.get()), inspected, h) : Decision.refused(why);
    }

    private static String check(HostRule rule, String host, int port, String method, String whose) {
        if (!rule.ports().contains(port)) {
            return whose + "port " + port + " of '" + host + "' is not allowed (allowed: " + rule.ports() + ")";
        }
        if (method != null && !rule.allowsMethod(method)) {
            return whose + "method " + method + " to '" + host + "' is not allowed (allowed: " + rule.methods() + ")";
        }
        return null;
    }

    private static String patterns(List<HostRule> rules) {
        List<String> names = new ArrayList<>();
        for (HostRule r : rules) {
            if (names.size() == 8) {
                names.add("...");
                break;
            }
            names.add(r.pattern());
        }
        return "allowed: " + String.join(", ", names);
    }

    /** A one-line description for messages and capabilities, e.g. {@code allow api.example.com:443 GET}. */
    public String describe() {
        if (!allowsAnyHost()) {
            return "none";
        }
        List<String> parts = new ArrayList<>();
        for (HostRule r : rules) {
            parts.add(r.pattern() + ":" + String.join(",", r.ports().stream().map(String::valueOf).toList())
                    + (r.methods().isEmpty() ? "" : " " + String.join(",", r.methods()))
                    + (r.headers().isEmpty() ? "" : " +headers " + String.join(",", r.headers().keySet())));
        }
        return "allow " + String.join("; ", parts) + (narrowings.isEmpty() ? "" : " (narrowed by the request)");
    }

    /**
     * The answer of {@link #decide}.
     *
     * @param allowed   whether the request may go out
     * @param reason    why it was refused; empty when allowed
     * @param rule      the executor's rule that allowed it (its headers apply); empty when refused
     * @param inspected whether the request must be seen by the host (a rule adds headers or restricts methods), so
     *                  that HTTPS to the host is decrypted by the executor's CA
     * @param host      the normalised host name; empty when it was not a host name
     */
    public record Decision(boolean allowed, String reason, Optional<HostRule> rule, boolean inspected, String host) {
        public Decision {
            Objects.requireNonNull(reason, "reason == null");
            Objects.requireNonNull(rule, "rule == null");
            Objects.requireNonNull(host, "host == null");
        }

        static Decision refused(String reason) {
            return new Decision(false, reason, Optional.empty(), false, "");
        }
    }

    /** Builds a {@link NetworkPolicy}; limits not set keep their defaults. */
    public static final class Builder {
        private final List<HostRule> rules = new ArrayList<>();
        private int maxRequests;
        private long maxBytesOut;
        private long maxBytesIn;
        private Duration requestTimeout;

        private Builder(NetworkPolicy from) {
            rules.addAll(from.rules);
            maxRequests = from.maxRequests;
            maxBytesOut = from.maxBytesOut;
            maxBytesIn = from.maxBytesIn;
            requestTimeout = from.requestTimeout;
        }

        /** Adds rules to the allowlist. */
        public Builder allow(HostRule... value) {
            for (HostRule r : value) {
                rules.add(Objects.requireNonNull(r, "rule == null"));
            }
            return this;
        }

        /** Adds a rule allowing any method on ports 80 and 443 of the hosts {@code pattern} names. */
        public Builder allowHost(String pattern) {
            return allow(HostRule.of(pattern));
        }

        /** HTTP requests (and opaque HTTPS tunnels) per execution. */
        public Builder maxRequests(int value) {
            this.maxRequests = value;
            return this;
        }

        /** Bytes sent per execution (request heads and bodies). */
        public Builder maxBytesOut(long value) {
            this.maxBytesOut = value;
            return this;
        }

        /** Bytes received per execution (response heads and bodies). */
        public Builder maxBytesIn(long value) {
            this.maxBytesIn = value;
            return this;
        }

        /** Longest time of one request or tunnel. */
        public Builder requestTimeout(Duration value) {
            this.requestTimeout = Objects.requireNonNull(value, "requestTimeout == null");
            return this;
        }

        /** The policy, validated. */
        public NetworkPolicy build() {
            return new NetworkPolicy(rules, List.of(), maxRequests, maxBytesOut, maxBytesIn, requestTimeout);
        }
    }
}
