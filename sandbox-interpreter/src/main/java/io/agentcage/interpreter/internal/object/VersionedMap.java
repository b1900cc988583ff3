package io.agentcage.interpreter.internal.object;

import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The map of a module namespace: counts the changes a cached global lookup can depend on, so the VM can cache
 * global-name lookups safely. A cached lookup of a name depends only on that name's entry (its value, or its absence
 * when the name resolved to a builtin), and every cache is made after {@link #watch} of its name: so storing or
 * removing a <em>watched</em> key bumps {@link #version}, storing or removing any other key does not, and a change
 * not known key by key ({@code clear}, {@code putAll}, {@code compute…}, {@code merge}) always does. A module-level
 * loop ({@code for s in xs: try: total += f(s) except E as e: ...}) therefore leaves the cached globals of the
 * functions it calls valid, unless they read the very names it stores.
 */
public final class VersionedMap extends DictMap {
    private static final long serialVersionUID = 1L;
    /** Bumped on every change a cached lookup may depend on (see the class comment). */
    public transient int version;
    /** The keys some cached lookup depends on (only ever grows: at most the names the program's code loads). */
    private transient java.util.HashSet<PyObject> watched;

    /** An empty map. */
    public VersionedMap() {
        super();
    }

    /** An empty map with room for {@code capacity} entries before it grows. */
    public VersionedMap(int capacity) {
        super(capacity);
    }

    /**
     * Marks {@code k} as a key a lookup cache is made for: from now on, storing a value under it bumps the version.
     * Each new key is charged as a dictionary entry.
     */
    public void watch(PyObject k) {
        if (watched == null) {
            watched = new java.util.HashSet<>();
        }
        if (watched.add(k)) {
            Interp.allocated(Footprint.DICT_ENTRY);
        }
    }

    /**
     * Whether a store or removal of {@code k} must bump the version: an exact str is looked up among the watched
     * names; any other key (a str subclass, an object with a guest {@code __eq__}) bumps without a lookup, which
     * would run its guest {@code __hash__}/{@code __eq__} a second time and could compare equal to a watched name.
     */
    private boolean isWatched(Object k) {
        return k.getClass() != PyStr.class || watched.contains(k);
    }

    @Override
    public PyObject put(PyObject k, PyObject v) {
        if (watched != null && isWatched(k)) {
            version++;
        }
        return super.put(k, v);
    }

    @Override
    public PyObject remove(Object k) {
        if (watched != null && isWatched(k)) {
            version++;
        }
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

    @Override
    public boolean replace(PyObject k, PyObject oldValue, PyObject v) {
        version++;
        return super.replace(k, oldValue, v);
    }

    @Override
    public void replaceAll(BiFunction<? super PyObject, ? super PyObject, ? extends PyObject> f) {
        version++;
        super.replaceAll(f);
    }

    @Override
    public PyObject computeIfPresent(PyObject k,
                                     BiFunction<? super PyObject, ? super PyObject, ? extends PyObject> f) {
        version++;
        return super.computeIfPresent(k, f);
    }
}
