package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.python.ast.AsyncFor;
import io.agentcage.python.ast.AsyncWith;
import io.agentcage.python.ast.WithItem;

/**
 * {@code await}, {@code async for} and {@code async with}: each await is {@code GET_AWAITABLE; LOAD_CONST None;
 * YIELD_FROM}, so the coroutine machinery is the generator machinery's {@code yield from}.
 */
final class AsyncBlocks {
    private AsyncBlocks() {
    }

    /** Awaits the value on top of the stack; {@code where} picks the error message (see {@link Op#GET_AWAITABLE}). */
    static void await(Compiler c, int where) {
        c.u.emit(Op.GET_AWAITABLE, where);
        c.loadConst(PyNone.NONE);
        c.u.emit(Op.YIELD_FROM);
    }

    /**
     * <pre>
     *         iter; GET_AITER
     * start:  SETUP_FINALLY end; GET_ANEXT; await; POP_BLOCK; store target; body; JUMP_BACK start
     * end:    END_ASYNC_FOR (StopAsyncIteration ends the loop); else-clause
     * </pre>
     */
    static void asyncFor(Compiler c, AsyncFor f) {
        Unit u = c.u;
        c.ex.expr(f.iter());
        u.emit(Op.GET_AITER);
        int level = u.depth;
        int start = u.n;
        int setup = anext(c);
        c.ex.store(f.target());
        Unit.FBlock b = new Unit.FBlock(Unit.FBlock.Kind.LOOP);
        b.continueTarget = start;
        b.hasIter = true;
        u.fblocks.push(b);
        c.stmts(f.body());
        u.fblocks.pop();
        u.emit(Op.JUMP_BACK, start);
        endLoop(c, setup, level);
        c.stmts(f.orelse());
        for (int br : b.breaks) {
            u.patchHere(br);
        }
    }

    /** The awaited {@code __anext__()} of the iterator on top of the stack; returns the SETUP_FINALLY to patch. */
    static int anext(Compiler c) {
        Unit u = c.u;
        int setup = u.emit(Op.SETUP_FINALLY, 0);
        Blocks.block(u, 1);
        u.emit(Op.GET_ANEXT);
        await(c, 0);
        u.emit(Op.POP_BLOCK);
        Blocks.block(u, -1);
        return setup;
    }

    /** The end of an async loop whose iterator sits at stack depth {@code level}: StopAsyncIteration lands here. */
    static void endLoop(Compiler c, int setup, int level) {
        Unit u = c.u;
        u.patchHere(setup);
        u.depth = level + 1;
        u.emit(Op.END_ASYNC_FOR);
    }

    /**
     * <pre>
     *         mgr; BEFORE_ASYNC_WITH; await; store or pop     -- [aexit]
     *         SETUP_FINALLY exc; body; POP_BLOCK; ASYNC_WITH_EXIT; await; POP_TOP; JUMP end
     * exc:    PUSH_EXC_INFO; ASYNC_WITH_EXCEPT; await; ASYNC_WITH_EXCEPT_END
     * end:
     * </pre>
     */
    static void asyncWith(Compiler c, AsyncWith w, int idx) {
        Unit u = c.u;
        WithItem item = w.items().get(idx);
        c.ex.expr(item.contextExpr());
        u.emit(Op.BEFORE_ASYNC_WITH);
        await(c, 1);
        if (item.optionalVars().isPresent()) {
            c.ex.store(item.optionalVars().get());
        } else {
            u.emit(Op.POP_TOP);
        }
        int saved = u.depth;
        int setup = u.emit(Op.SETUP_FINALLY, 0);
        Blocks.block(u, 1);
        u.fblocks.push(new Unit.FBlock(Unit.FBlock.Kind.ASYNC_WITH));
        if (idx + 1 < w.items().size()) {
            asyncWith(c, w, idx + 1);
        } else {
            c.stmts(w.body());
        }
        u.fblocks.pop();
        u.emit(Op.POP_BLOCK);
        Blocks.block(u, -1);
        u.emit(Op.ASYNC_WITH_EXIT);
        await(c, 2);
        u.emit(Op.POP_TOP);
        int jend = u.emit(Op.JUMP, 0);
        u.patchHere(setup);
        u.depth = saved + 1;
        u.emit(Op.PUSH_EXC_INFO);
        u.emit(Op.ASYNC_WITH_EXCEPT);
        await(c, 2);
        u.emit(Op.ASYNC_WITH_EXCEPT_END);
        u.patchHere(jend);
        u.depth = saved - 1;
    }
}
