package io.agentcage.interpreter.internal.stdlib;

import java.util.Objects;
import java.util.function.Function;

/**
 * A native module known by name whose implementation is made on first use: the registry lists every standard
 * module (for the allow-list, the inventory and error messages) without loading their classes, and a fresh process
 * loads and initialises only the modules its program imports (start-up, issue 25). Thread-safe.
 */
final class LazyNative implements NativeModule {
    private final String name;
    private final Function<String, NativeModule> factory;
    private volatile NativeModule module;

    /** {@code factory} makes the module of a name; the module it makes must have that name. */
    LazyNative(String name, Function<String, NativeModule> factory) {
        this.name = Objects.requireNonNull(name, "name == null");
        this.factory = Objects.requireNonNull(factory, "factory == null");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void define(ModuleBuilder m) {
        module().define(m);
    }

    @Override
    public boolean immutable() {
        return module().immutable();
    }

    /** The implementation, made on the first call. */
    NativeModule module() {
        NativeModule m = module;
        if (m == null) {
            synchronized (this) {
                m = module;
                if (m == null) {
                    m = factory.apply(name);
                    if (m == null || !m.name().equals(name)) {
                        throw new IllegalStateException("native module " + name + " made "
                                + (m == null ? "nothing" : m.name()));
                    }
                    module = m;
                }
            }
        }
        return m;
    }
}
