package io.agentcage.interpreter.internal.object;

/**
 * Attribute access on guest values. Only modelled attributes exist: there is no path from a guest value to a Java
 * object, and internals CPython exposes (frames, code objects, globals of functions, subclass lists) are absent, so
 * reading them raises AttributeError like any unknown attribute.
 */
final class Attrs {
    private Attrs() {
    }

    static PyException noAttribute(PyObject o, PyStr name) {
        if (o instanceof PyType t) {
            return Exc.attributeError("type object '" + t.name() + "' has no attribute '" + name + "'", o, name);
        }
        if (o instanceof PyModule m) {
            return Exc.attributeError("module '" + m.name + "' has no attribute '" + name + "'", o, name);
        }
        return Exc.attributeError("'" + Ops.typeName(o) + "' object has no attribute '" + name + "'", o, name);
    }

    /**
     * {@code getattr(o, name)}, or null when the attribute does not exist: a guest {@code __getattribute__} override
     * is called first (an AttributeError from it falls back to {@code __getattr__} when the class has one, else
     * propagates with its own message); without one, the generic lookup ({@link #genericGetattrOrNull}).
     */
    static PyObject getattrOrNull(PyObject o, PyStr name) {
        if (!(o instanceof PyType) && !(o instanceof PyModule) && !(o instanceof PySuper)) {
            PyType t = o.type();
            PyObject override = t.hasGuestClass() ? t.lookupGuest(Names.GETATTRIBUTE) : null;
            if (override != null) {
                try {
                    return Ops.callMethod(o, override, name);
                } catch (PyException e) {
                    PyObject fallback = Exc.matches(e, Exc.AttributeError) ? t.lookupGuest(Names.GETATTR) : null;
                    if (fallback == null) {
                        throw e;
                    }
                    return Ops.callMethod(o, fallback, name);
                }
            }
        }
        return genericGetattrOrNull(o, name);
    }

    /** {@code object.__getattribute__} followed by the class's {@code __getattr__}: every lookup but an override's. */
    static PyObject genericGetattrOrNull(PyObject o, PyStr name) {
        if (o instanceof PyType t) {
            return typeGetattr(t, name);
        }
        if (o instanceof PyModule m) {
            PyObject v = m.dict.getStr(name);
            if (v != null) {
                return v;
            }
            if (name.equals(Names.DICT)) {
                return m.dict;
            }
            return null;
        }
        if (o instanceof PySuper s) {
            return s.getattr(name);
        }
        PyType t = o.type();
        PyObject descr = t.lookup(name);
        if (descr != null) {
            if (descr instanceof PyDescriptor d && d.kind == PyDescriptor.Kind.PROPERTY) {
                if (d.fget == PyNone.NONE) {
                    throw Exc.attributeError("property '" + name + "' of '" + t.name() + "' object has no getter");
                }
                PyObject ga = t.hasGuestClass() ? t.lookupGuest(Names.GETATTR) : null;
                if (ga == null) {
                    return Interp.current().call(d.fget, o);
                }
                try {
                    return Interp.current().call(d.fget, o);
                } catch (PyException e) {
                    if (!Exc.matches(e, Exc.AttributeError)) {
                        throw e;
                    }
                    // as CPython: an AttributeError from the attribute lookup falls back to __getattr__
                    return Ops.callMethod(o, ga, name);
                }
            }
            if (!(descr instanceof PyFunction) && !(descr instanceof PyBuiltin) && descr.type().hasGuestClass()
                    && descr.type().lookup(Names.SET) != null) {
                PyObject get = descr.type().lookup(Names.GET);
                if (get != null) {
                    return Ops.callMethod(descr, get, o, t);
                }
            }
        }
        if (descr == null && name.builtinHash() == Names.CLASS.builtinHash() && name.equals(Names.CLASS)) {
            // object.__class__, a data descriptor (an instance's dict never shadows it): read on every comparison of
            // dataclass instances ('other.__class__ is self.__class__'), so it skips the dict and the name switch
            return t;
        }
        PyObject own = ownAttr(o, name);
        if (own != null) {
            return own;
        }
        if (descr != null) {
            return bind(descr, o, t);
        }
        PyObject special = SpecialAttrs.get(o, name);
        if (special != null) {
            return special;
        }
        if (t.hasGuestClass()) {
            PyObject ga = t.lookupGuest(Names.GETATTR);
            if (ga != null) {
                return Ops.callMethod(o, ga, name);
            }
        }
        return null;
    }

