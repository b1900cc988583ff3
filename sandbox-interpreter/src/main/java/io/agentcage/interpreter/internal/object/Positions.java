package io.agentcage.interpreter.internal.object;

import java.util.function.Supplier;

/**
 * The source columns of each instruction (PEP 657), from the node it was compiled from: {@code {endLine, startCol,
 * endCol, anchorLeft, anchorRight}} in characters of the first line. The anchors mark a binary operator or a
 * subscript's brackets within the range (relative to its start, -1 when none), as CPython 3.11's traceback
 * computes them; tracebacks underline the range with them. The compiler builds it ({@code PositionTable}).
 *
 * <p>The ranges are made on first use: only a traceback reads them, and most code objects never appear in one, so
 * the compiler records the nodes' raw offsets and the conversion to characters (and the anchors) waits for the first
 * {@link #at} (start-up and new programs, issue 25). Thread-safe: the conversion is a pure function of what the
 * compiler recorded, so threads that race to make it make equal tables and either one is kept.
 */
public final class Positions {
    /** No positions (source lines unknown). */
    public static final Positions NONE = new Positions(new int[0][]);

    private volatile Supplier<int[][]> maker;
    private volatile int[][] byInstruction;

    /** Takes ownership of {@code byInstruction}: one range (or null) per instruction. */
    public Positions(int[][] byInstruction) {
        this.byInstruction = byInstruction;
    }

    /** Positions made by {@code maker} (one range or null per instruction) the first time one is asked for. */
    public Positions(Supplier<int[][]> maker) {
        this.maker = maker;
    }

    /**
     * What makes the table while it has not been made yet (the compiler's recorded node offsets, which the build's
     * serialised standard modules store), or null once made.
     */
    public Supplier<int[][]> pendingMaker() {
        return maker;
    }

    /** The range of instruction {@code i}, or null. */
    public int[] at(int i) {
        int[][] table = byInstruction;
        if (table == null) {
            Supplier<int[][]> m = maker;
            if (m == null) {
                // another thread published the table, then cleared the maker (both volatile, in that order)
                table = byInstruction;
            } else {
                table = m.get();
                byInstruction = table;
                maker = null;
            }
        }
        return i >= 0 && i < table.length ? table[i] : null;
    }
}
