package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.compile.Op;
import io.agentcage.interpreter.internal.object.Code;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The instruction templates of the compiled tier (ADR 0063): one JVM method per guest function, each instruction
 * turned into the helper calls the loop makes, with the value stack at constant indices of the frame's array (the
 * depth before each instruction is static, {@link TierAnalysis}). Before anything that can raise or call out, the
 * frame's {@code ip} (and before calls its {@code sp}) is what the loop would have had, so an exception, a frame walk
 * or a suspension sees the frame as the loop leaves it.
 */
final class TierEmitter implements Opcodes {
    static final String VM = "io/agentcage/interpreter/internal/vm/";
    static final String OBJ = "io/agentcage/interpreter/internal/object/";
    private static final String FRAME = VM + "Frame";
    private static final String TIER = VM + "Tier";
    private static final String PYOBJ = "L" + OBJ + "PyObject;";
    private static final String INTERP = "L" + OBJ + "Interp;";
    private static final String FR = "L" + FRAME + ";";
    private static final String PYSTR = "L" + OBJ + "PyStr;";
    /** Generated classes above this size are refused: their method could pass HotSpot's 8,000-byte limit. */
    private static final int MAX_CLASS_BYTES = 7_600;

    private static final int IN = 1;
    private static final int F = 2;
    private static final int OSR = 3;
    private static final int FAST = 4;
    private static final int CONSTS = 5;
    private static final int GC = 6;
    private static final int NAMES = 7;
    private static final int TICKS = 8;
    private static final int TMP = 9;

    private final Code c;
    private final TierAnalysis a;
    private final MethodVisitor mv;
    private final Label[] labels;
    private final Label exit = new Label();

    private TierEmitter(Code c, TierAnalysis a, MethodVisitor mv) {
        this.c = c;
        this.a = a;
        this.mv = mv;
        this.labels = new Label[c.code.length];
        for (int i = 0; i < labels.length; i++) {
            labels[i] = new Label();
        }
    }

