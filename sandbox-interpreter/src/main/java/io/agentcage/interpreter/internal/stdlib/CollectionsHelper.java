package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Arith;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.NativeFunction;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyDescriptor;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;

/**
 * The native half of {@code collections}: the loops CPython also runs in C ({@code _collections}). Bound as the
 * global {@code _collections} of {@code collections.py}; every function is stateless, so the module template
 * (ADR 0009) shares them. Each element processed is charged one step, as the Python loops they replace were.
 */
final class CollectionsHelper implements NativeModule {
    private static final PyStr GET = PyStr.intern("get");
    private static final PyStr SETITEM = PyStr.intern("__setitem__");
    private static final PyStr DEFAULT_FACTORY = PyStr.intern("default_factory");
    private static final PyInt ONE = PyInt.of(1);
    private static final PyInt ZERO = PyInt.of(0);
    private static final PyObject[] NO_ARGS = new PyObject[0];

    @Override
    public String name() {
        return "_collections";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("_count_elements", (in, a, kw) -> {
            Args.check("_count_elements", a, kw, 2, 2);
            countElements(in, a[0], a[1]);
            return PyNone.NONE;
        });
        m.function("_count", (in, a, kw) -> {
            Args.check("_count", a, kw, 1, 1);
            return Ops.getitem(a[0], ONE);
        });
        m.value("_defaultdict_missing", new PyBuiltin("__missing__", (in, a, kw) -> {
            Args.check("__missing__", a, kw, 2, 2);
            return defaultdictMissing(in, a[0], a[1]);
        }, true, "defaultdict"));
        m.function("_tuplegetter", (in, a, kw) -> {
            Args.check("_tuplegetter", a, kw, 2, 2);
            return tupleGetter(Args.asInt(a[0]), a[1]);
        });
        m.value("_odict_move_to_end", new PyBuiltin("move_to_end", (in, a, kw) -> {
            keywords("move_to_end", kw, "key", "last");
            if (a.length < 2 && Args.kw(kw, "key", null) == null) {
                throw Exc.typeError("move_to_end() missing required argument 'key' (pos 1)");
            }
            if (a.length > 3) {
                throw Exc.typeError("move_to_end() takes at most 2 arguments (" + (a.length - 1)
                        + " given)");
            }
            PyObject key = a.length > 1 ? a[1] : Args.kw(kw, "key", null);
            PyObject last = a.length > 2 ? a[2] : Args.kw(kw, "last", PyBool.TRUE);
            moveToEnd(in, dict(a[0], "move_to_end"), key, Ops.truth(last));
            return PyNone.NONE;
        }, true, "OrderedDict"));
        m.value("_odict_popitem", new PyBuiltin("popitem", (in, a, kw) -> {
            keywords("popitem", kw, "last", "last");
            if (a.length > 2) {
                throw Exc.typeError("popitem() takes at most 1 argument (" + (a.length - 1) + " given)");
            }
            PyObject last = a.length > 1 ? a[1] : Args.kw(kw, "last", PyBool.TRUE);
            return popItem(in, dict(a[0], "popitem"), Ops.truth(last));
        }, true, "OrderedDict"));
        DequeOps.define(m);
    }

    /**
     * {@code mapping[elem] = mapping.get(elem, 0) + 1} for every element, as CPython's
     * {@code _collections._count_elements}: straight on the dict when the mapping's class overrides neither
     * {@code get} nor {@code __setitem__}, else through those methods.
     */
    private static void countElements(Interp in, PyObject mapping, PyObject iterable) {
        PyObject it = Ops.iter(iterable);
        if (mapping instanceof PyDict d && mapping.type().lookupGuest(GET) == null
                && mapping.type().lookupGuest(SETITEM) == null) {
            for (PyObject elem = Ops.next(it); elem != null; elem = Ops.next(it)) {
                in.charge(1);
                PyObject old = d.map.get(elem);
                d.map.put(elem, old == null ? ONE : Arith.binary(old, ONE, Arith.ADD));
            }
            return;
        }
        PyObject get = Ops.getattr(mapping, GET);
        for (PyObject elem = Ops.next(it); elem != null; elem = Ops.next(it)) {
            in.charge(1);
            PyObject old = Ops.call(in, get, new PyObject[] {elem, ZERO}, null);
            Ops.setitem(mapping, elem, Arith.binary(old, ONE, Arith.ADD));
        }
    }

