package io.agentcage.interpreter.internal.object;

/**
 * A native iterator. {@link #next} returns {@code null} when exhausted (no exception on the fast path); guest code
 * sees {@code __next__} raising StopIteration.
 */
public abstract class PyIter extends PyObject {
    /** An iterator of {@link Footprint#SMALL_OBJECT} bytes. */
    protected PyIter() {
    }

    /** An iterator of {@code bytes} (with arrays of its own), charged to the running execution. */
    protected PyIter(long bytes) {
        super(bytes);
    }

    /** The next item, or {@code null} at the end. */
    public abstract PyObject next();

    @Override
    public PyType type() {
        return PyType.ITERATOR;
    }
}
