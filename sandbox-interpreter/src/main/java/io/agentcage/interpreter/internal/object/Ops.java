package io.agentcage.interpreter.internal.object;


/**
 * The object protocols: truth, attributes, calls, iteration, length, items, hashing. Builtin types take fast paths;
 * guest classes are consulted for their special methods.
 */
public final class Ops {
    private Ops() {
    }

    public static String typeName(PyObject o) {
        return o.type().tpName();
    }

    // ---- truth ----

    public static boolean truth(PyObject o) {
        if (o == PyBool.TRUE) {
            return true;
        }
        if (o == PyBool.FALSE || o == PyNone.NONE) {
            return false;
        }
        if (o instanceof PyInt i) {
            if (!(o instanceof Subclassed.IntSub)) {
                return i.big != null || i.value != 0;
            }
        } else if (o instanceof PyStr s) {
            if (!(o instanceof Subclassed.StrSub)) {
                return !s.value().isEmpty();
            }
        } else if (o instanceof PyFloat f && !(o instanceof Subclassed.FloatSub)) {
            return f.value != 0;
        }
        PyType t = o.type();
        if (t.hasGuestClass()) {
            PyObject m = t.lookupGuest(Names.BOOL);
            if (m != null) {
                PyObject r = callMethod(o, m);
                if (!(r instanceof PyBool)) {
                    throw Exc.typeError("__bool__ should return bool, returned " + typeName(r));
                }
                return r == PyBool.TRUE;
            }
            m = t.lookupGuest(Names.LEN);
            if (m != null) {
                return len(o) != 0;
            }
            if (o instanceof Subclassed.Value v) {
                return truth(v.plain());
            }
        }
        if (o instanceof PyList l) {
            return l.size() > 0;
        }
        if (o instanceof PyTuple tu) {
            return tu.items.length > 0;
        }
        if (o instanceof PyDict d) {
            return d.size() > 0;
        }
        if (o instanceof PySet s) {
            return s.size() > 0;
        }
        if (o instanceof PyRange r) {
            return r.length() > 0;
        }
        if (o instanceof PyMemoryView m) {
            return MemoryViews.len(m) > 0;
        }
        if (o instanceof PyBytes b) {
            return b.length() > 0;
        }
        if (o instanceof PyComplex c) {
            return c.real != 0 || c.imag != 0;
        }
        return true;
    }

    // ---- calls ----

    /** Calls {@code f} with arguments; guest functions run in a nested VM loop (depth-counted). */
    public static PyObject call(Interp in, PyObject f, PyObject[] args, PyDict kwargs) {
        if (f instanceof PyBuiltin b) {
            return callBuiltin(in, b, args, kwargs);
        }
        if (f instanceof PyFunction fn) {
            return in.machine().call(in, fn, args, kwargs);
        }
        if (f instanceof PyBoundMethod m) {
            PyObject[] a = new PyObject[args.length + 1];
            a[0] = m.self;
            System.arraycopy(args, 0, a, 1, args.length);
            return call(in, m.function, a, kwargs);
        }
        if (f instanceof PyType t) {
            PyType meta = t.type();
            PyObject metaCall = meta != PyType.TYPE ? meta.lookupGuest(Names.CALL) : null;
            if (metaCall != null) {
                // a guest metaclass overriding __call__ (enum's value lookup, singletons)
                PyObject[] a = new PyObject[args.length + 1];
                a[0] = t;
                System.arraycopy(args, 0, a, 1, args.length);
                return call(in, metaCall, a, kwargs);
            }
            return TypeCalls.construct(in, t, args, kwargs);
        }
        PyType t = f.type();
        PyObject m = t.hasGuestClass() ? t.lookup(Names.CALL) : null;
        if (m != null) {
            PyObject[] a = new PyObject[args.length + 1];
            a[0] = f;
            System.arraycopy(args, 0, a, 1, args.length);
            return call(in, m, a, kwargs);
        }
        if (f instanceof PyDescriptor d && d.kind == PyDescriptor.Kind.STATICMETHOD) {
            return call(in, d.fget, args, kwargs);
        }
        throw Exc.typeError("'" + typeName(f) + "' object is not callable");
    }

    /** Calls a native function, turning argument-shape mistakes of guest code into TypeError. */
    public static PyObject callBuiltin(Interp in, PyBuiltin b, PyObject[] args, PyDict kwargs) {
        // the arguments are the builtin's now (the VM cleared its stack): the memory gauge must still see them
        MemoryAccount memory = in.memory();
        int mark = memory.pinArray(args);
        if (kwargs != null) {
            memory.pin(kwargs);
        }
        try {
            if (kwargs == null || kwargs.size() == 0) {
                b.checkArity(args.length);
            }
            if (args.length == 0 && b.method && b.ownerType != null) {
                throw b.argumentError(null);
            }
            return b.fn.call(in, args, kwargs);
        } catch (ClassCastException | ArrayIndexOutOfBoundsException e) {
            throw b.argumentError(args.length > 0 ? args[0] : null);
        } finally {
            memory.unpin(mark);
        }
    }

