package io.agentcage.interpreter.internal.compile;

import io.agentcage.python.ast.AnnAssign;
import io.agentcage.python.ast.Assert;
import io.agentcage.python.ast.Assign;
import io.agentcage.python.ast.AsyncFor;
import io.agentcage.python.ast.AsyncFunctionDef;
import io.agentcage.python.ast.AsyncWith;
import io.agentcage.python.ast.AugAssign;
import io.agentcage.python.ast.Break;
import io.agentcage.python.ast.ClassDef;
import io.agentcage.python.ast.Constant;
import io.agentcage.python.ast.Continue;
import io.agentcage.python.ast.Delete;
import io.agentcage.python.ast.Expr;
import io.agentcage.python.ast.ExprStmt;
import io.agentcage.python.ast.For;
import io.agentcage.python.ast.FunctionDef;
import io.agentcage.python.ast.Global;
import io.agentcage.python.ast.If;
import io.agentcage.python.ast.Import;
import io.agentcage.python.ast.ImportFrom;
import io.agentcage.python.ast.Match;
import io.agentcage.python.ast.Nonlocal;
import io.agentcage.python.ast.Pass;
import io.agentcage.python.ast.Raise;
import io.agentcage.python.ast.Return;
import io.agentcage.python.ast.Stmt;
import io.agentcage.python.ast.Try;
import io.agentcage.python.ast.TryStar;
import io.agentcage.python.ast.TypeAlias;
import io.agentcage.python.ast.While;
import io.agentcage.python.ast.With;
import java.util.List;

/**
 * The statement half of the compiler's dispatch: one method per statement kind of the AST's exhaustive visitor, so
 * a statement kind added to the AST fails to compile here instead of failing at run time. Small statements are
 * compiled here; the others go to {@link Compiler}, {@link Blocks}, {@link Annotations} and {@link MatchCompiler}.
 */
final class StatementCompiler implements Stmt.Visitor<Void> {
    private final Compiler c;

    StatementCompiler(Compiler c) {
        this.c = c;
    }

    @Override
    public Void visitExprStmt(ExprStmt node) {
        c.ex.expr(node.value());
        // a dropped call result may be a coroutine nobody awaits: POP_EXPR warns as CPython does
        c.u.emit(node.value() instanceof io.agentcage.python.ast.Call ? Op.POP_EXPR : Op.POP_TOP);
        return null;
    }

    @Override
    public Void visitAssign(Assign node) {
        List<Expr> ts = node.targets();
        List<Expr> swapped = ts.size() == 1 ? swapTargets(node.value(), ts.get(0)) : null;
        if (swapped != null) {
            // a, b = x, y (and three names): the values stay on the stack and are rotated into store order, as
            // CPython's peephole pass turns BUILD_TUPLE n + UNPACK_SEQUENCE n (n = 2, 3) into swaps: no tuple
            for (Expr e : ((io.agentcage.python.ast.Tuple) node.value()).elts()) {
                c.ex.expr(e);
            }
            if (swapped.size() == 3) {
                c.u.emit(Op.ROT_THREE);
            }
            c.u.emit(Op.ROT_TWO);
            for (Expr t : swapped) {
                c.ex.store(t);
            }
            return null;
        }
        c.ex.expr(node.value());
        for (int i = 0; i < ts.size(); i++) {
            if (i < ts.size() - 1) {
                c.u.emit(Op.DUP_TOP);
            }
            c.ex.store(ts.get(i));
        }
        return null;
    }

    /** The targets of {@code a, b = x, y} or {@code a, b, c = x, y, z} (no starred item), or null. */
    private static List<Expr> swapTargets(Expr value, Expr target) {
        List<Expr> elts;
        if (target instanceof io.agentcage.python.ast.Tuple t) {
            elts = t.elts();
        } else if (target instanceof io.agentcage.python.ast.ListExpr l) {
            elts = l.elts();
        } else {
            return null;
        }
        if (!(value instanceof io.agentcage.python.ast.Tuple v) || v.elts().size() != elts.size()
                || elts.size() < 2 || elts.size() > 3) {
            return null;
        }
        for (int i = 0; i < elts.size(); i++) {
            if (elts.get(i) instanceof io.agentcage.python.ast.Starred
                    || v.elts().get(i) instanceof io.agentcage.python.ast.Starred) {
                return null;
            }
        }
        return elts;
    }

