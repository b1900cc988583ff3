package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.Footprint;
import io.agentcage.interpreter.internal.object.GuestFrame;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Positions;
import io.agentcage.interpreter.internal.object.PyCell;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFunction;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;

/** An activation record of the VM: explicit, heap-allocated, linked to its caller (no Java recursion per call). */
final class Frame implements GuestFrame {
    final Code code;
    /** Locals then value stack, in one array ({@link #stack} is the same array; the stack starts at nlocals). */
    final PyObject[] fast;
    final PyCell[] cells;
    /** The same array as {@link #fast}: one allocation per call; {@code sp} starts at {@code code.nlocals}. */
    final PyObject[] stack;
    final PyDict globals;
    /** The namespace of class bodies and of exec with separate locals; else null. */
    PyObject nameLocals;
    final PyFunction function;
    Frame back;
    /** While this frame runs as the entry of a nested run: the frame that was running when it began, else null. */
    GuestFrame outer;
    int ip;
    int sp;
    /** Block stack: handler ip, stack level, saved handled exception index into savedExc. */
    int[] blocks;
    PyObject[] blockExc;
    int nblocks;
    /** For generator frames: the sub-iterator of a pending {@code yield from}. */
    PyObject delegate;
    boolean finished;
    /** The value a {@code yield from} hands out when it suspends. */
    PyObject yieldValue;
    /** An exception to re-raise without a new traceback entry. */
    io.agentcage.interpreter.internal.object.PyException pendingRaise;
    /** For an {@code __init__} frame run by a class call in the loop: the new instance, the call's result. */
    PyObject initSelf;
    /** Set by an async generator's {@code yield} (the value goes to its awaitable, not to the event loop). */
    boolean asyncGenYield;
    /** While a generator's frame is drained into a sink (see {@link GenDrive}): the drive, else null. */
    GenDrive drive;
    /** While a generator's frame runs switched to by a {@code for} loop's FOR_ITER ({@link GenInline}): its core. */
    GenCore inline;
    /** Whether a generator frame has started running. */
    boolean started;
    /** Whether this frame is the entry frame of a nested run (a generator resume or a native call-back). */
    boolean entry;
    /** The number of the last memory walk that visited this frame (see {@code PyObject.mark}). */
    int gaugeMark;
    /** Whether making this frame was charged to the execution's memory account (see {@link #SMALL_SLOTS}). */
    boolean charged;

    /**
     * Frames with at most this many slots (locals, value stack and cells) are not charged when they are made: a call
     * is the most frequent allocation of most programs, its frame is garbage as soon as it returns, and the frames
     * alive at once are bounded by the recursion limit (1,000 guest frames and 600 native re-entries by default:
     * with at most 64 slots, about 560 KB). The memory walk counts every live frame; a generator charges its frame
     * when it keeps it ({@link PyGenerator}).
     */
    static final int SMALL_SLOTS = 64;

    Frame(Code code, PyDict globals, PyFunction function) {
        if (code.nlocals + code.stacksize + code.ncells > SMALL_SLOTS) {
            Interp.allocated(Footprint.FRAME + Footprint.refArray(code.nlocals + code.stacksize)
                    + (code.ncells == 0 ? 0 : Footprint.refArray(code.ncells)));
            charged = true;
        }
        this.code = code;
        this.globals = globals;
        this.function = function;
        this.fast = new PyObject[code.nlocals + code.stacksize];
        this.stack = fast;
        this.sp = code.nlocals;
        int nc = code.ncells;
        this.cells = nc == 0 ? NO_CELLS : new PyCell[nc];
        if (function != null) {
            Object[] c = function.globalCache;
            if (c == null) {
                Interp.allocated(Footprint.refArray(code.code.length));
                c = new Object[code.code.length];
                function.globalCache = c;
            }
            this.gcache = c;
        } else {
            this.gcache = new Object[code.code.length];
        }
    }

    /** The bytes of this frame and its arrays, by the {@link Footprint} model (as its constructor charged them). */
    long footprint() {
        return Footprint.FRAME + Footprint.refArray(fast.length)
                + (cells.length == 0 ? 0 : Footprint.refArray(cells.length));
    }

    /**
     * Inline caches (global lookups, attribute sites), one slot per instruction: per function object (so per
     * execution), never shared across executions.
     */
    final Object[] gcache;

    private static final PyCell[] NO_CELLS = new PyCell[0];

    void pushBlock(int handler, int level, PyObject handled) {
        if (blocks == null) {
            blocks = new int[Math.max(4, code.blockdepth * 2)];
            blockExc = new PyObject[Math.max(2, code.blockdepth)];
        }
        if (nblocks * 2 >= blocks.length) {
            blocks = java.util.Arrays.copyOf(blocks, blocks.length * 2);
            blockExc = java.util.Arrays.copyOf(blockExc, blockExc.length * 2);
        }
        blocks[nblocks * 2] = handler;
        blocks[nblocks * 2 + 1] = level;
        blockExc[nblocks] = handled;
        nblocks++;
    }

    /** The column range of the current instruction (see {@link Positions}), or null. */
    int[] position() {
        return code.positions.at(Math.max(0, Math.min(ip - 1, code.lines.length - 1)));
    }

    int line() {
        int i = Math.max(0, Math.min(ip - 1, code.lines.length - 1));
        return code.lines.length == 0 ? 0 : code.lines[i];
    }

    @Override
    public PyDict globals() {
        return globals;
    }

    @Override
    public String[] localNames() {
        return code.varnames;
    }

    @Override
    public GuestFrame caller() {
        return back != null ? back : outer;
    }

    @Override
    public int lineNumber() {
        return line();
    }

    @Override
    public String fileName() {
        return code.filename;
    }

    @Override
    public String codeName() {
        return code.name;
    }

    @Override
    public PyObject locals() {
        if (nameLocals != null) {
            return nameLocals;
        }
        if ((code.flags & Code.MODULE) != 0) {
            return globals;
        }
        PyDict d = new PyDict();
        for (int i = 0; i < code.nlocals; i++) {
            if (fast[i] != null && !code.varnames[i].startsWith("$")) {
                d.put(code.varnameStrs[i], fast[i]);
            }
        }
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] != null && cells[i].value != null) {
                d.put(PyStr.intern(Vm.cellName(code, i)), cells[i].value);
            }
        }
        return d;
    }

    @Override
    public PyObject execLocals() {
        if (nameLocals != null) {
            return nameLocals;
        }
        return (code.flags & Code.MODULE) != 0 ? null : locals();
    }
}
