package io.agentcage.interpreter.internal.object;

import java.util.function.Consumer;

/**
 * A guest {@code memoryview}: a one-dimensional window on a {@code bytes} or {@code bytearray} that shares its
 * memory (writes through a view of a bytearray show in the bytearray). Items are {@code itemsize} bytes at
 * {@code offset + i * stride}; every access checks the bounds against the exporter's current size, so a bytearray
 * resized under a view cannot make an access leave its storage.
 */
public final class PyMemoryView extends PyObject implements Gauged {
    public static final PyType TYPE = PyType.newBuiltin("memoryview", "builtins", null);

    /** The exporter's storage and the object {@code obj} reports. */
    final PyBytes buf;
    final PyObject obj;
    final int offset;
    final int stride;
    final int length;
    final char format;
    final int itemsize;
    private boolean released;

    PyMemoryView(PyBytes buf, PyObject obj, int offset, int stride, int length, char format) {
        this.buf = buf;
        this.obj = obj;
        this.offset = offset;
        this.stride = stride;
        this.length = length;
        this.format = format;
        this.itemsize = MemoryViews.itemsize(format);
        buf.export(this);
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** Raises CPython's ValueError when the view was released. */
    PyMemoryView live() {
        if (released) {
            throw Exc.valueError("operation forbidden on released memoryview object");
        }
        return this;
    }

    boolean released() {
        return released;
    }

    void release() {
        released = true;
    }

    boolean readonly() {
        return !buf.mutable;
    }

    boolean contiguous() {
        return stride == itemsize || length <= 1;
    }

    /** The absolute position of byte {@code k} of item {@code i}, checked against the exporter's current size. */
    int pos(int i, int k) {
        long p = (long) offset + (long) i * stride + k;
        if (p < 0 || p >= buf.size) {
            throw Exc.indexError("index out of bounds on dimension 1");
        }
        return (int) p;
    }

    /** The bytes of the view's items, in order (charges steps and memory like a bytes copy). */
    public byte[] toBytes() {
        live();
        Interp in = Interp.current();
        long n = (long) length * itemsize;
        in.reserveMemory(n);
        in.charge(n);
        byte[] out = new byte[(int) n];
        int j = 0;
        for (int i = 0; i < length; i++) {
            for (int k = 0; k < itemsize; k++) {
                out[j++] = buf.data[pos(i, k)];
            }
        }
        return out;
    }

    @Override
    public int builtinHash() {
        live();
        if (!readonly()) {
            throw Exc.valueError("cannot hash writable memoryview object");
        }
        if (itemsize != 1) {
            throw Exc.valueError("memoryview: hashing is restricted to formats 'B', 'b' or 'c'");
        }
        return new PyBytes(toBytes(), false).builtinHash();
    }

    @Override
    public int hashCode() {
        return builtinHash();
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof PyObject p && MemoryViews.equal(this, p));
    }

    @Override
    public long gauge(Consumer<PyObject> refs) {
        refs.accept(buf);
        refs.accept(obj);
        return 64;
    }
}