    /**
     * The field {@code index} of a namedtuple, as CPython's {@code _collections._tuplegetter}: a read-only property
     * that reads the tuple's own storage (a guest {@code __getitem__} does not apply), IndexError past its end,
     * TypeError for anything that is no tuple.
     */
    private static PyObject tupleGetter(int index, PyObject doc) {
        return new PyDescriptor(PyDescriptor.Kind.PROPERTY, tupleGetterFunction(index), PyNone.NONE, PyNone.NONE, doc);
    }

    /** The getter function of field {@code index} (also what a snapshot of a namedtuple class restores). */
    static PyBuiltin tupleGetterFunction(int index) {
        return new PyBuiltin("_tuplegetter", new TupleGetter(index));
    }

    /** The getter of one namedtuple field; a class of its own so that a snapshot can save it by its index. */
    static final class TupleGetter implements NativeFunction {
        final int index;

        TupleGetter(int index) {
            this.index = index;
        }

        @Override
        public PyObject call(Interp in, PyObject[] a, PyDict kw) {
            if (a.length == 1 && a[0] instanceof PyTuple t) {
                if (index < 0 || index >= t.items.length) {
                    throw Exc.indexError("tuple index out of range");
                }
                return t.items[index];
            }
            throw Exc.typeError("descriptor for index '" + index + "' for tuple subclasses doesn't apply to '"
                    + (a.length > 0 ? Ops.typeName(a[0]) : "NoneType") + "' object");
        }
    }

    /** Only the keywords {@code a} and {@code b}, with CPython's message for any other. */
    private static void keywords(String fn, PyDict kw, String a, String b) {
        if (kw == null) {
            return;
        }
        for (PyObject k : kw.map.keySet()) {
            String s = ((PyStr) k).value();
            if (!s.equals(a) && !s.equals(b)) {
                throw Exc.typeError("'" + s + "' is an invalid keyword argument for " + fn + "()");
            }
        }
    }

    private static PyDict dict(PyObject self, String method) {
        if (self instanceof PyDict d) {
            return d;
        }
        throw Exc.typeError("descriptor '" + method + "' for 'collections.OrderedDict' objects doesn't apply to a '"
                + Ops.typeName(self) + "' object");
    }

    /**
     * {@code OrderedDict.move_to_end}: straight on the insertion-ordered map (a guest {@code __iter__} or
     * {@code __setitem__} does not apply, as in CPython's C OrderedDict); to the front rebuilds the order.
     */
    private static void moveToEnd(Interp in, PyDict d, PyObject key, boolean last) {
        PyObject v = d.map.get(key);
        if (v == null) {
            throw Exc.keyError(key);
        }
        if (last) {
            d.map.remove(key);
            d.map.put(key, v);
            return;
        }
        in.charge(1 + (d.size() >> 3));
        java.util.List<java.util.Map.Entry<PyObject, PyObject>> rest = new java.util.ArrayList<>(d.map.entrySet());
        d.map.clear();
        d.map.put(key, v);
        for (java.util.Map.Entry<PyObject, PyObject> e : rest) {
            if (!e.getKey().equals(key)) {
                d.map.put(e.getKey(), e.getValue());
            }
        }
    }

    /** {@code OrderedDict.popitem}: the last pair, or the first with {@code last=False}. */
    private static PyObject popItem(Interp in, PyDict d, boolean last) {
        if (d.size() == 0) {
            throw Exc.keyError(new PyStr("dictionary is empty"));
        }
        java.util.Map.Entry<PyObject, PyObject> e = null;
        if (last) {
            in.charge(d.size() >> 3);
            for (java.util.Map.Entry<PyObject, PyObject> x : d.map.entrySet()) {
                e = x;
            }
        } else {
            e = d.map.entrySet().iterator().next();
        }
        PyObject k = e.getKey();
        PyObject v = e.getValue();
        d.map.remove(k);
        return PyTuple.of(k, v);
    }

    /** {@code defaultdict.__missing__}: KeyError without a factory, else {@code self[key] = factory()}. */
    private static PyObject defaultdictMissing(Interp in, PyObject self, PyObject key) {
        PyObject factory = Ops.getattrOrNull(self, DEFAULT_FACTORY);
        if (factory == null || factory == PyNone.NONE) {
            throw Exc.keyError(key);
        }
        PyObject value = Ops.call(in, factory, NO_ARGS, null);
        Ops.setitem(self, key, value);
        return value;
    }
}
