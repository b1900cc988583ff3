package io.agentcage.interpreter.internal.object;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A guest type: a builtin type (fixed, shared by every execution, immutable from guest code) or a class defined
 * by guest code. Attribute lookup walks the method resolution order ({@code __mro__}, C3 linearisation).
 */
public final class PyType extends PyObject {

    /** How instances of a type are represented in Java; guest classes inherit it from their builtin base. */
    public enum Layout { OBJECT, INT, FLOAT, COMPLEX, STR, BYTES, LIST, TUPLE, DICT, SET, EXCEPTION, TYPE, OTHER }

    public static final PyType TYPE = new PyType("type", Layout.TYPE);
    public static final PyType OBJECT = new PyType("object", Layout.OBJECT);
    public static final PyType NONE_TYPE = new PyType("NoneType", Layout.OTHER);
    public static final PyType NOT_IMPLEMENTED_TYPE = new PyType("NotImplementedType", Layout.OTHER);
    public static final PyType ELLIPSIS_TYPE = new PyType("ellipsis", Layout.OTHER);
    public static final PyType INT = new PyType("int", Layout.INT);
    public static final PyType BOOL = new PyType("bool", Layout.INT, INT);
    public static final PyType FLOAT = new PyType("float", Layout.FLOAT);
    public static final PyType COMPLEX = new PyType("complex", Layout.COMPLEX);
    public static final PyType STR = new PyType("str", Layout.STR);
    public static final PyType BYTES = new PyType("bytes", Layout.BYTES);
    public static final PyType BYTEARRAY = new PyType("bytearray", Layout.OTHER);
    public static final PyType LIST = new PyType("list", Layout.LIST);
    public static final PyType TUPLE = new PyType("tuple", Layout.TUPLE);
    public static final PyType DICT = new PyType("dict", Layout.DICT);
    public static final PyType SET = new PyType("set", Layout.SET);
    public static final PyType FROZENSET = new PyType("frozenset", Layout.SET);
    public static final PyType RANGE = new PyType("range", Layout.OTHER);
    public static final PyType SLICE = new PyType("slice", Layout.OTHER);
    public static final PyType FUNCTION = new PyType("function", Layout.OTHER);
    public static final PyType BUILTIN_FUNCTION = new PyType("builtin_function_or_method", Layout.OTHER);
    public static final PyType METHOD = new PyType("method", Layout.OTHER);
    public static final PyType PROPERTY = new PyType("property", Layout.OTHER);
    public static final PyType CLASSMETHOD = new PyType("classmethod", Layout.OTHER);
    public static final PyType STATICMETHOD = new PyType("staticmethod", Layout.OTHER);
    public static final PyType MODULE = new PyType("module", Layout.OTHER);
    public static final PyType CELL = new PyType("cell", Layout.OTHER);
    public static final PyType GENERATOR = new PyType("generator", Layout.OTHER);
    public static final PyType ITERATOR = new PyType("iterator", Layout.OTHER);
    public static final PyType SUPER = new PyType("super", Layout.OTHER);
    public static final PyType DICT_KEYS = new PyType("dict_keys", Layout.OTHER);
    public static final PyType DICT_VALUES = new PyType("dict_values", Layout.OTHER);
    public static final PyType DICT_ITEMS = new PyType("dict_items", Layout.OTHER);
    public static final PyType FILE = new PyType("TextIOWrapper", Layout.OTHER);

