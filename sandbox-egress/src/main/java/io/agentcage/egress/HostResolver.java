package io.agentcage.egress;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;

/**
 * Turns a host name into addresses for the egress proxy. Only the host resolves names: guest code has no resolver.
 * The proxy asks only for names the network policy allows (a refused name is never looked up, so DNS cannot carry
 * data out), checks every address it gets, and connects to one of those same addresses (no second lookup that a
 * rebinding server could answer differently).
 *
 * <p>Implementations must be thread-safe. Tests map names to their local servers with one of their own.
 */
@FunctionalInterface
public interface HostResolver {

    /**
     * The addresses of {@code host} (a lower-case DNS name), never empty.
     *
     * @throws UnknownHostException when the name does not resolve
     */
    List<InetAddress> resolve(String host) throws UnknownHostException;

    /** The JVM's resolver ({@link InetAddress#getAllByName}): the default. */
    static HostResolver system() {
        return host -> List.of(InetAddress.getAllByName(host));
    }
}
