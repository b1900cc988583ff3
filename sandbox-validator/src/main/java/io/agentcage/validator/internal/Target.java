package io.agentcage.validator.internal;

import io.agentcage.Capabilities;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the backend that will run the code can do, as far as the rules care: whether its introspection reaches its
 * internals, and which modules it has. Not API.
 *
 * @param backend            the backend's name for messages, or empty when unknown
 * @param internalsReachable whether dunder and frame walks reach the runtime's internals (CPython; also assumed when
 *                           the backend is unknown)
 * @param modules            the importable modules, or empty when the backend does not restrict imports
 * @param hostFunctions      the host functions guest code can call, by name, as their stubs declare them
 * @param network            whether guest code may reach any network (false for a backend whose network policy is
 *                           {@code none}; true when the backend is unknown)
 */
public record Target(String backend, boolean internalsReachable, Set<String> modules,
                     Map<String, HostSignature> hostFunctions, boolean network) {

    /** No backend known: assume CPython with every module and a network. */
    public static final Target UNKNOWN = new Target("", true, Set.of(), Map.of(), true);

    /** Freezes the set. */
    public Target {
        Objects.requireNonNull(backend, "backend == null");
        modules = Set.copyOf(modules);
        hostFunctions = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(hostFunctions));
    }

    /** A target whose network is not known to be off. */
    public Target(String backend, boolean internalsReachable, Set<String> modules,
                  Map<String, HostSignature> hostFunctions) {
        this(backend, internalsReachable, modules, hostFunctions, true);
    }

    /** The target described by a backend's capabilities. */
    public static Target of(Capabilities c) {
        return new Target(c.backend(), c.internalsReachable(), c.modules(),
                HostSignature.parse(c.hostFunctionStubs()), c.network());
    }

    /** Whether the backend is known and reaches no network at all (its network policy is {@code none}). */
    public boolean offline() {
        return !backend.isEmpty() && !network;
    }

    /** Whether the backend restricts imports to {@link #modules()}. */
    public boolean restrictsModules() {
        return !modules.isEmpty();
    }

    /**
     * Whether the backend can import the dotted module {@code path}. {@code __future__} is always there: its
     * imports are directives to the compiler.
     */
    public boolean hasModule(String path) {
        return !restrictsModules() || path.equals("__future__") || modules.contains(path);
    }

    /** The available top-level modules, sorted, for messages. */
    public List<String> moduleNames() {
        Set<String> out = new TreeSet<>();
        for (String m : modules) {
            if (!m.contains(".") && !m.startsWith("_")) {
                out.add(m);
            }
        }
        return List.copyOf(out);
    }

    /** How messages name the backend: {@code the interpreter backend}, or {@code this backend}. */
    public String describe() {
        return backend.isEmpty() ? "this backend" : "the " + backend + " backend";
    }
}
