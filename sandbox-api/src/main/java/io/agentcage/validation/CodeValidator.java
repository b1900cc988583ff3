package io.agentcage.validation;

import io.agentcage.Capabilities;

/**
 * Inspects code before it runs. A finding at {@link Severity#ERROR} rejects the code: it never reaches a backend.
 *
 * <p>Implementations are thread-safe and side-effect free. Source that does not parse is reported as an
 * error finding (with its position), not thrown.
 */
@FunctionalInterface
public interface CodeValidator {

    /** Validates one program. */
    ValidationReport validate(String code);

    /**
     * Whether code that imports the top-level module {@code module} passes this validator's import rule (it may
     * still be refused for other reasons). Used to tell a model only what will be accepted; default true.
     */
    default boolean allowsImport(String module) {
        return true;
    }

    /**
     * Top-level modules this validator always refuses, for describing a backend that otherwise imports anything;
     * default none.
     */
    default java.util.Set<String> deniedModules() {
        return java.util.Set.of();
    }

    /**
     * The top-level modules this validator accepts when it accepts only listed ones (an allowlist); empty when it
     * accepts every module it does not refuse ({@link #deniedModules()}). Default empty.
     */
    default java.util.Set<String> allowedModules() {
        return java.util.Set.of();
    }

    /**
     * This validator for code that will run on a backend with these capabilities: rules that guard against what
     * cannot happen there may be relaxed (a dunder walk on a runtime that is safe by construction, see
     * {@link Capabilities#internalsReachable()}), and what the backend cannot run may be refused early (an import of
     * a module that is not in {@link Capabilities#modules()}). {@link io.agentcage.GuardedExecutor} calls it once,
     * with its backend's capabilities, when it is built.
     *
     * @return the validator to use for that backend; this one unchanged by default
     */
    default CodeValidator forTarget(Capabilities target) {
        return this;
    }

    /** A validator that accepts everything. */
    static CodeValidator acceptAll() {
        return code -> ValidationReport.clean();
    }
}
