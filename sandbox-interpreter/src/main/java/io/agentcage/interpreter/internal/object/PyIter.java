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

    /**
     * Pushes the remaining items into {@code sink} until it declines one or the iterator ends: true when the
     * iterator ended, false when the sink stopped it. Iterators that can hand items over more cheaply than one
     * {@link #next} call each (generators) override this.
     */
    public boolean drain(ItemSink sink) {
        for (PyObject x = next(); x != null; x = next()) {
            if (!sink.accept(x)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public PyType type() {
        return PyType.ITERATOR;
    }
}
