package io.agentcage.interpreter.internal.object;

import java.util.function.Consumer;

/**
 * A native guest value that holds memory the memory gauge cannot see by itself (a buffer in a Java field): it
 * reports its own size and the guest values it references. Values that are plain containers of guest values
 * need not implement this.
 */
public interface Gauged {
    /** About how many bytes this object itself occupies; passes every guest value it references to {@code refs}. */
    long gauge(Consumer<PyObject> refs);
}
