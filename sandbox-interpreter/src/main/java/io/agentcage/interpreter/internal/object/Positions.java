package io.agentcage.interpreter.internal.object;

/**
 * The source columns of each instruction (PEP 657), from the node it was compiled from: {@code {endLine, startCol,
 * endCol, anchorLeft, anchorRight}} in characters of the first line. The anchors mark a binary operator or a
 * subscript's brackets within the range (relative to its start, -1 when none), as CPython 3.11's traceback
 * computes them; tracebacks underline the range with them. The compiler builds it ({@code PositionTable}).
 */
public final class Positions {
    /** No positions (source lines unknown). */
    public static final Positions NONE = new Positions(new int[0][]);

    private final int[][] byInstruction;

    /** Takes ownership of {@code byInstruction}: one range (or null) per instruction. */
    public Positions(int[][] byInstruction) {
        this.byInstruction = byInstruction;
    }

    /** The range of instruction {@code i}, or null. */
    public int[] at(int i) {
        return i >= 0 && i < byInstruction.length ? byInstruction[i] : null;
    }
}