    private final String name;
    private String qualname;
    private String module = "builtins";
    /** The name error messages use: CPython's C types say 'datetime.date' where {@code __name__} is 'date'. */
    private String tpName;
    private PyType[] bases;
    private PyType[] mro;
    private final PyDict dict = new PyDict();
    private final boolean builtin;
    private final Layout layout;
    private PyType metaclass;
    /** Whether guest code may create subclasses of this builtin type. */
    private boolean baseType = true;
    /** Bumped on every attribute change; lets call sites cache lookups. */
    private int version;
    /** The attribute names instances may have when {@code __slots__} removed their dictionary, else null. */
    private java.util.Set<PyStr> slots;
    /** Set when any class in the MRO is a guest class: dunder dispatch must consult the MRO. */
    private final boolean hasGuestClass;
    /**
     * A copied class whose attributes are not copied yet ({@link #copyGuest}): the template class they come from
     * and the copier of the execution that owns this copy; both null once {@link #dict} is filled.
     */
    private PyType lazyFrom;
    private java.util.function.UnaryOperator<PyObject> lazyCopier;
    /**
     * The MRO lookups of a guest class, remembered (CPython's method cache, one per type): dropped whenever this
     * class or a class in its MRO changes (see {@link #invalidateLookups}), so an entry is always what a walk of
     * the MRO would find now. Null until the first lookup.
     */
    private LookupCache lookups;
    /**
     * Changes whenever what a lookup along this class's MRO may find changes: an attribute of this class or of a
     * guest base set or deleted, or the namespace handed out by {@link #dict()}. Keys the VM's inline caches.
     */
    private int lookupVersion;
    /** Guest classes that have this guest class as a direct base, whose lookups its changes invalidate. */
    private java.util.List<java.lang.ref.WeakReference<PyType>> subclasses;
    /** The empty {@link Shape} of this guest class's instances, the root of their shape tree; null until needed. */
    private volatile Shape rootShape;
    /** The most attribute slots an instance of this class was seen to need: a new instance's first array's size. */
    private int instanceSlots;

    private PyType(String name, Layout layout, PyType... bases) {
        this.name = name;
        this.qualname = name;
        this.layout = layout;
        this.builtin = true;
        this.hasGuestClass = false;
        this.bases = bases.length == 0 && !"object".equals(name) ? null : bases;
        this.metaclass = null;
    }

    /** A guest class. {@code mro} must already be computed with {@link #computeMro}. */
    public PyType(String name, PyType[] bases, PyType metaclass, Layout layout) {
        super(128 + Footprint.refArray(bases.length + 2L) * 2);
        this.name = name;
        this.qualname = name;
        this.module = "__main__";
        this.bases = bases;
        this.builtin = false;
        this.layout = layout;
        this.metaclass = metaclass;
        this.hasGuestClass = true;
        this.mro = computeMro(this, bases);
        registerWithBases();
    }

    /** Lets each guest base invalidate this class's lookups when the base changes. */
    private void registerWithBases() {
        for (PyType b : bases) {
            if (!b.builtin) {
                b.addSubclass(this);
            }
        }
    }

    private void addSubclass(PyType sub) {
        if (subclasses == null) {
            subclasses = new java.util.ArrayList<>(2);
        } else if (subclasses.size() >= 8 && Integer.bitCount(subclasses.size()) == 1) {
            subclasses.removeIf(r -> r.get() == null);
        }
        subclasses.add(new java.lang.ref.WeakReference<>(sub));
    }

    /** Forgets the remembered lookups of this class and of every class below it. */
    private void invalidateLookups() {
        lookups = null;
        lookupVersion++;
        if (subclasses != null) {
            for (java.lang.ref.WeakReference<PyType> r : subclasses) {
                PyType sub = r.get();
                if (sub != null) {
                    sub.invalidateLookups();
                }
            }
        }
    }

    /** An empty shell with the identity-defining fields of {@code src}, for {@link #copyGuest}. */
    private PyType(PyType src) {
        this.name = src.name;
        this.builtin = false;
        this.layout = src.layout;
        this.hasGuestClass = src.hasGuestClass;
    }

