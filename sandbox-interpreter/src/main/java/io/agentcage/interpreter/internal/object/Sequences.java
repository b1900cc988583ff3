package io.agentcage.interpreter.internal.object;

/** Slicing and slice assignment for the builtin sequences. */
public final class Sequences {
    private Sequences() {
    }

    public static PyObject[] sliceArray(PyObject[] items, int size, PySlice s) {
        long[] ix = s.indices(size);
        int n = (int) ix[3];
        PyObject[] out = new PyObject[n];
        if (ix[2] == 1) {
            System.arraycopy(items, (int) ix[0], out, 0, n);
        } else {
            long j = ix[0];
            for (int i = 0; i < n; i++, j += ix[2]) {
                out[i] = items[(int) j];
            }
        }
        Interp.current().charge(n);
        return out;
    }

    static PyList sliceList(PyList l, PySlice s) {
        PyObject[] a = sliceArray(l.array(), l.size(), s);
        return new PyList(a, a.length);
    }

    static PyStr sliceStr(PyStr str, PySlice s) {
        long[] ix = s.indices(str.length());
        int n = (int) ix[3];
        Interp.current().charge(n >> 2);
        if (ix[2] == 1) {
            return PyStr.of(str.substring((int) ix[0], (int) ix[0] + n));
        }
        StringBuilder sb = new StringBuilder(n);
        long j = ix[0];
        for (int i = 0; i < n; i++, j += ix[2]) {
            sb.appendCodePoint(str.codePointAt((int) j));
        }
        return PyStr.of(sb.toString());
    }

    static PyBytes sliceBytes(PyBytes b, PySlice s) {
        long[] ix = s.indices(b.size);
        int n = (int) ix[3];
        byte[] out = new byte[n];
        long j = ix[0];
        for (int i = 0; i < n; i++, j += ix[2]) {
            out[i] = b.data[(int) j];
        }
        return new PyBytes(out, b.mutable);
    }

    static void assignSlice(PyList l, PySlice s, PyObject value) {
        PyObject[] src;
        if (value == l) {
            src = l.toArray();
        } else if (Ops.isIterable(value)) {
            src = Iters.toArray(value);
        } else {
            try {
                src = Iters.toArray(value);
            } catch (PyException e) {
                // CPython (PySequence_Fast) replaces a TypeError of iter() with the slice's own message.
                if (e.exc.type() != Exc.TypeError) {
                    throw e;
                }
                throw Exc.typeError(s.step == PyNone.NONE || s.step instanceof PyInt i && i.isSmall()
                        && i.value == 1 ? "can only assign an iterable" : "must assign iterable to extended slice");
            }
        }
        long[] ix = s.indices(l.size());
        int start = (int) ix[0];
        if (ix[2] == 1) {
            int stop = Math.max(start, (int) ix[1]);
            int removed = stop - start;
            int newSize = l.size() - removed + src.length;
            if (newSize > l.array().length) {
                l.grow(newSize);
            }
            PyObject[] items = l.rewrite();
            System.arraycopy(items, stop, items, start + src.length, l.size() - stop);
            System.arraycopy(src, 0, items, start, src.length);
            for (int i = newSize; i < l.size(); i++) {
                items[i] = null;
            }
            l.setSize(newSize);
            Interp.current().charge(newSize);
            return;
        }
        int n = (int) ix[3];
        if (src.length != n) {
            throw Exc.valueError("attempt to assign sequence of size " + src.length
                    + " to extended slice of size " + n);
        }
        long j = ix[0];
        PyObject[] items = l.rewrite();
        for (int i = 0; i < n; i++, j += ix[2]) {
            items[(int) j] = src[i];
        }
    }

    static void deleteSlice(PyList l, PySlice s) {
        long[] ix = s.indices(l.size());
        int n = (int) ix[3];
        if (n == 0) {
            return;
        }
        boolean[] drop = new boolean[l.size()];
        long j = ix[0];
        for (int i = 0; i < n; i++, j += ix[2]) {
            drop[(int) j] = true;
        }
        int w = 0;
        PyObject[] items = l.rewrite();
        for (int i = 0; i < l.size(); i++) {
            if (!drop[i]) {
                items[w++] = items[i];
            }
        }
        for (int i = w; i < l.size(); i++) {
            items[i] = null;
        }
        l.setSize(w);
    }

    static int byteValue(PyObject v) {
        PyInt i = Ops.index(v, "'%T' object cannot be interpreted as an integer");
        if (i.big != null || i.value < 0 || i.value > 255) {
            throw Exc.valueError("byte must be in range(0, 256)");
        }
        return (int) i.value;
    }

    static boolean bytesContains(PyBytes b, PyObject item) {
        if (item instanceof PyInt) {
            int v = byteValue(item);
            for (int i = 0; i < b.size; i++) {
                if ((b.data[i] & 0xff) == v) {
                    return true;
                }
            }
            return false;
        }
        if (item instanceof PyBytes nb) {
            return indexOf(b.bytes(), nb.bytes(), 0) >= 0;
        }
        throw Exc.typeError("a bytes-like object is required, not '" + Ops.typeName(item) + "'");
    }

    static int indexOf(byte[] hay, byte[] needle, int from) {
        outer:
        for (int i = from; i <= hay.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
