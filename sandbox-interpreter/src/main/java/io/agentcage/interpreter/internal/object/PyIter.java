package io.agentcage.interpreter.internal.object;

/**
 * A native iterator. {@link #next} returns {@code null} when exhausted (no exception on the fast path); guest code
 * sees {@code __next__} raising StopIteration.
 */
public abstract class PyIter extends PyObject {
    /**
     * Whether a {@code for} loop may switch into a generator for this iterator: a generator itself, or a stage of a
     * pipe ({@link #pipeSource}). Set once by the constructor; read by {@code FOR_ITER} on every item, so a field
     * rather than a call.
     */
    protected boolean pipes;

    /** Whether a {@code for} loop may switch into a generator for this iterator (see {@link #pipes}). */
    public final boolean pipes() {
        return pipes;
    }

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

    /**
     * A stage of a pipe: the iterator this one takes its items from, one at a time, when each item taken gives at
     * most one item of this one ({@code enumerate}, {@code map} and {@code filter} of one iterable,
     * {@code islice}); null when it is no stage. When the source (or the source of its source) is a generator, a
     * {@code for} loop over this iterator switches into the generator's frame and hands each value it yields to
     * {@link #pipeItem} in the loop's frame, instead of a nested run of the VM loop per item. {@link #next} stays
     * the general path and must give the same items.
     */
    public PyIter pipeSource() {
        return null;
    }

    /** Whether this stage would now take an item from its source ({@link #next} would); false ends the pipe. */
    public boolean pipeOpen() {
        return true;
    }

    /**
     * Takes {@code x}, the item its source gave, as {@link #next} would have taken it: returns this iterator's
     * next item, or null when {@code x} gives none (filtered out, skipped) and the next one is to be taken.
     */
    public PyObject pipeItem(PyObject x) {
        return x;
    }

    @Override
    public PyType type() {
        return PyType.ITERATOR;
    }
}
