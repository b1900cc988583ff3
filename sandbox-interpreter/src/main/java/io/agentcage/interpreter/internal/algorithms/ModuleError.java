package io.agentcage.interpreter.internal.algorithms;

/**
 * A Python exception raised by a pure-Java module engine, named by its CPython type ({@code "ValueError"}) and
 * carrying CPython's message. The module layer turns it into the guest exception of that type. Not API.
 */
public class ModuleError extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String pythonType;

    /** Creates the error; {@code pythonType} is the simple name of a builtin or module exception type. */
    public ModuleError(String pythonType, String message) {
        super(message, null, false, false);
        this.pythonType = pythonType;
    }

    /** The CPython exception type name, e.g. {@code "TypeError"} or {@code "re.error"}. */
    public String pythonType() {
        return pythonType;
    }

    /** A {@code ValueError}. */
    public static ModuleError value(String message) {
        return new ModuleError("ValueError", message);
    }

    /** A {@code TypeError}. */
    public static ModuleError type(String message) {
        return new ModuleError("TypeError", message);
    }

    /** An {@code OverflowError}. */
    public static ModuleError overflow(String message) {
        return new ModuleError("OverflowError", message);
    }

    /** An {@code IndexError}. */
    public static ModuleError index(String message) {
        return new ModuleError("IndexError", message);
    }
}
