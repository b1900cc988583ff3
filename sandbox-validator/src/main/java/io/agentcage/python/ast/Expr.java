package io.agentcage.python.ast;

/**
 * An expression: CPython's {@code expr} category.
 *
 * <p>Dispatch with {@link #accept(Visitor)}; the visitor has one method per node kind, so adding a kind
 * breaks every visitor at compile time.
 */
public sealed interface Expr extends Node, Located
        permits BoolOp, NamedExpr, BinOp, UnaryOp, Lambda, IfExp, Dict, SetExpr, ListComp, SetComp, DictComp, GeneratorExp, Await, Yield, YieldFrom, Compare, Call, FormattedValue, JoinedStr, Constant, Attribute, Subscript, Starred, Name, ListExpr, Tuple, Slice {

    /**
     * Calls the visitor method for this node's kind.
     *
     * @param visitor the visitor
     * @param <R> the result type
     * @return what the visitor returned
     */
    <R> R accept(Visitor<R> visitor);

    /**
     * Exhaustive dispatch over the kinds of {@link Expr}.
     *
     * @param <R> the result type
     */
    interface Visitor<R> {
        /** @param node the node @return the result */
        R visitBoolOp(BoolOp node);

        /** @param node the node @return the result */
        R visitNamedExpr(NamedExpr node);

        /** @param node the node @return the result */
        R visitBinOp(BinOp node);

        /** @param node the node @return the result */
        R visitUnaryOp(UnaryOp node);

        /** @param node the node @return the result */
        R visitLambda(Lambda node);

        /** @param node the node @return the result */
        R visitIfExp(IfExp node);

        /** @param node the node @return the result */
        R visitDict(Dict node);

        /** @param node the node @return the result */
        R visitSetExpr(SetExpr node);

        /** @param node the node @return the result */
        R visitListComp(ListComp node);

        /** @param node the node @return the result */
        R visitSetComp(SetComp node);

        /** @param node the node @return the result */
        R visitDictComp(DictComp node);

        /** @param node the node @return the result */
        R visitGeneratorExp(GeneratorExp node);

        /** @param node the node @return the result */
        R visitAwait(Await node);

        /** @param node the node @return the result */
        R visitYield(Yield node);

        /** @param node the node @return the result */
        R visitYieldFrom(YieldFrom node);

        /** @param node the node @return the result */
        R visitCompare(Compare node);

        /** @param node the node @return the result */
        R visitCall(Call node);

        /** @param node the node @return the result */
        R visitFormattedValue(FormattedValue node);

        /** @param node the node @return the result */
        R visitJoinedStr(JoinedStr node);

        /** @param node the node @return the result */
        R visitConstant(Constant node);

        /** @param node the node @return the result */
        R visitAttribute(Attribute node);

        /** @param node the node @return the result */
        R visitSubscript(Subscript node);

        /** @param node the node @return the result */
        R visitStarred(Starred node);

        /** @param node the node @return the result */
        R visitName(Name node);

        /** @param node the node @return the result */
        R visitListExpr(ListExpr node);

        /** @param node the node @return the result */
        R visitTuple(Tuple node);

        /** @param node the node @return the result */
        R visitSlice(Slice node);
    }
}
