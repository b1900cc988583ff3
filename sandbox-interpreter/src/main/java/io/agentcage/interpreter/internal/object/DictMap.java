package io.agentcage.interpreter.internal.object;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The map behind a guest {@code dict}: a {@link LinkedHashMap} that charges every entry it gains to the running
 * execution as the entry is made, whichever method made it ({@code put}, {@code putIfAbsent}, {@code merge},
 * {@code compute…}, {@code putAll}): the JDK calls {@link #removeEldestEntry} after each insertion of a new key.
 * The hash table is charged when it is made and each time it doubles (see {@link Footprint#hashTableSlots}).
 *
 * <p>Every method that changes the map is overridden here to apply the write barrier of the proven set
 * ({@link Proof}, ADR 0038) when the map is in one ({@link #proofMark} negative): a new key and its value join the
 * set, an overwritten value leaves it, and a removed key or an operation whose effect is not known entry by entry
 * ({@code compute…}, {@code merge}, {@code replaceAll}, {@code clear}) gives the proof up until the next walk. The
 * views ({@code entrySet()}, {@code keySet()}, {@code values()}) are for reading: {@code ArchitectureTest} forbids
 * {@code Map.Entry.setValue} and {@code Iterator.remove} in the interpreter, and checks that this class overrides
 * every mutator of {@link LinkedHashMap}.
 */
public class DictMap extends LinkedHashMap<PyObject, PyObject> {
    private static final long serialVersionUID = 1L;

    /** The mark of the proven set this map is in (negative), or 0 (see {@link ProvenSet}). */
    transient int proofMark;

    /** An empty map. */
    public DictMap() {
        super();
    }

    /** An empty map with room for {@code capacity} entries before it grows. */
    public DictMap(int capacity) {
        super(capacity);
    }

    /**
     * The JDK's map does not hash a key while it is empty; a guest dict hashes every key it is asked about, so that
     * {@code [] in {}}, {@code {}.get([])} and {@code {}[[1]]} raise CPython's TypeError (unhashable type).
     */
    @Override
    public PyObject get(Object k) {
        if (isEmpty() && k != null) {
            k.hashCode();
        }
        return super.get(k);
    }

    @Override
    public boolean containsKey(Object k) {
        if (isEmpty() && k != null) {
            k.hashCode();
        }
        return super.containsKey(k);
    }

    @Override
    protected final boolean removeEldestEntry(Map.Entry<PyObject, PyObject> eldest) {
        // the table is made on the first entry (16 slots) and doubles when the size passes 12, 24, 48, ...
        int n = size();
        int grown = (n - 1) / 12;
        Interp.allocated(n == 1 || (n - 1) % 12 == 0 && (grown & (grown - 1)) == 0
                ? Footprint.DICT_ENTRY + Footprint.refArray(Footprint.hashTableSlots(n)) : Footprint.DICT_ENTRY);
        return false;
    }

    /** The bytes of {@code n} entries and their table, by the model ({@link PyDict#footprint} less the dict). */
    static long entriesBytes(int n) {
        return n * (long) Footprint.DICT_ENTRY + (n == 0 ? 0 : Footprint.refArray(Footprint.hashTableSlots(n)));
    }

    /** After a write to a proven map: what changed, given the size before and the value replaced (or null). */
    private void barrier(int m, int before, PyObject k, PyObject old, PyObject v) {
        int after = size();
        if (after != before) {
            Proof.resized(m, entriesBytes(after) - entriesBytes(before));
            Proof.stored(m, k);
        }
        if (old != v) {
            Proof.removed(m, old);
            Proof.stored(m, v);
        }
    }

    @Override
    public PyObject put(PyObject k, PyObject v) {
        int m = proofMark;
        if (m >= 0) {
            return super.put(k, v);
        }
        int before = size();
        PyObject old = super.put(k, v);
        barrier(m, before, k, old, v);
        return old;
    }

    @Override
    public PyObject putIfAbsent(PyObject k, PyObject v) {
        int m = proofMark;
        if (m >= 0) {
            return super.putIfAbsent(k, v);
        }
        int before = size();
        PyObject old = super.putIfAbsent(k, v);
        if (size() != before) {
            barrier(m, before, k, null, v);
        }
        return old;
    }

    @Override
    public void putAll(Map<? extends PyObject, ? extends PyObject> m) {
        if (proofMark >= 0) {
            super.putAll(m);
            return;
        }
        for (Map.Entry<? extends PyObject, ? extends PyObject> e : m.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    @Override
    public PyObject computeIfAbsent(PyObject k, Function<? super PyObject, ? extends PyObject> f) {
        int m = proofMark;
        if (m >= 0) {
            return super.computeIfAbsent(k, f);
        }
        int before = size();
        PyObject v = super.computeIfAbsent(k, f);
        if (size() != before) {
            barrier(m, before, k, null, v);
        }
        return v;
    }

    @Override
    public PyObject replace(PyObject k, PyObject v) {
        int m = proofMark;
        if (m >= 0) {
            return super.replace(k, v);
        }
        PyObject old = super.replace(k, v);
        if (old != null && old != v) {
            Proof.removed(m, old);
            Proof.stored(m, v);
        }
        return old;
    }

    @Override
    public boolean replace(PyObject k, PyObject oldValue, PyObject v) {
        Proof.rewritten(proofMark);
        return super.replace(k, oldValue, v);
    }

    @Override
    public void replaceAll(BiFunction<? super PyObject, ? super PyObject, ? extends PyObject> f) {
        Proof.rewritten(proofMark);
        super.replaceAll(f);
    }

    @Override
    public PyObject compute(PyObject k, BiFunction<? super PyObject, ? super PyObject, ? extends PyObject> f) {
        Proof.rewritten(proofMark);
        return super.compute(k, f);
    }

    @Override
    public PyObject computeIfPresent(PyObject k,
                                     BiFunction<? super PyObject, ? super PyObject, ? extends PyObject> f) {
        Proof.rewritten(proofMark);
        return super.computeIfPresent(k, f);
    }

    @Override
    public PyObject merge(PyObject k, PyObject v,
                          BiFunction<? super PyObject, ? super PyObject, ? extends PyObject> f) {
        Proof.rewritten(proofMark);
        return super.merge(k, v, f);
    }

    @Override
    public PyObject remove(Object k) {
        // the key the map held may be another object equal to k: its size is not known here
        PyObject old = super.remove(k);
        if (old != null) {
            Proof.rewritten(proofMark);
        }
        return old;
    }

    @Override
    public boolean remove(Object k, Object v) {
        boolean removed = super.remove(k, v);
        if (removed) {
            Proof.rewritten(proofMark);
        }
        return removed;
    }

    @Override
    public void clear() {
        if (!isEmpty()) {
            Proof.rewritten(proofMark);
        }
        super.clear();
    }
}
