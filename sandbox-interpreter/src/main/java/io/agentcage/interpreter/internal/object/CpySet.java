package io.agentcage.interpreter.internal.object;

import java.util.AbstractSet;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The hash table of {@code set}/{@code frozenset}, laid out exactly as CPython's setobject.c lays it out (open
 * addressing, 9 linear probes, perturbation, the same resize rule), so iteration order matches CPython for values
 * whose hash is deterministic there (ints, floats, tuples of them).
 */
public final class CpySet extends AbstractSet<PyObject> {
    private static final int MINSIZE = 8;
    private static final int LINEAR_PROBES = 9;
    private static final int PERTURB_SHIFT = 5;
    private static final PyObject DUMMY = new PyInstance(PyType.OBJECT);

    private PyObject[] keys = new PyObject[MINSIZE];
    private long[] hashes = new long[MINSIZE];
    private int mask = MINSIZE - 1;
    private int fill;
    private int used;
    private int modCount;

    /** The holder (40 bytes) with its first table, charged to the running execution. */
    public CpySet() {
        Interp.allocated(40 + tableBytes(MINSIZE));
    }

    private static long tableBytes(int slots) {
        return Footprint.refArray(slots) + Footprint.longArray(slots);
    }

    /** About the bytes of this table and its holder (for the memory gauge). */
    public long footprint() {
        return 40 + tableBytes(keys.length);
    }

    /** A copy of {@code other} (CPython's set_merge into an empty set). */
    public CpySet(CpySet other) {
        this();
        merge(other);
    }

    @Override
    public int size() {
        return used;
    }

    private static boolean same(PyObject a, PyObject b) {
        return a == b || Compare.eqBool(a, b);
    }

    private int find(PyObject key, long hash) {
        int m = mask;
        int i = (int) (hash & m);
        long perturb = hash;
        while (true) {
            int probes = (i + LINEAR_PROBES <= m) ? LINEAR_PROBES : 0;
            int j = i;
            do {
                PyObject k = keys[j];
                if (k == null) {
                    return -1;
                }
                if (k != DUMMY && hashes[j] == hash && same(k, key)) {
                    return j;
                }
                j++;
            } while (probes-- > 0);
            perturb >>>= PERTURB_SHIFT;
            i = (int) ((i * 5L + 1 + perturb) & m);
        }
    }

    @Override
    public boolean contains(Object o) {
        PyObject key = (PyObject) o;
        return find(key, CpyHash.hash(key)) >= 0;
    }

    @Override
    public boolean add(PyObject key) {
        long hash = CpyHash.hash(key);
        int m = mask;
        int i = (int) (hash & m);
        long perturb = hash;
        int freeslot = -1;
        while (true) {
            int probes = (i + LINEAR_PROBES <= m) ? LINEAR_PROBES : 0;
            int j = i;
            do {
                PyObject k = keys[j];
                if (k == null) {
                    if (freeslot >= 0) {
                        keys[freeslot] = key;
                        hashes[freeslot] = hash;
                        used++;
                        modCount++;
                        return true;
                    }
                    keys[j] = key;
                    hashes[j] = hash;
                    fill++;
                    used++;
                    modCount++;
                    if ((long) fill * 5 >= (long) mask * 3) {
                        resize(used > 50000 ? used * 2 : used * 4);
                    }
                    return true;
                }
                if (k == DUMMY) {
                    if (freeslot < 0) {
                        freeslot = j;
                    }
                } else if (hashes[j] == hash && same(k, key)) {
                    return false;
                }
                j++;
            } while (probes-- > 0);
            perturb >>>= PERTURB_SHIFT;
            i = (int) ((i * 5L + 1 + perturb) & m);
        }
    }

    private void resize(int minused) {
        int newsize = MINSIZE;
        while (newsize <= minused) {
            newsize <<= 1;
        }
        PyObject[] oldKeys = keys;
        long[] oldHashes = hashes;
        Interp.allocated(tableBytes(newsize));
        keys = new PyObject[newsize];
        hashes = new long[newsize];
        mask = newsize - 1;
        fill = used;
        for (int j = 0; j < oldKeys.length; j++) {
            PyObject k = oldKeys[j];
            if (k != null && k != DUMMY) {
                insertClean(k, oldHashes[j]);
            }
        }
    }

    private void insertClean(PyObject key, long hash) {
        int m = mask;
        int i = (int) (hash & m);
        long perturb = hash;
        while (true) {
            if (keys[i] == null) {
                keys[i] = key;
                hashes[i] = hash;
                return;
            }
            if (i + LINEAR_PROBES <= m) {
                for (int j = 1; j <= LINEAR_PROBES; j++) {
                    if (keys[i + j] == null) {
                        keys[i + j] = key;
                        hashes[i + j] = hash;
                        return;
                    }
                }
            }
            perturb >>>= PERTURB_SHIFT;
            i = (int) ((i * 5L + 1 + perturb) & m);
        }
    }

