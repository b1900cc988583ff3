package io.agentcage.interpreter.runtime;

import java.util.Arrays;

/** A guest {@code bytes} (immutable) or {@code bytearray} (mutable). */
public class PyBytes extends PyObject {
    public byte[] data;
    public int size;
    public final boolean mutable;

    public PyBytes(byte[] data, boolean mutable) {
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

    public byte[] bytes() {
        return size == data.length ? data : Arrays.copyOf(data, size);
    }

    public void append(int b) {
        if (size == data.length) {
            data = Arrays.copyOf(data, Math.max(8, size * 2));
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
