package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Registry;
import io.agentcage.interpreter.internal.vm.VmBuiltins;

/**
 * The bootstrap: builds everything native that guest code can reach (the builtin types' methods, the builtins
 * namespace, the methods and constructors of the native modules' types), then freezes the {@link Registry}, after
 * which every registration throws {@link IllegalStateException}. It runs once per JVM, on first use, before any
 * execution; every execution then shares the result read-only (as Starlark's {@code UNIVERSE}). It lives at the
 * top of the interpreter's layers because it is the one place that knows all of them (object model, VM builtins,
 * standard modules). A native module whose types have methods adds its {@code installTypes()} call here.
 */
public final class Universe {
    static {
        Registry.installTypeMethods();
        VmBuiltins.install(Registry.builtins());
        Registry.installBuiltinFunctions();
        HashlibModule.installTypes();
        RandomModule.installTypes();
        ReModule.installTypes();
        SysModule.installTypes();
        ZlibModule.installTypes();
        XmlHelper.installTypes();
        io.agentcage.interpreter.internal.object.TextWidth.install(UnicodedataModule::isWide);
        Registry.freeze();
    }

    private Universe() {
    }

    /** Builds the registry if this JVM has not yet (idempotent and thread-safe: class initialisation runs once). */
    public static void init() {
        // class initialisation does the work
    }
}
