package io.agentcage.interpreter.internal.object;

/** The objects of a snapshot being read, by id: what codecs resolve references with, type-checked. */
public interface ImageGraph {
    /** The object with this id (null for the null reference -1). */
    Object get(int id);

    /** The code object of the snapshot's code table at {@code index}. */
    Code code(int index);

    /** The object with this id, which must be a {@code type} (or null when {@code nullable}). */
    default <T> T get(int id, Class<T> type, boolean nullable, String what) {
        Object o = get(id);
        if (o == null) {
            if (nullable) {
                return null;
            }
            throw ImageException.corrupt(what + " is missing");
        }
        if (!type.isInstance(o)) {
            throw ImageException.corrupt(what + " is a " + o.getClass().getSimpleName() + ", not a "
                    + type.getSimpleName());
        }
        return type.cast(o);
    }

    /** A guest value with this id (never null). */
    default PyObject value(int id, String what) {
        return get(id, PyObject.class, false, what);
    }

    /** The execution the snapshot is read into (hashing dict keys may run guest code). */
    Interp interp();
}
