package io.agentcage.interpreter.modules;

/**
 * A module implemented in Java and importable by guest code (when allowed). Implementations are stateless: each
 * import in each execution calls {@link #define} to build a fresh module object, so no guest can change what
 * another guest sees.
 */
public interface NativeModule {

    /** The import name, e.g. {@code math} or {@code os.path}. */
    String name();

    /** Defines the module's functions, types and constants. */
    void define(ModuleBuilder module);
}