    /** CPython's set_merge: adds every element of {@code other}, in its table order. */
    public void merge(CpySet other) {
        if (other.used == 0) {
            return;
        }
        if ((long) (fill + other.used) * 5 >= (long) mask * 3) {
            resize((used + other.used) * 2);
        }
        if (fill == 0 && mask == other.mask) {
            System.arraycopy(other.keys, 0, keys, 0, keys.length);
            System.arraycopy(other.hashes, 0, hashes, 0, hashes.length);
            for (int j = 0; j < keys.length; j++) {
                if (keys[j] == DUMMY) {
                    keys[j] = null;
                    hashes[j] = 0;
                }
            }
            fill = other.used;
            used = other.used;
            modCount++;
            return;
        }
        if (fill == 0) {
            for (int j = 0; j < other.keys.length; j++) {
                PyObject k = other.keys[j];
                if (k != null && k != DUMMY) {
                    insertClean(k, other.hashes[j]);
                    fill++;
                    used++;
                }
            }
            modCount++;
            return;
        }
        for (int j = 0; j < other.keys.length; j++) {
            PyObject k = other.keys[j];
            if (k != null && k != DUMMY) {
                add(k);
            }
        }
    }

    @Override
    public boolean remove(Object o) {
        PyObject key = (PyObject) o;
        int j = find(key, CpyHash.hash(key));
        if (j < 0) {
            return false;
        }
        keys[j] = DUMMY;
        hashes[j] = -1;
        used--;
        modCount++;
        return true;
    }

    /** CPython's intersection: iterates the smaller set in its table order. */
    public static CpySet intersection(CpySet a, CpySet b) {
        CpySet small = a;
        CpySet large = b;
        if (b.used > a.used) {
            small = a;
            large = b;
        } else {
            small = b;
            large = a;
        }
        CpySet r = new CpySet();
        for (PyObject k : small) {
            if (large.contains(k)) {
                r.add(k);
            }
        }
        return r;
    }

    /** CPython's set difference. */
    public static CpySet difference(CpySet a, CpySet b) {
        if ((a.used >> 2) > b.used) {
            CpySet r = new CpySet(a);
            for (PyObject k : b) {
                r.remove(k);
            }
            return r;
        }
        CpySet r = new CpySet();
        for (PyObject k : a) {
            if (!b.contains(k)) {
                r.add(k);
            }
        }
        return r;
    }

    /** CPython's symmetric difference. */
    public static CpySet symmetricDifference(CpySet a, CpySet b) {
        CpySet r = new CpySet(a);
        for (PyObject k : b) {
            if (!r.remove(k)) {
                r.add(k);
            }
        }
        return r;
    }

    /** Replaces the contents with {@code other}'s. */
    public void replaceWith(CpySet other) {
        clear();
        merge(other);
    }

    @Override
    public boolean retainAll(java.util.Collection<?> c) {
        CpySet keep = new CpySet();
        for (PyObject k : this) {
            if (c.contains(k)) {
                keep.add(k);
            }
        }
        boolean changed = keep.used != used;
        replaceWith(keep);
        return changed;
    }

    @Override
    public boolean removeAll(java.util.Collection<?> c) {
        boolean changed = false;
        for (Object k : c.toArray()) {
            changed |= remove(k);
        }
        return changed;
    }

    @Override
    public void clear() {
        keys = new PyObject[MINSIZE];
        hashes = new long[MINSIZE];
        mask = MINSIZE - 1;
        fill = 0;
        used = 0;
        modCount++;
    }

    /** Removes and returns an element as CPython's set.pop does (scanning from a moving finger). */
    private int finger;

    public PyObject pop() {
        int j = finger & mask;
        while (keys[j] == null || keys[j] == DUMMY) {
            j++;
            if (j > mask) {
                j = 0;
            }
        }
        PyObject k = keys[j];
        keys[j] = DUMMY;
        hashes[j] = -1;
        used--;
        modCount++;
        finger = j + 1;
        return k;
    }

    @Override
    public Iterator<PyObject> iterator() {
        return new Iterator<>() {
            private final int expected = modCount;
            private final PyObject[] table = keys;
            private int pos;

            @Override
            public boolean hasNext() {
                if (modCount != expected) {
                    throw new ConcurrentModificationException();
                }
                while (pos < table.length && (table[pos] == null || table[pos] == DUMMY)) {
                    pos++;
                }
                return pos < table.length;
            }

            @Override
            public PyObject next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return table[pos++];
            }
        };
    }
}
