package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.compile.Op;
import io.agentcage.interpreter.internal.object.Code;
import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * The static facts the compiled tier needs about a function's instructions (ADR 0063): which instructions are
 * reachable without an exception, the value-stack depth before each (it is the same on every path, so stack slots
 * become constant indices), and which start a basic block (jump targets: the step checks go there). Refuses code
 * with an instruction the tier does not compile.
 */
final class TierAnalysis {
    /** Depth before each instruction; -1 where unreachable without an exception. */
    final int[] depth;
    /** Whether an instruction is the target of a jump. */
    final boolean[] target;
    /** Whether the loop may enter the compiled code at an instruction: the target of a backward jump. */
    final boolean[] osrEntry;

    private TierAnalysis(int[] depth, boolean[] target, boolean[] osrEntry) {
        this.depth = depth;
        this.target = target;
        this.osrEntry = osrEntry;
    }

    /** The analysis of {@code c}, or null when it cannot be compiled. */
    static TierAnalysis of(Code c) {
        int[] code = c.code;
        int[] depth = new int[code.length];
        Arrays.fill(depth, -1);
        boolean[] target = new boolean[code.length];
        boolean[] osrEntry = new boolean[code.length];
        ArrayDeque<Integer> work = new ArrayDeque<>();
        depth[0] = 0;
        work.push(0);
        while (!work.isEmpty()) {
            int i = work.pop();
            int ins = code[i];
            int op = ins & 0xFF;
            int arg = ins >>> 8;
            int d = depth[i];
            int next = i + width(op, arg);
            int fall = effect(op, arg, code, i);
            if (fall == NO) {
                return null;
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
                if (arg <= i) {
                    osrEntry[arg] = true;
                }
                if (!flow(depth, work, arg, jumpDepth)) {
                    return null;
                }
            }
            boolean falls = op != Op.JUMP && op != Op.JUMP_BACK && op != Op.RETURN_VALUE;
            if (falls && (next >= code.length || !flow(depth, work, next, d + fall))) {
                return null;
            }
        }
        for (int i = 0; i < code.length; i++) {
            if (depth[i] > c.stacksize) {
                return null;
            }
        }
        return new TierAnalysis(depth, target, osrEntry);
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

    /** Net stack effect on the fall-through path, or {@link #NO} for an instruction the tier does not compile. */
    static int effect(int op, int arg, int[] code, int i) {
        switch (op) {
            case Op.NOP, Op.ROT_TWO, Op.ROT_THREE, Op.ROT_FOUR, Op.DELETE_FAST, Op.LOAD_ATTR, Op.UNARY_NEG,
                    Op.UNARY_POS, Op.UNARY_INVERT, Op.UNARY_NOT, Op.JUMP, Op.JUMP_BACK, Op.GET_ITER, Op.LIST_TO_TUPLE,
                    Op.SETUP_FINALLY, Op.POP_BLOCK:
                return 0;
            case Op.SETUP_CLEANUP:
                return 0;
            case Op.POP_TOP, Op.POP_EXPR, Op.STORE_FAST, Op.STORE_DEREF, Op.STORE_GLOBAL, Op.BINARY, Op.INPLACE,
                    Op.COMPARE, Op.IS_OP, Op.CONTAINS_OP, Op.SUBSCR, Op.LIST_APPEND, Op.SET_ADD, Op.LIST_EXTEND,
                    Op.SET_UPDATE, Op.DICT_UPDATE, Op.POP_JUMP_IF_FALSE, Op.POP_JUMP_IF_TRUE,
                    Op.JUMP_IF_FALSE_OR_POP, Op.JUMP_IF_TRUE_OR_POP, Op.RETURN_VALUE, Op.WITH_EXIT:
                return -1;
            case Op.DUP_TOP, Op.LOAD_CONST, Op.LOAD_FAST, Op.LOAD_DEREF, Op.LOAD_CLOSURE, Op.LOAD_GLOBAL,
                    Op.LOAD_METHOD, Op.FOR_ITER, Op.LOAD_ASSERTION_ERROR, Op.BEFORE_WITH,
                    Op.BINARY_FAST_CONST, Op.COMPARE_FAST_CONST:
                return 1;
            case Op.SUBSCR_FAST_CONST:
                return arg > 0xFFFF ? 3 : 1;
            case Op.DUP_TOP_TWO, Op.LOAD_FAST_LOAD_FAST:
                return 2;
            case Op.STORE_ATTR, Op.MAP_ADD:
                return -2;
            case Op.STORE_SUBSCR:
                return -3;
            case Op.CALL_METHOD:
                return -(arg + 1);
            case Op.CALL:
                return -arg;
            case Op.CALL_KW:
                return -(arg + 1);
            case Op.BUILD_SLICE, Op.BUILD_TUPLE, Op.BUILD_LIST, Op.BUILD_SET, Op.BUILD_STRING:
                return 1 - arg;
            case Op.BUILD_MAP:
                return 1 - 2 * arg;
            case Op.UNPACK_SEQUENCE:
                return arg - 1;
            case Op.UNPACK_EX:
                return (arg & 0xFF) + (arg >>> 8);
            case Op.FORMAT_VALUE:
                return (arg & 4) != 0 ? -1 : 0;
            case Op.MAKE_FUNCTION:
                return -Integer.bitCount(arg & 15);
            case Op.RAISE:
                // a bare raise re-raises without a traceback entry: left to the loop
                return arg == 0 ? NO : -arg;
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
