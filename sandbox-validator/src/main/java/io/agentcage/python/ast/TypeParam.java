package io.agentcage.python.ast;

/**
 * A type parameter of a generic function, class or type alias: CPython's {@code type_param} category (3.12).
 *
 * <p>Dispatch with {@link #accept(Visitor)}; the visitor has one method per node kind, so adding a kind
 * breaks every visitor at compile time.
 */
public sealed interface TypeParam extends Node, Located
        permits TypeVar, ParamSpec, TypeVarTuple {

    /**
     * Calls the visitor method for this node's kind.
     *
     * @param visitor the visitor
     * @param <R> the result type
     * @return what the visitor returned
     */
    <R> R accept(Visitor<R> visitor);

    /**
     * Exhaustive dispatch over the kinds of {@link TypeParam}.
     *
     * @param <R> the result type
     */
    interface Visitor<R> {
        /** @param node the node @return the result */
        R visitTypeVar(TypeVar node);

        /** @param node the node @return the result */
        R visitParamSpec(ParamSpec node);

        /** @param node the node @return the result */
        R visitTypeVarTuple(TypeVarTuple node);
    }
}