    /**
     * Calls {@code b}'s array-free entry ({@link PyBuiltin#takesFixed}) with the {@code argc} arguments at
     * {@code stack[base..]}, then clears them: while it runs they stay in the frame's slots, where the memory gauge
     * sees them as it sees the array {@link #callBuiltin} pins. Failures as {@link #callBuiltin}.
     */
    public static PyObject callFixed(Interp in, PyBuiltin b, PyObject[] stack, int base, int argc) {
        try {
            return b.fixedEntry().call(in, stack[base], argc > 1 ? stack[base + 1] : null,
                    argc > 2 ? stack[base + 2] : null);
        } catch (ClassCastException | ArrayIndexOutOfBoundsException e) {
            throw b.argumentError(stack[base]);
        } finally {
            for (int i = 0; i < argc; i++) {
                stack[base + i] = null;
            }
        }
    }

    /** Calls a special method found on the type with {@code self} first. */
    public static PyObject callMethod(PyObject self, PyObject method, PyObject... args) {
        Interp in = Interp.current();
        PyObject[] a = new PyObject[args.length + 1];
        a[0] = self;
        System.arraycopy(args, 0, a, 1, args.length);
        if (method instanceof PyDescriptor d) {
            if (d.kind == PyDescriptor.Kind.STATICMETHOD) {
                return call(in, d.fget, args, null);
            }
            if (d.kind == PyDescriptor.Kind.CLASSMETHOD) {
                a[0] = self.type();
                return call(in, d.fget, a, null);
            }
        }
        return call(in, method, a, null);
    }

    /** Looks up and calls {@code self.name(args)} via the type; null when the type has no such attribute. */
    public static PyObject callSpecial(PyObject self, PyStr name, PyObject... args) {
        PyObject m = self.type().lookup(name);
        if (m == null) {
            return null;
        }
        return callMethod(self, m, args);
    }

    public static boolean isCallable(PyObject o) {
        if (o instanceof PyBuiltin || o instanceof PyFunction || o instanceof PyBoundMethod || o instanceof PyType) {
            return true;
        }
        return o.type().hasGuestClass() && o.type().lookup(Names.CALL) != null;
    }

    // ---- attributes ----

    /** The value's own attribute {@code name} (its {@code __dict__} entry) without making a dictionary; null: none. */
    public static PyObject ownAttr(PyObject o, PyStr name) {
        return Attrs.ownAttr(o, name);
    }

    /** The attribute, or null when {@code o} has none of that name (guest {@code __getattr__} included). */
    public static PyObject getattrOrNull(PyObject o, PyStr name) {
        return Attrs.getattrOrNull(o, name);
    }

    public static PyObject getattr(PyObject o, PyStr name) {
        PyObject r = Attrs.getattrOrNull(o, name);
        if (r == null) {
            throw Attrs.noAttribute(o, name);
        }
        return r;
    }

    public static void setattr(PyObject o, PyStr name, PyObject value) {
        Attrs.setattr(o, name, value);
    }

    public static void delattr(PyObject o, PyStr name) {
        Attrs.delattr(o, name);
    }

    // ---- hashing and equality ----

    public static int hash(PyObject o) {
        if (o instanceof PyStr s && !(o instanceof Subclassed.StrSub)) {
            return s.hashCode();
        }
        if (o instanceof PyInt i && !(o instanceof Subclassed.IntSub)) {
            return i.builtinHash();
        }
        if (o.type().hasGuestClass()) {
            PyInt r = guestHash(o);
            if (r != null) {
                // the table hash of hash(o), so that a guest key equal to an int, str or tuple meets it
                return CpyHash.fold(CpyHash.ofGuest(r));
            }
        }
        return o.builtinHash();
    }

    /** The result of a guest class's {@code __hash__}, or null when the object uses a builtin hash. */
    static PyInt guestHash(PyObject o) {
        PyType t = o.type();
        if (!t.hasGuestClass()) {
            return null;
        }
        for (PyType c : t.mro()) {
            if (c.isBuiltin()) {
                break;
            }
            PyObject h = c.getOwn(Names.HASH);
            if (h != null) {
                if (h == PyNone.NONE) {
                    throw Exc.typeError("unhashable type: '" + t.name() + "'");
                }
                PyObject r = callMethod(o, h);
                if (!(r instanceof PyInt ri)) {
                    throw Exc.typeError("__hash__ method should return an integer");
                }
                return ri;
            }
            if (c.getOwn(Names.EQ) != null) {
                throw Exc.typeError("unhashable type: '" + t.name() + "'");
            }
        }
        return null;
    }

