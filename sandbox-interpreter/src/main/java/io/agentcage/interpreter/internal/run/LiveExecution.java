package io.agentcage.interpreter.internal.run;

import io.agentcage.CancellationToken;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.OutputChunk;
import io.agentcage.SandboxFile;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Workspace;
import io.agentcage.spi.OutputRelay;

/**
 * What makes one interpreter execution live: its output and files go to the request's output listener as they are
 * written (through an {@link OutputRelay}), and its cancellation token stops it at the VM's next check.
 *
 * <p>One per request: {@link #attach} connects it to the run's {@link Interp} (again, to the new one, when a run is
 * repeated on a bigger stack), and {@link #finish}, called once the program is over, waits for the listener and
 * ends it. The executor calls {@link #finish} after its watchdog's window, so that a slow listener is never taken
 * for a program that does not stop.
 */
public final class LiveExecution {
    private final ExecutionRequest request;
    private final OutputRelay relay;
    private CancellationToken.Registration cancellation = () -> { };
    private Workspace workspace;

    private LiveExecution(ExecutionRequest request) {
        this.request = request;
        this.relay = OutputRelay.of(request);
    }

    /** The live part of {@code request} (inactive when it has neither listener nor token). */
    public static LiveExecution of(ExecutionRequest request) {
        return new LiveExecution(request);
    }

    /** Whether the request's token was cancelled already. */
    public boolean cancelled() {
        return request.cancellation().map(CancellationToken::isCancelled).orElse(false);
    }

    /** Relays {@code in}'s output and files, and cancels it with the request's token (replacing an earlier run). */
    public synchronized void attach(Interp in) {
        cancellation.close();
        if (relay.isActive()) {
            in.outputSink((text, stderr) -> relay.write(stderr ? OutputChunk.Stream.STDERR
                    : OutputChunk.Stream.STDOUT, text));
            workspace = in.services == null ? null : in.services.workspace;
            if (workspace != null) {
                workspace.onWrite((path, content) -> relay.file(SandboxFile.of(path, content)));
            }
        }
        cancellation = request.cancellation().map(t -> t.onCancel(in::cancelByCaller)).orElse(() -> { });
    }

    /**
     * Ends the live part, once the program is over: no more cancellation, every chunk delivered (or the listener
     * abandoned, noted in the result); returns the result to give the caller.
     */
    public ExecutionResult finish(ExecutionResult result) {
        synchronized (this) {
            cancellation.close();
            if (workspace != null) {
                workspace.onWrite(null);
                workspace = null;
            }
        }
        return relay.finish(result);
    }
}
