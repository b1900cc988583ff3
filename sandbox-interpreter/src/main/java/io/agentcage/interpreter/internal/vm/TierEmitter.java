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
    private static final String OPS = VM + "TierOps";
    private static final String PYOBJ = "L" + OBJ + "PyObject;";
    private static final String INTERP = "L" + OBJ + "Interp;";
    private static final String FR = "L" + FRAME + ";";
    private static final String PYSTR = "L" + OBJ + "PyStr;";
    /**
     * Methods with more JVM code than this are refused: HotSpot does not compile a method over 8,000 bytes
     * ({@code HugeMethodLimit}), so it would run in the JVM's bytecode interpreter, slower than the loop.
     */
    private static final int MAX_CODE_BYTES = 7_800;

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
    /** The end of the method's code: its offset is the code's length. */
    private final Label codeEnd = new Label();

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
        TierEmitter e = new TierEmitter(c, a, mv);
        e.body();
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        byte[] bytes = cw.toByteArray();
        if (SIZES) {
            e.sizes(bytes.length);
        }
        return e.codeEnd.getOffset() > MAX_CODE_BYTES ? null : bytes;
    }

    private static final boolean SIZES = Boolean.getBoolean("agentcage.tier.sizes");

    /** Diagnostic: the bytes of JVM code per guest opcode (standard error). */
    private void sizes(int total) {
        java.util.TreeMap<Integer, int[]> by = new java.util.TreeMap<>();
        int prev = -1;
        int prevOp = -1;
        for (int i = 0; i < labels.length; i++) {
            if (a.depth[i] < 0) {
                continue;
            }
            int off = labels[i].getOffset();
            if (prev >= 0) {
                int[] v = by.computeIfAbsent(prevOp, k -> new int[2]);
                v[0] += off - prev;
                v[1]++;
            }
            prev = off;
            prevOp = a.exitAt[i] ? 999 : c.code[i] & 0xFF;
        }
        StringBuilder b = new StringBuilder("tier sizes " + c.qualname + " " + total + ":");
        by.forEach((op, v) -> b.append(" op").append(op).append('=').append(v[0]).append('/').append(v[1]));
        System.err.println(b);
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
        mv.visitLabel(codeEnd);
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
                op(s, "rotate", 2);
                break;
            case Op.ROT_THREE:
                op(s, "rotate", 3);
                break;
            case Op.ROT_FOUR:
                op(s, "rotate", 4);
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
                op(s, "loadFast", arg, i + 1);
                break;
            case Op.LOAD_FAST_LOAD_FAST:
                op(s, "loadFast", arg & 0xFFF, i + 1);
                op(s + 1, "loadFast", arg >>> 12, i + 2);
                break;
            case Op.STORE_FAST:
                op(s, "storeFast", arg);
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
                op(s, "loadAttr", i, arg);
                break;
            case Op.STORE_ATTR:
                op(s, "storeAttr", i, arg);
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
                call(i, s - arg - 1, 0, arg);
                break;
            case Op.CALL_METHOD:
                call(i, s - arg - 2, 1, arg);
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
                op(s, "binary", arg, op == Op.BINARY ? 0 : op == Op.INPLACE ? 1 : 2, i + 1);
                break;
            case Op.BINARY_FAST_CONST:
            case Op.COMPARE_FAST_CONST:
                op(s, "fastConst", arg & 0xFF, (arg >>> 8) & 0xFF, arg >>> 16, op == Op.BINARY_FAST_CONST ? 0 : 1,
                        i + 3);
                break;
            case Op.SUBSCR_FAST_CONST:
                mv.visitVarInsn(ALOAD, F);
                iconst(s);
                iconst(arg & 0xFF);
                iconst((arg >>> 8) & 0xFF);
                iconst(arg > 0xFFFF ? 1 : 0);
                iconst(i + TierAnalysis.width(op, arg));
                mv.visitMethodInsn(INVOKESTATIC, OPS, "subscrFastConst", "(" + FR + "IIIZI)V", false);
                break;
            case Op.SUBSCR:
                op(s, "subscr", i + 1);
                break;
            case Op.STORE_SUBSCR:
                op(s, "storeSubscr", i + 1);
                break;
            case Op.DELETE_SUBSCR:
                op(s, "deleteSubscr", i + 1);
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

    /** CALL or CALL_METHOD ({@code kind} 0 or 1): the steps so far are charged and a new tick starts. */
    private void call(int i, int at, int kind, int argc) {
        mv.visitVarInsn(ALOAD, IN);
        mv.visitVarInsn(ALOAD, F);
        iconst(at);
        iconst(argc);
        iconst(kind);
        iconst(i + 1);
        mv.visitVarInsn(ILOAD, TICKS);
        iconst(Tier.TICK);
        mv.visitVarInsn(ISTORE, TICKS);
        mv.visitMethodInsn(INVOKESTATIC, OPS, "call", "(" + INTERP + FR + "IIIII)V", false);
    }

    /** A {@link TierOps} instruction: {@code TierOps.name(f, s, ints...)}. */
    private void op(int s, String name, int... ints) {
        mv.visitVarInsn(ALOAD, F);
        iconst(s);
        StringBuilder desc = new StringBuilder("(" + FR + "I");
        for (int v : ints) {
            iconst(v);
            desc.append('I');
        }
        mv.visitMethodInsn(INVOKESTATIC, OPS, name, desc.append(")V").toString(), false);
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
