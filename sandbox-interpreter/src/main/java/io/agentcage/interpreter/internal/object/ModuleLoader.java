package io.agentcage.interpreter.internal.object;

/**
 * Where {@code import} finds modules, as execution state sees it: the allow-list and the module definitions. The
 * standard library implements it ({@code internal.stdlib.ModuleRegistry}); the VM's import statement and the
 * object model's few lazy imports (the {@code types} module) call it through {@link Services#modules}, so neither
 * depends on the standard library.
 */
public interface ModuleLoader {
    /**
     * Imports {@code name} for the execution {@code in}: the same module object for repeated imports within the
     * execution (or session), a fresh one for every other execution. Raises {@code ModuleNotFoundError} when the
     * allow-list refuses the name.
     */
    PyModule load(Interp in, String name);

    /**
     * Imports {@code name} on behalf of a standard module: its helpers and the other defined modules are importable
     * whatever the allow-list says.
     */
    PyModule loadForStandardModule(Interp in, String name);

    /** Whether {@code name} is a standard module or helper written in Python (which may import helpers). */
    boolean isStandardSource(String name);
}
