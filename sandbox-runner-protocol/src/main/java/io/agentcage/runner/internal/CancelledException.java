package io.agentcage.runner.internal;

/**
 * An execution was cancelled and the runner did not stop it by itself: it does not know the {@code cancel} message
 * (an image older than the feature), or did not answer it in time. The backend then stops the sandbox.
 */
public final class CancelledException extends Exception {
    private static final long serialVersionUID = 1L;

    public CancelledException(String message) {
        super(message);
    }
}
