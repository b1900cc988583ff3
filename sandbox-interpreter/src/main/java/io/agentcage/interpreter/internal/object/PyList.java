package io.agentcage.interpreter.internal.object;

import java.util.Arrays;

/**
 * A guest {@code list}: a growable array (or an instance of a guest subclass of list).
 *
 * <p>The array and the size are private: every write goes through a method here, which applies the write barrier
 * of the proven set ({@link Proof}, ADR 0038). Code elsewhere reads the array through {@link #array} and changes it
 * only through {@link #set}, {@link #append}, {@link #insert}, {@link #removeAt}, {@link #setItems},
 * {@link #setSize} or, for an operation that rewrites many slots in place, the array returned by {@link #rewrite}.
 */
public class PyList extends PyObject {
    private PyObject[] items;
    private int size;

    public PyList() {
        super(Footprint.LIST + Footprint.refArray(4));
        this.items = new PyObject[4];
    }

    public PyList(int capacity) {
        super(Footprint.LIST + Footprint.refArray(Math.max(capacity, 4)));
        this.items = new PyObject[Math.max(capacity, 4)];
    }

    /** Takes ownership of {@code items}. */
    public PyList(PyObject[] items, int size) {
        super(Footprint.LIST + Footprint.refArray(items.length));
        this.items = items;
        this.size = size;
    }

    /**
     * Replaces the array with {@code newItems} (made by the caller), charging it to the running execution; the
     * old array becomes garbage, which the memory gauge gives back when it walks.
     */
    public void setItems(PyObject[] newItems, int newSize) {
        Interp.allocated(Footprint.refArray(newItems.length));
        Proof.rewritten(gaugeMark());
        items = newItems;
        size = newSize;
    }

    /**
     * Replaces the array with {@code newItems}, which was charged when it was made (a sort's copy): the proven set,
     * if the list is in it, is given up until the next walk.
     */
    public void adopt(PyObject[] newItems, int newSize) {
        Proof.rewritten(gaugeMark());
        items = newItems;
        size = newSize;
    }

    @Override
    public long footprint() {
        return Footprint.LIST + Footprint.refArray(items.length);
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        PyObject[] a = items;
        for (int i = 0, n = Math.min(size, a.length); i < n; i++) {
            refs.accept(a[i]);
        }
        PyDict d = instanceDictOrNull();
        if (d != null) {
            refs.accept(d);
        }
    }

    /** Passes the items to the proven set (ADR 0038). */
    void forEachItem(ProvenSet set, java.util.function.Consumer<PyObject> others) {
        PyObject[] a = items;
        for (int i = 0, n = Math.min(size, a.length); i < n; i++) {
            set.value(a[i], others);
        }
    }

    public static PyList of(PyObject... items) {
        return new PyList(items.clone(), items.length);
    }

    @Override
    public PyType type() {
        return PyType.LIST;
    }

    public int size() {
        return size;
    }

    /**
     * The array, for reading the first {@link #size} slots (it may be longer): never written through, since writes
     * must take the barrier ({@link #set}, {@link #rewrite}, ...). The array is replaced when the list grows.
     */
    public PyObject[] array() {
        return items;
    }

    public PyObject get(int i) {
        return items[i];
    }

    /** {@code l[i] = v} for {@code 0 <= i < size}. */
    public void set(int i, PyObject v) {
        PyObject old = items[i];
        items[i] = v;
        int m = gaugeMark();
        if (m < 0 && old != v) {
            Proof.removed(m, old);
            Proof.stored(m, v);
        }
    }

    /** Exchanges two items (a permutation drops no reference: no barrier). */
    public void swap(int i, int j) {
        PyObject t = items[i];
        items[i] = items[j];
        items[j] = t;
    }

    /**
     * The array for an operation that rewrites slots in place (sort, reverse, slice assignment, heapq): the
     * proven set, if the list is in it, is given up until the next walk.
     */
    public PyObject[] rewrite() {
        Proof.rewritten(gaugeMark());
        return items;
    }

    /**
     * Sets the size (slots past it must be cleared by the caller, through {@link #rewrite}); growing it makes the
     * slots up to {@code n} items, which must have been written through {@link #rewrite} or {@link #reserve}.
     */
    public void setSize(int n) {
        if (n != size) {
            Proof.rewritten(gaugeMark());
        }
        size = n;
    }

    /**
     * Room for {@code n} more items, then the array to write them into at {@link #size} onwards before {@link
     * #appended} counts them (a native filling a list from an iterator).
     */
    public PyObject[] reserve(int n) {
        if (size + n > items.length) {
            grow(size + n);
        }
        return items;
    }

    /** Counts {@code n} items written past the size into the array {@link #reserve} returned. */
    public void appended(int n) {
        // the list holds them before the barrier runs, which may stop the program
        int from = size;
        size += n;
        int m = gaugeMark();
        if (m < 0) {
            for (int i = from; i < from + n; i++) {
                Proof.stored(m, items[i]);
            }
        }
    }

    public void append(PyObject o) {
        if (size == items.length) {
            grow(size + 1);
        }
        items[size++] = o;
        int m = gaugeMark();
        if (m < 0) {
            Proof.stored(m, o);
        }
    }

    public void grow(int min) {
        int cap = Math.max(min, items.length + (items.length >> 1) + 4);
        Interp.allocated(Footprint.refArray(cap));
        Proof.resized(gaugeMark(), Footprint.refArray(cap) - Footprint.refArray(items.length));
        items = Arrays.copyOf(items, cap);
    }

    public void insert(int i, PyObject o) {
        if (size == items.length) {
            grow(size + 1);
        }
        System.arraycopy(items, i, items, i + 1, size - i);
        items[i] = o;
        size++;
        int m = gaugeMark();
        if (m < 0) {
            Proof.stored(m, o);
        }
    }

    public PyObject removeAt(int i) {
        PyObject o = items[i];
        System.arraycopy(items, i + 1, items, i, size - i - 1);
        items[--size] = null;
        int m = gaugeMark();
        if (m < 0) {
            Proof.removed(m, o);
        }
        return o;
    }

    public PyObject[] toArray() {
        return Arrays.copyOf(items, size);
    }

    @Override
    public int builtinHash() {
        throw Exc.typeError("unhashable type: '" + type().name() + "'");
    }
}
