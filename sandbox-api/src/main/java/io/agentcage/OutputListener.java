package io.agentcage;

/**
 * Receives a running execution's output as the code writes it: give one to a request
 * ({@link ExecutionRequest.Builder#outputListener}). Callers that give none see no difference: the
 * {@link ExecutionResult} holds the whole (capped) output either way.
 *
 * <pre>{@code
 * ExecutionRequest request = ExecutionRequest.builder(code)
 *         .outputListener(chunk -> ui.append(chunk.stream(), chunk.text()))
 *         .build();
 * ExecutionResult result = executor.execute(request);   // every chunk was delivered before this returns
 * }</pre>
 *
 * <p><b>Order and completeness.</b> Chunks arrive in the order the code wrote them, stdout and stderr interleaved
 * as written, and only text within the output limit (the result's text, including the interpreter's truncation
 * note). Each stream's chunks tile that stream's text of the result (see {@link OutputChunk}).
 *
 * <p><b>Threading and back-pressure.</b> Calls come from a delivery thread of the backend, one at a time, never from
 * the thread running the code: a slow listener never slows the code down. While the listener is busy, new text is
 * buffered and merged into fewer, larger chunks; past the buffer (256 Ki characters) text is not kept for the
 * listener and a marker chunk ({@link OutputChunk#isDropMarker()}) says how much it missed. The execution's result
 * waits until every chunk was delivered, unless a single call does not return within 5 seconds: the listener is
 * then abandoned (no further calls) and the result returned. An exception thrown here stops the deliveries to this
 * listener (a warning diagnostic in the result says so); it never fails the execution.
 */
@FunctionalInterface
public interface OutputListener {

    /** Text the code wrote, or a marker for text the listener missed. */
    void onOutput(OutputChunk chunk);

    /**
     * A file the code wrote or changed in its workspace (or a figure it drew), in the order written: by the
     * interpreter when the file is written, by the container backends when the execution ends (before its result
     * is returned). Files bigger than the delivery buffer are not delivered (the result has them). Ignored by
     * default.
     */
    default void onFile(SandboxFile file) {
    }
}