    @Override
    public Void visitAugAssign(AugAssign node) {
        c.augAssign(node);
        return null;
    }

    @Override
    public Void visitAnnAssign(AnnAssign node) {
        Annotations.annAssign(c, node);
        return null;
    }

    @Override
    public Void visitIf(If node) {
        c.ifStmt(node);
        return null;
    }

    @Override
    public Void visitWhile(While node) {
        c.whileStmt(node);
        return null;
    }

    @Override
    public Void visitFor(For node) {
        c.forStmt(node);
        return null;
    }

    @Override
    public Void visitBreak(Break node) {
        c.breakOrContinue(true, node);
        return null;
    }

    @Override
    public Void visitContinue(Continue node) {
        c.breakOrContinue(false, node);
        return null;
    }

    @Override
    public Void visitReturn(Return node) {
        c.returnStmt(node);
        return null;
    }

    @Override
    public Void visitFunctionDef(FunctionDef node) {
        c.functionDef(node);
        return null;
    }

    @Override
    public Void visitClassDef(ClassDef node) {
        c.classDef(node);
        return null;
    }

    @Override
    public Void visitPass(Pass node) {
        return null;
    }

    @Override
    public Void visitGlobal(Global node) {
        return null;
    }

    @Override
    public Void visitNonlocal(Nonlocal node) {
        return null;
    }

    @Override
    public Void visitTry(Try node) {
        Blocks.tryStmt(c, node);
        return null;
    }

    @Override
    public Void visitTryStar(TryStar node) {
        Blocks.tryStar(c, node);
        return null;
    }

    @Override
    public Void visitWith(With node) {
        Blocks.withStmt(c, node, 0);
        return null;
    }

    @Override
    public Void visitRaise(Raise node) {
        int n = 0;
        if (node.exc().isPresent()) {
            c.ex.expr(node.exc().get());
            n++;
            if (node.cause().isPresent()) {
                c.ex.expr(node.cause().get());
                n++;
            }
        }
        c.u.emit(Op.RAISE, n);
        return null;
    }

    @Override
    public Void visitAssert(Assert node) {
        c.ex.expr(node.test());
        int j = c.u.emit(Op.POP_JUMP_IF_TRUE, 0);
        if (!(node.test() instanceof Constant)) {
            c.u.pos = node.test();
        }
        c.u.emit(Op.LOAD_ASSERTION_ERROR);
        if (node.msg().isPresent()) {
            c.ex.expr(node.msg().get());
            c.u.emit(Op.CALL, 1);
        }
        c.u.emit(Op.RAISE, 1);
        c.u.patchHere(j);
        return null;
    }

    @Override
    public Void visitImport(Import node) {
        c.importStmt(node);
        return null;
    }

    @Override
    public Void visitImportFrom(ImportFrom node) {
        c.importFrom(node);
        return null;
    }

    @Override
    public Void visitDelete(Delete node) {
        for (Expr t : node.targets()) {
            c.ex.delete(t);
        }
        return null;
    }

    @Override
    public Void visitMatch(Match node) {
        MatchCompiler.match(c, node);
        return null;
    }

    @Override
    public Void visitAsyncFunctionDef(AsyncFunctionDef node) {
        c.functionDef(node, node.name(), node.decoratorList(), node.args(), node.body(), node.returns());
        return null;
    }

    @Override
    public Void visitAsyncFor(AsyncFor node) {
        c.requireAsync("'async for' outside async function", node);
        AsyncBlocks.asyncFor(c, node);
        return null;
    }

    @Override
    public Void visitAsyncWith(AsyncWith node) {
        c.requireAsync("'async with' outside async function", node);
        AsyncBlocks.asyncWith(c, node, 0);
        return null;
    }

    @Override
    public Void visitTypeAlias(TypeAlias node) {
        throw new Symtable.CompileError("the 'type' statement is not supported by this interpreter", node.lineno());
    }
}
