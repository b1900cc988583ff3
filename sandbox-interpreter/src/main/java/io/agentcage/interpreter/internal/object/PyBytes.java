package io.agentcage.interpreter.internal.object;

import java.util.Arrays;

/**
 * A guest {@code bytes} (immutable) or {@code bytearray} (mutable). A bytearray knows the memoryviews exported
 * over it: while one of them is unreleased and still reachable from the program, it refuses to change its size,
 * as in CPython (see {@link #resizing}).
 */
public class PyBytes extends PyObject {
    public byte[] data;
    public int size;
    public final boolean mutable;
    /** The memoryviews exported over this bytearray that may still be alive; null when there are none. */
    private BufferExports exports;

    public PyBytes(byte[] data, boolean mutable) {
        super(Footprint.BYTES + Footprint.byteArray(data.length));
        this.data = data;
        this.size = data.length;
        this.mutable = mutable;
    }

    @Override
    public PyType type() {
        return mutable ? PyType.BYTEARRAY : PyType.BYTES;
    }

    public int length() {
        return size;
    }

    /** Replaces the array (a bytearray that grew), charging the new one to the running execution. */
    public void setData(byte[] newData) {
        Interp.allocated(Footprint.byteArray(newData.length));
        data = newData;
    }

    @Override
    public long footprint() {
        return Footprint.BYTES + Footprint.byteArray(data.length);
    }

    public byte[] bytes() {
        return size == data.length ? data : Arrays.copyOf(data, size);
    }

    /** Records a memoryview over this bytearray: until it is released or unreachable, the size is pinned. */
    void export(PyMemoryView view) {
        if (mutable) {
            if (exports == null) {
                exports = new BufferExports();
            }
            exports.add(view);
        }
    }

    /**
     * Checks that this bytearray may change its size to {@code newSize}, as CPython's {@code PyByteArray_Resize}
     * does: a resize to the same size is always allowed; any other raises CPython's BufferError while a view
     * exported over it is still alive. {@code operand} is a value the running operation holds (it counts as
     * alive even where the program's frames do not show it); it may be null.
     */
    public void resizing(long newSize, PyObject operand) {
        if (exports != null && newSize != size) {
            if (exports.alive(Interp.current(), operand)) {
                throw Exc.bufferError("Existing exports of data: object cannot be re-sized");
            }
            exports = null;
        }
    }

    public void append(int b) {
        resizing((long) size + 1, null);
        if (size == data.length) {
            setData(Arrays.copyOf(data, Math.max(8, size * 2)));
        }
        data[size++] = (byte) b;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o instanceof PyBytes b && !(this instanceof Subclassed.Value) && !(o instanceof Subclassed.Value)) {
            return Arrays.equals(bytes(), b.bytes());
        }
        // a bytes subclass or a guest key: the stored key (o) compares with this one, as in CPython's dict
        return o instanceof PyObject p && (p.type().hasGuestClass() || type().hasGuestClass()) && Ops.eqBool(p, this);
    }

    @Override
    public int hashCode() {
        return builtinHash();
    }

    @Override
    public int builtinHash() {
        if (mutable) {
            throw Exc.typeError("unhashable type: 'bytearray'");
        }
        int h = Arrays.hashCode(bytes());
        return h == -1 ? -2 : h;
    }
}
