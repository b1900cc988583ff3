package io.agentcage;

import java.util.List;
import java.util.Objects;

/**
 * An exception the code did not handle, as CPython would report it.
 *
 * @param type      the exception's type name, e.g. {@code ZeroDivisionError}
 * @param message   the exception's message ({@code str(exc)}), e.g. {@code division by zero}; may be empty
 * @param traceback the frames, outermost first and innermost last, with guest line numbers
 * @param formatted the full traceback text as CPython prints it, ending with {@code Type: message}
 */
public record PythonError(String type, String message, List<TraceFrame> traceback, String formatted) {

    public PythonError {
        Objects.requireNonNull(type, "type == null");
        Objects.requireNonNull(message, "message == null");
        traceback = List.copyOf(Objects.requireNonNull(traceback, "traceback == null"));
        Objects.requireNonNull(formatted, "formatted == null");
    }

    /** {@code Type: message}, or just {@code Type} when the message is empty: the last line of the traceback. */
    public String summary() {
        return message.isEmpty() ? type : type + ": " + message;
    }

    /** The line of the innermost frame, or 0 when there is no frame. */
    public int line() {
        return traceback.isEmpty() ? 0 : traceback.get(traceback.size() - 1).line();
    }
}
