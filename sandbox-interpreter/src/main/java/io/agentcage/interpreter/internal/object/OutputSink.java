package io.agentcage.interpreter.internal.object;

/**
 * Where an execution's output goes while it is written, besides the result: the live output listener of a request.
 * Receives exactly the text kept for the result, in order; must return at once (it queues, it never waits).
 */
@FunctionalInterface
public interface OutputSink {

    /** Text kept for stdout ({@code stderr} false) or stderr. */
    void write(String text, boolean stderr);
}
