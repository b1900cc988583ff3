package io.agentcage.interpreter.internal.object;

/**
 * A snapshot cannot be made (the execution holds something a snapshot cannot carry) or read (the bytes are not a
 * snapshot this interpreter made, or they are damaged). The message names what and where, for the application.
 */
public final class ImageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ImageException(String message) {
        super(message, null, false, false);
    }

    /** A snapshot whose content does not hold together: {@code what} says which part. */
    public static ImageException corrupt(String what) {
        return new ImageException("the snapshot is damaged: " + what);
    }
}
