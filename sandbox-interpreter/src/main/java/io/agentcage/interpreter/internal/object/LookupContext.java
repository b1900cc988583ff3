package io.agentcage.interpreter.internal.object;

/**
 * What a failed name or attribute lookup searched, kept with its {@code NameError} or {@code AttributeError} for the
 * "Did you mean" hint of the traceback. Guest code cannot read it: {@code AttributeError.obj} stays absent, since
 * the object an attribute lookup failed on may be one that only a standard module's own code holds.
 */
public sealed interface LookupContext {
    /**
     * A name looked up in a frame.
     *
     * @param localNames the local variable names of the frame's code (empty at module level)
     * @param globals    the frame's global namespace (the builtins come last, from the registry)
     */
    record Names(String[] localNames, PyDict globals) implements LookupContext {
    }

    /**
     * An attribute looked up on an object.
     *
     * @param owner the object without the attribute
     */
    record Attribute(PyObject owner) implements LookupContext {
    }
}
