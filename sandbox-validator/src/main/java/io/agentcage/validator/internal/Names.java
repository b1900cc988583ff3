package io.agentcage.validator.internal;

import java.util.Set;

/** Fixed name tables the rules consult: builtins, dunder allowlists, frame attributes. Not API. */
public final class Names {
    private Names() {
    }

    /** CPython 3.12's builtin names that the resolver recognises (so aliases like {@code g = getattr} resolve). */
    public static final Set<String> BUILTINS = Set.of(
            "abs", "aiter", "all", "anext", "any", "ascii", "bin", "bool", "breakpoint", "bytearray", "bytes",
            "callable", "chr", "classmethod", "compile", "complex", "copyright", "credits", "delattr", "dict", "dir",
            "divmod", "enumerate", "eval", "exec", "exit", "filter", "float", "format", "frozenset", "getattr",
            "globals", "hasattr", "hash", "help", "hex", "id", "input", "int", "isinstance", "issubclass", "iter",
            "len", "license", "list", "locals", "map", "max", "memoryview", "min", "next", "object", "oct", "open",
            "ord", "pow", "print", "property", "quit", "range", "repr", "reversed", "round", "set", "setattr",
            "slice", "sorted", "staticmethod", "str", "sum", "super", "tuple", "type", "vars", "zip", "__import__",
            "__build_class__");

    /** Builtins that read or write attributes by a name given as a string. */
    public static final Set<String> ATTR_FUNCTIONS = Set.of("getattr", "setattr", "delattr", "hasattr");

    /**
     * Dunder attributes that ordinary code reads or calls and that lead nowhere {@code type()} and operators do
     * not already lead: names, docs, construction and the operator protocols.
     */
    public static final Set<String> ALLOWED_DUNDER_ATTRS = Set.of(
            "__name__", "__qualname__", "__doc__", "__module__", "__class__", "__init__", "__new__",
            "__post_init__", "__repr__", "__str__", "__format__", "__hash__", "__eq__", "__ne__", "__lt__",
            "__le__", "__gt__", "__ge__", "__bool__", "__len__", "__iter__", "__next__", "__reversed__",
            "__contains__", "__getitem__", "__setitem__", "__delitem__", "__missing__", "__enter__", "__exit__",
            "__call__", "__add__", "__radd__", "__iadd__", "__sub__", "__rsub__", "__isub__", "__mul__", "__rmul__",
            "__imul__", "__truediv__", "__rtruediv__", "__itruediv__", "__floordiv__", "__rfloordiv__",
            "__ifloordiv__", "__mod__", "__rmod__", "__imod__", "__pow__", "__rpow__", "__ipow__", "__divmod__",
            "__rdivmod__", "__neg__", "__pos__", "__abs__", "__invert__", "__and__", "__rand__", "__iand__",
            "__or__", "__ror__", "__ior__", "__xor__", "__rxor__", "__ixor__", "__lshift__", "__rlshift__",
            "__ilshift__", "__rshift__", "__rrshift__", "__irshift__", "__matmul__", "__rmatmul__", "__imatmul__",
            "__index__", "__int__", "__float__", "__complex__", "__round__", "__trunc__", "__floor__", "__ceil__",
            "__sizeof__", "__annotations__", "__version__", "__all__", "__slots__", "__match_args__",
            "__dataclass_fields__", "__members__",
            // exception chaining: other exception objects; their __traceback__ stays refused
            "__cause__", "__context__", "__suppress_context__", "__notes__",
            // protocols ordinary classes define and call through super()
            "__aenter__", "__aexit__", "__aiter__", "__anext__", "__await__", "__get__", "__set__", "__delete__",
            "__set_name__", "__bytes__", "__length_hint__", "__copy__", "__deepcopy__", "__getstate__",
            "__setstate__", "__getattr__", "__dir__", "__instancecheck__", "__subclasscheck__",
            // registries and generics: a method bound to a class the code already holds; every step beyond it
            // (__self__, __func__, __globals__) stays refused
            "__init_subclass__", "__class_getitem__");

    /** Dunder attributes that may also be assigned ({@code f.__doc__ = ...}). */
    public static final Set<String> ASSIGNABLE_DUNDER_ATTRS = Set.of("__doc__", "__name__", "__qualname__",
            "__module__");

    /** Dunder names that may be read as plain names. */
    public static final Set<String> ALLOWED_DUNDER_NAMES = Set.of("__name__", "__doc__", "__debug__", "__file__",
            "__class__", "__qualname__", "__module__", "__annotations__", "__all__", "__slots__", "__version__",
            "__author__", "__match_args__");

    /** Dunders that only ever serve to escape; also flagged as dictionary keys and inside assembled strings. */
    public static final Set<String> ESCAPE_DUNDERS = Set.of("__builtins__", "__globals__", "__import__",
            "__subclasses__", "__bases__", "__base__", "__mro__", "__code__", "__closure__", "__loader__",
            "__spec__", "__dict__", "__getattribute__", "__reduce__", "__reduce_ex__", "__self__", "__func__",
            "__objclass__", "__traceback__", "__defaults__",
            "__kwdefaults__", "__wrapped__", "__build_class__", "__setattr__", "__delattr__");

    /** Attributes of frames, generators, coroutines, tracebacks and code objects: roads to other scopes. */
    public static final Set<String> FRAME_ATTRS = Set.of("gi_frame", "gi_code", "gi_yieldfrom", "cr_frame",
            "cr_code", "cr_await", "ag_frame", "ag_code", "ag_await", "f_back", "f_globals", "f_locals",
            "f_builtins", "f_code", "f_trace", "tb_frame", "tb_next", "co_code", "co_consts", "co_names",
            "func_globals", "func_code", "func_closure");

    /**
     * Dunders that a runtime safe by construction (the in-process interpreter) does not have, because there they
     * would lead out of the program's own objects: the builtins module, function globals and closures, code objects,
     * the class hierarchy's {@code __subclasses__}, module loaders, pickling hooks. Refused on every target (on
     * CPython they are escapes; on the interpreter code using them cannot run).
     */
    public static final Set<String> ABSENT_WHEN_SAFE = Set.of("__builtins__", "__globals__", "__import__",
            "__subclasses__", "__code__", "__closure__", "__loader__", "__spec__", "__reduce__", "__reduce_ex__",
            "__build_class__");

    /**
     * Whether a runtime safe by construction refuses the attribute: the dunders of {@link #ABSENT_WHEN_SAFE} and the
     * frame and code attributes, which it lacks ({@code tb_next} exists: its tracebacks have no frames).
     */
    public static boolean refusedWhenSafe(String attr) {
        return ABSENT_WHEN_SAFE.contains(attr) || FRAME_ATTRS.contains(attr) && !attr.equals("tb_next");
    }

    /** Returns whether {@code s} has the {@code __x__} shape. */
    public static boolean isDunder(String s) {
        return s.length() > 4 && s.startsWith("__") && s.endsWith("__");
    }

    /**
     * The candidate {@code name} most likely misspells (edit distance 1, or 2 for names of 8 characters or more,
     * case ignored), or null.
     */
    public static String closest(String name, java.util.Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        int limit = name.length() >= 8 ? 2 : 1;
        for (String c : candidates) {
            if (c.equals(name) || Math.abs(c.length() - name.length()) > limit) {
                continue;
            }
            int d = io.agentcage.text.EditDistance.between(name.toLowerCase(java.util.Locale.ROOT),
                    c.toLowerCase(java.util.Locale.ROOT));
            if (d <= limit && d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return best;
    }
}