    /**
     * A copy of this guest class for another execution (module templates): a new type whose bases, MRO, metaclass
     * and attributes are {@code copier} applied to this one's. {@code register} receives the new type before any
     * attribute is copied, so that references back to the class resolve to the copy. When {@code lazy}, the
     * attributes are copied the first time anything reads or writes the class's namespace (the copier must keep
     * mapping the template's objects to the same copies until then).
     */
    public PyType copyGuest(java.util.function.UnaryOperator<PyObject> copier,
                            java.util.function.Consumer<PyType> register, boolean lazy) {
        if (builtin) {
            throw new IllegalStateException("builtin types are shared, not copied");
        }
        PyType t = new PyType(this);
        register.accept(t);
        t.qualname = qualname;
        t.module = module;
        t.tpName = tpName;
        t.baseType = baseType;
        t.version = version;
        t.slots = slots == null ? null : new java.util.LinkedHashSet<>(slots);
        t.metaclass = metaclass == null ? null : (PyType) copier.apply(metaclass);
        t.bases = copyTypes(bases, copier);
        t.mro = copyTypes(mro, copier);
        t.registerWithBases();
        t.lazyFrom = this;
        t.lazyCopier = copier;
        if (!lazy) {
            t.fillLazily();
        }
        return t;
    }

    private static PyType[] copyTypes(PyType[] types, java.util.function.UnaryOperator<PyObject> copier) {
        if (types == null) {
            return null;
        }
        PyType[] out = new PyType[types.length];
        for (int i = 0; i < types.length; i++) {
            out[i] = (PyType) copier.apply(types[i]);
        }
        return out;
    }

    /** Creates a builtin type (for native modules): {@code base} may be null for object. */
    public static PyType newBuiltin(String name, String module, PyType base) {
        Layout layout = base == null ? Layout.OBJECT : base.layout;
        PyType t = new PyType(name, layout, base == null ? OBJECT : base);
        t.module = module;
        t.finishBuiltin();
        return t;
    }

    /** Creates a builtin type of a higher layer that guest code cannot subclass (a coroutine's, an awaitable's). */
    public static PyType newFinalBuiltin(String name, String module) {
        PyType t = newBuiltin(name, module, null);
        t.baseType = false;
        return t;
    }

    /** Creates a builtin type with an explicit instance layout. */
    static PyType newBuiltin(String name, Layout layout, PyType base) {
        PyType t = new PyType(name, layout, base);
        t.finishBuiltin();
        return t;
    }

    /** Creates a builtin type with two bases (ExceptionGroup is both a BaseExceptionGroup and an Exception). */
    static PyType newBuiltin(String name, Layout layout, PyType base, PyType second) {
        PyType t = new PyType(name, layout, base, second);
        t.finishBuiltin();
        return t;
    }

    /** Refuses guest subclasses of this builtin type (start-up only). */
    void markFinal() {
        baseType = false;
    }

    void finishBuiltin() {
        if (bases == null) {
            bases = new PyType[] {OBJECT};
        }
        mro = computeMro(this, bases);
        if (metaclass == null) {
            metaclass = TYPE;
        }
    }

    private static final PyType[] CORE = {OBJECT, TYPE, NONE_TYPE, NOT_IMPLEMENTED_TYPE, ELLIPSIS_TYPE, INT, BOOL,
        FLOAT, COMPLEX, STR, BYTES, BYTEARRAY, LIST, TUPLE, DICT, SET, FROZENSET, RANGE, SLICE, FUNCTION,
        BUILTIN_FUNCTION, METHOD, PROPERTY, CLASSMETHOD, STATICMETHOD, MODULE, CELL, GENERATOR, ITERATOR, SUPER,
        DICT_KEYS, DICT_VALUES, DICT_ITEMS, FILE};

    /** The builtin types the object model defines itself (those of the builtins namespace and a few more). */
    public static PyType[] coreTypes() {
        return CORE.clone();
    }

    /**
     * An empty guest class for a snapshot being read; {@link #restore} gives it the rest once every object of the
     * snapshot exists.
     */
    public static PyType restoredGuest(String name, Layout layout) {
        PyType t = new PyType(name, layout, true);
        t.dict.map.clear();
        return t;
    }

