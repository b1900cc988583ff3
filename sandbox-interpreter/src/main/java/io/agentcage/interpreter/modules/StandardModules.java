package io.agentcage.interpreter.modules;

import java.util.List;

/**
 * The list of standard modules shipped with the interpreter. The stdlib work (issue 5) adds its modules here:
 * one class per module in this package, listed in {@link #all()}.
 */
public final class StandardModules {
    private StandardModules() {
    }

    /** The native standard modules. */
    public static List<NativeModule> all() {
        return List.of(new MathModule());
    }

    /** The standard modules written in Python. */
    public static List<PythonModule> python() {
        return List.of();
    }
}
