package io.agentcage.interpreter.internal.object;

/**
 * Instances of guest subclasses of builtin types: the builtin representation plus a class and a dictionary.
 * Every builtin operation accepts them as the base type (they are Java subclasses of the base's representation);
 * the protocol functions consult the guest class first, so overridden special methods win.
 */
public final class Subclassed {
    private Subclassed() {
    }

    /** An instance of a guest subclass of an immutable builtin value type (int, float, complex, str, bytes). */
    public interface Value {
        /** The same value as a plain instance of the builtin base type. */
        PyObject plain();
    }

    /** {@code o} itself, or the plain builtin value when {@code o} is an instance of a guest value subclass. */
    public static PyObject plain(PyObject o) {
        return o instanceof Value v ? v.plain() : o;
    }

    private static final java.util.Set<String> BINARY_DUNDERS = java.util.Set.of("add", "sub", "mul", "matmul",
            "truediv", "floordiv", "mod", "divmod", "pow", "lshift", "rshift", "and", "or", "xor");

    /**
     * Makes the methods of the immutable value types see plain values: {@code int.__add__(self, o)} called from an
     * overriding {@code __add__} of a guest subclass computes the builtin result instead of dispatching back to
     * the override, and {@code str.__str__(s)} / {@code s.strip()} return an exact {@code str} as in CPython.
     * Runs once at start-up, before the registry is frozen.
     */
    static void installPlainReceivers() {
        for (PyType t : new PyType[] {PyType.INT, PyType.FLOAT, PyType.COMPLEX, PyType.STR, PyType.BYTES}) {
            boolean text = t == PyType.STR || t == PyType.BYTES;
            for (var e : new java.util.ArrayList<>(t.dict().map.entrySet())) {
                if (!(e.getValue() instanceof PyBuiltin b) || !b.method || !(e.getKey() instanceof PyStr k)
                        || b.fn instanceof Compare.SlotFunction) {
                    continue;
                }
                String n = k.value();
                boolean binary = false;
                if (n.startsWith("__") && n.endsWith("__") && n.length() > 4) {
                    String core = n.substring(2, n.length() - 2);
                    String op = core.startsWith("r") && BINARY_DUNDERS.contains(core.substring(1)) ? core.substring(1)
                            : core;
                    binary = BINARY_DUNDERS.contains(op) && !(text && op.equals("mod"))
                            || java.util.Set.of("eq", "ne", "lt", "le", "gt", "ge").contains(core);
                }
                NativeFunction fn = b.fn;
                int strip = binary ? 2 : 1;
                NativeFunction plainFn = (in, a, kw) -> {
                    PyObject[] args = a;
                    for (int i = 0; i < Math.min(strip, a.length); i++) {
                        if (a[i] instanceof Value v) {
                            if (args == a) {
                                args = a.clone();
                            }
                            args[i] = v.plain();
                        }
                    }
                    return fn.call(in, args, kw);
                };
                PyBuiltin wrapped = new PyBuiltin(b.name, plainFn, true, b.owner);
                wrapped.ownerType = b.ownerType;
                t.dict().put(k, wrapped);
            }
        }
    }

    /** Wraps a plain builtin value (of the layout of {@code cls}) as an instance of the guest class cls. */
    static PyObject wrap(PyType cls, PyObject v) {
        if (v instanceof PyBool b) {
            return new IntSub(cls, b.value, null);
        }
        if (v instanceof PyInt i) {
            return new IntSub(cls, i.value, i.big);
        }
        if (v instanceof PyFloat f) {
            return new FloatSub(cls, f.value);
        }
        if (v instanceof PyComplex c) {
            return new ComplexSub(cls, c.real, c.imag);
        }
        if (v instanceof PyStr s) {
            return new StrSub(cls, s.value());
        }
        if (v instanceof PyBytes b && !b.mutable) {
            return new BytesSub(cls, b.bytes());
        }
        throw Exc.typeError(cls.name() + ".__new__ produced '" + Ops.typeName(v) + "', not a builtin value");
    }

    /** An instance of a guest subclass of {@code int}. */
    public static final class IntSub extends PyInt implements Value {
        final PyType cls;
        final PyDict dict = new PyDict();

        IntSub(PyType cls, long value, java.math.BigInteger big) {
            super(value, big);
            this.cls = cls;
        }

        @Override
        public PyType type() {
            return cls;
        }

        @Override
        public PyDict instanceDict() {
            return dict;
        }

        @Override
        public PyObject plain() {
            return big != null ? PyInt.of(big) : PyInt.of(value);
        }

