package io.agentcage.net;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Where the host application keeps the secrets that {@link HostRule} header templates name
 * ({@code Authorization: Bearer {secret:crm}}). The egress proxy asks for a secret each time it adds a header, on the
 * host, after the request was allowed; the value goes only into that request to that host, never to guest code,
 * logs, results or the audit trail.
 *
 * <p>Implementations must be thread-safe and quick (a vault client should cache); a secret that cannot be found is
 * {@link Optional#empty()}, and the request is then refused with a message naming the secret, not its value.
 */
@FunctionalInterface
public interface SecretResolver {

    /** The secret's value, or empty when there is none by that name. */
    Optional<String> resolve(String name);

    /** A resolver without secrets: the default of every executor. */
    static SecretResolver none() {
        return name -> Optional.empty();
    }

    /** A resolver over a fixed map (copied), name to value. */
    static SecretResolver of(Map<String, String> secrets) {
        Map<String, String> copy = Map.copyOf(Objects.requireNonNull(secrets, "secrets == null"));
        return name -> Optional.ofNullable(copy.get(name));
    }
}
