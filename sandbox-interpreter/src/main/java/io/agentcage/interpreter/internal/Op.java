package io.agentcage.interpreter.internal;

/** Opcodes of the compact bytecode. An instruction is one int: opcode in the low 8 bits, argument above. */
final class Op {
    private Op() {
    }

    static final int NOP = 0;
    static final int POP_TOP = 1;
    static final int ROT_TWO = 2;
    static final int ROT_THREE = 3;
    static final int DUP_TOP = 4;
    static final int DUP_TOP_TWO = 5;
    static final int ROT_FOUR = 6;
    static final int LOAD_CONST = 10;
    static final int LOAD_FAST = 11;
    static final int STORE_FAST = 12;
    static final int DELETE_FAST = 13;
    static final int LOAD_DEREF = 14;
    static final int STORE_DEREF = 15;
    static final int DELETE_DEREF = 16;
    static final int LOAD_CLOSURE = 17;
    static final int LOAD_GLOBAL = 18;
    static final int STORE_GLOBAL = 19;
    static final int DELETE_GLOBAL = 20;
    static final int LOAD_NAME = 21;
    static final int STORE_NAME = 22;
    static final int DELETE_NAME = 23;
    static final int LOAD_CLASSDEREF = 24;
    static final int LOAD_ATTR = 25;
    static final int STORE_ATTR = 26;
    static final int DELETE_ATTR = 27;
    static final int LOAD_METHOD = 28;
    static final int CALL_METHOD = 29;
    static final int CALL = 30;
    static final int CALL_KW = 31;
    static final int CALL_EX = 32;
    static final int BINARY = 33;
    static final int INPLACE = 34;
    static final int UNARY_NEG = 35;
    static final int UNARY_POS = 36;
    static final int UNARY_INVERT = 37;
    static final int UNARY_NOT = 38;
    static final int COMPARE = 39;
    static final int IS_OP = 40;
    static final int CONTAINS_OP = 41;
    static final int SUBSCR = 42;
    static final int STORE_SUBSCR = 43;
    static final int DELETE_SUBSCR = 44;
    static final int BUILD_SLICE = 45;
    static final int BUILD_TUPLE = 46;
    static final int BUILD_LIST = 47;
    static final int BUILD_SET = 48;
    static final int BUILD_MAP = 49;
    static final int BUILD_STRING = 50;
    static final int LIST_APPEND = 51;
    static final int SET_ADD = 52;
    static final int MAP_ADD = 53;
    static final int LIST_EXTEND = 54;
    static final int SET_UPDATE = 55;
    static final int DICT_UPDATE = 56;
    static final int DICT_MERGE = 57;
    static final int LIST_TO_TUPLE = 58;
    static final int UNPACK_SEQUENCE = 59;
    static final int UNPACK_EX = 60;
    static final int FORMAT_VALUE = 61;
    static final int JUMP = 62;
    static final int POP_JUMP_IF_FALSE = 63;
    static final int POP_JUMP_IF_TRUE = 64;
    static final int JUMP_IF_FALSE_OR_POP = 65;
    static final int JUMP_IF_TRUE_OR_POP = 66;
    static final int GET_ITER = 67;
    static final int FOR_ITER = 68;
    static final int RETURN_VALUE = 69;
    static final int YIELD_VALUE = 70;
    static final int GET_YIELD_FROM_ITER = 71;
    static final int YIELD_FROM = 72;
    static final int MAKE_FUNCTION = 73;
    static final int BUILD_CLASS = 74;
    static final int RAISE = 75;
    static final int RERAISE = 76;
    static final int SETUP_FINALLY = 77;
    static final int SETUP_CLEANUP = 78;
    static final int POP_BLOCK = 79;
    static final int PUSH_EXC_INFO = 80;
    static final int POP_EXCEPT = 81;
    static final int POP_EXCEPT_RERAISE = 82;
    static final int CHECK_EXC_MATCH = 83;
    static final int BEFORE_WITH = 84;
    static final int WITH_EXIT = 85;
    static final int WITH_EXCEPT = 86;
    static final int IMPORT_NAME = 87;
    static final int IMPORT_FROM = 88;
    static final int IMPORT_STAR = 89;
    static final int LOAD_ASSERTION_ERROR = 90;
    static final int JUMP_BACK = 91;
    static final int MATCH_CLASS = 92;
    static final int MATCH_MAPPING = 93;
    static final int MATCH_SEQUENCE = 94;
    static final int MATCH_KEYS = 95;
    static final int GET_LEN = 96;
    static final int COPY_DICT_WITHOUT_KEYS = 97;
    static final int LOAD_SUPER_CELL = 98;
    static final int COMPARE_JUMP_FALSE = 99;
    /** Fused {@code LOAD_FAST x; LOAD_FAST y} at the first slot (x in the low 12 bits of the argument, y above). */
    static final int LOAD_FAST_LOAD_FAST = 100;
    static final int MATCH_CLASS_ATTR = 101;
    /** except*: [rest, type] -> [rest', match], or [rest] and a jump to arg when nothing matched. */
    static final int CHECK_EG_MATCH = 102;
    /** except*: [orig, raised-list] -> [], re-raising what is left (if anything). */
    static final int PREP_RERAISE_STAR = 103;
    /**
     * Fused {@code LOAD_FAST x; LOAD_CONST c; BINARY op} (a peephole rewrite of the first of the three; the other two
     * stay in place for jumps that land on them): arg = x | c << 8 | op << 16; counts as three steps.
     */
    static final int BINARY_FAST_CONST = 104;
    /** Fused {@code LOAD_FAST x; LOAD_CONST c; COMPARE cmp}, like {@link #BINARY_FAST_CONST}. */
    static final int COMPARE_FAST_CONST = 105;
    /** Fused {@code LOAD_FAST x; LOAD_CONST c; SUBSCR} ({@code row["name"]}), like {@link #BINARY_FAST_CONST}. */
    static final int SUBSCR_FAST_CONST = 106;

    /** Flag in LIST_EXTEND's argument (above the depth): the list is a call's positional arguments. */
    static final int NAMES_CALLEE = 0x100;
}
