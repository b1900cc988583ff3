package io.agentcage.interpreter.internal.object;

/**
 * A native iterator. {@link #next} returns {@code null} when exhausted (no exception on the fast path); guest code
 * sees {@code __next__} raising StopIteration.
 */
public abstract class PyIter extends PyObject {
    /** The next item, or {@code null} at the end. */
    public abstract PyObject next();

    @Override
    public PyType type() {
        return PyType.ITERATOR;
    }
}
