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
