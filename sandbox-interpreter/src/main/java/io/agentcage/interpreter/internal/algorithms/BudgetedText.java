package io.agentcage.interpreter.internal.algorithms;

/**
 * The subject of a regex match, wrapped so that every {@code charAt} the Java matcher makes is counted and, every
 * {@value #CHUNK} reads, charged to the step budget (which also checks the deadline and cancellation). This is
 * what stops catastrophic backtracking: the matcher cannot make progress without reading characters. Not API.
 */
final class BudgetedText implements CharSequence {
    /** Reads between two budget checks; a check costs a few nanoseconds, a chunk well under a millisecond. */
    static final int CHUNK = 4096;
    /** Steps charged per chunk: one step per 16 character reads. */
    static final int STEPS_PER_CHUNK = CHUNK / 16;

    private final String text;
    private final int length;
    private final StepCharger charger;
    private int reads;

    /** Wraps {@code text} truncated to {@code length} (Python's {@code endpos}). */
    BudgetedText(String text, int length, StepCharger charger) {
        this.text = text;
        this.length = length;
        this.charger = charger;
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public char charAt(int index) {
        if (++reads == CHUNK) {
            reads = 0;
            charger.charge(STEPS_PER_CHUNK);
        }
        return text.charAt(index);
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        return text.substring(start, end);
    }

    @Override
    public String toString() {
        return text.substring(0, length);
    }

    /** The whole underlying string (not truncated). */
    String text() {
        return text;
    }
}
