package io.agentcage.interpreter.internal.object;

import java.math.BigInteger;
import java.util.Map;

/**
 * The snapshot records of the object model's values: named objects (builtins, types, singletons), numbers, strings,
 * bytes, containers, cells, functions, guest classes and instances, modules written in Python, bound methods,
 * descriptors, exceptions, ranges and slices. Iterators and instances of guest subclasses of builtins are in
 * {@link ValueCodecs}.
 */
public final class ObjectCodecs implements ImageCodec {
    static final int REF = 1;
    static final int INT = 2;
    static final int BIGINT = 3;
    static final int FLOAT = 4;
    static final int COMPLEX = 5;
    static final int STR = 6;
    static final int BYTES = 7;
    static final int TUPLE = 8;
    static final int LIST = 9;
    static final int DICT = 10;
    static final int SET = 11;
    static final int CELL = 12;
    static final int FUNCTION = 13;
    static final int INSTANCE = 14;
    static final int CLASS = 15;
    static final int MODULE = 16;
    static final int METHOD = 17;
    static final int DESCRIPTOR = 18;
    static final int EXCEPTION = 19;
    static final int RANGE = 20;
    static final int SLICE = 21;

    private final NameTable names;

    /** Codecs that name what {@code names} knows. */
    public ObjectCodecs(NameTable names) {
        this.names = names;
    }

    /**
     * A codec that claims only the named objects, writing their names as this codec's references: put before codecs
     * that claim objects by class ({@link ValueCodecs}), it keeps a named object (a native module's
     * {@code sys.version_info}, an instance of a tuple subclass) from being written as a value, with its class and
     * the class's native methods, which cannot be. Its records are read by this codec.
     */
    public ImageCodec namedFirst() {
        return new ImageCodec() {
            @Override
            public int kindOf(Object o) {
                return names.nameOf(o) != null ? REF : -1;
            }

            @Override
            public boolean reads(int kind) {
                return false;
            }

            @Override
            public void write(Object o, ImageOut out) {
                out.str(names.nameOf(o));
            }

            @Override
            public Record read(int kind, ImageIn in) {
                throw new IllegalStateException("read by ObjectCodecs");
            }
        };
    }

    @Override
    public boolean reads(int kind) {
        return kind >= REF && kind <= SLICE;
    }

    @Override
    public int kindOf(Object o) {
        if (names.nameOf(o) != null) {
            return REF;
        }
        Class<?> k = o.getClass();
        if (k == PyInt.class || k == IntFlagValue.class) {
            // a flag (re.I | re.M) is kept as its int value
            return ((PyInt) o).big == null ? INT : BIGINT;
        }
        if (k == PyFloat.class) {
            return FLOAT;
        }
        if (k == PyComplex.class) {
            return COMPLEX;
        }
        if (k == PyStr.class) {
            return STR;
        }
        if (k == PyBytes.class) {
            return BYTES;
        }
        if (k == PyTuple.class) {
            return TUPLE;
        }
        if (k == PyList.class) {
            return LIST;
        }
        if (k == PyDict.class) {
            return DICT;
        }
        if (k == PySet.class) {
            return SET;
        }
        if (k == PyCell.class) {
            return CELL;
        }
        if (k == PyFunction.class) {
            return FUNCTION;
        }
        if (k == PyInstance.class) {
            return INSTANCE;
        }
        if (k == PyType.class && !((PyType) o).isBuiltin()) {
            return CLASS;
        }
        if (k == PyModule.class) {
            return MODULE;
        }
        if (k == PyBoundMethod.class) {
            return METHOD;
        }
        if (k == PyDescriptor.class) {
            return DESCRIPTOR;
        }
        if (k == PyBaseException.class) {
            return EXCEPTION;
        }
        if (k == PyRange.class) {
            return RANGE;
        }
        return k == PySlice.class ? SLICE : -1;
    }

