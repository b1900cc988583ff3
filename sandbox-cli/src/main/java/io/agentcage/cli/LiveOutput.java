package io.agentcage.cli;

import io.agentcage.CancellationToken;
import io.agentcage.OutputChunk;
import io.agentcage.OutputListener;
import java.io.PrintStream;

/**
 * The program's output printed as it is written (an {@link OutputListener}): stdout to stdout, stderr to stderr,
 * flushed after each chunk. A marker for text a slow terminal or pipe could not take in time is printed where the
 * text was, on stderr.
 */
final class LiveOutput implements OutputListener {
    private final PrintStream out;
    private final PrintStream err;

    LiveOutput(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public void onOutput(OutputChunk chunk) {
        PrintStream to = chunk.stream() == OutputChunk.Stream.STDERR || chunk.isDropMarker() ? err : out;
        to.print(chunk.text());
        to.flush();
    }

    /**
     * Cancels {@code token} when the JVM is asked to stop (Ctrl-C, SIGTERM) while {@code body} runs, and lets the
     * shutdown wait (up to five seconds) for {@code body} to report the cancelled result: a container backend then
     * stops its sandbox, and the user sees the output written until then.
     */
    static <T> T cancelOnInterrupt(CancellationToken token, java.util.concurrent.Callable<T> body) throws Exception {
        java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);
        Thread hook = new Thread(() -> {
            token.cancel();
            try {
                done.await(5, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "agentcage-cli-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return body.call();
        } finally {
            done.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running: it returns now that done is counted down
            }
        }
    }
}
