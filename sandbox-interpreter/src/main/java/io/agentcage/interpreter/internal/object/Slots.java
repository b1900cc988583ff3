package io.agentcage.interpreter.internal.object;

import java.util.HashSet;
import java.util.Set;

/**
 * {@code __slots__}: a class whose guest classes all declare slots (none of them {@code '__dict__'}) gives its
 * instances no {@code __dict__}; they may set only the declared names. The values live in the instance's hidden
 * attribute table, which guest code cannot see.
 */
final class Slots {
    private Slots() {
    }

    /** Records on the new class t the names its instances may set, or leaves it with a dictionary. */
    static void apply(PyType t, PyDict ns) {
        PyObject decl = ns.get("__slots__");
        if (decl == null) {
            return;
        }
        Set<PyStr> own = new HashSet<>();
        boolean dict = false;
        PyObject[] items = decl instanceof PyStr ? new PyObject[] {decl} : Iters.toArray(decl);
        for (PyObject item : items) {
            if (!(item instanceof PyStr s)) {
                throw Exc.typeError("__slots__ items must be strings, not '" + Ops.typeName(item) + "'");
            }
            if (s.value().equals("__dict__")) {
                dict = true;
                continue;
            }
            PyStr name = PyStr.intern(mangle(t.name(), s.value()));
            if (ns.get(name) != null) {
                throw Exc.valueError("'" + s.value() + "' in __slots__ conflicts with class variable");
            }
            own.add(name);
        }
        if (dict) {
            return;
        }
        Set<PyStr> all = new HashSet<>(own);
        for (PyType c : t.mro()) {
            if (c == t || c.isBuiltin()) {
                if (c.isBuiltin() && c.layout() == PyType.Layout.EXCEPTION) {
                    return;
                }
                continue;
            }
            if (c.slots() == null) {
                return;
            }
            all.addAll(c.slots());
        }
        t.setSlots(all);
    }

    private static String mangle(String cls, String name) {
        if (!name.startsWith("__") || name.endsWith("__")) {
            return name;
        }
        String c = cls;
        while (c.startsWith("_")) {
            c = c.substring(1);
        }
        return c.isEmpty() ? name : "_" + c + name;
    }
}
