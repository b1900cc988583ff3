package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyModule;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;

/** {@code import} statements, resolved through the execution's module allow-list only. */
final class Imports {
    private Imports() {
    }

    /**
     * An {@code import} statement run by frame {@code f}. A standard module imports its helpers ({@code _clock},
     * {@code _timefmt}) and other standard modules whatever the allow-list says; guest code gets neither: the
     * importing frame's globals must be the namespace of a standard module this execution loaded, so guest code
     * cannot pass by naming itself after one.
     */
    static PyObject importName(Interp in, Frame f, String name, PyObject fromlist) {
        if (fromStandardModule(in, f)) {
            if (name.indexOf('.') < 0) {
                return in.services.modules.loadForStandardModule(in, name);
            }
            // 'import xml.etree.ElementTree' in a standard module: each part whatever the allow-list says
            PyModule leaf = in.services.modules.loadForStandardModule(in, name);
            PyModule root = null;
            PyModule cur = null;
            String path = "";
            for (String part : name.split("\\.")) {
                path = path.isEmpty() ? part : path + "." + part;
                PyModule next = in.services.modules.loadForStandardModule(in, path);
                if (cur != null) {
                    cur.dict.put(part, next);
                } else {
                    root = next;
                }
                cur = next;
            }
            return fromlist != PyNone.NONE ? leaf : root;
        }
        return importName(in, name, fromlist);
    }

    private static boolean fromStandardModule(Interp in, Frame f) {
        if (!(f.globals.getStr(PyStr.intern("__name__")) instanceof PyStr n)) {
            return false;
        }
        PyModule m = in.services.loaded.get(n.value());
        return m != null && m.dict == f.globals && in.services.modules.isStandardSource(n.value());
    }

    static PyObject importName(Interp in, String name, PyObject fromlist) {
        PyModule leaf = in.services.modules.load(in, name);
        if (name.indexOf('.') < 0) {
            return leaf;
        }
        if (fromlist != PyNone.NONE) {
            // 'from a.b import c' and 'import a.b as c' bind b in a too, as CPython does, when a may be imported
            try {
                bindParents(in, name);
            } catch (PyException e) {
                // the parent is not allowed on its own: the leaf is still what was asked for
            }
            return leaf;
        }
        return bindParents(in, name);
    }

    /** Loads each parent of dotted {@code name} and binds each child in its parent; returns the top module. */
    private static PyModule bindParents(Interp in, String name) {
        String top = name.substring(0, name.indexOf('.'));
        PyModule root = in.services.modules.load(in, top);
        PyModule cur = root;
        String path = top;
        for (String part : name.substring(top.length() + 1).split("\\.")) {
            path = path + "." + part;
            PyModule next = in.services.modules.load(in, path);
            cur.dict.put(part, next);
            cur = next;
        }
        return root;
    }

    static PyObject importFrom(Interp in, PyObject module, PyStr name) {
        if (module instanceof PyModule m) {
            PyObject v = m.dict.getStr(name);
            if (v != null) {
                return v;
            }
            try {
                return in.services.modules.load(in, m.name + "." + name.value());
            } catch (RuntimeException e) {
                throw Exc.make(Exc.ImportError, "cannot import name '" + name.value() + "' from '" + m.name
                        + "' (unknown location)");
            }
        }
        return Ops.getattr(module, name);
    }

    static void importStar(Frame f, PyModule m) {
        PyObject all = m.dict.get("__all__");
        if (all != null) {
            PyObject it = Ops.iter(all);
            for (PyObject n = Ops.next(it); n != null; n = Ops.next(it)) {
                Vm.storeName(f, (PyStr) n, Ops.getattr(m, PyStr.intern(((PyStr) n).value())));
            }
            return;
        }
        for (var e : m.dict.map.entrySet()) {
            String k = ((PyStr) e.getKey()).value();
            if (!k.startsWith("_")) {
                Vm.storeName(f, (PyStr) e.getKey(), e.getValue());
            }
        }
    }

    static PyDict unused() {
        return null;
    }
}
