package io.agentcage;

import java.util.Objects;
import java.util.Set;

/**
 * What a {@link CodeExecutor} supports, reported at run time so that callers (and the prompts written for models)
 * describe the real backend, not an assumption.
 *
 * @param backend        short backend name, e.g. {@code "interpreter"} or {@code "docker"}
 * @param languages      languages accepted in {@link ExecutionRequest#code()}, e.g. {@code "python"}
 * @param sessions       whether {@link CodeExecutor#openSession()} is supported
 * @param files          whether input files are readable and written files are returned
 * @param network        whether guest code can reach any network at all
 * @param hostFunctions  whether guest code can call registered host functions
 * @param modules        importable modules, or empty when the backend does not restrict imports
 * @param limits         the ceilings this executor enforces; requests can only lower them
 */
public record Capabilities(
        String backend,
        Set<String> languages,
        boolean sessions,
        boolean files,
        boolean network,
        boolean hostFunctions,
        Set<String> modules,
        ExecutionLimits limits) {

    public Capabilities {
        Objects.requireNonNull(backend, "backend == null");
        languages = Set.copyOf(Objects.requireNonNull(languages, "languages == null"));
        modules = Set.copyOf(Objects.requireNonNull(modules, "modules == null"));
        Objects.requireNonNull(limits, "limits == null");
    }
}
