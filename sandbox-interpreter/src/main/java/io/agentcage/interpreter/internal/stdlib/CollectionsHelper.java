package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Arith;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
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
        PyBuiltin get = new PyBuiltin("_tuplegetter", (in, a, kw) -> {
            if (a.length == 1 && a[0] instanceof PyTuple t) {
                if (index < 0 || index >= t.items.length) {
                    throw Exc.indexError("tuple index out of range");
                }
                return t.items[index];
            }
            throw Exc.typeError("descriptor for index '" + index + "' for tuple subclasses doesn't apply to '"
                    + (a.length > 0 ? Ops.typeName(a[0]) : "NoneType") + "' object");
        });
        return new PyDescriptor(PyDescriptor.Kind.PROPERTY, get, PyNone.NONE, PyNone.NONE, doc);
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
