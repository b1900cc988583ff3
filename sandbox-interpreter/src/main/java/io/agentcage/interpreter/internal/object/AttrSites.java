package io.agentcage.interpreter.internal.object;

/**
 * Inline caches of the VM's attribute instructions ({@code LOAD_ATTR}, {@code LOAD_METHOD}, {@code STORE_ATTR}) on
 * instances of plain guest classes ({@link PyInstance}): each instruction has one slot, which remembers what the
 * class says about the name (no class attribute at all, or a plain function) for one class at one
 * {@link PyType#lookupVersion() lookup version}. The version changes whenever this class or any class in its MRO
 * changes (an attribute set or deleted, the namespace handed out), so an entry is used only while a walk of the
 * MRO would find the same thing; an instance whose {@code __class__} is reassigned has another type and misses.
 * Everything the cache does not describe (properties and other descriptors, {@code __getattr__},
 * {@code __setattr__}, {@code __getattribute__}, {@code __slots__}, classes, modules, builtin values) takes the
 * general path of {@link Ops}, which also fills the slot. Slots hold immutable entries, so a slot read by two
 * threads is either the old or the new entry, never a mix.
 */
public final class AttrSites {
    private AttrSites() {
    }

    /**
     * What one instruction remembers: the class attribute is a plain function ({@code method}), a plain value whose
     * type is builtin and no descriptor, so that reading it through an instance gives the value itself
     * ({@code value}: a class-level constant), or absent from every class in the MRO (both null).
     */
    static final class Site {
        final PyType type;
        final int version;
        final PyFunction method;
        final PyObject value;

        Site(PyType type, int version, PyFunction method, PyObject value) {
            this.type = type;
            this.version = version;
            this.method = method;
            this.value = value;
        }
    }

    /** A remembered store: the name may go straight into the instance dictionary. */
    static final class StoreSite {
        final PyType type;
        final int version;

        StoreSite(PyType type, int version) {
            this.type = type;
            this.version = version;
        }
    }

    /** {@code o.name} (LOAD_ATTR) through the slot {@code caches[slot]}. */
    public static PyObject load(Object[] caches, int slot, PyObject o, PyStr name) {
        if (o.getClass() == PyInstance.class) {
            PyType t = o.type();
            Site s = site(caches, slot, t, name);
            if (s != null) {
                PyObject v = o.instanceDict().getStr(name);
                if (v != null) {
                    return v;
                }
                if (s.method != null) {
                    return new PyBoundMethod(o, s.method);
                }
                if (s.value != null) {
                    return s.value;
                }
            }
        }
        return Ops.getattr(o, name);
    }

    /**
     * The function to call with {@code o} as its first argument for {@code o.name(...)} (LOAD_METHOD) when the
     * slot knows it is a plain function of the class not shadowed by the instance; null when the caller must
     * take the general path.
     */
    public static PyObject method(Object[] caches, int slot, PyObject o, PyStr name) {
        if (o.getClass() == PyInstance.class) {
            Site s = site(caches, slot, o.type(), name);
            if (s != null && s.method != null && o.instanceDict().getStr(name) == null) {
                return s.method;
            }
        }
        return null;
    }

    /** {@code o.name = value} (STORE_ATTR) through the slot {@code caches[slot]}. */
    public static void store(Object[] caches, int slot, PyObject o, PyStr name, PyObject value) {
        if (o.getClass() == PyInstance.class) {
            PyType t = o.type();
            Object c = caches[slot];
            if (c instanceof StoreSite s && s.type == t && s.version == t.lookupVersion()) {
                o.instanceDict().put(name, value);
                return;
            }
            if (plainStore(t, name)) {
                int version = t.lookupVersion();
                Ops.setattr(o, name, value);
                if (o.type() == t && t.lookupVersion() == version) {
                    caches[slot] = new StoreSite(t, version);
                }
                return;
            }
        }
        Ops.setattr(o, name, value);
    }

    /** The slot's entry for {@code t}, refilled when it describes another class or version; null: not cacheable. */
    private static Site site(Object[] caches, int slot, PyType t, PyStr name) {
        Object c = caches[slot];
        int version = t.lookupVersion();
        if (c instanceof Site s && s.type == t && s.version == version) {
            return s;
        }
        if (name.getClass() != PyStr.class || name.equals(Names.CLASS)
                || t.lookupGuest(Names.GETATTRIBUTE) != null) {
            return null;
        }
        PyObject d = t.lookup(name);
        Site s;
        if (d == null || d instanceof PyFunction) {
            s = new Site(t, version, (PyFunction) d, null);
        } else if (plainValue(d)) {
            s = new Site(t, version, null, d);
        } else {
            return null;
        }
        caches[slot] = s;
        return s;
    }

    /**
     * Whether a class attribute read through an instance is the value itself (what {@code Attrs.bind} returns for
     * it): not a function, builtin method, descriptor or type, and of a builtin type, which has no {@code __get__}.
     */
    private static boolean plainValue(PyObject d) {
        return !(d instanceof PyBuiltin) && !(d instanceof PyDescriptor) && !(d instanceof PyType)
                && !d.type().hasGuestClass();
    }

    /** Whether {@code o.name = v} on an instance of {@code t} is a plain store into the instance dictionary. */
    private static boolean plainStore(PyType t, PyStr name) {
        if (name.getClass() != PyStr.class || name.equals(Names.CLASS) || t.lookupGuest(Names.SETATTR) != null) {
            return false;
        }
        // a class attribute is shadowed by the store unless it is a descriptor (a property, or a guest object whose
        // type may define __set__): plain functions and builtin values such as a class-level counter are
        PyObject d = t.lookup(name);
        if (d != null && (d instanceof PyDescriptor || !(d instanceof PyFunction) && d.type().hasGuestClass())) {
            return false;
        }
        java.util.Set<PyStr> slots = t.slots();
        return slots == null || slots.contains(name);
    }
}
