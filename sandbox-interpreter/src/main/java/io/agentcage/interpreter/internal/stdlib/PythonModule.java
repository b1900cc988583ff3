package io.agentcage.interpreter.internal.stdlib;

/**
 * A module written in Python, compiled and run (under the importing execution's budgets) the first time an
 * execution imports it. Useful for the parts of the standard library that are simplest in Python.
 *
 * @param name   the import name
 * @param source the module's Python source
 * @param helper a native module whose functions the source uses, bound as the global {@code helper.name()}
 *               before the source runs (like CPython's {@code _json} behind {@code json}); not importable by
 *               itself; may be null
 */
public record PythonModule(String name, String source, NativeModule helper) {
    /** A module written in Python alone. */
    public PythonModule(String name, String source) {
        this(name, source, null);
    }
}
