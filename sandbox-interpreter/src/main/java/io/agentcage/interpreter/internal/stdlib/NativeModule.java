package io.agentcage.interpreter.internal.stdlib;

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

    /**
     * Whether everything {@link #define} puts in the namespace is immutable and free of per-execution state
     * (builtin functions, builtin types, numbers, strings). Then the registry calls {@code define} once and gives
     * each import a fresh module object over a copy of that namespace, which is much cheaper. Default false: a
     * module holding state (random's hidden generator) must be defined anew for every execution.
     */
    default boolean immutable() {
        return false;
    }
}