    private PyType(String name, Layout layout, boolean guest) {
        this.name = name;
        this.builtin = false;
        this.layout = layout;
        this.hasGuestClass = guest;
    }

    /** Completes a class made by {@link #restoredGuest} (its namespace is filled through {@link #dict()}). */
    public void restore(String qualName, String moduleName, String tp, boolean base, int ver,
                        java.util.Set<PyStr> slotNames, PyType meta, PyType[] baseTypes, PyType[] order) {
        if (builtin || mro != null) {
            throw new IllegalStateException("only a class being read from a snapshot can be restored");
        }
        this.qualname = qualName;
        this.module = moduleName;
        this.tpName = tp;
        this.baseType = base;
        this.version = ver;
        this.slots = slotNames;
        this.metaclass = meta;
        this.bases = baseTypes;
        this.mro = order;
    }

    static {
        for (PyType t : CORE) {
            t.finishBuiltin();
        }
        for (PyType t : new PyType[] {NONE_TYPE, NOT_IMPLEMENTED_TYPE, ELLIPSIS_TYPE, BOOL, RANGE, SLICE, FUNCTION,
                BUILTIN_FUNCTION, METHOD, MODULE, CELL, GENERATOR, ITERATOR, DICT_KEYS, DICT_VALUES, DICT_ITEMS,
                FILE}) {
            t.baseType = false;
        }
        OBJECT.slots = java.util.Set.of();   // object() has no __dict__ and takes no attributes
    }

    /** C3 linearisation; raises TypeError when no consistent order exists. */
    public static PyType[] computeMro(PyType self, PyType[] bases) {
        List<List<PyType>> seqs = new ArrayList<>();
        for (PyType b : bases) {
            seqs.add(new ArrayList<>(Arrays.asList(b.mro)));
        }
        seqs.add(new ArrayList<>(Arrays.asList(bases)));
        List<PyType> result = new ArrayList<>();
        result.add(self);
        while (true) {
            seqs.removeIf(List::isEmpty);
            if (seqs.isEmpty()) {
                return result.toArray(new PyType[0]);
            }
            PyType candidate = null;
            for (List<PyType> s : seqs) {
                PyType head = s.get(0);
                boolean inTail = false;
                for (List<PyType> other : seqs) {
                    if (other.indexOf(head) > 0) {
                        inTail = true;
                        break;
                    }
                }
                if (!inTail) {
                    candidate = head;
                    break;
                }
            }
            if (candidate == null) {
                StringBuilder sb = new StringBuilder();
                for (PyType b : bases) {
                    sb.append(sb.length() == 0 ? "" : ", ").append(b.name);
                }
                throw Exc.typeError("Cannot create a consistent method resolution order (MRO) for bases " + sb);
            }
            result.add(candidate);
            for (List<PyType> s : seqs) {
                if (!s.isEmpty() && s.get(0) == candidate) {
                    s.remove(0);
                }
            }
        }
    }

    @Override
    public PyType type() {
        return metaclass == null ? TYPE : metaclass;
    }

    public String name() {
        return name;
    }

    /** The type's name in error messages ({@code tp_name}): set by a class body's {@code __tp_name__}. */
    public String tpName() {
        return tpName != null ? tpName : name;
    }

    public void setTpName(String n) {
        this.tpName = n;
    }

    public String qualname() {
        return qualname;
    }

    public void setQualname(String q) {
        this.qualname = q;
    }

    public String module() {
        return module;
    }

    public void setModule(String m) {
        this.module = m;
    }

    public PyType[] bases() {
        return bases;
    }

    public PyType[] mro() {
        return mro;
    }

    public boolean isBuiltin() {
        return builtin;
    }

