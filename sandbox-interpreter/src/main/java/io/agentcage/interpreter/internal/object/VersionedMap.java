package io.agentcage.interpreter.internal.object;

import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The map of a module namespace: counts every mutation, so the VM can cache global-name lookups safely.
 */
public final class VersionedMap extends DictMap {
    private static final long serialVersionUID = 1L;
    /** Bumped on every change. */
    public transient int version;

    /** An empty map. */
    public VersionedMap() {
        super();
    }

    /** An empty map with room for {@code capacity} entries before it grows. */
    public VersionedMap(int capacity) {
        super(capacity);
    }

    @Override
    public PyObject put(PyObject k, PyObject v) {
        version++;
        return super.put(k, v);
    }

    @Override
    public PyObject remove(Object k) {
        version++;
        return super.remove(k);
    }

    @Override
    public void clear() {
        version++;
        super.clear();
    }

    @Override
    public void putAll(Map<? extends PyObject, ? extends PyObject> m) {
        version++;
        super.putAll(m);
    }

    @Override
    public PyObject putIfAbsent(PyObject k, PyObject v) {
        version++;
        return super.putIfAbsent(k, v);
    }

    @Override
    public PyObject computeIfAbsent(PyObject k, Function<? super PyObject, ? extends PyObject> f) {
        version++;
        return super.computeIfAbsent(k, f);
    }

    @Override
    public PyObject compute(PyObject k, BiFunction<? super PyObject, ? super PyObject, ? extends PyObject> f) {
        version++;
        return super.compute(k, f);
    }

    @Override
    public PyObject merge(PyObject k, PyObject v,
                          BiFunction<? super PyObject, ? super PyObject, ? extends PyObject> f) {
        version++;
        return super.merge(k, v, f);
    }

    @Override
    public PyObject replace(PyObject k, PyObject v) {
        version++;
        return super.replace(k, v);
    }

    @Override
    public boolean remove(Object k, Object v) {
        version++;
        return super.remove(k, v);
    }
}
