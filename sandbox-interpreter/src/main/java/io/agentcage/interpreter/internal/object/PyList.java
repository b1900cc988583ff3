package io.agentcage.interpreter.internal.object;

import java.util.Arrays;

/** A guest {@code list}: a growable array (or an instance of a guest subclass of list). */
public class PyList extends PyObject {
    public PyObject[] items;
    public int size;

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

    public PyObject get(int i) {
        return items[i];
    }

    public void append(PyObject o) {
        if (size == items.length) {
            grow(size + 1);
        }
        items[size++] = o;
    }

    public void grow(int min) {
        int cap = Math.max(min, items.length + (items.length >> 1) + 4);
        Interp.allocated(Footprint.refArray(cap));
        items = Arrays.copyOf(items, cap);
    }

    public void insert(int i, PyObject o) {
        if (size == items.length) {
            grow(size + 1);
        }
        System.arraycopy(items, i, items, i + 1, size - i);
        items[i] = o;
        size++;
    }

    public PyObject removeAt(int i) {
        PyObject o = items[i];
        System.arraycopy(items, i + 1, items, i, size - i - 1);
        items[--size] = null;
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