        @Override
        public boolean equals(Object o) {
            return this == o || (o instanceof PyObject p && Ops.eqBool(p, this));
        }

        @Override
        public int hashCode() {
            return Ops.hash(this);
        }
    }

    /** An instance of a guest subclass of {@code float}. */
    public static final class FloatSub extends PyFloat implements Value {
        final PyType cls;
        final PyDict dict = new PyDict();

        FloatSub(PyType cls, double value) {
            super(value);
            this.cls = cls;
        }

        @Override
        public PyType type() {
            return cls;
        }

        @Override
        public PyDict instanceDict() {
            return dict;
        }

        @Override
        public PyObject plain() {
            return new PyFloat(value);
        }

        @Override
        public boolean equals(Object o) {
            return this == o || (o instanceof PyObject p && Ops.eqBool(p, this));
        }

        @Override
        public int hashCode() {
            return Ops.hash(this);
        }
    }

    /** An instance of a guest subclass of {@code complex}. */
    public static final class ComplexSub extends PyComplex implements Value {
        final PyType cls;
        final PyDict dict = new PyDict();

        ComplexSub(PyType cls, double real, double imag) {
            super(real, imag);
            this.cls = cls;
        }

        @Override
        public PyType type() {
            return cls;
        }

        @Override
        public PyDict instanceDict() {
            return dict;
        }

        @Override
        public PyObject plain() {
            return new PyComplex(real, imag);
        }

        @Override
        public boolean equals(Object o) {
            return this == o || (o instanceof PyObject p && Ops.eqBool(p, this));
        }

        @Override
        public int hashCode() {
            return Ops.hash(this);
        }
    }

    /** An instance of a guest subclass of {@code str}. */
    public static final class StrSub extends PyStr implements Value {
        final PyType cls;
        final PyDict dict = new PyDict();

        StrSub(PyType cls, String value) {
            super(value);
            this.cls = cls;
        }

        @Override
        public PyType type() {
            return cls;
        }

        @Override
        public PyDict instanceDict() {
            return dict;
        }

        @Override
        public PyObject plain() {
            return new PyStr(value());
        }

        @Override
        public boolean equals(Object o) {
            return this == o || (o instanceof PyObject p && Ops.eqBool(p, this));
        }

        @Override
        public int hashCode() {
            return Ops.hash(this);
        }
    }

    /** An instance of a guest subclass of {@code bytes}. */
    public static final class BytesSub extends PyBytes implements Value {
        final PyType cls;
        final PyDict dict = new PyDict();

        BytesSub(PyType cls, byte[] data) {
            super(data, false);
            this.cls = cls;
        }

        @Override
        public PyType type() {
            return cls;
        }

        @Override
        public PyDict instanceDict() {
            return dict;
        }

        @Override
        public PyObject plain() {
            return new PyBytes(data, false);
        }

        @Override
        public boolean equals(Object o) {
            return this == o || (o instanceof PyObject p && Ops.eqBool(p, this));
        }

        @Override
        public int hashCode() {
            return Ops.hash(this);
        }
    }

    static final class ListSub extends PyList {
        final PyType cls;
        final PyDict dict = new PyDict();

        ListSub(PyType cls) {
            this.cls = cls;
        }

        @Override
        public PyType type() {
            return cls;
        }

        @Override
        public PyDict instanceDict() {
            return dict;
        }
    }

    static final class DictSub extends PyDict {
        final PyType cls;
        final PyDict dict = new PyDict();

        DictSub(PyType cls) {
            this.cls = cls;
        }

        @Override
        public PyType type() {
            return cls;
        }

        @Override
        public PyDict instanceDict() {
            return dict;
        }
    }

    static final class SetSub extends PySet {
        final PyType cls;
        final PyDict dict = new PyDict();

        SetSub(PyType cls, boolean frozen) {
            super(frozen);
            this.cls = cls;
        }

        @Override
        public PyType type() {
            return cls;
        }

        @Override
        public PyDict instanceDict() {
            return dict;
        }
    }

    /** The plain int of an int or int-subclass instance. */
    static PyInt exactInt(PyInt i) {
        if (!(i instanceof IntSub) && !(i instanceof IntFlagValue)) {
            return i;
        }
        return i.big != null ? PyInt.of(i.big) : PyInt.of(i.value);
    }

    static final class TupleSub extends PyTuple {
        final PyType cls;
        final PyDict dict = new PyDict();

        TupleSub(PyType cls, PyObject[] items) {
            super(items);
            this.cls = cls;
        }

        @Override
        public PyType type() {
            return cls;
        }

        @Override
        public PyDict instanceDict() {
            return dict;
        }
    }
}
