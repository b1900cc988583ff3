package io.agentcage.interpreter.internal.object;

import java.util.LinkedHashMap;
import java.util.Map;

/** A guest {@code dict}: insertion-ordered, keys compared with Python's {@code ==} and {@code hash()}. */
public class PyDict extends PyObject {
    public final LinkedHashMap<PyObject, PyObject> map;

    public PyDict() {
        super(Footprint.DICT);
        this.map = new DictMap();
    }

    /**
     * A dictionary over a given map (module namespaces use a {@link VersionedMap}); a {@link DictMap} charges its
     * entries as they are added, any other map only what it holds now.
     */
    public PyDict(LinkedHashMap<PyObject, PyObject> map) {
        super(Footprint.DICT + (map instanceof DictMap ? 0 : (long) map.size() * Footprint.DICT_ENTRY));
        this.map = map;
    }

    public PyDict(int capacity) {
        super(Footprint.DICT);
        this.map = new DictMap(Math.max(4, capacity * 4 / 3 + 1));
    }

    @Override
    public long footprint() {
        int n = map.size();
        return Footprint.DICT + n * (long) Footprint.DICT_ENTRY + (n == 0 ? 0
                : Footprint.refArray(Footprint.hashTableSlots(n)));
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        for (Map.Entry<PyObject, PyObject> e : map.entrySet()) {
            refs.accept(e.getKey());
            refs.accept(e.getValue());
        }
        PyDict d = instanceDictOrNull();
        if (d != null) {
            refs.accept(d);
        }
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
