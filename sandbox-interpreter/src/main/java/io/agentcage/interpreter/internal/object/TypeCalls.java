package io.agentcage.interpreter.internal.object;

import java.util.ArrayList;
import java.util.List;

/** Calling a type: instance creation ({@code __new__} then {@code __init__}) and class creation. */
public final class TypeCalls {
    private TypeCalls() {
    }

    public static PyObject construct(Interp in, PyType t, PyObject[] args, PyDict kwargs) {
        if (t == PyType.TYPE) {
            if (args.length == 1 && (kwargs == null || kwargs.size() == 0)) {
                return args[0].type();
            }
            if (args.length != 3) {
                throw Exc.typeError("type() takes 1 or 3 arguments");
            }
            return typeNew(in, PyType.TYPE, args, kwargs);
        }
        if (t.isBuiltin()) {
            NativeFunction ctor = Registry.constructor(t);
            if (ctor == null && t.layout() == PyType.Layout.EXCEPTION) {
                // an exception type a native module defines (re.error, zlib.error, ...) is created like its base
                if (kwargs != null && kwargs.size() > 0) {
                    throw Exc.typeError(t.name() + "() takes no keyword arguments");
                }
                return new PyBaseException(t, new PyTuple(args.clone()));
            }
            if (ctor == null) {
                throw Exc.typeError("cannot create '" + t.name() + "' instances");
            }
            // as for builtin functions (Ops.callBuiltin): the arguments are the constructor's now
            MemoryAccount memory = in.memory();
            int mark = memory.pinArray(args);
            memory.pin(kwargs);
            try {
                return ctor.call(in, args, kwargs);
            } finally {
                memory.unpin(mark);
            }
        }
        PyObject newM = t.lookupGuest(Names.NEW);
        PyObject obj;
        if (newM != null) {
            PyObject fn = newM instanceof PyDescriptor d ? d.fget : newM;
            PyObject[] a = prepend(t, args);
            obj = Ops.call(in, fn, a, kwargs);
        } else {
            obj = allocate(in, t, args, kwargs);
        }
        if (!obj.type().isSubtypeOf(t)) {
            return obj;
        }
        PyObject init = t.lookupGuest(Names.INIT);
        if (init != null) {
            PyObject r = Ops.call(in, init, prepend(obj, args), kwargs);
            if (r != PyNone.NONE) {
                throw Exc.typeError("__init__() should return None, not '" + Ops.typeName(r) + "'");
            }
        } else {
            builtinInit(in, obj, t, args, kwargs, newM != null);
        }
        return obj;
    }

    static PyObject[] prepend(PyObject first, PyObject[] args) {
        PyObject[] a = new PyObject[args.length + 1];
        a[0] = first;
        System.arraycopy(args, 0, a, 1, args.length);
        return a;
    }

    /** {@code object.__new__(cls)} and the builtin bases' equivalents for guest subclasses. */
    public static PyObject allocate(Interp in, PyType t, PyObject[] args, PyDict kwargs) {
        switch (t.layout()) {
            case OBJECT:
                return new PyInstance(t);
            case LIST:
                return new Subclassed.ListSub(t);
            case DICT:
                return new Subclassed.DictSub(t);
            case SET:
                return new Subclassed.SetSub(t, t.isSubtypeOf(PyType.FROZENSET));
            case EXCEPTION:
                if (t.isSubtypeOf(Exc.BaseExceptionGroup)) {
                    return ExceptionGroups.create(t, args);
                }
                return new PyBaseException(t, new PyTuple(args.clone()));
            case TUPLE:
                return new Subclassed.TupleSub(t, args.length == 0 ? new PyObject[0] : Iters.toArray(args[0]));
            case INT:
            case FLOAT:
            case COMPLEX:
            case STR:
            case BYTES:
                // the builtin base's constructor makes the value (int('ff', 16), str(b, 'utf-8'), ...)
                return Subclassed.wrap(t, Subclassed.plain(Registry.constructor(builtinBase(t)).call(in, args, kwargs)));
            case TYPE:
                if (args.length == 3) {
                    return typeNew(in, t, args, kwargs);
                }
                throw Exc.typeError("type.__new__() takes exactly 3 arguments (" + args.length + " given)");
            default:
                break;
        }
        throw Exc.typeError("subclasses of '" + builtinBase(t).name() + "' are not supported by this"
                        + " interpreter; wrap the value in an attribute instead");
    }

    private static PyType builtinBase(PyType t) {
        for (PyType m : t.mro()) {
            if (m.isBuiltin()) {
                return m;
            }
        }
        return PyType.OBJECT;
    }

