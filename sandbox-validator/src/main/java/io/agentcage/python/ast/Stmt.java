package io.agentcage.python.ast;

/**
 * A statement: CPython's {@code stmt} category.
 *
 * <p>Dispatch with {@link #accept(Visitor)}; the visitor has one method per node kind, so adding a kind
 * breaks every visitor at compile time.
 */
public sealed interface Stmt extends Node, Located
        permits FunctionDef, AsyncFunctionDef, ClassDef, Return, Delete, Assign, TypeAlias, AugAssign, AnnAssign, For, AsyncFor, While, If, With, AsyncWith, Match, Raise, Try, TryStar, Assert, Import, ImportFrom, Global, Nonlocal, ExprStmt, Pass, Break, Continue {

    /**
     * Calls the visitor method for this node's kind.
     *
     * @param visitor the visitor
     * @param <R> the result type
     * @return what the visitor returned
     */
    <R> R accept(Visitor<R> visitor);

    /**
     * Exhaustive dispatch over the kinds of {@link Stmt}.
     *
     * @param <R> the result type
     */
    interface Visitor<R> {
        /** @param node the node @return the result */
        R visitFunctionDef(FunctionDef node);

        /** @param node the node @return the result */
        R visitAsyncFunctionDef(AsyncFunctionDef node);

        /** @param node the node @return the result */
        R visitClassDef(ClassDef node);

        /** @param node the node @return the result */
        R visitReturn(Return node);

        /** @param node the node @return the result */
        R visitDelete(Delete node);

        /** @param node the node @return the result */
        R visitAssign(Assign node);

        /** @param node the node @return the result */
        R visitTypeAlias(TypeAlias node);

        /** @param node the node @return the result */
        R visitAugAssign(AugAssign node);

        /** @param node the node @return the result */
        R visitAnnAssign(AnnAssign node);

        /** @param node the node @return the result */
        R visitFor(For node);

        /** @param node the node @return the result */
        R visitAsyncFor(AsyncFor node);

        /** @param node the node @return the result */
        R visitWhile(While node);

        /** @param node the node @return the result */
        R visitIf(If node);

        /** @param node the node @return the result */
        R visitWith(With node);

        /** @param node the node @return the result */
        R visitAsyncWith(AsyncWith node);

        /** @param node the node @return the result */
        R visitMatch(Match node);

        /** @param node the node @return the result */
        R visitRaise(Raise node);

        /** @param node the node @return the result */
        R visitTry(Try node);

        /** @param node the node @return the result */
        R visitTryStar(TryStar node);

        /** @param node the node @return the result */
        R visitAssert(Assert node);

        /** @param node the node @return the result */
        R visitImport(Import node);

        /** @param node the node @return the result */
        R visitImportFrom(ImportFrom node);

        /** @param node the node @return the result */
        R visitGlobal(Global node);

        /** @param node the node @return the result */
        R visitNonlocal(Nonlocal node);

        /** @param node the node @return the result */
        R visitExprStmt(ExprStmt node);

        /** @param node the node @return the result */
        R visitPass(Pass node);

        /** @param node the node @return the result */
        R visitBreak(Break node);

        /** @param node the node @return the result */
        R visitContinue(Continue node);
    }
}
