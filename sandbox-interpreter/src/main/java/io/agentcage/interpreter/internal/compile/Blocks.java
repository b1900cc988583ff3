package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.python.ast.ExceptHandler;
import io.agentcage.python.ast.Stmt;
import io.agentcage.python.ast.Try;
import io.agentcage.python.ast.TryStar;
import io.agentcage.python.ast.With;
import io.agentcage.python.ast.WithItem;
import java.util.ArrayList;
import java.util.List;

/** try/except/else/finally and with statements, and the unwinding that return/break/continue need. */
final class Blocks {
    private Blocks() {
    }

    static void tryStmt(Compiler c, Try t) {
        tryStmt(c, t.body(), t.handlers(), t.orelse(), t.finalbody(), false);
    }

    static void tryStar(Compiler c, TryStar t) {
        tryStmt(c, t.body(), t.handlers(), t.orelse(), t.finalbody(), true);
    }

    private static void tryStmt(Compiler c, List<Stmt> body, List<ExceptHandler> handlers, List<Stmt> orelse,
                                List<Stmt> finalbody, boolean star) {
        if (finalbody.isEmpty()) {
            tryExcept(c, body, handlers, orelse, star);
            return;
        }
        Unit u = c.u;
        int saved = u.depth;
        int setup = u.emit(Op.SETUP_FINALLY, 0);
        block(u, 1);
        Unit.FBlock fin = new Unit.FBlock(Unit.FBlock.Kind.FINALLY_TRY);
        fin.finalbody = finalbody;
        u.fblocks.push(fin);
        if (handlers.isEmpty()) {
            c.stmts(body);
        } else {
            tryExcept(c, body, handlers, orelse, star);
        }
        u.fblocks.pop();
        u.emit(Op.POP_BLOCK);
        block(u, -1);
        c.stmts(finalbody);
        int jend = u.emit(Op.JUMP, 0);
        u.patchHere(setup);
        u.depth = saved + 1;
        u.emit(Op.PUSH_EXC_INFO);
        int cl = u.emit(Op.SETUP_CLEANUP, 0);
        block(u, 1);
        u.fblocks.push(new Unit.FBlock(Unit.FBlock.Kind.FINALLY_END));
        c.stmts(finalbody);
        u.fblocks.pop();
        u.emit(Op.POP_BLOCK);
        block(u, -1);
        u.emit(Op.POP_EXCEPT_RERAISE);
        u.patchHere(cl);
        u.depth = saved + 2;
        u.emit(Op.POP_EXCEPT_RERAISE);
        u.patchHere(jend);
        u.depth = saved;
    }

    static void block(Unit u, int d) {
        u.blocks += d;
        if (u.blocks > u.maxBlocks) {
            u.maxBlocks = u.blocks;
        }
    }

