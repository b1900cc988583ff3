package io.agentcage.interpreter.internal.object;

import static io.agentcage.interpreter.internal.object.Registry.method;

import java.util.Map;

/** The methods of {@code dict}. */
final class DictMethods {
    private DictMethods() {
    }

    static PyDict self(PyObject o) {
        return (PyDict) o;
    }

    static void install() {
        PyType t = PyType.DICT;
        // dict.__init__, reached by super().__init__(...) in a subclass: updates from the argument and keywords
        method(t, "__init__", (in, a, kw) -> {
            if (a.length > 2) {
                throw Exc.typeError("dict expected at most 1 argument, got " + (a.length - 1));
            }
            PyDict d = (PyDict) a[0];
            if (a.length == 2) {
                Containers.dictUpdate(d, a[1]);
            }
            if (kw != null) {
                d.map.putAll(kw.map);
            }
            return PyNone.NONE;
        });
        Registry.constructor(t, (in, a, kw) -> {
            if (a.length > 1) {
                throw Exc.typeError("dict expected at most 1 argument, got " + a.length);
            }
            PyDict d = new PyDict();
            if (a.length == 1) {
                Containers.dictUpdate(d, a[0]);
            }
            if (kw != null) {
                d.map.putAll(kw.map);
            }
            return d;
        });
        method(t, "get", (in, a, kw) -> {
            Args.method("get", a, kw, 1, 2);
            PyObject v = self(a[0]).map.get(a[1]);
            return v != null ? v : a.length > 2 ? a[2] : PyNone.NONE;
        });
        Registry.fixed(t, "get", 2, 3, (in, s, k, dflt) -> {
            PyObject v = self(s).map.get(k);
            return v != null ? v : dflt != null ? dflt : PyNone.NONE;
        });
        method(t, "setdefault", (in, a, kw) -> {
            Args.method("setdefault", a, kw, 1, 2);
            PyDict d = self(a[0]);
            PyObject v = d.map.get(a[1]);
            if (v == null) {
                v = a.length > 2 ? a[2] : PyNone.NONE;
                d.map.put(a[1], v);
            }
            return v;
        });
        method(t, "pop", (in, a, kw) -> {
            Args.method("pop", a, kw, 1, 2);
            // an empty dict answers without hashing the key, as CPython's does ({}.pop([], None) is None)
            PyObject v = self(a[0]).map.isEmpty() ? null : self(a[0]).map.remove(a[1]);
            if (v == null) {
                if (a.length > 2) {
                    return a[2];
                }
                throw Exc.keyError(a[1]);
            }
            return v;
        });
        method(t, "popitem", (in, a, kw) -> {
            PyDict d = self(a[0]);
            if (d.size() == 0) {
                throw Exc.keyError(new PyStr("popitem(): dictionary is empty"));
            }
            Map.Entry<PyObject, PyObject> last = null;
            for (Map.Entry<PyObject, PyObject> e : d.map.entrySet()) {
                last = e;
            }
            in.charge(d.size() >> 3);
            d.map.remove(last.getKey());
            return PyTuple.of(last.getKey(), last.getValue());
        });
        method(t, "keys", (in, a, kw) -> new DictViews.View(self(a[0]), DictViews.KEYS));
        method(t, "values", (in, a, kw) -> new DictViews.View(self(a[0]), DictViews.VALUES));
        method(t, "items", (in, a, kw) -> new DictViews.View(self(a[0]), DictViews.ITEMS));
        method(t, "update", (in, a, kw) -> {
            Args.count("update", a, 1, 2);
            if (a.length > 1) {
                Containers.dictUpdate(self(a[0]), a[1]);
            }
            if (kw != null) {
                self(a[0]).map.putAll(kw.map);
            }
            return PyNone.NONE;
        });
        method(t, "clear", (in, a, kw) -> {
            self(a[0]).map.clear();
            return PyNone.NONE;
        });
        method(t, "copy", (in, a, kw) -> {
            PyDict d = new PyDict(self(a[0]).size());
            d.map.putAll(self(a[0]).map);
            in.charge(d.size());
            return d;
        });
        Registry.classMethod(t, "fromkeys", (in, a, kw) -> {
            PyObject v = a.length > 2 ? a[2] : PyNone.NONE;
            PyObject d = Ops.call(in, a[0], new PyObject[0], null);
            int mark = in.memory().pin(d);
            try {
                PyObject it = Ops.iter(a[1]);
                for (PyObject k = Ops.next(it); k != null; k = Ops.next(it)) {
                    Ops.setitem(d, k, v);
                }
            } finally {
                in.memory().unpin(mark);
            }
            return d;
        });
        method(t, "__getitem__", (in, a, kw) -> {
            PyObject v = self(a[0]).map.get(a[1]);
            if (v == null) {
                PyObject missing = a[0].type().lookup(Names.MISSING);
                if (missing != null) {
                    return Ops.callMethod(a[0], missing, a[1]);
                }
                throw Exc.keyError(a[1]);
            }
            return v;
        });
        method(t, "__setitem__", (in, a, kw) -> {
            self(a[0]).map.put(a[1], a[2]);
            return PyNone.NONE;
        });
        method(t, "__delitem__", (in, a, kw) -> {
            if (self(a[0]).map.remove(a[1]) == null) {
                throw Exc.keyError(a[1]);
            }
            return PyNone.NONE;
        });
        method(t, "__contains__", (in, a, kw) -> PyBool.of(self(a[0]).map.containsKey(a[1])));
        method(t, "__len__", (in, a, kw) -> PyInt.of(self(a[0]).size()));
        method(t, "__iter__", (in, a, kw) -> Iters.JavaIter.of(self(a[0]), Iters.JavaIter.KEYS));
        method(t, "__repr__", (in, a, kw) -> {
            PyDict copy = new PyDict();
            copy.map.putAll(self(a[0]).map);
            return new PyStr(Ops.repr(copy));
        });
    }
}