    /** A guest class: the object, its MRO and bases arrays (its dict is counted on its own); builtin types: 0. */
    @Override
    public long footprint() {
        return builtin ? 0 : 128 + Footprint.refArray(mro == null ? 1 : mro.length)
                + Footprint.refArray(bases == null ? 0 : bases.length) + (lookups == null ? 0 : LookupCache.BYTES)
                + (rootShape == null ? 0 : rootShape.treeBytes());
    }

    /** How many slots a new instance's values array gets at first (see {@link PyInstance}). */
    int instanceSlots() {
        return instanceSlots;
    }

    /** Notes that an instance of this class reached {@code n} attribute slots. */
    void noteInstanceSlots(int n) {
        if (n > instanceSlots) {
            instanceSlots = Math.min(n, Shape.MAX_SLOTS);
        }
    }

    /**
     * The empty shape of this class's instances (made on first use), or null for a builtin type, whose instances
     * keep a dictionary: a builtin type outlives executions and is shared by threads, its shapes would too.
     */
    public Shape rootShape() {
        Shape r = rootShape;
        if (r == null && !builtin) {
            synchronized (this) {
                r = rootShape;
                if (r == null) {
                    r = Shape.root();
                    rootShape = r;
                }
            }
        }
        return r;
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        if (builtin) {
            return;
        }
        refs.accept(dict);
        refs.accept(metaclass);
        if (bases != null) {
            for (PyType b : bases) {
                refs.accept(b);
            }
        }
    }

    public boolean isBaseType() {
        return baseType;
    }

    public Layout layout() {
        return layout;
    }

    /** The names an instance may set when its class's {@code __slots__} leave it no {@code __dict__}, else null. */
    public java.util.Set<PyStr> slots() {
        return slots;
    }

    void setSlots(java.util.Set<PyStr> names) {
        this.slots = names;
    }

    public boolean hasGuestClass() {
        return hasGuestClass;
    }

    public int version() {
        return version;
    }

    /** The version of what lookups along the MRO find (see {@link #lookupVersion}); builtin types never change. */
    public int lookupVersion() {
        return lookupVersion;
    }

    /**
     * The type's own namespace. Builtin types' dictionaries are filled at start-up and never change after; a guest
     * class's is changed through it only while the class is being made, so it forgets its own remembered lookups.
     */
    public PyDict dict() {
        lookups = null;
        lookupVersion++;
        return ownDict();
    }

    /** The namespace, first filled from the template class when this is a lazily copied class. */
    private PyDict ownDict() {
        if (lazyFrom != null) {
            fillLazily();
        }
        return dict;
    }

    /** This class's own attribute {@code name} (not inherited), or null; cheaper than {@code dict().getStr}. */
    public PyObject getOwn(PyStr name) {
        return own(name);
    }

    /** This class's own attribute {@code name}, or null; a lazily copied class copies just that attribute. */
    private PyObject own(PyStr name) {
        PyObject v = dict.getStr(name);
        if (v != null || lazyFrom == null) {
            return v;
        }
        PyObject src = lazyFrom.dict.getStr(name);
        if (src == null) {
            return null;
        }
        v = lazyCopier.apply(src);
        dict.map.put(name, v);
        return v;
    }

    private void fillLazily() {
        PyType src = lazyFrom;
        java.util.function.UnaryOperator<PyObject> copier = lazyCopier;
        lazyFrom = null;
        lazyCopier = null;
        // attributes already copied by lookups come back from the copier as the same objects, in template order
        dict.map.clear();
        for (java.util.Map.Entry<PyObject, PyObject> e : src.dict.map.entrySet()) {
            dict.map.put(copier.apply(e.getKey()), copier.apply(e.getValue()));
        }
    }

    /** Looks {@code name} up along the MRO; {@code null} when absent. */
    public PyObject lookup(PyStr name) {
        if (builtin || name.getClass() != PyStr.class) {
            return walkMro(name);
        }
        LookupCache c = cached(name);
        return c.values[name.builtinHash() & LookupCache.MASK];
    }