    static void tryExcept(Compiler c, List<Stmt> body, List<ExceptHandler> handlers, List<Stmt> orelse,
                          boolean star) {
        if (star) {
            tryExceptStar(c, body, handlers, orelse);
            return;
        }
        Unit u = c.u;
        int saved = u.depth;
        int setup = protectedBody(c, body, orelse);
        List<Integer> ends = new ArrayList<>();
        ends.add(u.emit(Op.JUMP, 0));
        u.patchHere(setup);
        u.depth = saved + 1;
        u.emit(Op.PUSH_EXC_INFO);
        int cl = u.emit(Op.SETUP_CLEANUP, 0);
        block(u, 1);
        boolean bare = false;
        for (ExceptHandler h : handlers) {
            c.setLine(h);
            int next = -1;
            if (h.type().isPresent()) {
                c.ex.expr(h.type().get());
                u.emit(Op.CHECK_EXC_MATCH);
                next = u.emit(Op.POP_JUMP_IF_FALSE, 0);
            } else {
                bare = true;
            }
            String name = h.name().orElse(null);
            if (name != null) {
                c.storeName(name);
            } else {
                u.emit(Op.POP_TOP);
            }
            Unit.FBlock hb = new Unit.FBlock(Unit.FBlock.Kind.HANDLER);
            u.fblocks.push(hb);
            int nameCl = -1;
            if (name != null) {
                nameCl = u.emit(Op.SETUP_FINALLY, 0);
                block(u, 1);
                Unit.FBlock nb = new Unit.FBlock(Unit.FBlock.Kind.HANDLER_NAME);
                nb.handlerName = name;
                u.fblocks.push(nb);
            }
            c.stmts(h.body());
            if (name != null) {
                u.fblocks.pop();
                u.emit(Op.POP_BLOCK);
                block(u, -1);
                clearName(c, name);
            }
            u.fblocks.pop();
            u.emit(Op.POP_BLOCK);
            u.emit(Op.POP_EXCEPT);
            ends.add(u.emit(Op.JUMP, 0));
            if (name != null) {
                u.patchHere(nameCl);
                u.depth = saved + 2;
                clearName(c, name);
                u.emit(Op.RERAISE);
            }
            if (next >= 0) {
                u.patchHere(next);
                u.depth = saved + 2;
            }
            if (bare) {
                break;
            }
        }
        block(u, -1);
        if (!bare) {
            u.emit(Op.RERAISE);
        }
        u.patchHere(cl);
        u.depth = saved + 2;
        u.emit(Op.POP_EXCEPT_RERAISE);
        for (int e : ends) {
            u.patchHere(e);
        }
        u.depth = saved;
    }

    /**
     * The part every {@code try} with handlers shares: the body under a SETUP_FINALLY block, then the {@code else}
     * clause outside it. Returns the SETUP_FINALLY instruction, to be patched to the handlers.
     */
    private static int protectedBody(Compiler c, List<Stmt> body, List<Stmt> orelse) {
        Unit u = c.u;
        int setup = u.emit(Op.SETUP_FINALLY, 0);
        block(u, 1);
        u.fblocks.push(new Unit.FBlock(Unit.FBlock.Kind.TRY));
        c.stmts(body);
        u.fblocks.pop();
        u.emit(Op.POP_BLOCK);
        block(u, -1);
        c.stmts(orelse);
        return setup;
    }

    /**
     * {@code try}/{@code except*}: the handler keeps {@code [prev, orig, raised-list, rest]} on the stack; each
     * clause takes its match out of the rest (CHECK_EG_MATCH), runs with what it raises collected into the list, and
     * PREP_RERAISE_STAR finally re-raises the combination of the raised exceptions and the unmatched rest.
     */
    private static void tryExceptStar(Compiler c, List<Stmt> body, List<ExceptHandler> handlers,
                                      List<Stmt> orelse) {
        Unit u = c.u;
        int saved = u.depth;
        int setup = protectedBody(c, body, orelse);
        int jelse = u.emit(Op.JUMP, 0);
        u.patchHere(setup);
        u.depth = saved + 1;
        u.emit(Op.PUSH_EXC_INFO);
        int cl = u.emit(Op.SETUP_CLEANUP, 0);
        block(u, 1);
        u.emit(Op.DUP_TOP);
        u.emit(Op.BUILD_LIST, 0);
        u.emit(Op.ROT_TWO);
        for (ExceptHandler h : handlers) {
            c.setLine(h);
            c.ex.expr(h.type().orElseThrow());
            int next = u.emit(Op.CHECK_EG_MATCH, 0);
            u.depth = saved + 5;
            String name = h.name().orElse(null);
            if (name != null) {
                c.storeName(name);
            } else {
                u.emit(Op.POP_TOP);
            }
            int hexc = u.emit(Op.SETUP_FINALLY, 0);
            block(u, 1);
            u.fblocks.push(new Unit.FBlock(Unit.FBlock.Kind.HANDLER_STAR));
            c.stmts(h.body());
            u.fblocks.pop();
            u.emit(Op.POP_BLOCK);
            block(u, -1);
            if (name != null) {
                clearName(c, name);
            }
            int jnext = u.emit(Op.JUMP, 0);
            u.patchHere(hexc);
            u.depth = saved + 5;
            if (name != null) {
                clearName(c, name);
            }
            u.emit(Op.LIST_APPEND, 2);
            u.patchHere(next);
            u.patchHere(jnext);
            u.depth = saved + 4;
        }
        u.emit(Op.LIST_APPEND, 1);
        u.emit(Op.PREP_RERAISE_STAR);
        u.emit(Op.POP_BLOCK);
        block(u, -1);
        u.emit(Op.POP_EXCEPT);
        int jend = u.emit(Op.JUMP, 0);
        u.patchHere(cl);
        u.depth = saved + 2;
        u.emit(Op.POP_EXCEPT_RERAISE);
        u.patchHere(jelse);
        u.patchHere(jend);
        u.depth = saved;
    }

