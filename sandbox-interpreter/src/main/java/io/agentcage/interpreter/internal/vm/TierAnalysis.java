package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.compile.Op;
import io.agentcage.interpreter.internal.compile.StackEffect;
import io.agentcage.interpreter.internal.object.Code;
import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * The static facts the compiled tier needs about a function's instructions (ADR 0063): which instructions are
 * reachable without an exception, the value-stack depth before each (it is the same on every path, so stack slots
 * become constant indices), which start a basic block (jump targets: the step checks go there), and where the
 * compiled code hands the frame back to the loop ({@link #exitAt}): at an instruction the tier has no template for,
 * and, for a region (a hot loop of module code or of a function too big to compile whole, ADR 0066), at every
 * instruction outside it. A function is refused only when its depths disagree or exceed the frame.
 */
final class TierAnalysis {
    /** Depth before each instruction; -1 where unreachable without an exception (or outside the region). */
    final int[] depth;
    /** Whether an instruction is the target of a jump. */
    final boolean[] target;
    /** Whether the loop may enter the compiled code at an instruction: the target of a backward jump. */
    final boolean[] osrEntry;
    /** Whether the compiled code stops before an instruction and the loop runs it (and the rest of the call). */
    final boolean[] exitAt;
    /** The first instruction of the region, or -1 for the whole code (entered at 0 by a call). */
    final int lo;
    /** The last instruction of the region (the code's last for the whole code). */
    final int hi;
    /** Why {@link #of} refused, for the diagnostic log. */
    static final ThreadLocal<String> WHY = new ThreadLocal<>();

    private TierAnalysis(int[] depth, boolean[] target, boolean[] osrEntry, boolean[] exitAt, int lo, int hi) {
        this.depth = depth;
        this.target = target;
        this.osrEntry = osrEntry;
        this.exitAt = exitAt;
        this.lo = lo;
        this.hi = hi;
    }

    /** The analysis of {@code c} as a whole, entered at instruction 0; null when it cannot be compiled. */
    static TierAnalysis of(Code c) {
        return flow(c, 0, 0, -1, c.code.length - 1);
    }

    /**
     * The analysis of the region {@code [lo, hi]} of {@code c} (a loop), entered from the loop at {@code header} with
     * {@code d0} values on the stack; null when it cannot be compiled.
     */
    static TierAnalysis region(Code c, int header, int d0, int lo, int hi) {
        return flow(c, header, d0, lo, hi);
    }

    private static TierAnalysis flow(Code c, int start, int d0, int lo, int hi) {
        int[] code = c.code;
        int[] depth = new int[code.length];
        Arrays.fill(depth, -1);
        boolean[] target = new boolean[code.length];
        boolean[] osrEntry = new boolean[code.length];
        boolean[] exitAt = new boolean[code.length];
        int first = Math.max(lo, 0);
        ArrayDeque<Integer> work = new ArrayDeque<>();
        depth[start] = d0;
        work.push(start);
        while (!work.isEmpty()) {
            int i = work.pop();
            int ins = code[i];
            int op = ins & 0xFF;
            int arg = ins >>> 8;
            int d = depth[i];
            if (i < first || i > hi) {
                exitAt[i] = true;
                continue;
            }
            int next = i + width(op, arg);
            int fall = effect(op, arg);
            if (fall == NO) {
                // the loop runs it; what follows it is still compiled for the loop's next entry at a loop header
                exitAt[i] = true;
                if (fallsPast(op) && !flow(depth, work, next, d + StackEffect.of(op, arg))) {
                    return refuse("stack depths disagree after op " + op + " at " + i);
                }
                continue;
            }
            int jumpDepth = -1;
            switch (op) {
                case Op.JUMP, Op.JUMP_BACK -> jumpDepth = d;
                case Op.POP_JUMP_IF_FALSE, Op.POP_JUMP_IF_TRUE -> jumpDepth = d - 1;
                case Op.JUMP_IF_FALSE_OR_POP, Op.JUMP_IF_TRUE_OR_POP -> jumpDepth = d;
                case Op.FOR_ITER -> jumpDepth = d - 1;
                default -> {
                }
            }
            if (jumpDepth >= 0) {
                target[arg] = true;
                if (arg <= i && arg >= first) {
                    osrEntry[arg] = true;
                }
                if (!flow(depth, work, arg, jumpDepth)) {
                    return refuse("stack depths disagree at the jump target " + arg);
                }
            }
            boolean falls = op != Op.JUMP && op != Op.JUMP_BACK && op != Op.RETURN_VALUE;
            if (falls && !flow(depth, work, next, d + fall)) {
                return refuse("stack depths disagree at " + next);
            }
        }
        for (int i = 0; i < code.length; i++) {
            if (depth[i] > c.stacksize) {
                return refuse("a stack deeper than the frame's at " + i);
            }
        }
        return new TierAnalysis(depth, target, osrEntry, exitAt, lo, hi);
    }

    private static TierAnalysis refuse(String why) {
        WHY.set(why);
        return null;
    }

    private static boolean flow(int[] depth, ArrayDeque<Integer> work, int at, int d) {
        if (d < 0 || at < 0 || at >= depth.length) {
            return false;
        }
        if (depth[at] < 0) {
            depth[at] = d;
            work.push(at);
            return true;
        }
        return depth[at] == d;
    }

    /**
     * Whether an instruction the tier leaves to the loop always goes on at the next one with the stack effect
     * {@link StackEffect} gives (no jump, no yield, no unconditional raise), so the analysis can go on past it.
     */
    private static boolean fallsPast(int op) {
        switch (op) {
            case Op.DELETE_DEREF, Op.DELETE_GLOBAL, Op.LOAD_NAME, Op.STORE_NAME, Op.DELETE_NAME, Op.LOAD_CLASSDEREF,
                    Op.DELETE_ATTR, Op.CALL_EX, Op.DICT_MERGE, Op.BUILD_CLASS, Op.IMPORT_NAME,
                    Op.IMPORT_FROM, Op.IMPORT_STAR, Op.LOAD_SUPER_CELL:
                return true;
            default:
                return false;
        }
    }

    /** How many instruction slots an instruction occupies (the fused ones keep their parts in place). */
    static int width(int op, int arg) {
        switch (op) {
            case Op.LOAD_FAST_LOAD_FAST:
                return 2;
            case Op.BINARY_FAST_CONST:
            case Op.COMPARE_FAST_CONST:
                return 3;
            case Op.SUBSCR_FAST_CONST:
                return arg > 0xFFFF ? 4 : 3;
            default:
                return 1;
        }
    }

    private static final int NO = Integer.MIN_VALUE;

    /**
     * Net stack effect on the fall-through path ({@link StackEffect}'s, but for the fused instructions it does not
     * know), or {@link #NO} for an instruction the tier has no template for.
     */
    static int effect(int op, int arg) {
        switch (op) {
            case Op.BINARY_FAST_CONST, Op.COMPARE_FAST_CONST:
                return 1;
            case Op.SUBSCR_FAST_CONST:
                return arg > 0xFFFF ? 3 : 1;
            case Op.LOAD_FAST_LOAD_FAST:
                return 2;
            case Op.RAISE:
                // a bare raise re-raises without a traceback entry: left to the loop
                return arg == 0 ? NO : -arg;
            case Op.NOP, Op.ROT_TWO, Op.ROT_THREE, Op.ROT_FOUR, Op.DELETE_FAST, Op.LOAD_ATTR, Op.UNARY_NEG,
                    Op.UNARY_POS, Op.UNARY_INVERT, Op.UNARY_NOT, Op.JUMP, Op.JUMP_BACK, Op.GET_ITER, Op.LIST_TO_TUPLE,
                    Op.SETUP_FINALLY, Op.POP_BLOCK, Op.SETUP_CLEANUP, Op.POP_TOP, Op.POP_EXPR, Op.STORE_FAST,
                    Op.STORE_DEREF, Op.STORE_GLOBAL, Op.BINARY, Op.INPLACE, Op.COMPARE, Op.IS_OP, Op.CONTAINS_OP,
                    Op.SUBSCR, Op.LIST_APPEND, Op.SET_ADD, Op.LIST_EXTEND, Op.SET_UPDATE, Op.DICT_UPDATE,
                    Op.POP_JUMP_IF_FALSE, Op.POP_JUMP_IF_TRUE, Op.JUMP_IF_FALSE_OR_POP, Op.JUMP_IF_TRUE_OR_POP,
                    Op.RETURN_VALUE, Op.WITH_EXIT, Op.DUP_TOP, Op.LOAD_CONST, Op.LOAD_FAST, Op.LOAD_DEREF,
                    Op.LOAD_CLOSURE, Op.LOAD_GLOBAL, Op.LOAD_METHOD, Op.FOR_ITER, Op.LOAD_ASSERTION_ERROR,
                    Op.BEFORE_WITH, Op.DUP_TOP_TWO, Op.STORE_ATTR, Op.MAP_ADD, Op.STORE_SUBSCR, Op.DELETE_SUBSCR,
                    Op.CALL_METHOD, Op.CALL, Op.CALL_KW, Op.BUILD_SLICE, Op.BUILD_TUPLE, Op.BUILD_LIST, Op.BUILD_SET,
                    Op.BUILD_STRING, Op.BUILD_MAP, Op.UNPACK_SEQUENCE, Op.UNPACK_EX, Op.FORMAT_VALUE,
                    Op.MAKE_FUNCTION:
                return StackEffect.of(op, arg);
            default:
                return NO;
        }
    }

    /** The instructions {@link ColdInstructions} runs for the tier as they are (no jump, no yield, fixed effect). */
    static boolean cold(int op) {
        switch (op) {
            case Op.BUILD_LIST, Op.BUILD_SET, Op.BUILD_MAP, Op.BUILD_STRING, Op.BUILD_SLICE, Op.SET_ADD, Op.MAP_ADD,
                    Op.LIST_EXTEND, Op.SET_UPDATE, Op.DICT_UPDATE, Op.LIST_TO_TUPLE, Op.UNPACK_EX, Op.FORMAT_VALUE,
                    Op.MAKE_FUNCTION, Op.RAISE, Op.SETUP_FINALLY, Op.SETUP_CLEANUP, Op.POP_BLOCK,
                    Op.LOAD_ASSERTION_ERROR, Op.BEFORE_WITH, Op.WITH_EXIT:
                return true;
            default:
                return false;
        }
    }
}