    @Override
    public void write(Object o, ImageOut out) {
        String name = names.nameOf(o);
        if (name != null) {
            out.str(name);
            return;
        }
        if (o instanceof PyInt i) {
            if (i.big == null) {
                out.slong(i.value);
            } else {
                byte[] b = i.big.toByteArray();
                out.bytes(b, b.length);
            }
        } else if (o instanceof PyFloat f) {
            out.f64(f.value);
        } else if (o instanceof PyComplex c) {
            out.f64(c.real);
            out.f64(c.imag);
        } else if (o instanceof PyStr s) {
            out.str(s.value());
        } else if (o instanceof PyBytes b) {
            out.bool(b.mutable);
            out.bytes(b.data, b.size);
        } else if (o instanceof PyTuple t) {
            refs(out, t.items, t.items.length, "item");
        } else if (o instanceof PyList l) {
            refs(out, l.array(), l.size(), "item");
        } else if (o instanceof PyDict d) {
            out.bool(d.map instanceof VersionedMap);
            entries(out, d, "entry");
        } else if (o instanceof PySet s) {
            out.bool(s.frozen);
            elements(out, s);
        } else if (o instanceof PyCell c) {
            out.ref(c.value, "cell");
        } else if (o instanceof PyFunction f) {
            function(f, out);
        } else if (o instanceof PyInstance i) {
            out.ref(i.type(), "class");
            out.ref(i.nativeState(), "native state");
            entries(out, i.instanceDict(), "attribute");
        } else if (o instanceof PyType t) {
            guestClass(t, out);
        } else if (o instanceof PyModule m) {
            out.str(m.name);
            out.ref(m.dict, "module " + m.name);
        } else if (o instanceof PyBoundMethod m) {
            out.ref(m.self, "self");
            out.ref(m.function, "method");
        } else if (o instanceof PyDescriptor d) {
            out.u8(d.kind.ordinal());
            out.ref(d.fget, "fget");
            out.ref(d.fset, "fset");
            out.ref(d.fdel, "fdel");
            out.ref(d.doc, "doc");
        } else if (o instanceof PyBaseException e) {
            exception(e, out);
        } else if (o instanceof PyRange r) {
            out.slong(r.start);
            out.slong(r.stop);
            out.slong(r.step);
        } else if (o instanceof PySlice s) {
            out.ref(s.start, "start");
            out.ref(s.stop, "stop");
            out.ref(s.step, "step");
        }
    }

    public static void refs(ImageOut out, PyObject[] items, int n, String label) {
        out.uint(n);
        for (int i = 0; i < n; i++) {
            out.ref(items[i], label + " " + i);
        }
    }

    /** Dict entries, after a flag saying whether every key hashes without guest code (see fill order). */
    public static void entries(ImageOut out, PyDict d, String label) {
        out.bool(simpleKeys(d.map.keySet()));
        out.uint(d.map.size());
        for (Map.Entry<PyObject, PyObject> e : d.map.entrySet()) {
            out.ref(e.getKey(), label + " key");
            out.ref(e.getValue(), e.getKey() instanceof PyStr k ? label + " '" + k.value() + "'" : label);
        }
    }

    private static void elements(ImageOut out, PySet s) {
        out.bool(simpleKeys(s.set));
        out.uint(s.set.size());
        for (PyObject x : s.set) {
            out.ref(x, "element");
        }
    }

    private static boolean simpleKeys(Iterable<PyObject> keys) {
        for (PyObject k : keys) {
            if (!simpleKey(k, 0)) {
                return false;
            }
        }
        return true;
    }

