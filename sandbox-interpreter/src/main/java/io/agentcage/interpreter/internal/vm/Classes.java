package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyCell;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFunction;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.TypeCalls;

/** Class statements: runs the body in a fresh namespace, then creates the class through its metaclass. */
final class Classes {
    private Classes() {
    }

    /** Stack: body function, name, bases..., [keywords dict]. */
    static void build(Interp in, Frame f, int arg) {
        PyObject[] st = f.stack;
        int nbases = arg & 0xFFFF;
        boolean hasKw = (arg >>> 16) != 0;
        PyDict kw = hasKw ? (PyDict) st[--f.sp] : null;
        PyObject[] bases = new PyObject[nbases];
        f.sp -= nbases;
        System.arraycopy(st, f.sp, bases, 0, nbases);
        PyStr name = (PyStr) st[--f.sp];
        PyFunction body = (PyFunction) st[--f.sp];
        ColdInstructions.clear(st, f.sp, nbases + 2);
        PyObject[] origBases = bases;
        bases = resolveBases(in, bases);
        PyObject meta = null;
        if (kw != null) {
            meta = kw.remove(PyStr.intern("metaclass"));
            if (kw.size() == 0) {
                kw = null;
            }
        }
        meta = calculateMeta(meta, bases);
        PyObject ns = prepare(in, meta, name, bases, kw);
        PyObject modName = f.globals.getStr(PyStr.intern("__name__"));
        Ops.setitem(ns, PyStr.intern("__module__"), modName == null ? new PyStr("__main__") : modName);
        Ops.setitem(ns, PyStr.intern("__qualname__"), new PyStr(body.code.qualname));
        Frame bf = Calls.bind(in, body, new PyObject[0], 0, 0, null);
        bf.nameLocals = ns;
        PyObject cell;
        in.enterNative();
        try {
            cell = Vm.run(in, bf, null);
        } finally {
            in.leaveNative();
        }
        if (bases != origBases) {
            Ops.setitem(ns, PyStr.intern("__orig_bases__"), new PyTuple(origBases));
        }
        PyObject cls;
        if ((meta == null || meta == PyType.TYPE) && ns instanceof PyDict nsd) {
            cls = TypeCalls.makeClass(in, PyType.TYPE, name.value(), bases, nsd, kw);
        } else {
            cls = Ops.call(in, meta, new PyObject[] {name, new PyTuple(bases), ns}, kw);
        }
        if (cell instanceof PyCell c) {
            c.value = cls;
        }
        st[f.sp++] = cls;
    }

    /**
     * The metaclass a class statement uses (CPython's _calculate_meta): the explicit one or type, replaced by the most
     * derived metaclass of the bases; a metaclass that is not a class (a function) is used as given.
     */
    private static PyObject calculateMeta(PyObject meta, PyObject[] bases) {
        if (meta != null && !(meta instanceof PyType)) {
            return meta;
        }
        PyType winner = meta == null ? PyType.TYPE : (PyType) meta;
        for (PyObject b : bases) {
            PyType bt = b.type();
            if (winner.isSubtypeOf(bt)) {
                continue;
            }
            if (bt.isSubtypeOf(winner)) {
                winner = bt;
                continue;
            }
            throw Exc.typeError("metaclass conflict: the metaclass of a derived class must be a (non-strict) "
                    + "subclass of the metaclasses of all its bases");
        }
        return winner;
    }

    private static final PyStr PREPARE = PyStr.intern("__prepare__");

    /** The class body's namespace: {@code meta.__prepare__(name, bases, **kw)} when the metaclass has one. */
    private static PyObject prepare(Interp in, PyObject meta, PyStr name, PyObject[] bases, PyDict kw) {
        if (meta == PyType.TYPE) {
            return new PyDict();
        }
        PyObject p = Ops.getattrOrNull(meta, PREPARE);
        if (p == null) {
            return new PyDict();
        }
        PyObject ns = Ops.call(in, p, new PyObject[] {name, new PyTuple(bases)}, kw);
        if (!(ns instanceof PyDict) && ns.type().lookup(PyStr.intern("__getitem__")) == null) {
            throw Exc.typeError(Ops.repr(meta instanceof PyType mt ? new PyStr(mt.name()) : meta)
                    .replace("'", "") + ".__prepare__() must return a mapping, not " + Ops.typeName(ns));
        }
        return ns;
    }

    /**
     * PEP 560: a base that is not a class but has {@code __mro_entries__} ({@code list[int]}, {@code Generic[T]},
     * {@code NamedTuple}) is replaced by the classes that method returns. Returns {@code bases} itself when no
     * base was replaced.
     */
    private static PyObject[] resolveBases(Interp in, PyObject[] bases) {
        java.util.List<PyObject> out = null;
        PyTuple original = null;
        for (int i = 0; i < bases.length; i++) {
            PyObject b = bases[i];
            PyObject entries = b instanceof PyType ? null : Ops.getattrOrNull(b, MRO_ENTRIES);
            if (entries == null) {
                if (out != null) {
                    out.add(b);
                }
                continue;
            }
            if (out == null) {
                out = new java.util.ArrayList<>(java.util.Arrays.asList(bases).subList(0, i));
                original = new PyTuple(bases.clone());
            }
            PyObject r = Ops.call(in, entries, new PyObject[] {original}, null);
            if (!(r instanceof PyTuple t)) {
                throw Exc.typeError("__mro_entries__ must return a tuple");
            }
            out.addAll(java.util.Arrays.asList(t.items));
        }
        return out == null ? bases : out.toArray(new PyObject[0]);
    }

    private static final PyStr MRO_ENTRIES = PyStr.intern("__mro_entries__");
}
