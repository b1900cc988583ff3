package io.agentcage.interpreter.internal.object;

import static io.agentcage.interpreter.internal.object.Registry.method;

/** Methods of {@code object}, {@code type}, {@code BaseException}, {@code property} and the iterator types. */
final class ObjectMethods {
    private ObjectMethods() {
    }

    static void install() {
        PyType o = PyType.OBJECT;
        o.define("__new__", new PyBuiltin("__new__", (in, a, kw) -> {
            if (a.length == 0 || !(a[0] instanceof PyType t)) {
                throw Exc.typeError("object.__new__(X): X is not a type object");
            }
            PyObject[] rest = new PyObject[a.length - 1];
            System.arraycopy(a, 1, rest, 0, rest.length);
            if (t.isBuiltin()) {
                return Ops.call(in, t, rest, kw);
            }
            return TypeCalls.allocate(in, t, rest, kw);
        }, false, "object"));
        method(o, "__init__", (in, a, kw) -> PyNone.NONE);
        method(o, "__eq__", (in, a, kw) -> a[0] == a[1] ? PyBool.TRUE : PyNone.NOT_IMPLEMENTED);
        method(o, "__ne__", (in, a, kw) -> Compare.objectSlot(a[0], a[0].type(), a[1], Compare.NE));
        method(o, "__hash__", (in, a, kw) -> PyInt.of(CpyHash.builtinHash(a[0])));
        method(o, "__repr__", (in, a, kw) -> new PyStr(defaultRepr(a[0])));
        method(o, "__str__", (in, a, kw) -> new PyStr(Ops.repr(a[0])));
        method(o, "__format__", (in, a, kw) -> {
            String spec = Args.asStr(a[1], "format spec");
            if (!spec.isEmpty()) {
                throw Exc.typeError("unsupported format string passed to " + Ops.typeName(a[0]) + ".__format__");
            }
            return new PyStr(Ops.str(a[0]));
        });
        method(o, "__setattr__", (in, a, kw) -> {
            Args.method("__setattr__", a, kw, 2, 2);
            Attrs.genericSetattr(a[0], attrName(a[1]), a[2]);
            return PyNone.NONE;
        });
        method(o, "__delattr__", (in, a, kw) -> {
            if (a.length != 2) {
                throw Exc.typeError("expected 1 argument, got " + (a.length - 1));
            }
            Attrs.genericDelattr(a[0], attrName(a[1]));
            return PyNone.NONE;
        });
        method(o, "__getattribute__", (in, a, kw) -> {
            if (a.length != 2) {
                throw Exc.typeError("expected 1 argument, got " + (a.length - 1));
            }
            PyStr name = attrName(a[1]);
            PyObject r = Attrs.genericGetattrOrNull(a[0], name);
            if (r == null) {
                throw Attrs.noAttribute(a[0], name);
            }
            return r;
        });
        method(o, "__lt__", (in, a, kw) -> PyNone.NOT_IMPLEMENTED);
        method(o, "__le__", (in, a, kw) -> PyNone.NOT_IMPLEMENTED);
        method(o, "__gt__", (in, a, kw) -> PyNone.NOT_IMPLEMENTED);
        method(o, "__ge__", (in, a, kw) -> PyNone.NOT_IMPLEMENTED);
        Registry.classMethod(o, "__init_subclass__", (in, a, kw) -> {
            if (kw != null && kw.size() > 0) {
                String n = a.length > 0 && a[0] instanceof PyType t ? t.name() : "object";
                throw Exc.typeError(n + ".__init_subclass__() takes no keyword arguments");
            }
            return PyNone.NONE;
        });
        method(o, "__dir__", (in, a, kw) -> Builtins.dir(a[0]));
        Registry.constructor(o, (in, a, kw) -> {
            if (a.length > 0 || kw != null && kw.size() > 0) {
                throw Exc.typeError("object() takes no arguments");
            }
            return new PyInstance(PyType.OBJECT);
        });
        for (PyType unhashable : new PyType[] {PyType.LIST, PyType.DICT, PyType.SET, PyType.BYTEARRAY}) {
            // CPython marks mutable containers unhashable this way; dataclasses reads it to refuse such defaults
            unhashable.define("__hash__", PyNone.NONE);
        }
        installType();
        installException();
        installProperty();
        installIterators();
    }

    static String defaultRepr(PyObject o) {
        PyType t = o.type();
        String mod = t.module();
        String q = mod.equals("builtins") ? t.qualname() : mod + "." + t.qualname();
        return "<" + q + " object at " + Repr.addr(o) + ">";
    }

    private static void installType() {
        PyType t = PyType.TYPE;
        t.define("__new__", new PyBuiltin("__new__", (in, a, kw) -> {
            if (a.length != 4 || !(a[0] instanceof PyType meta)) {
                throw Exc.typeError("type.__new__() takes exactly 3 arguments (" + (a.length - 1) + " given)");
            }
            return TypeCalls.typeNew(in, meta, new PyObject[] {a[1], a[2], a[3]}, kw);
        }, false, "type"));
        method(t, "__init__", (in, a, kw) -> PyNone.NONE);
        method(t, "mro", (in, a, kw) -> PyList.of(((PyType) a[0]).mro()));
        method(t, "__setattr__", (in, a, kw) -> {
            Args.method("__setattr__", a, kw, 2, 2);
            Attrs.typeSetattr((PyType) a[0], (PyStr) a[1], a[2]);
            return PyNone.NONE;
        });
        method(t, "__delattr__", (in, a, kw) -> {
            Args.method("__delattr__", a, kw, 1, 1);
            ((PyType) a[0]).delAttr((PyStr) a[1]);
            return PyNone.NONE;
        });
        method(t, "__call__", (in, a, kw) -> {
            PyObject[] rest = new PyObject[a.length - 1];
            System.arraycopy(a, 1, rest, 0, rest.length);
            PyType cls = (PyType) a[0];
            return TypeCalls.construct(in, cls, rest, kw);
        });
        method(t, "__repr__", (in, a, kw) -> new PyStr(Repr.repr(a[0])));
        method(t, "__instancecheck__", (in, a, kw) -> PyBool.of(a[1].type().isSubtypeOf((PyType) a[0])));
        method(t, "__subclasscheck__", (in, a, kw) -> PyBool.of(((PyType) a[1]).isSubtypeOf((PyType) a[0])));
    }

