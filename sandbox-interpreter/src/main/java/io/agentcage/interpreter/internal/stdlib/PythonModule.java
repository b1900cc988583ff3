package io.agentcage.interpreter.internal.stdlib;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * A module written in Python, compiled and run (under the importing execution's budgets) the first time an
 * execution imports it. Useful for the parts of the standard library that are simplest in Python.
 *
 * <p>The source and the helper are made on first use, not when the registry is built: a fresh process reads only the
 * sources of the modules its program imports (start-up, issue 25). Both are then kept, so every later call returns
 * the same objects; thread-safe.
 */
public final class PythonModule {
    private final String name;
    private final Supplier<String> sourceLoader;
    private final Supplier<NativeModule> helperFactory;
    private volatile String source;
    private volatile boolean helperMade;
    private NativeModule helper;

    /**
     * @param name          the import name
     * @param sourceLoader  reads the module's Python source (called once, on first use)
     * @param helperFactory makes the native module whose functions the source uses, bound as the global
     *                      {@code helper.name()} before the source runs (like CPython's {@code _json} behind
     *                      {@code json}), not importable by itself; it may return null (no helper)
     */
    public PythonModule(String name, Supplier<String> sourceLoader, Supplier<NativeModule> helperFactory) {
        this.name = Objects.requireNonNull(name, "name == null");
        this.sourceLoader = Objects.requireNonNull(sourceLoader, "sourceLoader == null");
        this.helperFactory = Objects.requireNonNull(helperFactory, "helperFactory == null");
    }

    /** A module written in Python alone, its source given. */
    public PythonModule(String name, String source) {
        this(name, () -> source, () -> null);
    }

    /** The import name. */
    public String name() {
        return name;
    }

    /** The module's Python source. */
    public String source() {
        String s = source;
        if (s == null) {
            synchronized (this) {
                s = source;
                if (s == null) {
                    s = Objects.requireNonNull(sourceLoader.get(), "source of " + name + " == null");
                    source = s;
                }
            }
        }
        return s;
    }

    /** The native helper module of the source, or null when it has none. */
    public NativeModule helper() {
        if (!helperMade) {
            synchronized (this) {
                if (!helperMade) {
                    helper = helperFactory.get();
                    helperMade = true;
                }
            }
        }
        return helper;
    }

    @Override
    public String toString() {
        return "PythonModule[" + name + "]";
    }
}
