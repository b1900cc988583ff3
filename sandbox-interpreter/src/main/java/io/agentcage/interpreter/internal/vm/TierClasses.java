package io.agentcage.interpreter.internal.vm;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Defines the compiled tier's classes (ADR 0063): each compiled function is a hidden class in this package (so it
 * reaches the frame's fields and the helpers, which are package-private), not strongly linked to the class loader:
 * it is unloaded when its {@code Code} is no longer reachable.
 */
final class TierClasses {
    private TierClasses() {
    }

    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    /** A new instance of the class {@code bytes} defines. */
    static TierCode define(byte[] bytes) {
        try {
            MethodHandles.Lookup hidden = LOOKUP.defineHiddenClass(bytes, true);
            return (TierCode) hidden.findConstructor(hidden.lookupClass(), MethodType.methodType(void.class))
                    .invoke();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("the tier could not define a compiled class", t);
        }
    }
}
