package io.agentcage.interpreter.internal.object;

/**
 * A builtin function or method implemented in Java. When stored in a type's dictionary with {@code method} set,
 * reading it from an instance binds the instance as the first argument (like CPython's method descriptors).
 */
public final class PyBuiltin extends PyObject {
    public final String name;
    public final NativeFunction fn;
    public final boolean method;
    /** The owning type's name for methods (for messages and repr), else null. */
    public final String owner;
    /** Whether this is a host function (the VM tells it when it calls one directly, see {@link Interp#directHost}). */
    public final boolean host;
    /** For a method defined on a builtin type: that type (its receiver must be an instance of it), else null. */
    PyType ownerType;
    /** The array-free entry for {@link #fixedMin}..{@link #fixedMax} positional arguments, or null (start-up only). */
    private Fixed fixed;
    private int fixedMin;
    private int fixedMax;
    /**
     * CPython's positional argument count, the receiver not counted ({@link BuiltinArity}): {@code arityMin} is -1
     * when unknown (no check); {@code arityMax} -1 for no limit; the messages take the count given.
     */
    private int arityMin = -1;
    private int arityMax;
    private int receivers;
    private String tooFew;
    private String tooMany;

    /**
     * The code of a builtin for a call of one to three positional arguments and no keywords, the arguments passed
     * as they are (absent ones null) instead of in an array: the VM calls it straight from its value stack
     * ({@link Ops#callFixed}). It must do exactly what the array entry does for the same arguments.
     */
    @FunctionalInterface
    public interface Fixed {
        PyObject call(Interp in, PyObject a, PyObject b, PyObject c);
    }

    public PyBuiltin(String name, NativeFunction fn) {
        this(name, fn, false, null);
    }

    public PyBuiltin(String name, NativeFunction fn, boolean method, String owner) {
        this(name, fn, method, owner, false);
    }

    private PyBuiltin(String name, NativeFunction fn, boolean method, String owner, boolean host) {
        this.name = name;
        this.fn = fn;
        this.method = method;
        this.owner = owner;
        this.host = host;
    }

    /** A host function's builtin. */
    public static PyBuiltin host(String name, NativeFunction fn) {
        return new PyBuiltin(name, fn, false, null, true);
    }

    /**
     * The TypeError for a call whose arguments this builtin could not take: when it is a builtin type's method called
     * through the type with a receiver of another type ({@code list.append((), 1)}), CPython's "descriptor ... doesn't
     * apply to" message; else that the arguments were invalid or missing.
     */
    PyException argumentError(PyObject receiver) {
        if (ownerType != null && receiver != null && !receiver.type().isSubtypeOf(ownerType)) {
            return Exc.typeError("descriptor '" + name + "' for '" + owner + "' objects doesn't apply to a '"
                    + Ops.typeName(receiver) + "' object");
        }
        if (receiver == null && ownerType != null && method) {
            // a special method is a slot wrapper in CPython, anything else a method descriptor: their wordings
            if (name.length() > 4 && name.startsWith("__") && name.endsWith("__")) {
                return Exc.typeError("descriptor '" + name + "' of '" + owner + "' object needs an argument");
            }
            return Exc.typeError("unbound method " + owner + "." + name + "() needs an argument");
        }
        return Exc.typeError(name + "(): invalid or missing arguments");
    }

    /** Gives this builtin an array-free entry for {@code min..max} (1 to 3) arguments (registry build only). */
    void fixed(Fixed f, int min, int max) {
        if (min < 1 || max > 3 || min > max || fixed != null) {
            throw new IllegalStateException("fixed entry of " + name + ": " + min + ".." + max);
        }
        this.fixed = f;
        this.fixedMin = min;
        this.fixedMax = max;
    }

    /** Whether a call of {@code argc} positional arguments and no keywords may take {@link Ops#callFixed}. */
    public boolean takesFixed(int argc) {
        return fixed != null && argc >= fixedMin && argc <= fixedMax;
    }

    /** Sets CPython's argument count of this builtin (registry build only), narrowing the array-free entry to it. */
    void arity(int receivers, int min, int max, String tooFew, String tooMany) {
        this.receivers = receivers;
        this.arityMin = min;
        this.arityMax = max;
        this.tooFew = tooFew;
        this.tooMany = tooMany;
        if (fixed != null) {
            fixedMin = Math.max(fixedMin, min + receivers);
            if (max >= 0) {
                fixedMax = Math.min(fixedMax, max + receivers);
            }
            if (fixedMin > fixedMax) {
                fixed = null;
            }
        }
    }

    /**
     * Throws CPython's TypeError when a call without keyword arguments passes {@code argc} arguments (the receiver
     * included) that this builtin does not take; calls that leave out the receiver itself are not judged here.
     */
    void checkArity(int argc) {
        if (arityMin < 0 || argc < receivers) {
            return;
        }
        int n = argc - receivers;
        if (n < arityMin && tooFew != null) {
            throw Exc.typeError(String.format(tooFew, n));
        }
        if (arityMax >= 0 && n > arityMax && tooMany != null) {
            throw Exc.typeError(String.format(tooMany, n));
        }
    }

    Fixed fixedEntry() {
        return fixed;
    }

    @Override
    public PyType type() {
        return PyType.BUILTIN_FUNCTION;
    }
}
