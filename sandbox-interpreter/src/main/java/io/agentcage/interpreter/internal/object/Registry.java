package io.agentcage.interpreter.internal.object;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The allow-list of everything native that guest code can reach: the builtins namespace, the methods of the
 * builtin types and their constructors. Filled once by the bootstrap ({@code internal.stdlib.Universe}), then
 * frozen: guest code can neither add to it nor change it, and every execution shares it read-only.
 */
public final class Registry {
    private Registry() {
    }

    private static final Map<PyType, NativeFunction> CONSTRUCTORS = new IdentityHashMap<>();
    private static final PyDict BUILTINS = new PyDict();
    private static volatile boolean frozen;

    /**
     * Installs the methods of the builtin types (start-up only; called by the bootstrap,
     * {@code internal.stdlib.Universe}, before anything runs).
     */
    public static void installTypeMethods() {
        ObjectMethods.install();
        StrMethods.install();
        ListMethods.install();
        DictMethods.install();
        SetMethods.install();
        NumberMethods.install();
        NumberSlots.install();
        ContainerSlots.install();
        Compare.install();
        MemoryViews.install();
        FileObject.install();
    }

    /** Installs the object model's builtin functions and the receivers of subclassed builtins (start-up only). */
    public static void installBuiltinFunctions() {
        Builtins.install(BUILTINS);
        Subclassed.installPlainReceivers();
        BuiltinArity.install(BUILTINS);
    }

    /**
     * Ends start-up: builtin types become immutable to guest code, and every later registration (here or through
     * {@link PyType#define}) throws {@link IllegalStateException}. Called once by the bootstrap.
     */
    public static void freeze() {
        frozen = true;
    }

    /** Whether start-up is over (the bootstrap has run). */
    public static boolean isFrozen() {
        return frozen;
    }

    /** The shared builtins namespace (read-only by convention: the VM never writes to it). */
    public static PyDict builtins() {
        return BUILTINS;
    }

    static void constructor(PyType t, NativeFunction f) {
        requireOpen("the constructor of '" + t.name() + "'");
        CONSTRUCTORS.put(t, f);
    }

    /**
     * Throws {@link IllegalStateException} once the registry is frozen: what is registered after that would be
     * seen by some executions and not by others (registrations belong in the bootstrap, before any execution).
     */
    static void requireOpen(String what) {
        if (frozen) {
            throw new IllegalStateException("the builtin registry is frozen: cannot register " + what
                    + " after start-up; register it in the bootstrap (internal.stdlib.Universe)");
        }
    }

    static NativeFunction constructor(PyType t) {
        return CONSTRUCTORS.get(t);
    }

    /** Defines a method on a builtin type (start-up only: throws {@link IllegalStateException} once frozen). */
    public static void method(PyType t, String name, NativeFunction f) {
        requireOpen("method '" + t.name() + "." + name + "'");
        PyBuiltin b = new PyBuiltin(name, f, true, t.name());
        b.ownerType = t;
        t.define(name, b);
    }

    /**
     * Gives the builtin method {@code t.name}, defined before, an array-free entry for {@code min..max} arguments,
     * the receiver counted (start-up only, as {@link #method}; ADR 0061).
     */
    static void fixed(PyType t, String name, int min, int max, PyBuiltin.Fixed f) {
        requireOpen("fixed entry '" + t.name() + "." + name + "'");
        ((PyBuiltin) t.getOwn(PyStr.intern(name))).fixed(f, min, max);
    }

    /** Defines a static (unbound) function attribute on a builtin type (start-up only, as {@link #method}). */
    public static void staticMethod(PyType t, String name, NativeFunction f) {
        requireOpen("static method '" + t.name() + "." + name + "'");
        t.define(name, new PyDescriptor(PyDescriptor.Kind.STATICMETHOD, new PyBuiltin(name, f, false, t.name()),
                PyNone.NONE, PyNone.NONE, PyNone.NONE));
    }

    /** Defines a class method on a builtin type: {@code args[0]} is the class (start-up only, as {@link #method}). */
    public static void classMethod(PyType t, String name, NativeFunction f) {
        requireOpen("class method '" + t.name() + "." + name + "'");
        t.define(name, new PyDescriptor(PyDescriptor.Kind.CLASSMETHOD, new PyBuiltin(name, f, false, t.name()),
                PyNone.NONE, PyNone.NONE, PyNone.NONE));
    }

    /**
     * Defines a read-only attribute of a builtin type, computed by {@code getter} ({@code args[0]} is the object)
     * (start-up only, as {@link #method}).
     */
    public static void property(PyType t, String name, NativeFunction getter) {
        requireOpen("property '" + t.name() + "." + name + "'");
        t.define(name, new PyDescriptor(PyDescriptor.Kind.PROPERTY, new PyBuiltin(name, getter, false, t.name()),
                PyNone.NONE, PyNone.NONE, PyNone.NONE));
    }

    /** Registers the constructor of a builtin type defined by a native module (start-up only, as {@link #method}). */
    public static void registerConstructor(PyType t, NativeFunction f) {
        requireOpen("the constructor of '" + t.name() + "'");
        CONSTRUCTORS.put(t, f);
    }
}