    private static boolean simpleKey(PyObject k, int depth) {
        Class<?> c = k.getClass();
        if (c == PyStr.class || c == PyInt.class || c == PyBool.class || c == PyFloat.class || c == PyNone.class
                || c == PyComplex.class || (c == PyBytes.class && !((PyBytes) k).mutable)
                || (c == PyType.class && ((PyType) k).isBuiltin())) {
            return true;
        }
        if (c == PyTuple.class && depth < 8) {
            for (PyObject x : ((PyTuple) k).items) {
                if (!simpleKey(x, depth + 1)) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    private static void function(PyFunction f, ImageOut out) {
        out.code(f.code);
        out.ref(f.globals, "globals of " + f.qualname);
        int nc = f.closure == null ? -1 : f.closure.length;
        out.slong(nc);
        for (int i = 0; i < nc; i++) {
            out.ref(f.closure[i], "closure of " + f.qualname);
        }
        out.slong(f.defaults == null ? -1 : f.defaults.length);
        if (f.defaults != null) {
            for (PyObject d : f.defaults) {
                out.ref(d, "default of " + f.qualname);
            }
        }
        out.ref(f.kwdefaults, "keyword defaults of " + f.qualname);
        out.ref(f.annotations, "annotations of " + f.qualname);
        out.str(f.name);
        out.str(f.qualname);
        out.ref(f.doc, "doc of " + f.qualname);
        out.str(f.module);
        optEntries(out, f.dictOrNull(), "attribute of " + f.qualname);
    }

    /** An own attribute dictionary written inline (so it is filled before any guest {@code __hash__} runs). */
    static void optEntries(ImageOut out, PyDict d, String label) {
        out.bool(d != null && d.size() > 0);
        if (d != null && d.size() > 0) {
            entries(out, d, label);
        }
    }

    private static void guestClass(PyType t, ImageOut out) {
        out.str(t.name());
        out.u8(t.layout().ordinal());
        out.str(t.qualname());
        out.str(t.module());
        out.str(t.tpName());
        out.bool(t.isBaseType());
        out.slong(t.version());
        java.util.Set<PyStr> slots = t.slots();
        out.slong(slots == null ? -1 : slots.size());
        if (slots != null) {
            for (PyStr s : slots) {
                out.str(s.value());
            }
        }
        out.ref(t.type(), "metaclass of " + t.name());
        refs(out, t.bases(), t.bases().length, "base of " + t.name());
        refs(out, t.mro(), t.mro().length, "mro of " + t.name());
        entries(out, t.dict(), "class " + t.name());
    }

    private static void exception(PyBaseException e, ImageOut out) {
        out.ref(e.type(), "exception type");
        out.ref(e.args, "exception args");
        out.ref(e.cause, "__cause__");
        out.ref(e.context, "__context__");
        out.bool(e.suppressContext);
        out.optStr(e.groupMessage == null ? null : e.groupMessage.value());
        out.ref(e.groupExceptions, "exceptions of the group");
        out.uint(e.traceback.size());
        for (PyBaseException.TraceEntry t : e.traceback) {
            out.str(t.file());
            out.slong(t.line());
            out.str(t.function());
            int[] p = t.position();
            out.slong(p == null ? -1 : p.length);
            if (p != null) {
                for (int x : p) {
                    out.slong(x);
                }
            }
        }
        optEntries(out, e.instanceDictOrNull(), "exception attribute");
    }

    @Override
    public Record read(int kind, ImageIn in) {
        switch (kind) {
            case REF: {
                String name = in.str();
                return simple(g -> {
                    Object o = names.objectOf(name);
                    if (o == null) {
                        throw ImageException.corrupt("it names '" + name + "', which this interpreter does not have");
                    }
                    return o;
                });
            }
            case INT: {
                long v = in.slong();
                return simple(g -> PyInt.of(v));
            }
            case BIGINT: {
                byte[] b = in.bytes();
                if (b.length == 0) {
                    throw ImageException.corrupt("an empty big integer");
                }
                return simple(g -> PyInt.of(new BigInteger(b)));
            }
            case FLOAT: {
                double v = in.f64();
                return simple(g -> new PyFloat(v));
            }
            case COMPLEX: {
                double re = in.f64();
                double im = in.f64();
                return simple(g -> new PyComplex(re, im));
            }
            case STR: {
                String s = in.str();
                return simple(g -> new PyStr(s));
            }
            case BYTES: {
                boolean mutable = in.bool();
                byte[] b = in.bytes();
                return simple(g -> new PyBytes(b, mutable));
            }
            case TUPLE:
                return tuple(in);
            case LIST:
                return list(in);
            case DICT:
                return dict(in);
            case SET:
                return set(in);
            case CELL: {
                int v = in.ref();
                return new Record() {
                    @Override
                    public Object build(ImageGraph g) {
                        return new PyCell(null);
                    }

                    @Override
                    public void fill(ImageGraph g, Object self) {
                        ((PyCell) self).value = g.get(v, PyObject.class, true, "a cell's value");
                    }
                };
            }
            case FUNCTION:
                return FunctionRecord.read(in);
            case INSTANCE:
                return instance(in);
            case CLASS:
                return ClassRecord.read(in);
            case MODULE: {
                String name = in.str();
                int dict = in.ref();
                return built(new int[] {dict}, g -> new PyModule(name, g.get(dict, PyDict.class, false,
                        "a module's namespace")));
            }
            case METHOD: {
                int self = in.ref();
                int fn = in.ref();
                return built(new int[] {self, fn}, g -> new PyBoundMethod(g.value(self, "a method's self"),
                        g.value(fn, "a method's function")));
            }
            case DESCRIPTOR:
                return descriptor(in);
            case EXCEPTION:
                return ExceptionRecord.read(in);
            case RANGE: {
                long start = in.slong();
                long stop = in.slong();
                long step = in.slong();
                if (step == 0) {
                    throw ImageException.corrupt("a range with step 0");
                }
                return simple(g -> new PyRange(start, stop, step));
            }
            default: {
                int a = in.ref();
                int b = in.ref();
                int c = in.ref();
                return built(new int[] {a, b, c}, g -> new PySlice(g.value(a, "a slice's start"),
                        g.value(b, "a slice's stop"), g.value(c, "a slice's step")));
            }
        }
    }

    /** A record made in one step from its own bytes. */
    public static Record simple(java.util.function.Function<ImageGraph, Object> make) {
        return built(new int[0], make);
    }

    /** A record made in one step once the objects {@code needs} exist. */
    public static Record built(int[] needs, java.util.function.Function<ImageGraph, Object> make) {
        return new Record() {
            @Override
            public int[] needs() {
                return needs;
            }

            @Override
            public Object build(ImageGraph g) {
                return make.apply(g);
            }
        };
    }

    public static int[] readRefs(ImageIn in) {
        int n = in.count(1);
        int[] ids = new int[n];
        for (int i = 0; i < n; i++) {
            ids[i] = in.ref();
        }
        return ids;
    }

    public static PyObject[] resolve(ImageGraph g, int[] ids, String what) {
        PyObject[] out = new PyObject[ids.length];
        for (int i = 0; i < ids.length; i++) {
            out[i] = g.value(ids[i], what);
        }
        return out;
    }

    private static Record tuple(ImageIn in) {
        int[] items = readRefs(in);
        return new Record() {
            @Override
            public Object build(ImageGraph g) {
                return items.length == 0 ? PyTuple.EMPTY : new PyTuple(new PyObject[items.length]);
            }

            @Override
            public void fill(ImageGraph g, Object self) {
                PyObject[] a = ((PyTuple) self).items;
                for (int i = 0; i < items.length; i++) {
                    a[i] = g.value(items[i], "a tuple item");
                }
            }
        };
    }

    private static Record list(ImageIn in) {
        int[] items = readRefs(in);
        return new Record() {
            @Override
            public Object build(ImageGraph g) {
                return new PyList(items.length);
            }

            @Override
            public void fill(ImageGraph g, Object self) {
                PyList l = (PyList) self;
                for (int id : items) {
                    l.append(g.value(id, "a list item"));
                }
            }
        };
    }

    /** Dict entries as read: whether the keys hash natively, then key and value ids. */
    public static final class Entries {
        final boolean simple;
        final int[] ids;

        /** Entries written by {@link #optEntries}, or null. */
        public static Entries optional(ImageIn in) {
            return in.bool() ? new Entries(in) : null;
        }

        public Entries(ImageIn in) {
            simple = in.bool();
            int n = in.count(2);
            ids = new int[2 * n];
            for (int i = 0; i < ids.length; i++) {
                ids[i] = in.ref();
            }
        }

        /** Puts the entries into {@code d} (hashing the keys: may run a guest {@code __hash__}). */
        public void into(ImageGraph g, PyDict d) {
            for (int i = 0; i < ids.length; i += 2) {
                d.map.put(g.value(ids[i], "a dict key"), g.value(ids[i + 1], "a dict value"));
            }
        }

        public int order() {
            return simple ? 1 : 2;
        }
    }

    private static Record dict(ImageIn in) {
        boolean versioned = in.bool();
        Entries entries = new Entries(in);
        return new Record() {
            @Override
            public Object build(ImageGraph g) {
                return versioned ? new PyDict(new VersionedMap()) : new PyDict();
            }

            @Override
            public void fill(ImageGraph g, Object self) {
                entries.into(g, (PyDict) self);
            }

            @Override
            public int fillOrder() {
                return entries.order();
            }
        };
    }

    private static Record set(ImageIn in) {
        boolean frozen = in.bool();
        boolean simple = in.bool();
        int[] items = readRefs(in);
        return new Record() {
            @Override
            public Object build(ImageGraph g) {
                return new PySet(new CpySet(), frozen);
            }

            @Override
            public void fill(ImageGraph g, Object self) {
                CpySet s = ((PySet) self).set;
                for (int id : items) {
                    s.add(g.value(id, "a set element"));
                }
            }

            @Override
            public int fillOrder() {
                return simple ? 1 : 2;
            }
        };
    }

    private static Record instance(ImageIn in) {
        int type = in.ref();
        int state = in.ref();
        Entries attrs = new Entries(in);
        return new Record() {
            @Override
            public Object build(ImageGraph g) {
                return new PyInstance(PyType.OBJECT);
            }

            @Override
            public void fill(ImageGraph g, Object self) {
                PyInstance i = (PyInstance) self;
                PyType t = g.get(type, PyType.class, false, "an instance's class");
                if (t.isBuiltin() && t != PyType.OBJECT) {
                    throw ImageException.corrupt("an instance of builtin type " + t.name());
                }
                i.setType(t);
                i.setNativeState(g.get(state, Object.class, true, "native state"));
                attrs.into(g, i.instanceDict());
            }

            @Override
            public int fillOrder() {
                return attrs.order();
            }
        };
    }

    private static Record descriptor(ImageIn in) {
        int kind = in.u8();
        if (kind >= PyDescriptor.Kind.values().length) {
            throw ImageException.corrupt("a descriptor of kind " + kind);
        }
        int[] r = {in.ref(), in.ref(), in.ref(), in.ref()};
        return built(r, g -> new PyDescriptor(PyDescriptor.Kind.values()[kind], g.value(r[0], "fget"),
                g.value(r[1], "fset"), g.value(r[2], "fdel"), g.value(r[3], "doc")));
    }
}