    /** The class file of {@code c}'s compiled form, or null when it would be too big. */
    static byte[] emit(Code c, TierAnalysis a) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
            @Override
            protected String getCommonSuperClass(String t1, String t2) {
                return "java/lang/Object";
            }
        };
        cw.visit(V17, ACC_FINAL | ACC_SUPER, VM + "TierCompiled", null, VM + "TierCode", null);
        MethodVisitor init = cw.visitMethod(0, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(ALOAD, 0);
        init.visitMethodInsn(INVOKESPECIAL, VM + "TierCode", "<init>", "()V", false);
        init.visitInsn(RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        MethodVisitor mv = cw.visitMethod(0, "run", "(" + INTERP + FR + "Z)" + PYOBJ, null, null);
        mv.visitCode();
        new TierEmitter(c, a, mv).body();
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        byte[] bytes = cw.toByteArray();
        return bytes.length > MAX_CLASS_BYTES ? null : bytes;
    }

    private void body() {
        mv.visitVarInsn(ALOAD, F);
        mv.visitFieldInsn(GETFIELD, FRAME, "fast", "[" + PYOBJ);
        mv.visitVarInsn(ASTORE, FAST);
        mv.visitVarInsn(ALOAD, F);
        mv.visitFieldInsn(GETFIELD, FRAME, "code", "L" + OBJ + "Code;");
        mv.visitInsn(DUP);
        mv.visitFieldInsn(GETFIELD, OBJ + "Code", "consts", "[" + PYOBJ);
        mv.visitVarInsn(ASTORE, CONSTS);
        mv.visitFieldInsn(GETFIELD, OBJ + "Code", "names", "[" + PYSTR);
        mv.visitVarInsn(ASTORE, NAMES);
        mv.visitVarInsn(ALOAD, F);
        mv.visitFieldInsn(GETFIELD, FRAME, "gcache", "[Ljava/lang/Object;");
        mv.visitVarInsn(ASTORE, GC);
        iconst(Tier.TICK);
        mv.visitVarInsn(ISTORE, TICKS);
        mv.visitInsn(ACONST_NULL);
        mv.visitVarInsn(ASTORE, TMP);
        Label start = new Label();
        Label end = new Label();
        Label handler = new Label();
        mv.visitTryCatchBlock(start, end, handler, OBJ + "PyException");
        mv.visitLabel(start);
        entries();
        int[] code = c.code;
        for (int i = 0; i < code.length; i++) {
            if (a.depth[i] < 0) {
                continue;
            }
            mv.visitLabel(labels[i]);
            int op = code[i] & 0xFF;
            if (a.exitAt[i]) {
                // the loop runs this instruction (and goes on with the call): it is counted there
                setIp(i);
                setSp(c.nlocals + a.depth[i]);
                mv.visitJumpInsn(GOTO, exit);
                continue;
            }
            instruction(i, code[i], op, code[i] >>> 8, c.nlocals + a.depth[i]);
            boolean falls = op != Op.JUMP && op != Op.JUMP_BACK && op != Op.RETURN_VALUE;
            int next = i + TierAnalysis.width(op, code[i] >>> 8);
            if (falls && nextEmitted(i) != next) {
                mv.visitJumpInsn(GOTO, labels[next]);
            }
        }
        mv.visitLabel(end);
        mv.visitLabel(handler);
        mv.visitVarInsn(ASTORE, TMP);
        Label handOff = new Label();
        mv.visitVarInsn(ILOAD, OSR);
        mv.visitJumpInsn(IFEQ, handOff);
        // entered from the loop: the loop's catch handles it at f.ip, as if the loop had run the instruction
        mv.visitVarInsn(ALOAD, IN);
        mv.visitVarInsn(ILOAD, TICKS);
        tier("steps", "(" + INTERP + "I)V");
        mv.visitVarInsn(ALOAD, TMP);
        mv.visitTypeInsn(CHECKCAST, OBJ + "PyException");
        mv.visitInsn(ATHROW);
        mv.visitLabel(handOff);
        mv.visitVarInsn(ALOAD, IN);
        mv.visitVarInsn(ALOAD, F);
        mv.visitVarInsn(ALOAD, TMP);
        mv.visitTypeInsn(CHECKCAST, OBJ + "PyException");
        mv.visitVarInsn(ILOAD, TICKS);
        tier("handOff", "(" + INTERP + FR + "L" + OBJ + "PyException;I)" + PYOBJ);
        mv.visitInsn(ARETURN);
        mv.visitLabel(exit);
        Label resume = new Label();
        mv.visitVarInsn(ILOAD, OSR);
        mv.visitJumpInsn(IFEQ, resume);
        mv.visitVarInsn(ALOAD, IN);
        mv.visitVarInsn(ILOAD, TICKS);
        tier("steps", "(" + INTERP + "I)V");
        mv.visitFieldInsn(GETSTATIC, TIER, "PIPE", PYOBJ);
        mv.visitInsn(ARETURN);
        mv.visitLabel(resume);
        mv.visitVarInsn(ALOAD, IN);
        mv.visitVarInsn(ALOAD, F);
        mv.visitVarInsn(ILOAD, TICKS);
        tier("resume", "(" + INTERP + FR + "I)" + PYOBJ);
        mv.visitInsn(ARETURN);
    }

    /** Entered from the loop ({@code osr}): a jump to the loop header at {@code f.ip}; else instruction 0. */
    private void entries() {
        java.util.List<Integer> heads = new java.util.ArrayList<>();
        for (int i = 0; i < a.osrEntry.length; i++) {
            if (a.osrEntry[i]) {
                heads.add(i);
            }
        }
        if (heads.isEmpty()) {
            return;
        }
        Label otherwise = labels[0];
        if (a.lo < 0) {
            mv.visitVarInsn(ILOAD, OSR);
            mv.visitJumpInsn(IFEQ, labels[0]);
        } else {
            // a region is only entered from the loop, at one of its headers (Tier.osr checks which)
            otherwise = labels[heads.get(0)];
        }
        mv.visitVarInsn(ALOAD, F);
        mv.visitFieldInsn(GETFIELD, FRAME, "ip", "I");
        int[] keys = new int[heads.size()];
        Label[] to = new Label[heads.size()];
        for (int k = 0; k < keys.length; k++) {
            keys[k] = heads.get(k);
            to[k] = labels[keys[k]];
        }
        mv.visitLookupSwitchInsn(otherwise, keys, to);
    }

    private int nextEmitted(int i) {
        for (int j = i + 1; j < a.depth.length; j++) {
            if (a.depth[j] >= 0) {
                return j;
            }
        }
        return -1;
    }

    private void instruction(int i, int ins, int op, int arg, int s) {
        steps(op == Op.JUMP_BACK ? 2 : op == Op.LOAD_FAST_LOAD_FAST ? 2 : TierAnalysis.width(op, arg));
        if (TierAnalysis.cold(op)) {
            setIp(i + 1);
            setSp(s);
            mv.visitVarInsn(ALOAD, IN);
            mv.visitVarInsn(ALOAD, F);
            iconst(ins);
            tier("cold", "(" + INTERP + FR + "I)V");
            return;
        }
        switch (op) {
            case Op.NOP:
                break;
            case Op.POP_TOP:
                clear(s - 1);
                break;
            case Op.POP_EXPR:
                setIp(i + 1);
                mv.visitVarInsn(ALOAD, IN);
                mv.visitVarInsn(ALOAD, F);
                load(s - 1);
                tier("popExpr", "(" + INTERP + FR + PYOBJ + ")V");
                clear(s - 1);
                break;
            case Op.ROT_TWO:
                rotate(s, 2);
                break;
            case Op.ROT_THREE:
                rotate(s, 3);
                break;
            case Op.ROT_FOUR:
                rotate(s, 4);
                break;
            case Op.DUP_TOP:
                copy(s - 1, s);
                break;
            case Op.DUP_TOP_TWO:
                copy(s - 2, s);
                copy(s - 1, s + 1);
                break;
            case Op.LOAD_CONST:
                slot(s);
                constant(arg);
                mv.visitInsn(AASTORE);
                break;
            case Op.LOAD_FAST:
                slot(s);
                local(arg, i + 1);
                mv.visitInsn(AASTORE);
                break;
            case Op.LOAD_FAST_LOAD_FAST:
                slot(s);
                local(arg & 0xFFF, i + 1);
                mv.visitInsn(AASTORE);
                slot(s + 1);
                local(arg >>> 12, i + 2);
                mv.visitInsn(AASTORE);
                break;
            case Op.STORE_FAST:
                copy(s - 1, arg);
                clear(s - 1);
                break;
            case Op.DELETE_FAST:
                local(arg, i + 1);
                mv.visitInsn(POP);
                clear(arg);
                break;
            case Op.LOAD_DEREF:
                setIp(i + 1);
                slot(s);
                mv.visitVarInsn(ALOAD, F);
                iconst(arg);
                tier("deref", "(" + FR + "I)" + PYOBJ);
                mv.visitInsn(AASTORE);
                break;
            case Op.STORE_DEREF:
                mv.visitVarInsn(ALOAD, F);
                iconst(arg);
                load(s - 1);
                tier("setDeref", "(" + FR + "I" + PYOBJ + ")V");
                clear(s - 1);
                break;
            case Op.LOAD_CLOSURE:
                slot(s);
                mv.visitVarInsn(ALOAD, F);
                iconst(arg);
                tier("cell", "(" + FR + "I)" + PYOBJ);
                mv.visitInsn(AASTORE);
                break;
            case Op.LOAD_GLOBAL:
                setIp(i + 1);
                slot(s);
                mv.visitVarInsn(ALOAD, IN);
                mv.visitVarInsn(ALOAD, F);
                mv.visitVarInsn(ALOAD, GC);
                iconst(i);
                name(arg);
                tier("global", "(" + INTERP + FR + "[Ljava/lang/Object;I" + PYSTR + ")" + PYOBJ);
                mv.visitInsn(AASTORE);
                break;
            case Op.STORE_GLOBAL:
                setIp(i + 1);
                mv.visitVarInsn(ALOAD, F);
                name(arg);
                load(s - 1);
                tier("storeGlobal", "(" + FR + PYSTR + PYOBJ + ")V");
                clear(s - 1);
                break;
            case Op.LOAD_ATTR:
                setIp(i + 1);
                slot(s - 1);
                mv.visitVarInsn(ALOAD, GC);
                iconst(i);
                load(s - 1);
                name(arg);
                mv.visitMethodInsn(INVOKESTATIC, OBJ + "AttrSites", "load",
                        "([Ljava/lang/Object;I" + PYOBJ + PYSTR + ")" + PYOBJ, false);
                mv.visitInsn(AASTORE);
                break;
            case Op.STORE_ATTR:
                setIp(i + 1);
                mv.visitVarInsn(ALOAD, GC);
                iconst(i);
                load(s - 1);
                name(arg);
                load(s - 2);
                mv.visitMethodInsn(INVOKESTATIC, OBJ + "AttrSites", "store",
                        "([Ljava/lang/Object;I" + PYOBJ + PYSTR + PYOBJ + ")V", false);
                clear(s - 1);
                clear(s - 2);
                break;
            case Op.LOAD_METHOD:
                setIp(i + 1);
                mv.visitVarInsn(ALOAD, FAST);
                iconst(s);
                mv.visitVarInsn(ALOAD, GC);
                iconst(i);
                name(arg);
                tier("loadMethod", "([" + PYOBJ + "I[Ljava/lang/Object;I" + PYSTR + ")V");
                break;
            case Op.CALL:
                call(i, s - arg - 1, "call", arg);
                break;
            case Op.CALL_METHOD:
                call(i, s - arg - 2, "callMethod", arg);
                break;
            case Op.CALL_KW: {
                int at = s - 1 - arg - 1;
                flush();
                setIp(i + 1);
                setSp(at);
                slot(at);
                mv.visitVarInsn(ALOAD, IN);
                mv.visitVarInsn(ALOAD, F);
                iconst(i);
                iconst(at);
                iconst(arg);
                tier("callKw", "(" + INTERP + FR + "III)" + PYOBJ);
                mv.visitInsn(AASTORE);
                break;
            }
            case Op.BINARY:
            case Op.INPLACE:
            case Op.COMPARE:
                setIp(i + 1);
                slot(s - 2);
                load(s - 2);
                load(s - 1);
                iconst(arg);
                tier(op == Op.BINARY ? "binary" : op == Op.INPLACE ? "inplace" : "compare",
                        "(" + PYOBJ + PYOBJ + "I)" + PYOBJ);
                mv.visitInsn(AASTORE);
                clear(s - 1);
                break;
            case Op.BINARY_FAST_CONST:
            case Op.COMPARE_FAST_CONST:
                slot(s);
                local(arg & 0xFF, i + 1);
                constant((arg >>> 8) & 0xFF);
                iconst(arg >>> 16);
                setIp(i + 3);
                tier(op == Op.BINARY_FAST_CONST ? "binary" : "compare", "(" + PYOBJ + PYOBJ + "I)" + PYOBJ);
                mv.visitInsn(AASTORE);
                break;
            case Op.SUBSCR_FAST_CONST: {
                int r = s;
                if (arg > 0xFFFF) {
                    slot(s);
                    local(arg & 0xFF, i + 1);
                    mv.visitInsn(AASTORE);
                    slot(s + 1);
                    constant((arg >>> 8) & 0xFF);
                    mv.visitInsn(AASTORE);
                    r = s + 2;
                }
                slot(r);
                local(arg & 0xFF, i + 1);
                constant((arg >>> 8) & 0xFF);
                setIp(i + TierAnalysis.width(op, arg));
                tier("subscr", "(" + PYOBJ + PYOBJ + ")" + PYOBJ);
                mv.visitInsn(AASTORE);
                break;
            }
            case Op.SUBSCR:
                setIp(i + 1);
                slot(s - 2);
                load(s - 2);
                load(s - 1);
                tier("subscr", "(" + PYOBJ + PYOBJ + ")" + PYOBJ);
                mv.visitInsn(AASTORE);
                clear(s - 1);
                break;
            case Op.STORE_SUBSCR:
                setIp(i + 1);
                load(s - 3);
                load(s - 2);
                load(s - 1);
                tier("setitem", "(" + PYOBJ + PYOBJ + PYOBJ + ")V");
                clear(s - 1);
                clear(s - 2);
                clear(s - 3);
                break;
            case Op.IS_OP:
            case Op.CONTAINS_OP:
                setIp(i + 1);
                slot(s - 2);
                load(s - 2);
                load(s - 1);
                iconst(arg);
                tier(op == Op.IS_OP ? "is" : "contains", "(" + PYOBJ + PYOBJ + "I)" + PYOBJ);
                mv.visitInsn(AASTORE);
                clear(s - 1);
                break;
            case Op.UNARY_NEG:
            case Op.UNARY_POS:
            case Op.UNARY_INVERT:
                setIp(i + 1);
                slot(s - 1);
                load(s - 1);
                mv.visitMethodInsn(INVOKESTATIC, OBJ + "Arith",
                        op == Op.UNARY_NEG ? "neg" : op == Op.UNARY_POS ? "pos" : "invert",
                        "(" + PYOBJ + ")" + PYOBJ, false);
                mv.visitInsn(AASTORE);
                break;
            case Op.UNARY_NOT:
                setIp(i + 1);
                slot(s - 1);
                load(s - 1);
                tier("not", "(" + PYOBJ + ")" + PYOBJ);
                mv.visitInsn(AASTORE);
                break;
            case Op.JUMP:
            case Op.JUMP_BACK:
                jump(i, arg);
                break;
            case Op.POP_JUMP_IF_FALSE:
            case Op.POP_JUMP_IF_TRUE: {
                setIp(i + 1);
                load(s - 1);
                mv.visitVarInsn(ASTORE, TMP);
                clear(s - 1);
                mv.visitVarInsn(ALOAD, TMP);
                tier("truth", "(" + PYOBJ + ")Z");
                conditional(i, op == Op.POP_JUMP_IF_FALSE ? IFNE : IFEQ, arg);
                break;
            }
            case Op.JUMP_IF_FALSE_OR_POP:
            case Op.JUMP_IF_TRUE_OR_POP:
                setIp(i + 1);
                load(s - 1);
                tier("truth", "(" + PYOBJ + ")Z");
                conditional(i, op == Op.JUMP_IF_FALSE_OR_POP ? IFNE : IFEQ, arg);
                clear(s - 1);
                break;
            case Op.BUILD_TUPLE:
                slot(s - arg);
                mv.visitVarInsn(ALOAD, FAST);
                iconst(s - arg);
                iconst(arg);
                tier("tuple", "([" + PYOBJ + "II)" + PYOBJ);
                mv.visitInsn(AASTORE);
                break;
            case Op.UNPACK_SEQUENCE:
                setIp(i + 1);
                setSp(s);
                mv.visitVarInsn(ALOAD, IN);
                mv.visitVarInsn(ALOAD, F);
                iconst(s);
                iconst(arg);
                iconst(ins);
                tier("unpack", "(" + INTERP + FR + "III)V");
                break;
            case Op.LIST_APPEND:
                setIp(i + 1);
                load(s - 1 - arg);
                load(s - 1);
                tier("append", "(" + PYOBJ + PYOBJ + ")V");
                clear(s - 1);
                break;
            case Op.GET_ITER:
                setIp(i + 1);
                slot(s - 1);
                load(s - 1);
                mv.visitMethodInsn(INVOKESTATIC, OBJ + "Ops", "iter", "(" + PYOBJ + ")" + PYOBJ, false);
                mv.visitInsn(AASTORE);
                break;
            case Op.FOR_ITER:
                forIter(i, arg, s);
                break;
            case Op.RETURN_VALUE:
                load(s - 1);
                mv.visitVarInsn(ASTORE, TMP);
                clear(s - 1);
                mv.visitVarInsn(ALOAD, IN);
                mv.visitVarInsn(ILOAD, TICKS);
                tier("charge", "(" + INTERP + "I)V");
                mv.visitVarInsn(ALOAD, TMP);
                mv.visitTypeInsn(CHECKCAST, OBJ + "PyObject");
                mv.visitInsn(ARETURN);
                break;
            default:
                throw new IllegalStateException("the tier's analysis let through op " + op);
        }
    }

    private void call(int i, int at, String helper, int argc) {
        flush();
        setIp(i + 1);
        setSp(at);
        slot(at);
        mv.visitVarInsn(ALOAD, IN);
        mv.visitVarInsn(ALOAD, F);
        iconst(at);
        iconst(argc);
        tier(helper, "(" + INTERP + FR + "II)" + PYOBJ);
        mv.visitInsn(AASTORE);
    }

    private void forIter(int i, int target, int s) {
        setIp(i + 1);
        setSp(s);
        load(s - 1);
        tier("next", "(" + PYOBJ + ")" + PYOBJ);
        mv.visitVarInsn(ASTORE, TMP);
        Label notPipe = new Label();
        mv.visitVarInsn(ALOAD, TMP);
        mv.visitFieldInsn(GETSTATIC, TIER, "PIPE", PYOBJ);
        mv.visitJumpInsn(IF_ACMPNE, notPipe);
        // a generator pipe: the loop runs it inline (ADR 0045); the loop counts this FOR_ITER again
        mv.visitIincInsn(TICKS, 1);
        setIp(i);
        mv.visitJumpInsn(GOTO, exit);
        mv.visitLabel(notPipe);
        Label more = new Label();
        mv.visitVarInsn(ALOAD, TMP);
        mv.visitJumpInsn(IFNONNULL, more);
        clear(s - 1);
        jumpTo(i, target);
        mv.visitLabel(more);
        slot(s);
        mv.visitVarInsn(ALOAD, TMP);
        mv.visitTypeInsn(CHECKCAST, OBJ + "PyObject");
        mv.visitInsn(AASTORE);
    }

    /** A conditional jump: {@code stay} is the JVM test (on the boolean on the stack) that falls through. */
    private void conditional(int i, int stay, int target) {
        if (target > i) {
            mv.visitJumpInsn(stay == IFNE ? IFEQ : IFNE, labels[target]);
            return;
        }
        Label fall = new Label();
        mv.visitJumpInsn(stay, fall);
        jumpTo(i, target);
        mv.visitLabel(fall);
    }

    private void jump(int i, int target) {
        jumpTo(i, target);
    }

    /** A jump; a backward one checks the step budget first (so a loop that never calls still stops). */
    private void jumpTo(int i, int target) {
        if (target <= i) {
            Label ok = new Label();
            mv.visitVarInsn(ILOAD, TICKS);
            mv.visitJumpInsn(IFGT, ok);
            setIp(target);
            flush();
            mv.visitLabel(ok);
        }
        mv.visitJumpInsn(GOTO, labels[target]);
    }

    /** Charges the steps counted so far (a check of the budgets when due) and starts a new tick. */
    private void flush() {
        mv.visitVarInsn(ALOAD, IN);
        mv.visitVarInsn(ILOAD, TICKS);
        tier("charge", "(" + INTERP + "I)V");
        iconst(Tier.TICK);
        mv.visitVarInsn(ISTORE, TICKS);
    }

    private void steps(int n) {
        mv.visitIincInsn(TICKS, -n);
    }

    private void rotate(int s, int n) {
        load(s - 1);
        mv.visitVarInsn(ASTORE, TMP);
        for (int k = 1; k < n; k++) {
            copy(s - 1 - k, s - k);
        }
        slot(s - n);
        mv.visitVarInsn(ALOAD, TMP);
        mv.visitTypeInsn(CHECKCAST, OBJ + "PyObject");
        mv.visitInsn(AASTORE);
    }

    /** The local {@code slot}'s value on the JVM stack; raises UnboundLocalError (at {@code ip}) when unset. */
    private void local(int slot, int ip) {
        load(slot);
        Label ok = new Label();
        mv.visitInsn(DUP);
        mv.visitJumpInsn(IFNONNULL, ok);
        setIp(ip);
        mv.visitVarInsn(ALOAD, F);
        iconst(slot);
        tier("unbound", "(" + FR + "I)L" + OBJ + "PyException;");
        mv.visitInsn(ATHROW);
        mv.visitLabel(ok);
    }

    private void copy(int from, int to) {
        slot(to);
        load(from);
        mv.visitInsn(AASTORE);
    }

    private void clear(int k) {
        slot(k);
        mv.visitInsn(ACONST_NULL);
        mv.visitInsn(AASTORE);
    }

    private void slot(int k) {
        mv.visitVarInsn(ALOAD, FAST);
        iconst(k);
    }

    private void load(int k) {
        slot(k);
        mv.visitInsn(AALOAD);
    }

    private void constant(int k) {
        mv.visitVarInsn(ALOAD, CONSTS);
        iconst(k);
        mv.visitInsn(AALOAD);
    }

    private void name(int k) {
        mv.visitVarInsn(ALOAD, NAMES);
        iconst(k);
        mv.visitInsn(AALOAD);
    }

    private void setIp(int ip) {
        mv.visitVarInsn(ALOAD, F);
        iconst(ip);
        mv.visitFieldInsn(PUTFIELD, FRAME, "ip", "I");
    }

    private void setSp(int sp) {
        mv.visitVarInsn(ALOAD, F);
        iconst(sp);
        mv.visitFieldInsn(PUTFIELD, FRAME, "sp", "I");
    }

    private void tier(String method, String desc) {
        mv.visitMethodInsn(INVOKESTATIC, TIER, method, desc, false);
    }

    private void iconst(int v) {
        if (v >= -1 && v <= 5) {
            mv.visitInsn(ICONST_0 + v);
        } else if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
            mv.visitIntInsn(BIPUSH, v);
        } else if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
            mv.visitIntInsn(SIPUSH, v);
        } else {
            mv.visitLdcInsn(v);
        }
    }
}
