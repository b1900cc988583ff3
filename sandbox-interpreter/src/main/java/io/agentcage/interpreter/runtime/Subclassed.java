package io.agentcage.interpreter.runtime;

/** Instances of guest subclasses of builtin containers: the builtin representation plus a class and a dictionary. */
final class Subclassed {
    private Subclassed() {
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

    /** An instance of a guest subclass of int ({@code IntEnum}, {@code IntFlag} members): behaves as its value. */
    static final class IntSub extends PyInt {
        final PyType cls;
        final PyDict dict = new PyDict();

        IntSub(PyType cls, PyInt v) {
            super(v.value, v.big);
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

    /** An instance of a guest subclass of str ({@code StrEnum} members, {@code class E(str, Enum)}). */
    static final class StrSub extends PyStr {
        final PyType cls;
        final PyDict dict = new PyDict();

        StrSub(PyType cls, String v) {
            super(v);
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
        if (!(i instanceof IntSub)) {
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