    /** The cache of this guest class with {@code name}'s slot filled. */
    private LookupCache cached(PyStr name) {
        LookupCache c = lookups;
        if (c == null || c.owner != Thread.currentThread()) {
            // each cache is filled by one thread only; a class seen from another thread gets a cache of its own
            c = new LookupCache();
            Interp.allocated(LookupCache.BYTES);
            lookups = c;
        }
        int i = name.builtinHash() & LookupCache.MASK;
        PyStr k = c.names[i];
        if (k == name || k != null && k.builtinHash() == name.builtinHash() && k.value().equals(name.value())) {
            return c;
        }
        PyObject v = null;
        boolean guest = false;
        boolean beforeBuiltin = true;
        for (PyType t : mro) {
            beforeBuiltin &= !t.builtin;
            v = t.own(name);
            if (v != null) {
                guest = beforeBuiltin;
                break;
            }
        }
        c.names[i] = name;
        c.values[i] = v;
        c.guest[i] = guest;
        return c;
    }

    /**
     * A small direct-mapped cache of MRO lookups (a name's slot is its hash modulo the size; a colliding name
     * replaces it), of fixed size so that guest code cannot grow it. Null values record absent names.
     */
    private static final class LookupCache {
        static final int SIZE = 32;
        static final int MASK = SIZE - 1;
        static final long BYTES = 24 + 2 * Footprint.refArray(SIZE) + 16 + SIZE;
        final Thread owner = Thread.currentThread();
        final PyStr[] names = new PyStr[SIZE];
        final PyObject[] values = new PyObject[SIZE];
        /** Whether the value was found in a guest class before any builtin one in the MRO ({@link #lookupGuest}). */
        final boolean[] guest = new boolean[SIZE];
    }

    private PyObject walkMro(PyStr name) {
        for (PyType t : mro) {
            PyObject v = t.own(name);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    public PyObject lookup(String name) {
        return lookup(PyStr.of(name));
    }

    /** Like {@link #lookup} but only in guest classes of the MRO: used to find dunder overrides. */
    public PyObject lookupGuest(PyStr name) {
        if (!hasGuestClass) {
            return null;
        }
        if (!builtin && name.getClass() == PyStr.class) {
            LookupCache c = cached(name);
            int i = name.builtinHash() & LookupCache.MASK;
            return c.guest[i] ? c.values[i] : null;
        }
        for (PyType t : mro) {
            if (t.builtin) {
                return null;
            }
            PyObject v = t.own(name);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    /** Sets a class attribute; refused on builtin types once start-up is over. */
    public void setAttr(PyStr name, PyObject value) {
        if (builtin && Registry.isFrozen()) {
            throw Exc.typeError("cannot set '" + name + "' attribute of immutable type '" + this.name + "'");
        }
        ownDict().put(name, value);
        version++;
        invalidateLookups();
    }

    public void delAttr(PyStr name) {
        if (builtin && Registry.isFrozen()) {
            throw Exc.typeError("cannot delete '" + name + "' attribute of immutable type '" + this.name + "'");
        }
        if (ownDict().remove(name) == null) {
            throw Exc.attributeError("type object '" + this.name + "' has no attribute '" + name + "'");
        }
        version++;
        invalidateLookups();
    }

    /** Whether this type is {@code other} or a subclass of it. */
    public boolean isSubtypeOf(PyType other) {
        if (this == other || other == OBJECT) {
            return true;
        }
        for (PyType t : mro) {
            if (t == other) {
                return true;
            }
        }
        return false;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    /**
     * Defines an attribute of a type being set up: a builtin type during start-up (throws
     * {@link IllegalStateException} once the {@link Registry} is frozen: builtin types are shared by every
     * execution), or a type a module makes for one execution.
     */
    public void define(String attr, PyObject value) {
        if (builtin) {
            Registry.requireOpen("attribute '" + name + "." + attr + "'");
        } else {
            invalidateLookups();
        }
        dict.put(PyStr.of(attr), value);
    }
}