    /** The attribute name argument of object's attribute dunders: a str, else CPython's TypeError. */
    private static PyStr attrName(PyObject name) {
        if (name instanceof PyStr s) {
            return s;
        }
        throw Exc.typeError("attribute name must be string, not '" + Ops.typeName(name) + "'");
    }

    private static void installException() {
        PyType e = Exc.BaseException;
        method(e, "__init__", (in, a, kw) -> {
            PyObject[] rest = new PyObject[a.length - 1];
            System.arraycopy(a, 1, rest, 0, rest.length);
            PyBaseException self = (PyBaseException) a[0];
            self.args = new PyTuple(rest);
            ExceptionInit.init(self, rest, kw);
            return PyNone.NONE;
        });
        method(e, "__str__", (in, a, kw) -> new PyStr(((PyBaseException) a[0]).message()));
        method(e, "__repr__", (in, a, kw) -> {
            PyBaseException x = (PyBaseException) a[0];
            String args = x.args.size() == 1 ? "(" + Ops.repr(x.args.get(0)) + ")" : Ops.repr(x.args);
            return new PyStr(x.type().name() + args);
        });
        method(e, "with_traceback", (in, a, kw) -> {
            Args.method("with_traceback", a, kw, 1, 1);
            ((PyBaseException) a[0]).setTraceback(a[1]);
            return a[0];
        });
        method(e, "add_note", (in, a, kw) -> {
            PyDict d = a[0].instanceDict();
            PyObject notes = d.get("__notes__");
            if (notes == null) {
                notes = new PyList();
                d.put("__notes__", notes);
            }
            ((PyList) notes).append(a[1]);
            return PyNone.NONE;
        });
        for (PyType t : Exc.all().values()) {
            Registry.constructor(t, (in, a, kw) -> {
                PyBaseException made = new PyBaseException(OsErrors.constructedType(t, a), new PyTuple(a.clone()));
                ExceptionInit.init(made, a, kw);
                return made;
            });
        }
        ExceptionGroups.install();
    }

    private static void installProperty() {
        PyType p = PyType.PROPERTY;
        Registry.constructor(p, (in, a, kw) -> {
            PyObject fget = a.length > 0 ? a[0] : Args.kw(kw, "fget", PyNone.NONE);
            PyObject fset = a.length > 1 ? a[1] : Args.kw(kw, "fset", PyNone.NONE);
            PyObject fdel = a.length > 2 ? a[2] : Args.kw(kw, "fdel", PyNone.NONE);
            PyObject doc = a.length > 3 ? a[3] : Args.kw(kw, "doc", PyNone.NONE);
            return new PyDescriptor(PyDescriptor.Kind.PROPERTY, fget, fset, fdel, doc);
        });
        method(p, "getter", (in, a, kw) -> {
            PyDescriptor d = (PyDescriptor) a[0];
            return new PyDescriptor(d.kind, a[1], d.fset, d.fdel, d.doc);
        });
        method(p, "setter", (in, a, kw) -> {
            PyDescriptor d = (PyDescriptor) a[0];
            return new PyDescriptor(d.kind, d.fget, a[1], d.fdel, d.doc);
        });
        method(p, "deleter", (in, a, kw) -> {
            PyDescriptor d = (PyDescriptor) a[0];
            return new PyDescriptor(d.kind, d.fget, d.fset, a[1], d.doc);
        });
        method(p, "__get__", (in, a, kw) -> {
            PyDescriptor d = (PyDescriptor) a[0];
            return a[1] == PyNone.NONE ? d : Ops.call(in, d.fget, new PyObject[] {a[1]}, null);
        });
        Registry.constructor(PyType.CLASSMETHOD, (in, a, kw) -> {
            Args.check("classmethod", a, kw, 1, 1);
            return new PyDescriptor(PyDescriptor.Kind.CLASSMETHOD, a[0], PyNone.NONE, PyNone.NONE, PyNone.NONE);
        });
        Registry.constructor(PyType.STATICMETHOD, (in, a, kw) -> {
            Args.check("staticmethod", a, kw, 1, 1);
            return new PyDescriptor(PyDescriptor.Kind.STATICMETHOD, a[0], PyNone.NONE, PyNone.NONE, PyNone.NONE);
        });
        method(PyType.FUNCTION, "__get__", (in, a, kw) -> a[1] == PyNone.NONE ? a[0] : new PyBoundMethod(a[1], a[0]));
    }

    private static void installIterators() {
        for (PyType t : new PyType[] {PyType.ITERATOR, PyType.GENERATOR}) {
            method(t, "__iter__", (in, a, kw) -> a[0]);
            method(t, "__next__", (in, a, kw) -> {
                PyObject r = Ops.next(a[0]);
                if (r == null) {
                    throw Exc.stopIteration(null);
                }
                return r;
            });
        }
    }
}