    /** The value's own attribute {@code name} (its {@code __dict__} entry) without making a dictionary; null: none. */
    static PyObject ownAttr(PyObject o, PyStr name) {
        if (o instanceof PyInstance inst) {
            return inst.ownAttr(name);
        }
        PyDict d = o.instanceDict();
        return d == null ? null : d.getStr(name);
    }

    /** Binds a class attribute found on the type to the instance it was read from. */
    static PyObject bind(PyObject descr, PyObject o, PyType t) {
        if (descr instanceof PyFunction) {
            return new PyBoundMethod(o, descr);
        }
        if (descr instanceof PyBuiltin b) {
            return b.method ? new PyBoundMethod(o, b) : b;
        }
        if (descr instanceof PyDescriptor d) {
            if (d.kind == PyDescriptor.Kind.CLASSMETHOD) {
                return new PyBoundMethod(t, d.fget);
            }
            if (d.kind == PyDescriptor.Kind.STATICMETHOD) {
                return d.fget;
            }
            return d;
        }
        PyType dt = descr.type();
        if (dt.hasGuestClass()) {
            PyObject get = dt.lookup(Names.GET);
            if (get != null) {
                return Ops.callMethod(descr, get, o, t);
            }
        }
        return descr;
    }

    static PyObject typeGetattr(PyType t, PyStr name) {
        if (t.isBuiltin() && (name.value().equals("__name__") || name.value().equals("__qualname__"))) {
            // type's own data descriptors: a builtin type's dictionary may define these for its instances
            return SpecialAttrs.typeAttr(t, name);
        }
        PyType meta = t.type();
        if (meta != PyType.TYPE && meta.lookup(name) instanceof PyDescriptor md
                && md.kind == PyDescriptor.Kind.PROPERTY && md.fget != PyNone.NONE) {
            // a property of a guest metaclass is a data descriptor: it wins over the class's own attributes
            return Interp.current().call(md.fget, t);
        }
        PyObject descr = t.lookup(name);
        if (descr != null) {
            if (descr instanceof PyDescriptor d) {
                if (d.kind == PyDescriptor.Kind.CLASSMETHOD) {
                    return new PyBoundMethod(t, d.fget);
                }
                if (d.kind == PyDescriptor.Kind.STATICMETHOD) {
                    return d.fget;
                }
                return d;
            }
            PyType dt = descr.type();
            if (dt.hasGuestClass() && !(descr instanceof PyType)) {
                PyObject get = dt.lookup(Names.GET);
                if (get != null) {
                    return Ops.callMethod(descr, get, PyNone.NONE, t);
                }
            }
            return descr;
        }
        PyObject special = SpecialAttrs.typeAttr(t, name);
        if (special != null) {
            return special;
        }
        if (meta != PyType.TYPE) {
            PyObject m = meta.lookup(name);
            if (m != null) {
                return bind(m, t, meta);
            }
            PyObject ga = meta.lookupGuest(Names.GETATTR);
            if (ga != null) {
                return Ops.callMethod(t, ga, name);
            }
        }
        return null;
    }

    static void setattr(PyObject o, PyStr name, PyObject value) {
        if (o instanceof PyType t) {
            PyObject hook = t.type() == PyType.TYPE ? null : t.type().lookupGuest(Names.SETATTR);
            if (hook != null) {
                // a guest metaclass guarding its classes (enum refuses to reassign members)
                Ops.callMethod(t, hook, name, value);
                return;
            }
            typeSetattr(t, name, value);
            return;
        }
        PyType t = o.type();
        if (t.hasGuestClass()) {
            PyObject descr = t.lookup(name);
            if (descr instanceof PyDescriptor d && d.kind == PyDescriptor.Kind.PROPERTY) {
                if (d.fset == PyNone.NONE) {
                    if (isTupleGetter(d)) {
                        throw Exc.attributeError("can't set attribute");
                    }
                    throw Exc.attributeError("property '" + name + "' of '" + t.name() + "' object has no setter");
                }
                Interp.current().call(d.fset, o, value);
                return;
            }
            if (descr != null && !(descr instanceof PyFunction) && descr.type().hasGuestClass()) {
                PyObject set = descr.type().lookup(Names.SET);
                if (set != null) {
                    Ops.callMethod(descr, set, o, value);
                    return;
                }
            }
            PyObject sa = t.lookupGuest(Names.SETATTR);
            if (sa != null) {
                Ops.callMethod(o, sa, name, value);
                return;
            }
        }
        genericSetattr(o, name, value);
    }

