package io.agentcage.interpreter.internal.compile;

/** Net stack effect of each instruction (fall-through path), used to size frames and by the compiled tier. */
public final class StackEffect {
    private StackEffect() {
    }

    public static int of(int op, int arg) {
        switch (op) {
            case Op.POP_TOP:
            case Op.POP_EXPR:
            case Op.STORE_FAST:
            case Op.STORE_DEREF:
            case Op.STORE_GLOBAL:
            case Op.STORE_NAME:
            case Op.DELETE_ATTR:
            case Op.BINARY:
            case Op.INPLACE:
            case Op.COMPARE:
            case Op.IS_OP:
            case Op.CONTAINS_OP:
            case Op.SUBSCR:
            case Op.LIST_APPEND:
            case Op.SET_ADD:
            case Op.LIST_EXTEND:
            case Op.SET_UPDATE:
            case Op.DICT_UPDATE:
            case Op.DICT_MERGE:
            case Op.POP_JUMP_IF_FALSE:
            case Op.POP_JUMP_IF_TRUE:
            case Op.JUMP_IF_FALSE_OR_POP:
            case Op.JUMP_IF_TRUE_OR_POP:
            case Op.RETURN_VALUE:
            case Op.YIELD_FROM:
            case Op.RERAISE:
            case Op.POP_EXCEPT:
            case Op.WITH_EXIT:
            case Op.IMPORT_NAME:
            case Op.IMPORT_STAR:
            case Op.MATCH_CLASS:
            case Op.COPY_DICT_WITHOUT_KEYS:
                return -1;
            case Op.DUP_TOP:
            case Op.LOAD_CONST:
            case Op.LOAD_FAST:
            case Op.LOAD_DEREF:
            case Op.LOAD_CLOSURE:
            case Op.LOAD_GLOBAL:
            case Op.LOAD_NAME:
            case Op.LOAD_CLASSDEREF:
            case Op.LOAD_METHOD:
            case Op.FOR_ITER:
            case Op.PUSH_EXC_INFO:
            case Op.BEFORE_WITH:
            case Op.BEFORE_ASYNC_WITH:
            case Op.GET_ANEXT:
            case Op.ASYNC_WITH_EXCEPT:
            case Op.IMPORT_FROM:
            case Op.LOAD_ASSERTION_ERROR:
            case Op.LOAD_SUPER_CELL:
                return 1;
            case Op.DUP_TOP_TWO:
                return 2;
            case Op.MATCH_CLASS_ATTR:
            case Op.STORE_ATTR:
            case Op.DELETE_SUBSCR:
            case Op.MAP_ADD:
            case Op.POP_EXCEPT_RERAISE:
            case Op.PREP_RERAISE_STAR:
            case Op.END_ASYNC_FOR:
                return -2;
            case Op.ASYNC_WITH_EXCEPT_END:
                return -4;
            case Op.STORE_SUBSCR:
            case Op.WITH_EXCEPT:
                return -3;
            case Op.CALL_METHOD:
                return -(arg + 1);
            case Op.CALL:
                return -arg;
            case Op.CALL_KW:
                return -(arg + 1);
            case Op.CALL_EX:
                return -(1 + (arg & 1));
            case Op.BUILD_SLICE:
            case Op.BUILD_TUPLE:
            case Op.BUILD_LIST:
            case Op.BUILD_SET:
            case Op.BUILD_STRING:
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
            case Op.BUILD_CLASS:
                return -((arg & 0xFFFF) + 1 + ((arg >>> 16) != 0 ? 1 : 0));
            case Op.RAISE:
                return -arg;
            default:
                return 0;
        }
    }
}
