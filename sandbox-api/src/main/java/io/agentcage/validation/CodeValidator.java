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

    /** A validator that accepts everything. */
    static CodeValidator acceptAll() {
        return code -> ValidationReport.clean();
    }
}
