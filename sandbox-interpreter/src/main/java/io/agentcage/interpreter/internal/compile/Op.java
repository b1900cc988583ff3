package io.agentcage.interpreter.internal.compile;

/** Opcodes of the compact bytecode. An instruction is one int: opcode in the low 8 bits, argument above. */
public final class Op {
    private Op() {
    }

    public static final int NOP = 0;
    public static final int POP_TOP = 1;
    public static final int ROT_TWO = 2;
    public static final int ROT_THREE = 3;
    public static final int DUP_TOP = 4;
    public static final int DUP_TOP_TWO = 5;
    public static final int ROT_FOUR = 6;
    public static final int LOAD_CONST = 10;
    public static final int LOAD_FAST = 11;
    public static final int STORE_FAST = 12;
    public static final int DELETE_FAST = 13;
    public static final int LOAD_DEREF = 14;
    public static final int STORE_DEREF = 15;
    public static final int DELETE_DEREF = 16;
    public static final int LOAD_CLOSURE = 17;
    public static final int LOAD_GLOBAL = 18;
    public static final int STORE_GLOBAL = 19;
    public static final int DELETE_GLOBAL = 20;
    public static final int LOAD_NAME = 21;
    public static final int STORE_NAME = 22;
    public static final int DELETE_NAME = 23;
    public static final int LOAD_CLASSDEREF = 24;
    public static final int LOAD_ATTR = 25;
    public static final int STORE_ATTR = 26;
    public static final int DELETE_ATTR = 27;
    public static final int LOAD_METHOD = 28;
    public static final int CALL_METHOD = 29;
    public static final int CALL = 30;
    public static final int CALL_KW = 31;
    public static final int CALL_EX = 32;
    public static final int BINARY = 33;
    public static final int INPLACE = 34;
    public static final int UNARY_NEG = 35;
    public static final int UNARY_POS = 36;
    public static final int UNARY_INVERT = 37;
    public static final int UNARY_NOT = 38;
    public static final int COMPARE = 39;
    public static final int IS_OP = 40;
    public static final int CONTAINS_OP = 41;
    public static final int SUBSCR = 42;
    public static final int STORE_SUBSCR = 43;
    public static final int DELETE_SUBSCR = 44;
    public static final int BUILD_SLICE = 45;
    public static final int BUILD_TUPLE = 46;
    public static final int BUILD_LIST = 47;
    public static final int BUILD_SET = 48;
    public static final int BUILD_MAP = 49;
    public static final int BUILD_STRING = 50;
    public static final int LIST_APPEND = 51;
    public static final int SET_ADD = 52;
    public static final int MAP_ADD = 53;
    public static final int LIST_EXTEND = 54;
    public static final int SET_UPDATE = 55;
    public static final int DICT_UPDATE = 56;
    public static final int DICT_MERGE = 57;
    public static final int LIST_TO_TUPLE = 58;
    public static final int UNPACK_SEQUENCE = 59;
    public static final int UNPACK_EX = 60;
    public static final int FORMAT_VALUE = 61;
    public static final int JUMP = 62;
    public static final int POP_JUMP_IF_FALSE = 63;
    public static final int POP_JUMP_IF_TRUE = 64;
    public static final int JUMP_IF_FALSE_OR_POP = 65;
    public static final int JUMP_IF_TRUE_OR_POP = 66;
    public static final int GET_ITER = 67;
    public static final int FOR_ITER = 68;
    public static final int RETURN_VALUE = 69;
    public static final int YIELD_VALUE = 70;
    public static final int GET_YIELD_FROM_ITER = 71;
    public static final int YIELD_FROM = 72;
    public static final int MAKE_FUNCTION = 73;
    public static final int BUILD_CLASS = 74;
    public static final int RAISE = 75;
    public static final int RERAISE = 76;
    public static final int SETUP_FINALLY = 77;
    public static final int SETUP_CLEANUP = 78;
    public static final int POP_BLOCK = 79;
    public static final int PUSH_EXC_INFO = 80;
    public static final int POP_EXCEPT = 81;
    public static final int POP_EXCEPT_RERAISE = 82;
    public static final int CHECK_EXC_MATCH = 83;
    public static final int BEFORE_WITH = 84;
    public static final int WITH_EXIT = 85;
    public static final int WITH_EXCEPT = 86;
    public static final int IMPORT_NAME = 87;
    public static final int IMPORT_FROM = 88;
    public static final int IMPORT_STAR = 89;
    public static final int LOAD_ASSERTION_ERROR = 90;
    public static final int JUMP_BACK = 91;
    public static final int MATCH_CLASS = 92;
    public static final int MATCH_MAPPING = 93;
    public static final int MATCH_SEQUENCE = 94;
    public static final int MATCH_KEYS = 95;
    public static final int GET_LEN = 96;
    public static final int COPY_DICT_WITHOUT_KEYS = 97;
    public static final int LOAD_SUPER_CELL = 98;
    public static final int COMPARE_JUMP_FALSE = 99;
    /** Fused {@code LOAD_FAST x; LOAD_FAST y} at the first slot (x in the low 12 bits of the argument, y above). */
    public static final int LOAD_FAST_LOAD_FAST = 100;
    public static final int MATCH_CLASS_ATTR = 101;
    /** except*: [rest, type] -> [rest', match], or [rest] and a jump to arg when nothing matched. */
    public static final int CHECK_EG_MATCH = 102;
    /** except*: [orig, raised-list] -> [], re-raising what is left (if anything). */
    public static final int PREP_RERAISE_STAR = 103;
    /**
     * Fused {@code LOAD_FAST x; LOAD_CONST c; BINARY op} (a peephole rewrite of the first of the three; the other two
     * stay in place for jumps that land on them): arg = x | c << 8 | op << 16; counts as three steps.
     */
    public static final int BINARY_FAST_CONST = 104;
    /** Fused {@code LOAD_FAST x; LOAD_CONST c; COMPARE cmp}, like {@link #BINARY_FAST_CONST}. */
    public static final int COMPARE_FAST_CONST = 105;
    /**
     * Fused {@code LOAD_FAST x; LOAD_CONST c; SUBSCR} ({@code row["name"]}), like {@link #BINARY_FAST_CONST}; with
     * {@code 1 << 16} in the argument, fused {@code LOAD_FAST x; LOAD_CONST c; DUP_TOP_TWO; SUBSCR} (the start of
     * {@code x[c] op= v}, four steps).
     */
    public static final int SUBSCR_FAST_CONST = 106;