    /** {@code object.__setattr__}: stores into the instance dictionary (or the modelled special attributes). */
    static void genericSetattr(PyObject o, PyStr name, PyObject value) {
        if (o instanceof PyBaseException e && SpecialAttrs.setException(e, name, value)) {
            return;
        }
        if (o instanceof PyFunction f && SpecialAttrs.setFunction(f, name, value)) {
            return;
        }
        PyDict d = o instanceof PyInstance ? null : o.instanceDict();
        if (d == null && !(o instanceof PyInstance) || o instanceof PyType) {
            if (o.type().lookup(name) != null) {
                throw Exc.attributeError("'" + Ops.typeName(o) + "' object attribute '" + name + "' is read-only");
            }
            throw Exc.attributeError("'" + Ops.typeName(o) + "' object has no attribute '" + name + "'");
        }
        if (name.equals(Names.CLASS) && o instanceof PyInstance inst && value instanceof PyType nt
                && nt.layout() == PyType.Layout.OBJECT) {
            inst.setType(nt);
            return;
        }
        java.util.Set<PyStr> slots = o.type().slots();
        if (slots != null && !slots.contains(name)) {
            if (o.type().lookup(name) != null) {
                throw Exc.attributeError("'" + Ops.typeName(o) + "' object attribute '" + name + "' is read-only");
            }
            throw Exc.attributeError("'" + Ops.typeName(o) + "' object has no attribute '" + name + "'");
        }
        if (o instanceof PyInstance inst) {
            inst.setOwnAttr(name, value);
            return;
        }
        d.put(name, value);
    }

    /** {@code type.__setattr__}: class attributes, with {@code __qualname__}/{@code __module__} kept in step. */
    static void typeSetattr(PyType t, PyStr name, PyObject value) {
        if (t.isBuiltin()) {
            throw Exc.typeError("cannot set '" + name + "' attribute of immutable type '" + t.name() + "'");
        }
        if (name.equals(Names.NAME) && value instanceof PyStr) {
            throw Exc.typeError("renaming classes is not supported");
        }
        if (name.value().equals("__qualname__")) {
            if (!(value instanceof PyStr q)) {
                throw Exc.typeError("can only assign string to " + t.name() + ".__qualname__, not '"
                        + Ops.typeName(value) + "'");
            }
            t.setQualname(q.value());
            return;
        }
        if (name.value().equals("__module__") && value instanceof PyStr m) {
            t.setModule(m.value());
        }
        t.setAttr(name, value);
    }

    static void delattr(PyObject o, PyStr name) {
        if (o instanceof PyType t) {
            PyObject hook = t.type() == PyType.TYPE ? null : t.type().lookupGuest(Names.DELATTR);
            if (hook != null) {
                Ops.callMethod(t, hook, name);
                return;
            }
            t.delAttr(name);
            return;
        }
        PyType t = o.type();
        if (t.hasGuestClass()) {
            PyObject descr = t.lookup(name);
            if (descr instanceof PyDescriptor d && d.kind == PyDescriptor.Kind.PROPERTY) {
                if (d.fdel == PyNone.NONE) {
                    if (isTupleGetter(d)) {
                        throw Exc.attributeError("can't delete attribute");
                    }
                    throw Exc.attributeError("property '" + name + "' of '" + t.name() + "' object has no deleter");
                }
                Interp.current().call(d.fdel, o);
                return;
            }
            if (descr != null && !(descr instanceof PyFunction) && descr.type().hasGuestClass()) {
                PyObject del = descr.type().lookup(Names.DELETE);
                if (del != null) {
                    Ops.callMethod(descr, del, o);  // a data descriptor's __delete__, as for __set__
                    return;
                }
            }
            PyObject da = t.lookupGuest(Names.DELATTR);
            if (da != null) {
                Ops.callMethod(o, da, name);
                return;
            }
        }
        genericDelattr(o, name);
    }

    static void genericDelattr(PyObject o, PyStr name) {
        if (o instanceof PyInstance inst) {
            if (!inst.deleteOwnAttr(name)) {
                throw noAttribute(o, name);
            }
            return;
        }
        PyDict d = o.instanceDict();
        if (d == null || d.remove(name) == null) {
            throw noAttribute(o, name);
        }
    }

    /** Whether {@code d} is a namedtuple field (collections' _tuplegetter), whose refusals CPython words its own way. */
    private static boolean isTupleGetter(PyDescriptor d) {
        return d.fget instanceof PyBuiltin b && "_tuplegetter".equals(b.name);
    }
}
