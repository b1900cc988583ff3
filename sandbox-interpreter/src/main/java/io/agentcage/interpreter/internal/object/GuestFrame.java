package io.agentcage.interpreter.internal.object;

/**
 * The innermost running guest frame as execution state sees it ({@link Interp#frame}): the VM's frames implement
 * it, so builtins that need the caller's namespaces ({@code globals()}, {@code locals()}, {@code eval}) get them
 * without a cast.
 */
public interface GuestFrame {
    /** The frame's global namespace. */
    PyDict globals();

    /** What {@code locals()} returns in this frame (a snapshot for function frames, the namespace otherwise). */
    PyObject locals();

    /**
     * The local namespace {@code eval}/{@code exec} use when given none: the frame's namespace or locals snapshot,
     * or null at module level (where globals serve as locals).
     */
    PyObject execLocals();

    /** The frame that called this one, or null for the outermost. */
    GuestFrame caller();

    /** The line being run (1-based), or 0 when unknown. */
    int lineNumber();

    /** The file name of the frame's code ({@code <string>} for the program, {@code <module>} for a standard one). */
    String fileName();

    /** The name of the frame's code ({@code <module>} at module level). */
    String codeName();

    /** The local variable names of the frame's code, bound or not (none at module level). */
    default String[] localNames() {
        return new String[0];
    }
}
