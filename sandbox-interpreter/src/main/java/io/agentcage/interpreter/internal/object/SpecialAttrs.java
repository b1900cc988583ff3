package io.agentcage.interpreter.internal.object;

/**
 * The modelled special attributes ({@code __class__}, {@code __name__}, {@code args}, ...). Anything not listed here
 * does not exist for guest code.
 */
final class SpecialAttrs {
    private SpecialAttrs() {
    }

    static PyObject get(PyObject o, PyStr name) {
        String n = name.value();
        switch (n) {
            case "__class__":
                return o.type();
            case "__dict__": {
                return o.type().slots() == null ? o.instanceDict() : null;
            }
            case "__doc__":
                if (o instanceof PyFunction f) {
                    return f.doc;
                }
                return o.type().isBuiltin() ? PyNone.NONE : docOf(o.type());
            default:
                break;
        }
        if (o instanceof PyFunction f) {
            return function(f, n);
        }
        if (o instanceof PyBaseException e) {
            return exception(e, n);
        }
        if (o instanceof PyBoundMethod m) {
            switch (n) {
                case "__self__":
                    return m.self;
                case "__func__":
                    return m.function;
                case "__name__":
                case "__qualname__":
                case "__module__":
                    return Ops.getattr(m.function, name);
                default:
                    return null;
            }
        }
        if (o instanceof PyBuiltin b) {
            switch (n) {
                case "__name__":
                    return new PyStr(b.name);
                case "__qualname__":
                    return new PyStr(b.owner == null ? b.name : b.owner + "." + b.name);
                case "__module__":
                    return b.owner == null ? new PyStr("builtins") : PyNone.NONE;
                default:
                    return null;
            }
        }
        if (o instanceof PyInt i) {
            switch (n) {
                case "real":
                case "numerator":
                    return o instanceof PyBool ? PyInt.of(i.value) : i;
                case "imag":
                    return PyInt.of(0);
                case "denominator":
                    return PyInt.of(1);
                default:
                    return null;
            }
        }
        if (o instanceof PyFloat f) {
            return n.equals("real") ? f : n.equals("imag") ? new PyFloat(0.0) : null;
        }
        if (o instanceof PyComplex c) {
            return n.equals("real") ? new PyFloat(c.real) : n.equals("imag") ? new PyFloat(c.imag) : null;
        }
        if (o instanceof PyMemoryView m) {
            return MemoryViews.attr(m, n);
        }
        if (o instanceof PyTraceback tb) {
            return PyTraceback.attr(tb, n);
        }
        if (o instanceof PySlice s) {
            return n.equals("start") ? s.start : n.equals("stop") ? s.stop : n.equals("step") ? s.step : null;
        }
        if (o instanceof PyRange r) {
            return n.equals("start") ? PyInt.of(r.start) : n.equals("stop") ? PyInt.of(r.stop)
                    : n.equals("step") ? PyInt.of(r.step) : null;
        }
        if (o instanceof PyDescriptor d) {
            switch (n) {
                case "fget":
                case "__func__":
                    return d.fget;
                case "fset":
                    return d.fset;
                case "fdel":
                    return d.fdel;
                case "__wrapped__":
                    return d.kind == PyDescriptor.Kind.PROPERTY ? null : d.fget;
                default:
                    return null;
            }
        }
        return null;
    }

    private static PyObject docOf(PyType t) {
        PyObject d = t.getOwn(Names.DOC);
        return d == null ? PyNone.NONE : d;
    }

    private static PyObject function(PyFunction f, String n) {
        switch (n) {
            case "__name__":
                return new PyStr(f.name);
            case "__qualname__":
                return new PyStr(f.qualname);
            case "__module__":
                return new PyStr(f.module);
            case "__defaults__":
                return f.defaults == null || f.defaults.length == 0 ? PyNone.NONE : new PyTuple(f.defaults.clone());
            case "__kwdefaults__":
                return f.kwdefaults == null ? PyNone.NONE : f.kwdefaults;
            case "__annotations__":
                if (f.annotations == null) {
                    f.annotations = new PyDict();
                }
                return f.annotations;
            default:
                return null;
        }
    }