    private static void clearName(Compiler c, String name) {
        c.loadConst(PyNone.NONE);
        c.storeName(name);
        c.deleteName(name);
    }

    static void withStmt(Compiler c, With w, int idx) {
        Unit u = c.u;
        WithItem item = w.items().get(idx);
        c.ex.expr(item.contextExpr());
        u.emit(Op.BEFORE_WITH);
        if (item.optionalVars().isPresent()) {
            c.ex.store(item.optionalVars().get());
        } else {
            u.emit(Op.POP_TOP);
        }
        int saved = u.depth;
        int setup = u.emit(Op.SETUP_FINALLY, 0);
        block(u, 1);
        u.fblocks.push(new Unit.FBlock(Unit.FBlock.Kind.WITH));
        if (idx + 1 < w.items().size()) {
            withStmt(c, w, idx + 1);
        } else {
            c.stmts(w.body());
        }
        u.fblocks.pop();
        u.emit(Op.POP_BLOCK);
        block(u, -1);
        u.emit(Op.WITH_EXIT);
        int jend = u.emit(Op.JUMP, 0);
        u.patchHere(setup);
        u.depth = saved + 1;
        u.emit(Op.PUSH_EXC_INFO);
        u.emit(Op.WITH_EXCEPT);
        u.patchHere(jend);
        u.depth = saved - 1;
    }

    /** Emits the clean-up of the innermost {@code count} blocks (return: all blocks, loops pop iterators). */
    static void unwind(Compiler c, int count, boolean isReturn) {
        Unit u = c.u;
        List<Unit.FBlock> all = new ArrayList<>(u.fblocks);
        for (int i = 0; i < count; i++) {
            Unit.FBlock b = all.get(i);
            switch (b.kind) {
                case LOOP:
                    if (isReturn && b.hasIter) {
                        u.emit(Op.POP_TOP);
                    }
                    break;
                case TRY:
                    u.emit(Op.POP_BLOCK);
                    break;
                case FINALLY_TRY:
                    u.emit(Op.POP_BLOCK);
                    for (int k = 0; k <= i; k++) {
                        u.fblocks.pop();
                    }
                    c.stmts(b.finalbody);
                    for (int k = i; k >= 0; k--) {
                        u.fblocks.push(all.get(k));
                    }
                    break;
                case FINALLY_END:
                    u.emit(Op.POP_BLOCK);
                    u.emit(Op.POP_TOP);
                    u.emit(Op.POP_EXCEPT);
                    break;
                case HANDLER:
                    u.emit(Op.POP_BLOCK);
                    u.emit(Op.POP_EXCEPT);
                    break;
                case HANDLER_NAME:
                    u.emit(Op.POP_BLOCK);
                    clearName(c, b.handlerName);
                    break;
                case WITH:
                    u.emit(Op.POP_BLOCK);
                    u.emit(Op.WITH_EXIT);
                    break;
                case ASYNC_WITH:
                    u.emit(Op.POP_BLOCK);
                    u.emit(Op.ASYNC_WITH_EXIT);
                    AsyncBlocks.await(c, 2);
                    u.emit(Op.POP_TOP);
                    break;
                case HANDLER_STAR:
                    throw new Symtable.CompileError("'break', 'continue' and 'return' cannot appear in an except*"
                            + " block", u.line);
                default:
                    break;
            }
        }
    }
}
