package io.agentcage.interpreter.internal.object;

/**
 * The typing forms builtin types take part in: {@code list[int]} (a {@code types.GenericAlias}) and
 * {@code int | None} (a {@code types.UnionType}). Both are implemented in the {@code types} standard module, which
 * is loaded for them whatever the allow-list says, as CPython's builtins reach them without an import.
 */
final class TypeForms {
    private TypeForms() {
    }

    /** Whether {@code t[...]} makes a GenericAlias (the builtin types CPython gives {@code __class_getitem__}). */
    static boolean generic(PyType t) {
        return t == PyType.LIST || t == PyType.DICT || t == PyType.TUPLE || t == PyType.SET
                || t == PyType.FROZENSET || t == PyType.TYPE;
    }

    /** {@code origin[args]} as a {@code types.GenericAlias}. */
    static PyObject alias(PyType origin, PyObject args) {
        return call("GenericAlias", origin, args);
    }

    /** {@code a | b} when one side is a type and the other a type or None; null for other operands. */
    static PyObject union(PyObject a, PyObject b) {
        boolean typeOrNone = (a instanceof PyType || a == PyNone.NONE) && (b instanceof PyType || b == PyNone.NONE);
        if (!typeOrNone || (a == PyNone.NONE && b == PyNone.NONE)) {
            return null;
        }
        PyObject r = call("_union", a, b);
        return r == PyNone.NOT_IMPLEMENTED ? null : r;
    }

    private static PyObject call(String name, PyObject... args) {
        Interp in = Interp.current();
        PyModule types = in.services.modules.loadForStandardModule(in, "types");
        return Ops.call(in, types.dict.get(name), args, null);
    }
}
