package io.agentcage.interpreter.internal.object;

import java.util.LinkedHashMap;
import java.util.Map;

/** A guest {@code dict}: insertion-ordered, keys compared with Python's {@code ==} and {@code hash()}. */
public class PyDict extends PyObject {
    public final LinkedHashMap<PyObject, PyObject> map;

    public PyDict() {
        this.map = new LinkedHashMap<>();
    }

    /** A dictionary over a given map (module namespaces use a {@link VersionedMap}). */
    public PyDict(LinkedHashMap<PyObject, PyObject> map) {
        this.map = map;
    }

    public PyDict(int capacity) {
        this.map = new LinkedHashMap<>(Math.max(4, capacity * 4 / 3 + 1));
    }

    @Override
    public PyType type() {
        return PyType.DICT;
    }

    public int size() {
        return map.size();
    }

    public PyObject get(PyObject key) {
        return map.get(key);
    }

    /** Fast lookup for string keys (attribute dictionaries). */
    public PyObject getStr(PyStr key) {
        return map.get(key);
    }

    public PyObject get(String key) {
        return map.get(PyStr.of(key));
    }

    public void put(PyObject key, PyObject value) {
        map.put(key, value);
    }

    public void put(String key, PyObject value) {
        map.put(PyStr.intern(key), value);
    }

    public PyObject remove(PyObject key) {
        return map.remove(key);
    }

    public boolean containsKey(PyObject key) {
        return map.containsKey(key);
    }

    public Iterable<Map.Entry<PyObject, PyObject>> entries() {
        return map.entrySet();
    }

    @Override
    public int builtinHash() {
        throw Exc.typeError("unhashable type: '" + type().name() + "'");
    }
}
