package io.agentcage.python.ast;

/**
 * A pattern of a {@code match} case: CPython's {@code pattern} category.
 *
 * <p>Dispatch with {@link #accept(Visitor)}; the visitor has one method per node kind, so adding a kind
 * breaks every visitor at compile time.
 */
public sealed interface Pattern extends Node, Located
        permits MatchValue, MatchSingleton, MatchSequence, MatchMapping, MatchClass, MatchStar, MatchAs, MatchOr {

    /**
     * Calls the visitor method for this node's kind.
     *
     * @param visitor the visitor
     * @param <R> the result type
     * @return what the visitor returned
     */
    <R> R accept(Visitor<R> visitor);

    /**
     * Exhaustive dispatch over the kinds of {@link Pattern}.
     *
     * @param <R> the result type
     */
    interface Visitor<R> {
        /** @param node the node @return the result */
        R visitMatchValue(MatchValue node);

        /** @param node the node @return the result */
        R visitMatchSingleton(MatchSingleton node);

        /** @param node the node @return the result */
        R visitMatchSequence(MatchSequence node);

        /** @param node the node @return the result */
        R visitMatchMapping(MatchMapping node);

        /** @param node the node @return the result */
        R visitMatchClass(MatchClass node);

        /** @param node the node @return the result */
        R visitMatchStar(MatchStar node);

        /** @param node the node @return the result */
        R visitMatchAs(MatchAs node);

        /** @param node the node @return the result */
        R visitMatchOr(MatchOr node);
    }
}
