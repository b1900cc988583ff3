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
     * ({@code value}: a class-level constant), or absent from every class in the MRO (both null); and for instances
     * of one {@link Shape} ({@code shape}, null: the instance keeps a dictionary), the slot of the name in it
     * ({@code index}, -1: the instance has no such attribute, the class's answer holds).
     */
    static final class Site {
        final PyType type;
        final int version;
        final PyFunction method;
        final PyObject value;
        final Shape shape;
        final int index;
        /**
         * A property's getter, a guest function, when the class attribute is such a property (a data descriptor)
         * and the class has no {@code __getattr__}: called straight away, without the MRO lookup and descriptor
         * checks of the general path.
         */
        final PyFunction getter;

        Site(PyType type, int version, PyFunction method, PyObject value, Shape shape, int index) {
            this(type, version, method, value, shape, index, null);
        }

        Site(PyType type, int version, PyFunction method, PyObject value, Shape shape, int index, PyFunction getter) {
            this.type = type;
            this.version = version;
            this.method = method;
            this.value = value;
            this.shape = shape;
            this.index = index;
            this.getter = getter;
        }
    }

    /**
     * A remembered store: the name may go straight into the instance, for instances of shape {@code from}: into
     * slot {@code index}, moving to shape {@code to} (the same, or {@code from} plus the name); {@code from} null:
     * into the instance's dictionary.
     */
    static final class StoreSite {
        final PyType type;
        final int version;
        final Shape from;
        final Shape to;
        final int index;

        StoreSite(PyType type, int version, Shape from, Shape to, int index) {
            this.type = type;
            this.version = version;
            this.from = from;
            this.to = to;
            this.index = index;
        }
    }

    /**
     * A remembered read of a class attribute on a class object ({@code Kind.BUY}, {@code Cls.CONST},
     * {@code Cls.create(...)}): the value itself, or for a classmethod its function, bound to the class on each read
     * as CPython does; valid for one class at one lookup version under one metaclass at its lookup version.
     */
    static final class TypeSite {
        final PyType type;
        final int version;
        final PyType meta;
        final int metaVersion;
        final PyObject value;
        final boolean classMethod;

        TypeSite(PyType type, int version, PyType meta, int metaVersion, PyObject value, boolean classMethod) {
            this.type = type;
            this.version = version;
            this.meta = meta;
            this.metaVersion = metaVersion;
            this.value = value;
            this.classMethod = classMethod;
        }
    }

    /** {@code o.name} (LOAD_ATTR) through the slot {@code caches[slot]}. */
    public static PyObject load(Object[] caches, int slot, PyObject o, PyStr name) {
        if (o instanceof PyType t) {
            return typeLoad(caches, slot, t, name);
        }
        if (o.getClass() == PyInstance.class) {
            PyInstance i = (PyInstance) o;
            Site s = site(caches, slot, i, name);
            if (s != null) {
                if (s.getter != null) {
                    return Interp.current().call(s.getter, o);
                }
                PyObject v;
                if (s.shape != null) {
                    v = s.index >= 0 ? i.slot(s.index) : null;
                } else {
                    v = i.instanceDict().getStr(name);
                }
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
            PyInstance i = (PyInstance) o;
            Site s = site(caches, slot, i, name);
            if (s != null && s.method != null
                    && (s.shape != null ? s.index < 0 : i.instanceDict().getStr(name) == null)) {
                return s.method;
            }
        } else if (caches[slot] instanceof BuiltinMethodSite b && b.cls == o.getClass() && b.type == o.type()) {
            return b.method;
        }
        return null;
    }

    /**
     * A method of a builtin type called on an exact value of it ({@code out.append(x)}, {@code s.split()},
     * {@code d.get(k)}): the Java class and the type of the receiver. Builtin types cannot change once the registry
     * is frozen, and these values have no instance dictionary, so the entry needs no version.
     */
    static final class BuiltinMethodSite {
        final Class<?> cls;
        final PyType type;
        final PyBuiltin method;

        BuiltinMethodSite(Class<?> cls, PyType type, PyBuiltin method) {
            this.cls = cls;
            this.type = type;
            this.method = method;
        }
    }

    /**
     * After the general path found {@code m} as {@code o}'s method (LOAD_METHOD): remembers it in
     * {@code caches[slot]} when {@code o} is an exact list, dict, set, tuple, str or bytes of a builtin type.
     */
    public static void rememberMethod(Object[] caches, int slot, PyObject o, PyObject m) {
        Class<?> k = o.getClass();
        PyType t = o.type();
        if (m instanceof PyBuiltin b && b.method && !t.hasGuestClass() && (k == PyList.class || k == PyDict.class
                || k == PyStr.class || k == PySet.class || k == PyTuple.class || k == PyBytes.class)) {
            caches[slot] = new BuiltinMethodSite(k, t, b);
        }
    }

    /** {@code o.name = value} (STORE_ATTR) through the slot {@code caches[slot]}. */
    public static void store(Object[] caches, int slot, PyObject o, PyStr name, PyObject value) {
        if (o.getClass() == PyInstance.class) {
            PyInstance i = (PyInstance) o;
            PyType t = i.type();
            Object c = caches[slot];
            if (c instanceof StoreSite s && s.type == t && s.from == i.shape() && s.version == t.lookupVersion()) {
                if (s.from != null) {
                    i.put(s.to, s.index, value);
                } else {
                    i.instanceDict().put(name, value);
                }
                return;
            }
            if (plainStore(t, name)) {
                int version = t.lookupVersion();
                Shape from = i.shape();
                Ops.setattr(o, name, value);
                if (o.type() == t && t.lookupVersion() == version) {
                    remember(caches, slot, t, version, from, i.shape(), name);
                }
                return;
            }
        }
        Ops.setattr(o, name, value);
    }

    /** {@code t.name} on a class object, through a {@link TypeSite} when the slot holds one for it. */
    private static PyObject typeLoad(Object[] caches, int slot, PyType t, PyStr name) {
        PyType meta = t.type();
        int version = t.lookupVersion();
        int metaVersion = meta.lookupVersion();
        if (caches[slot] instanceof TypeSite s && s.type == t && s.version == version && s.meta == meta
                && s.metaVersion == metaVersion) {
            return s.classMethod ? new PyBoundMethod(t, s.value) : s.value;
        }
        TypeSite s = typeSite(t, meta, name, version, metaVersion);
        PyObject r = Ops.getattr(t, name);
        if (s != null && t.lookupVersion() == version && meta.lookupVersion() == metaVersion) {
            caches[slot] = s;
        }
        return r;
    }

    /**
     * What {@code Attrs.typeGetattr} returns for {@code t.name} as a function of {@code t}'s and its metaclass's
     * namespaces only (so their lookup versions key it), or null when it may run guest code or depend on more:
     * a property of the metaclass, a descriptor whose type defines {@code __get__}, the special attributes of
     * builtin types, or a name no class in the MRO defines.
     */
    private static TypeSite typeSite(PyType t, PyType meta, PyStr name, int version, int metaVersion) {
        if (name.getClass() != PyStr.class || t.isBuiltin() && meta != PyType.TYPE) {
            return null;
        }
        if (t.isBuiltin() && (name.value().equals("__name__") || name.value().equals("__qualname__"))) {
            return null;
        }
        if (meta != PyType.TYPE && meta.lookup(name) instanceof PyDescriptor md
                && md.kind == PyDescriptor.Kind.PROPERTY) {
            return null;
        }
        PyObject descr = t.lookup(name);
        if (descr == null) {
            return null;
        }
        if (descr instanceof PyDescriptor d) {
            if (d.kind == PyDescriptor.Kind.CLASSMETHOD) {
                return new TypeSite(t, version, meta, metaVersion, d.fget, true);
            }
            return new TypeSite(t, version, meta, metaVersion,
                    d.kind == PyDescriptor.Kind.STATICMETHOD ? d.fget : d, false);
        }
        PyType dt = descr.type();
        if (dt.hasGuestClass() && !(descr instanceof PyType) && (dt != t || dt.lookup(Names.GET) != null)) {
            // a guest object's __get__ runs on class access; only the class's own instances (enum members) are
            // keyed by a version this entry holds
            return null;
        }
        return new TypeSite(t, version, meta, metaVersion, descr, false);
    }

    /** Fills a store slot after a plain store moved an instance from shape {@code from} to {@code to}. */
    private static void remember(Object[] caches, int slot, PyType t, int version, Shape from, Shape to, PyStr name) {
        if (from == null && to == null) {
            caches[slot] = new StoreSite(t, version, null, null, -1);
        } else if (from != null && to != null && (to == from || from.isParentOf(to))) {
            int index = to.indexOf(name);
            if (index >= 0 && (to == from || index == from.size())) {
                caches[slot] = new StoreSite(t, version, from, to, index);
            }
        }
    }

    /**
     * The slot's entry for {@code i}'s class and shape, refilled when it describes another class, version or shape;
     * null: not cacheable.
     */
    private static Site site(Object[] caches, int slot, PyInstance i, PyStr name) {
        PyType t = i.type();
        Object c = caches[slot];
        int version = t.lookupVersion();
        Shape shape = i.shape();
        if (c instanceof Site s && s.type == t && s.version == version && s.shape == shape) {
            return s;
        }
        if (name.getClass() != PyStr.class || t.lookupGuest(Names.GETATTRIBUTE) != null) {
            return null;
        }
        if (name.equals(Names.CLASS)) {
            // object.__class__, a data descriptor, when no class in the MRO defines the name: the value is the class
            // (read on every dataclass comparison). Only for an instance in a shape, which never holds the name; an
            // instance's dictionary could hold it, and must not answer.
            if (shape == null || t.lookup(name) != null) {
                return null;
            }
            Site s = new Site(t, version, null, t, shape, -1);
            caches[slot] = s;
            return s;
        }
        int index = shape == null ? -1 : shape.indexOf(name);
        PyObject d = t.lookup(name);
        Site s;
        if (d == null || d instanceof PyFunction) {
            s = new Site(t, version, (PyFunction) d, null, shape, index);
        } else if (plainValue(d)) {
            s = new Site(t, version, null, d, shape, index);
        } else if (d instanceof PyDescriptor pd && pd.kind == PyDescriptor.Kind.PROPERTY
                && pd.fget instanceof PyFunction fget && t.lookupGuest(Names.GETATTR) == null) {
            s = new Site(t, version, null, null, shape, index, fget);
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