    private static void builtinInit(Interp in, PyObject obj, PyType t, PyObject[] args, PyDict kwargs,
                                    boolean customNew) {
        switch (t.layout()) {
            case OBJECT:
                PyObject nativeInit = nativeInit(t);
                if (nativeInit != null) {
                    // a guest subclass of a native module type (random.Random): the type's own __init__
                    Ops.call(in, nativeInit, prepend(obj, args), kwargs);
                    return;
                }
                if (!customNew && (args.length > 0 || (kwargs != null && kwargs.size() > 0))) {
                    throw Exc.typeError(t.name() + "() takes no arguments");
                }
                return;
            case LIST:
                Args.check("list", args, kwargs, 0, 1);
                if (args.length == 1) {
                    Iters.extend((PyList) obj, args[0]);
                }
                return;
            case DICT:
                if (args.length > 1) {
                    throw Exc.typeError("dict expected at most 1 argument, got " + args.length);
                }
                if (args.length == 1) {
                    Containers.dictUpdate((PyDict) obj, args[0]);
                }
                if (kwargs != null) {
                    ((PyDict) obj).map.putAll(kwargs.map);
                }
                return;
            case SET:
                if (args.length == 1) {
                    SetMethods.addAll(in, (PySet) obj, args[0]);
                }
                return;
            case EXCEPTION:
                if (obj instanceof PyBaseException e) {
                    // BaseException.__init__ sets args to the call's arguments, whatever __new__ kept
                    e.args = new PyTuple(args.clone());
                    ExceptionInit.init(e, args, kwargs);
                }
                return;
            default:
                return;
        }
    }

    /** The {@code __init__} a native module defined on the first builtin base of t, or null. */
    private static PyObject nativeInit(PyType t) {
        for (PyType c : t.mro()) {
            if (c.isBuiltin()) {
                return c == PyType.OBJECT ? null : c.dict().getStr(Names.INIT);
            }
        }
        return null;
    }

    /** {@code type(name, bases, dict)} and metaclass {@code type.__new__}. */
    public static PyType typeNew(Interp in, PyType meta, PyObject[] args, PyDict kwargs) {
        String name = Args.asStr(args[0], "type.__new__() argument 1");
        PyObject[] baseObjs = args[1] instanceof PyTuple bt ? bt.items : Iters.toArray(args[1]);
        if (!(args[2] instanceof PyDict ns)) {
            throw Exc.typeError("type.__new__() argument 3 must be dict, not " + Ops.typeName(args[2]));
        }
        return makeClass(in, meta, name, baseObjs, ns, kwargs);
    }

    /** Creates a guest class from its evaluated body namespace. */
    public static PyType makeClass(Interp in, PyType meta, String name, PyObject[] baseObjs, PyDict ns,
                                   PyDict kwargs) {
        List<PyType> bases = new ArrayList<>();
        PyType.Layout layout = PyType.Layout.OBJECT;
        for (PyObject b : baseObjs) {
            if (!(b instanceof PyType bt)) {
                throw Exc.typeError("bases must be types");
            }
            if (!bt.isBaseType()) {
                throw Exc.typeError("type '" + bt.name() + "' is not an acceptable base type");
            }
            if (bt.layout() != PyType.Layout.OBJECT) {
                if (layout != PyType.Layout.OBJECT && layout != bt.layout()) {
                    throw Exc.typeError("multiple bases have instance lay-out conflict");
                }
                layout = bt.layout();
            }
            bases.add(bt);
        }
        if (bases.isEmpty()) {
            bases.add(PyType.OBJECT);
        }
        if (meta == PyType.TYPE || meta == null) {
            for (PyType b : bases) {
                if (b.type() != PyType.TYPE && b.type().isSubtypeOf(PyType.TYPE)) {
                    meta = b.type();
                }
            }
        }
        PyType t = new PyType(name, bases.toArray(new PyType[0]), meta == PyType.TYPE ? null : meta, layout);
        for (var e : ns.map.entrySet()) {
            t.dict().put(e.getKey(), e.getValue());
        }
        // as in CPython, a plain function named __init_subclass__ is implicitly a classmethod (so that
        // super().__init_subclass__() in a subclass binds the class)
        if (t.dict().getStr(Names.INIT_SUBCLASS) instanceof PyFunction isf) {
            t.dict().put(Names.INIT_SUBCLASS, new PyDescriptor(PyDescriptor.Kind.CLASSMETHOD, isf, PyNone.NONE,
                    PyNone.NONE, PyNone.NONE));
        }
        Slots.apply(t, ns);
        PyObject q = ns.get("__qualname__");
        if (q instanceof PyStr qs) {
            t.setQualname(qs.value());
            t.dict().remove(Names.QUALNAME);
        }
        if (ns.get("__tp_name__") instanceof PyStr tp) {
            // standard modules written in Python name their classes as CPython's C types do in messages
            t.setTpName(tp.value());
            t.dict().remove(PyStr.intern("__tp_name__"));
        }
        PyObject mod = ns.get("__module__");
        if (mod instanceof PyStr ms) {
            t.setModule(ms.value());
        }
        if (ns.getStr(Names.EQ) != null && ns.getStr(Names.HASH) == null) {
            t.dict().put(Names.HASH, PyNone.NONE);
        }
        for (var e : ns.map.entrySet()) {
            PyObject v = e.getValue();
            if (v.type().hasGuestClass()) {
                PyObject sn = v.type().lookup(Names.SET_NAME);
                if (sn != null) {
                    Ops.callMethod(v, sn, t, e.getKey());
                }
            }
        }
        PyType parent = t.mro().length > 1 ? t.mro()[1] : PyType.OBJECT;
        PyObject isc = parent.lookupGuest(Names.INIT_SUBCLASS);
        if (isc != null) {
            PyObject fn = isc instanceof PyDescriptor d ? d.fget : isc;
            Ops.call(in, fn, new PyObject[] {t}, kwargs);
        } else if (kwargs != null && kwargs.size() > 0) {
            throw Exc.typeError(name + ".__init_subclass__() takes no keyword arguments");
        }
        return t;
    }
}
