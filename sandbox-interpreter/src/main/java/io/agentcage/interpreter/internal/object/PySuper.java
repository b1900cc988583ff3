package io.agentcage.interpreter.internal.object;

/** A {@code super()} proxy: attribute lookup starts after {@code thisType} in the MRO of {@code obj}. */
public final class PySuper extends PyObject {
    final PyType thisType;
    final PyObject obj;

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        refs.accept(thisType);
        refs.accept(obj);
    }

    public PySuper(PyType thisType, PyObject obj) {
        this.thisType = thisType;
        this.obj = obj;
    }

    @Override
    public PyType type() {
        return PyType.SUPER;
    }

    PyObject getattr(PyStr name) {
        boolean classBound = obj instanceof PyType t && t.isSubtypeOf(thisType);
        PyType start = classBound ? (PyType) obj : obj.type();
        PyType[] mro = start.mro();
        int i = 0;
        while (i < mro.length && mro[i] != thisType) {
            i++;
        }
        for (i++; i < mro.length; i++) {
            PyObject v = mro[i].getOwn(name);
            if (v == null) {
                continue;
            }
            if (v instanceof PyBuiltin b && name.equals(Names.NEW)) {
                return b;
            }
            if (v instanceof PyDescriptor d) {
                if (d.kind == PyDescriptor.Kind.CLASSMETHOD) {
                    return new PyBoundMethod(classBound ? obj : start, d.fget);
                }
                if (d.kind == PyDescriptor.Kind.STATICMETHOD) {
                    return d.fget;
                }
                if (!classBound) {
                    return Interp.current().call(d.fget, obj);
                }
                return d;
            }
            if (classBound) {
                return v;
            }
            return Attrs.bind(v, obj, start);
        }
        if (name.equals(Names.CLASS)) {
            return PyType.SUPER;
        }
        throw Exc.attributeError("'super' object has no attribute '" + name + "'");
    }
}
