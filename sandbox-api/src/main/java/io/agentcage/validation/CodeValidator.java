package io.agentcage.validation;

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

    /** A validator that accepts everything. */
    static CodeValidator acceptAll() {
        return code -> ValidationReport.clean();
    }
}
