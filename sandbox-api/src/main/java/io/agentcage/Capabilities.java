package io.agentcage;

import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * What a {@link CodeExecutor} supports, reported at run time so that callers (and the prompts written for models)
 * describe the real backend, not an assumption.
 *
 * <p>A decorator reports what is true through it: {@link GuardedExecutor} removes the modules and packages its
 * validator would reject ({@link #restrictImports}), and a tool that asks for lower limits states those
 * ({@link #narrowedBy}).
 *
 * @param backend        short backend name, e.g. {@code "interpreter"} or {@code "docker"}
 * @param languages      languages accepted in {@link ExecutionRequest#code()}, e.g. {@code "python"}
 * @param sessions       whether {@link CodeExecutor#openSession()} is supported
 * @param files          whether input files are readable and written files are returned
 * @param network        whether guest code can reach any network at all
 * @param hostFunctions  whether guest code can call registered host functions
 * @param modules        importable modules, or empty when the backend does not restrict imports
 * @param limits         the ceilings this executor enforces; requests can only lower them
 * @param deniedModules  top-level modules that cannot be imported although {@code modules} is empty (a denylist,
 *                       e.g. the validator's); empty when nothing is refused or when {@code modules} lists all
 * @param packages       third-party packages installed besides the standard library, name to version (an empty
 *                       version when it is not known), e.g. {@code numpy → 1.26.4}
 * @param figures        whether matplotlib figures left open at the end of an execution come back as PNG files
 * @param internalsReachable whether guest code runs on a runtime whose introspection reaches the runtime's own
 *                       internals, as CPython's does ({@code __subclasses__}, {@code __globals__},
 *                       {@code __builtins__}, frames and code objects), so that validators must refuse dunder and
 *                       frame walks. False for a runtime that is safe by construction, such as the in-process
 *                       interpreter, where every object guest code can reach is its own (no frames, code objects or
 *                       host objects exist): ordinary class code ({@code __dict__}, {@code super()} chains,
 *                       {@code setattr} with computed names) is then not refused. The shorter constructors say true
 * @param hostFunctionStubs the host functions guest code can call, each as a Python stub with type hints and its
 *                       description as the docstring ({@link io.agentcage.host.HostFunction#stub}), in registration
 *                       order; for tool descriptions and for validators that check calls against them. Empty when
 *                       there are none (the shorter constructors say empty)
 */
public record Capabilities(
        String backend,
        Set<String> languages,
        boolean sessions,
        boolean files,
        boolean network,
        boolean hostFunctions,
        Set<String> modules,
        ExecutionLimits limits,
        Set<String> deniedModules,
        Map<String, String> packages,
        boolean figures,
        boolean internalsReachable,
        java.util.List<String> hostFunctionStubs) {

    public Capabilities {
        Objects.requireNonNull(backend, "backend == null");
        languages = Set.copyOf(Objects.requireNonNull(languages, "languages == null"));
        modules = Set.copyOf(Objects.requireNonNull(modules, "modules == null"));
        Objects.requireNonNull(limits, "limits == null");
        deniedModules = Set.copyOf(Objects.requireNonNull(deniedModules, "deniedModules == null"));
        packages = Map.copyOf(Objects.requireNonNull(packages, "packages == null"));
        hostFunctionStubs = java.util.List.copyOf(Objects.requireNonNull(hostFunctionStubs,
                "hostFunctionStubs == null"));
    }

    /** Capabilities without host function stubs. */
    public Capabilities(String backend, Set<String> languages, boolean sessions, boolean files, boolean network,
                        boolean hostFunctions, Set<String> modules, ExecutionLimits limits, Set<String> deniedModules,
                        Map<String, String> packages, boolean figures, boolean internalsReachable) {
        this(backend, languages, sessions, files, network, hostFunctions, modules, limits, deniedModules, packages,
                figures, internalsReachable, java.util.List.of());
    }

    /**
     * Capabilities without a denylist, third-party packages or figure support, of a runtime whose internals guest
     * code can reach (the safe assumption for CPython).
     */
    public Capabilities(String backend, Set<String> languages, boolean sessions, boolean files, boolean network,
                        boolean hostFunctions, Set<String> modules, ExecutionLimits limits) {
        this(backend, languages, sessions, files, network, hostFunctions, modules, limits, Set.of(), Map.of(), false,
                true);
    }

    /** Capabilities of a runtime whose internals guest code can reach (the safe assumption for CPython). */
    public Capabilities(String backend, Set<String> languages, boolean sessions, boolean files, boolean network,
                        boolean hostFunctions, Set<String> modules, ExecutionLimits limits, Set<String> deniedModules,
                        Map<String, String> packages, boolean figures) {
        this(backend, languages, sessions, files, network, hostFunctions, modules, limits, deniedModules, packages,
                figures, true);
    }

    /** A copy saying whether guest code can reach the runtime's internals ({@link #internalsReachable()}). */
    public Capabilities withInternalsReachable(boolean value) {
        return new Capabilities(backend, languages, sessions, files, network, hostFunctions, modules, limits,
                deniedModules, packages, figures, value, hostFunctionStubs);
    }

    /** A copy listing these host function stubs ({@link #hostFunctionStubs()}). */
    public Capabilities withHostFunctionStubs(java.util.List<String> value) {
        return new Capabilities(backend, languages, sessions, files, network, hostFunctions, modules, limits,
                deniedModules, packages, figures, internalsReachable, value);
    }

    /** A copy whose limits are these ceilings narrowed by {@code requested} (what a caller will ask for). */
    public Capabilities narrowedBy(ExecutionLimits requested) {
        return new Capabilities(backend, languages, sessions, files, network, hostFunctions, modules,
                limits.narrowedBy(requested), deniedModules, packages, figures, internalsReachable, hostFunctionStubs);
    }

    /** A copy with these installed packages (name to version; an empty version when unknown). */
    public Capabilities withPackages(Map<String, String> value) {
        return new Capabilities(backend, languages, sessions, files, network, hostFunctions, modules, limits,
                deniedModules, value, figures, internalsReachable, hostFunctionStubs);
    }

    /**
     * A copy for code that must also pass an import rule (a validator's): listed modules and packages it refuses
     * are removed; when this backend lists no modules, the rule's allowlist becomes the list, or else its
     * always-refused modules become the denylist.
     *
     * @param allowed   whether code importing a top-level module passes the rule
     * @param allowlist the only modules the rule accepts, or empty when it accepts any module it does not refuse
     * @param denied    modules the rule always refuses
     */
    public Capabilities restrictImports(Predicate<String> allowed, Set<String> allowlist, Set<String> denied) {
        Objects.requireNonNull(allowed, "allowed == null");
        Objects.requireNonNull(allowlist, "allowlist == null");
        Objects.requireNonNull(denied, "denied == null");
        Set<String> kept = (modules.isEmpty() ? allowlist : modules).stream().filter(allowed)
                .collect(Collectors.toSet());
        Map<String, String> keptPackages = new TreeMap<>();
        packages.forEach((name, version) -> {
            if (allowed.test(name)) {
                keptPackages.put(name, version);
            }
        });
        Set<String> deny = new java.util.TreeSet<>(deniedModules);
        if (kept.isEmpty()) {
            deny.addAll(denied);
        }
        return new Capabilities(backend, languages, sessions, files, network, hostFunctions, kept, limits, deny,
                keptPackages, figures, internalsReachable, hostFunctionStubs);
    }
}