    /** Python {@code a == b} as a Java boolean (identity first, as containers compare). */
    public static boolean eqBool(PyObject a, PyObject b) {
        if (a == b) {
            return true;
        }
        return truth(Compare.eq(a, b));
    }

    // ---- iteration ----

    public static PyObject iter(PyObject o) {
        return Iters.iter(o);
    }

    /** Whether {@code iter(o)} would succeed (without calling anything). */
    public static boolean isIterable(PyObject o) {
        if (o instanceof PyIter || o instanceof PyList || o instanceof PyTuple || o instanceof PyStr
                || o instanceof PyDict || o instanceof PySet || o instanceof PyRange || o instanceof PyBytes
                || o instanceof DictViews.View || o instanceof PyMemoryView) {
            return true;
        }
        PyType t = o.type();
        return t.hasGuestClass() && (t.lookup(Names.ITER) != null || t.lookup(Names.GETITEM) != null)
                || t.lookup(Names.NEXT) != null;
    }

    /** The next item of an iterator, or {@code null} when exhausted. */
    public static PyObject next(PyObject it) {
        if (it instanceof PyIter pi) {
            return pi.next();
        }
        return Iters.guestNext(it);
    }

    // ---- length and items ----

    public static int len(PyObject o) {
        if (o instanceof PyStr s && !(o instanceof Subclassed.StrSub)) {
            return s.length();
        }
        if (o instanceof PyList l && !l.type().hasGuestClass()) {
            return l.size();
        }
        PyType t = o.type();
        if (t.hasGuestClass()) {
            PyObject m = t.lookupGuest(Names.LEN);
            if (m != null) {
                PyObject r = callMethod(o, m);
                if (!(r instanceof PyInt ri)) {
                    throw Exc.typeError("'" + typeName(r) + "' object cannot be interpreted as an integer");
                }
                if (ri.signum() < 0) {
                    throw Exc.valueError("__len__() should return >= 0");
                }
                return ri.toIntExact("len");
            }
        }
        if (o instanceof PyList l) {
            return l.size();
        }
        if (o instanceof PyTuple tu) {
            return tu.items.length;
        }
        if (o instanceof PyDict d) {
            return d.size();
        }
        if (o instanceof PySet s) {
            return s.size();
        }
        if (o instanceof PyRange r) {
            return (int) Math.min(Integer.MAX_VALUE, r.length());
        }
        if (o instanceof PyBytes b) {
            return b.length();
        }
        if (o instanceof DictViews.View v) {
            return v.dict.size();
        }
        if (o instanceof PyMemoryView m) {
            return MemoryViews.len(m);
        }
        if (o instanceof PyStr s) {
            return s.length();
        }
        throw Exc.typeError("object of type '" + typeName(o) + "' has no len()");
    }

    public static PyObject getitem(PyObject o, PyObject key) {
        return Items.getitem(o, key);
    }

    /** {@code o[key]}, or null on KeyError (namespace lookups of class bodies and exec). */
    public static PyObject getitemOrNull(PyObject o, PyObject key) {
        if (o instanceof PyDict d && !d.type().hasGuestClass()) {
            return d.map.get(key);
        }
        try {
            return Items.getitem(o, key);
        } catch (PyException e) {
            if (Exc.matches(e, Exc.KeyError)) {
                return null;
            }
            throw e;
        }
    }

    public static void setitem(PyObject o, PyObject key, PyObject value) {
        Items.setitem(o, key, value);
    }

    public static void delitem(PyObject o, PyObject key) {
        Items.delitem(o, key);
    }

    public static boolean contains(PyObject container, PyObject item) {
        return Items.contains(container, item);
    }

    /** {@code __index__}: an int for indexing, or TypeError with {@code what} in the message. */
    public static PyInt index(PyObject o, String what) {
        if (o instanceof PyInt i) {
            return i;
        }
        PyType t = o.type();
        if (t.hasGuestClass()) {
            PyObject m = t.lookupGuest(Names.INDEX);
            if (m != null) {
                PyObject r = callMethod(o, m);
                if (r instanceof PyInt ri) {
                    return ri;
                }
                throw Exc.typeError("__index__ returned non-int (type " + typeName(r) + ")");
            }
        }
        throw Exc.typeError(what.replace("%T", typeName(o)));
    }

    public static String repr(PyObject o) {
        return Repr.repr(o);
    }

    public static String str(PyObject o) {
        return Repr.str(o);
    }

    /** Whether {@code o} is an instance of {@code t} (no {@code __instancecheck__} hooks). */
    public static boolean isInstance(PyObject o, PyType t) {
        return o.type().isSubtypeOf(t);
    }
}
