package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PySlice;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.python.ast.*;
import java.util.ArrayList;
import java.util.List;

/**
 * Compiles {@code match} statements. The subject and every sub-value are kept in hidden local slots, so a failed
 * pattern just jumps to the next case with nothing to clean up on the stack.
 */
final class MatchCompiler {
    private final Compiler c;
    private int temps;

    private MatchCompiler(Compiler c) {
        this.c = c;
    }

    static void match(Compiler c, Match m) {
        new MatchCompiler(c).compile(m);
    }

    private int temp() {
        return c.u.varname("$match" + (temps++) + "_" + c.u.n);
    }

    private void compile(Match m) {
        Unit u = c.u;
        c.ex.expr(m.subject());
        int subject = temp();
        u.emit(Op.STORE_FAST, subject);
        List<Integer> ends = new ArrayList<>();
        for (MatchCase mc : m.cases()) {
            List<Integer> fails = new ArrayList<>();
            pattern(mc.pattern(), subject, fails);
            if (mc.guard().isPresent()) {
                fails.add(c.ex.jumpIfFalse(mc.guard().get()));
            }
            c.stmts(mc.body());
            ends.add(u.emit(Op.JUMP, 0));
            for (int f : fails) {
                u.patchHere(f);
            }
        }
        for (int e : ends) {
            u.patchHere(e);
        }
    }

    private void load(int slot) {
        c.u.emit(Op.LOAD_FAST, slot);
    }

    private void pattern(Pattern p, int v, List<Integer> fails) {
        Unit u = c.u;
        if (p instanceof MatchValue mv) {
            load(v);
            c.ex.expr(mv.value());
            u.emit(Op.COMPARE, 0);
            fails.add(u.emit(Op.POP_JUMP_IF_FALSE, 0));
        } else if (p instanceof MatchSingleton ms) {
            load(v);
            c.loadConst(ExprCompiler.constant(ms.value()));
            u.emit(Op.IS_OP, 0);
            fails.add(u.emit(Op.POP_JUMP_IF_FALSE, 0));
        } else if (p instanceof MatchAs ma) {
            if (ma.pattern().isPresent()) {
                pattern(ma.pattern().get(), v, fails);
            }
            if (ma.name().isPresent()) {
                load(v);
                c.storeName(ma.name().get());
            }
        } else if (p instanceof MatchOr mo) {
            List<Integer> oks = new ArrayList<>();
            List<Pattern> alts = mo.patterns();
            for (int i = 0; i < alts.size(); i++) {
                List<Integer> altFails = i == alts.size() - 1 ? fails : new ArrayList<>();
                pattern(alts.get(i), v, altFails);
                if (i < alts.size() - 1) {
                    oks.add(u.emit(Op.JUMP, 0));
                    for (int f : altFails) {
                        u.patchHere(f);
                    }
                }
            }
            for (int ok : oks) {
                u.patchHere(ok);
            }
        } else if (p instanceof MatchSequence sq) {
            sequence(sq, v, fails);
        } else if (p instanceof MatchMapping mm) {
            mapping(mm, v, fails);
        } else if (p instanceof MatchClass mc) {
            classPattern(mc, v, fails);
        } else {
            throw new Symtable.CompileError("unsupported pattern", p.lineno());
        }
    }

    private void sequence(MatchSequence sq, int v, List<Integer> fails) {
        Unit u = c.u;
        load(v);
        u.emit(Op.MATCH_SEQUENCE);
        fails.add(u.emit(Op.POP_JUMP_IF_FALSE, 0));
        List<Pattern> ps = sq.patterns();
        int star = -1;
        for (int i = 0; i < ps.size(); i++) {
            if (ps.get(i) instanceof MatchStar) {
                star = i;
            }
        }
        int n = ps.size();
        load(v);
        u.emit(Op.GET_LEN);
        c.loadConst(PyInt.of(star < 0 ? n : n - 1));
        u.emit(Op.COMPARE, star < 0 ? 0 : 5);
        fails.add(u.emit(Op.POP_JUMP_IF_FALSE, 0));
        for (int i = 0; i < n; i++) {
            Pattern sub = ps.get(i);
            if (sub instanceof MatchStar ms) {
                if (ms.name().isPresent()) {
                    c.loadConst(PyType.LIST);
                    load(v);
                    int after = n - i - 1;
                    c.loadConst(new PySlice(PyInt.of(i), after == 0 ? PyNone.NONE : PyInt.of(-after), PyNone.NONE));
                    u.emit(Op.SUBSCR);
                    u.emit(Op.CALL, 1);
                    c.storeName(ms.name().get());
                }
                continue;
            }
            if (sub instanceof MatchAs ma && ma.pattern().isEmpty() && ma.name().isEmpty()) {
                continue;
            }
            load(v);
            c.loadConst(PyInt.of(star >= 0 && i > star ? i - n : i));
            u.emit(Op.SUBSCR);
            int t = temp();
            u.emit(Op.STORE_FAST, t);
            pattern(sub, t, fails);
        }
    }

    private void mapping(MatchMapping mm, int v, List<Integer> fails) {
        Unit u = c.u;
        load(v);
        u.emit(Op.MATCH_MAPPING);
        fails.add(u.emit(Op.POP_JUMP_IF_FALSE, 0));
        List<PyObject> keyConsts = new ArrayList<>();
        for (int i = 0; i < mm.keys().size(); i++) {
            Expr k = mm.keys().get(i);
            c.ex.expr(k);
            load(v);
            u.emit(Op.CONTAINS_OP, 0);
            fails.add(u.emit(Op.POP_JUMP_IF_FALSE, 0));
            load(v);
            c.ex.expr(k);
            u.emit(Op.SUBSCR);
            int t = temp();
            u.emit(Op.STORE_FAST, t);
            pattern(mm.patterns().get(i), t, fails);
            if (k instanceof Constant kc) {
                keyConsts.add(ExprCompiler.constant(kc.value()));
            }
        }
        if (mm.rest().isPresent()) {
            load(v);
            for (Expr k : mm.keys()) {
                c.ex.expr(k);
            }
            u.emit(Op.BUILD_TUPLE, mm.keys().size());
            u.emit(Op.COPY_DICT_WITHOUT_KEYS);
            c.storeName(mm.rest().get());
        }
    }

    private void classPattern(MatchClass mc, int v, List<Integer> fails) {
        Unit u = c.u;
        load(v);
        c.ex.expr(mc.cls());
        u.emit(Op.MATCH_CLASS);
        fails.add(u.emit(Op.POP_JUMP_IF_FALSE, 0));
        List<Pattern> ps = mc.patterns();
        for (int i = 0; i < ps.size() + mc.kwdAttrs().size(); i++) {
            load(v);
            c.ex.expr(mc.cls());
            PyObject key = i < ps.size() ? PyInt.of(i) : new PyStr(mc.kwdAttrs().get(i - ps.size()));
            c.loadConst(key);
            int t = temp();
            u.emit(Op.MATCH_CLASS_ATTR, t | (ps.size() << 16));
            fails.add(u.emit(Op.POP_JUMP_IF_FALSE, 0));
            pattern(i < ps.size() ? ps.get(i) : mc.kwdPatterns().get(i - ps.size()), t, fails);
        }
    }

    static PyTuple unused() {
        return PyTuple.EMPTY;
    }
}
