package io.agentcage.interpreter.internal.object;

import java.util.Map;

/** {@code dict.keys()}, {@code dict.values()} and {@code dict.items()}: live views of a dictionary. */
public final class DictViews {
    private DictViews() {
    }

    public static final int KEYS = 0;
    public static final int VALUES = 1;
    public static final int ITEMS = 2;

    /** A live view. */
    public static final class View extends PyObject {
        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            refs.accept(dict);
        }

        final PyDict dict;
        final int kind;

        public View(PyDict dict, int kind) {
            this.dict = dict;
            this.kind = kind;
        }

        @Override
        public PyType type() {
            return kind == KEYS ? PyType.DICT_KEYS : kind == VALUES ? PyType.DICT_VALUES : PyType.DICT_ITEMS;
        }

        PyIter iterator() {
            return Iters.JavaIter.of(dict, kind == KEYS ? Iters.JavaIter.KEYS : kind == VALUES ? Iters.JavaIter.VALUES
                    : Iters.JavaIter.ITEMS);
        }

        boolean contains(PyObject item) {
            if (kind == KEYS) {
                return dict.map.containsKey(item);
            }
            if (kind == VALUES) {
                for (PyObject v : dict.map.values()) {
                    if (Compare.eqBool(v, item)) {
                        return true;
                    }
                }
                return false;
            }
            if (!(item instanceof PyTuple t) || t.items.length != 2) {
                return false;
            }
            PyObject v = dict.map.get(t.items[0]);
            return v != null && Compare.eqBool(v, t.items[1]);
        }

        /** The view's elements as a new (mutable) set: what set operations on views return, as in CPython. */
        PySet asSet() {
            PySet s = new PySet(false);
            PyIter it = iterator();
            for (PyObject x = it.next(); x != null; x = it.next()) {
                s.set.add(x);
            }
            return s;
        }

        @Override
        public int builtinHash() {
            throw Exc.typeError("unhashable type: '" + type().name() + "'");
        }
    }
}
