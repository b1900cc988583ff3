package io.agentcage.interpreter.internal.object;

/**
 * The write barrier of the proven set (ADR 0038): the one place every write of a guest reference into a list's
 * array or a dict's map goes through, so the running execution's {@link MemoryAccount} keeps {@code proven}, a lower
 * bound of the memory its main namespace holds, and stops the program on the store that takes it past the limit
 * without walking the heap.
 *
 * <p>Each entry point takes the container's mark ({@link PyObject#gaugeMark} of a list, {@link DictMap#proofMark}
 * of a dict's map). A container is in a proven set only while its mark is negative (the number of the walk that
 * proved it, negated), so the common case is one compare with zero and nothing more; a negative mark looks up the
 * running execution and checks that the mark is that of its valid proof.
 *
 * <ul>
 *   <li>{@link #stored}: a reference was added (append, insert, a new key, a value replacing another): the value
 *       and what it holds join the proven set, counted once each.</li>
 *   <li>{@link #removed}: a reference was dropped or overwritten: a leaf's footprint ({@code int}, {@code float},
 *       {@code str}) is taken off; a proven container makes the proof invalid until the next walk (its deep size is
 *       unknown), so a program that churns containers falls back to the walk, as before ADR 0038.</li>
 *   <li>{@link #rewritten}: an operation changed many references in place (sort, reverse, slice assignment, clear,
 *       heapq): the proof is invalid until the next walk.</li>
 * </ul>
 *
 * <p>A write that does not come here is a bug that can make {@code proven} too high, which is a false
 * {@code MEMORY} (never a host {@code OutOfMemoryError}: the walk of ADR 0034 stays the backstop); the fields
 * written through it are private to {@link PyList} and {@link DictMap}, {@code ArchitectureTest} keeps it so, and
 * {@code ProvenBoundTest} checks the bound after every kind of write.
 */
public final class Proof {
    private Proof() {
    }

    /** {@code v} was stored into the container marked {@code containerMark}. */
    public static void stored(int containerMark, PyObject v) {
        if (containerMark < 0 && v != null) {
            MemoryAccount a = Interp.runningAccount();
            if (a != null) {
                a.provenStored(containerMark, v);
            }
        }
    }

    /** A reference to {@code old} was dropped from (or overwritten in) the container marked {@code containerMark}. */
    public static void removed(int containerMark, PyObject old) {
        if (containerMark < 0 && old != null) {
            MemoryAccount a = Interp.runningAccount();
            if (a != null) {
                a.provenRemoved(containerMark, old);
            }
        }
    }

    /** The container marked {@code containerMark} grew ({@code bytes} &gt; 0) or shrank by model bytes of its own. */
    public static void resized(int containerMark, long bytes) {
        if (containerMark < 0 && bytes != 0) {
            MemoryAccount a = Interp.runningAccount();
            if (a != null) {
                a.provenResized(containerMark, bytes);
            }
        }
    }

    /** The container marked {@code containerMark} had many references changed in place. */
    public static void rewritten(int containerMark) {
        if (containerMark < 0) {
            MemoryAccount a = Interp.runningAccount();
            if (a != null) {
                a.proofRewritten(containerMark);
            }
        }
    }
}