    private static PyObject exception(PyBaseException e, String n) {
        switch (n) {
            case "args":
                return e.args;
            case "__cause__":
                return e.cause == null ? PyNone.NONE : e.cause;
            case "__context__":
                return e.context == null ? PyNone.NONE : e.context;
            case "__suppress_context__":
                return PyBool.of(e.suppressContext);
            case "__traceback__":
                return e.tracebackObject();
            case "value":
                if (e.type().isSubtypeOf(Exc.StopIteration)) {
                    return e.args.size() > 0 ? e.args.get(0) : PyNone.NONE;
                }
                return null;
            case "code":
                if (e.type().isSubtypeOf(Exc.SystemExit)) {
                    // CPython's SystemExit.code: None, the one argument, or the tuple of them all
                    return e.args.size() == 0 ? PyNone.NONE : e.args.size() == 1 ? e.args.get(0)
                            : e.args;
                }
                return null;
            case "message":
                return e.groupMessage;
            case "exceptions":
                return e.groupExceptions;
            case "encoding":
            case "object":
            case "start":
            case "end":
            case "reason":
                return e.type().isSubtypeOf(Exc.UnicodeError) ? Codecs.unicodeErrorAttr(e, n) : null;
            case "errno":
            case "strerror":
            case "filename":
                return e.type().isSubtypeOf(Exc.OSError) || e.type().isSubtypeOf(Exc.SyntaxError) ? PyNone.NONE
                        : null;
            case "filename2":
                return e.type().isSubtypeOf(Exc.OSError) ? PyNone.NONE : null;
            case "name":
                return e.type().isSubtypeOf(Exc.NameError) || e.type().isSubtypeOf(Exc.AttributeError)
                        || e.type().isSubtypeOf(Exc.ImportError) ? PyNone.NONE : null;
            case "path":
                return e.type().isSubtypeOf(Exc.ImportError) ? PyNone.NONE : null;
            case "msg":
                if (e.type().isSubtypeOf(Exc.SyntaxError)) {
                    return e.args.size() > 0 ? e.args.get(0) : PyNone.NONE;
                }
                return e.type().isSubtypeOf(Exc.ImportError) ? PyNone.NONE : null;
            case "lineno":
            case "offset":
            case "text":
            case "end_lineno":
            case "end_offset":
            case "print_file_and_line":
                return e.type().isSubtypeOf(Exc.SyntaxError) ? PyNone.NONE : null;
            default:
                return null;
        }
    }

    static boolean setException(PyBaseException e, PyStr name, PyObject value) {
        if (e.groupExceptions != null && (name.value().equals("message") || name.value().equals("exceptions"))) {
            throw Exc.attributeError("readonly attribute");
        }
        switch (name.value()) {
            case "args":
                e.args = value instanceof PyTuple t ? t : new PyTuple(Iters.toArray(value));
                return true;
            case "__cause__":
                e.cause = value == PyNone.NONE ? null : value;
                e.suppressContext = true;
                return true;
            case "__context__":
                e.context = value == PyNone.NONE ? null : value;
                return true;
            case "__suppress_context__":
                e.suppressContext = Ops.truth(value);
                return true;
            case "__traceback__":
                e.setTraceback(value);
                return true;
            default:
                return false;
        }
    }

    static boolean setFunction(PyFunction f, PyStr name, PyObject value) {
        switch (name.value()) {
            case "__name__":
                f.name = Ops.str(value);
                return true;
            case "__qualname__":
                f.qualname = Ops.str(value);
                return true;
            case "__doc__":
                f.doc = value;
                return true;
            case "__module__":
                f.module = Ops.str(value);
                return true;
            case "__defaults__":
                f.defaults = value == PyNone.NONE ? new PyObject[0] : Iters.toArray(value);
                return true;
            case "__kwdefaults__":
                if (value != PyNone.NONE && !(value instanceof PyDict)) {
                    throw Exc.typeError("__kwdefaults__ must be set to a dict object");
                }
                f.kwdefaults = value == PyNone.NONE ? null : (PyDict) value;
                return true;
            default:
                return false;
        }
    }

    static PyObject typeAttr(PyType t, PyStr name) {
        switch (name.value()) {
            case "__name__":
                return new PyStr(t.name());
            case "__qualname__":
                return new PyStr(t.qualname());
            case "__module__":
                return new PyStr(t.module());
            case "__mro__":
                return new PyTuple(t.mro().clone());
            case "__bases__":
                return new PyTuple(t.bases().clone());
            case "__base__":
                return t.bases().length == 0 ? PyNone.NONE : t.bases()[0];
            case "__dict__": {
                PyDict copy = new PyDict();
                copy.map.putAll(t.dict().map);
                return copy;
            }
            case "__doc__":
                return PyNone.NONE;
            case "__class__":
                return t.type();
            default:
                return null;
        }
    }
}
