package io.agentcage.interpreter.internal.object;

/**
 * Writes and reads the records of some kinds of objects in a snapshot ({@link ObjectImages}). Each layer of the
 * interpreter owns the codec of its own classes (the object model's values here, frames and coroutines in the VM,
 * native module state in the standard library, host calls in the executor), so no layer opens its internals to
 * another. A kind is one byte; each codec claims its own.
 */
public interface ImageCodec {
    /** The record kind of {@code o}, or -1 when this codec does not write it. */
    int kindOf(Object o);

    /** Whether this codec reads records of {@code kind}. */
    boolean reads(int kind);

    /** Writes {@code o}'s record: its scalars, and references to what it holds. */
    void write(Object o, ImageOut out);

    /** Reads a record of {@code kind} (one of this codec's). */
    Record read(int kind, ImageIn in);

    /**
     * A read record, turned into an object in three steps: every record is read first, then each object is made
     * ({@link #build}: once the objects it {@link #needs} at construction exist), then filled ({@link #fill}) in
     * the order of {@link #fillOrder}.
     */
    abstract class Record {
        /** Ids of the objects that must exist before {@link #build} (final fields); none by default. */
        public int[] needs() {
            return NONE;
        }

        /** Makes the object (empty, for containers). */
        public abstract Object build(ImageGraph g);

        /** Fills what the object holds, now that every object exists; nothing by default. */
        public void fill(ImageGraph g, Object self) {
        }

        /**
         * When {@link #fill} runs: 0 with the first (most objects), 1 for dicts and sets whose keys hash without
         * guest code, 2 for the other dicts and sets (whose keys' {@code __hash__} may read filled objects).
         */
        public int fillOrder() {
            return 0;
        }

        private static final int[] NONE = new int[0];
    }
}
