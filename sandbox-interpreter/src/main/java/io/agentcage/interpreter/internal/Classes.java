package io.agentcage.interpreter.internal;

import io.agentcage.interpreter.runtime.Exc;
import io.agentcage.interpreter.runtime.Interp;
import io.agentcage.interpreter.runtime.Ops;
import io.agentcage.interpreter.runtime.PyCell;
import io.agentcage.interpreter.runtime.PyDict;
import io.agentcage.interpreter.runtime.PyFunction;
import io.agentcage.interpreter.runtime.PyObject;
import io.agentcage.interpreter.runtime.PyStr;
import io.agentcage.interpreter.runtime.PyTuple;
import io.agentcage.interpreter.runtime.PyType;
import io.agentcage.interpreter.runtime.TypeCalls;

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
        Vm2.clear(st, f.sp, nbases + 2);
        PyObject[] origBases = bases;
        bases = resolveBases(in, bases);
        PyObject meta = null;
        if (kw != null) {
            meta = kw.remove(PyStr.intern("metaclass"));
            if (kw.size() == 0) {
                kw = null;
            }
        }
        PyDict ns = new PyDict();
        PyObject modName = f.globals.getStr(PyStr.intern("__name__"));
        ns.put("__module__", modName == null ? new PyStr("__main__") : modName);
        ns.put("__qualname__", new PyStr(body.code.qualname));
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
            ns.put("__orig_bases__", new PyTuple(origBases));
        }
        if (meta == null) {
            for (PyObject b : bases) {
                if (b instanceof PyType bt && bt.type() != PyType.TYPE) {
                    meta = bt.type();
                }
            }
        }
        PyObject cls;
        if (meta == null || meta == PyType.TYPE) {
            cls = TypeCalls.makeClass(in, PyType.TYPE, name.value, bases, ns, kw);
        } else {
            cls = Ops.call(in, meta, new PyObject[] {name, new PyTuple(bases), ns}, kw);
        }
        if (cell instanceof PyCell c) {
            c.value = cls;
        }
        st[f.sp++] = cls;
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
