package io.agentcage.python.ast;

/**
 * The root of a parsed source: CPython's {@code mod} category.
 *
 * <p>Dispatch with {@link #accept(Visitor)}; the visitor has one method per node kind, so adding a kind
 * breaks every visitor at compile time.
 */
public sealed interface Mod extends Node
        permits Module, Interactive, Expression, FunctionType {

    /**
     * Calls the visitor method for this node's kind.
     *
     * @param visitor the visitor
     * @param <R> the result type
     * @return what the visitor returned
     */
    <R> R accept(Visitor<R> visitor);

    /**
     * Exhaustive dispatch over the kinds of {@link Mod}.
     *
     * @param <R> the result type
     */
    interface Visitor<R> {
        /** @param node the node @return the result */
        R visitModule(Module node);

        /** @param node the node @return the result */
        R visitInteractive(Interactive node);

        /** @param node the node @return the result */
        R visitExpression(Expression node);

        /** @param node the node @return the result */
        R visitFunctionType(FunctionType node);
    }
}