    /**
     * {@code POP_TOP} of an expression statement whose value is a call's result: warns when it drops a coroutine
     * that never ran ("coroutine ... was never awaited", as CPython does when it frees one).
     */
    public static final int POP_EXPR = 107;
    /** TOS → its awaitable iterator ({@code __await__}); arg 0: await, 1: after __aenter__, 2: after __aexit__. */
    public static final int GET_AWAITABLE = 108;
    /** TOS → {@code TOS.__aiter__()}. */
    public static final int GET_AITER = 109;
    /** [aiter] → [aiter, awaitable of aiter.__anext__()]. */
    public static final int GET_ANEXT = 110;
    /** [aiter, exc] → [] when exc is StopAsyncIteration (the loop ends), else re-raises exc. */
    public static final int END_ASYNC_FOR = 111;
    /** [mgr] → [bound __aexit__, awaitable of __aenter__()]. */
    public static final int BEFORE_ASYNC_WITH = 112;
    /** [aexit] → [awaitable of aexit(None, None, None)]. */
    public static final int ASYNC_WITH_EXIT = 113;
    /** [aexit, prev, exc] → [aexit, prev, exc, awaitable of aexit(type, exc, tb)]. */
    public static final int ASYNC_WITH_EXCEPT = 114;
    /** [aexit, prev, exc, result] → []: suppresses exc when result is true, else re-raises it. */
    public static final int ASYNC_WITH_EXCEPT_END = 115;
    /** {@code yield} in an async generator: the value goes to the {@code __anext__} awaitable, not the loop. */
    public static final int ASYNC_GEN_YIELD = 116;

    /** Flag in LIST_EXTEND's argument (above the depth): the list is a call's positional arguments. */
    public static final int NAMES_CALLEE = 0x100;
}
