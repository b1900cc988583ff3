package io.agentcage.interpreter.internal.object;

/**
 * A consumer that iterators push their items into ({@link PyIter#drain}): the push-mode counterpart of
 * {@link PyIter#next}. A generator drained into a sink runs its frame in one VM loop and hands each yielded value
 * over without leaving the loop, instead of re-entering the loop once per item (ADR 0044).
 */
@FunctionalInterface
public interface ItemSink {
    /**
     * Takes one item; returns false to stop after it (the iterator stays where a {@code next} returning this item
     * would have left it). May raise a guest exception; it reaches the caller of {@code drain} unchanged.
     */
    boolean accept(PyObject item);
}
