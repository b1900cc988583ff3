package io.agentcage.interpreter.modules;

/**
 * A module written in Python, compiled and run (under the importing execution's budgets) the first time an
 * execution imports it. Useful for the parts of the standard library that are simplest in Python.
 *
 * @param name   the import name
 * @param source the module's Python source
 */
public record PythonModule(String name, String source) {
}
