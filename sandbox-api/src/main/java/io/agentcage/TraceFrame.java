package io.agentcage;

import java.util.Objects;

/**
 * One frame of a Python traceback, innermost last, as CPython prints it:
 * {@code File "<string>", line 3, in main}.
 *
 * @param file       the file name as the guest sees it, e.g. {@code <string>} for the submitted code
 * @param line       the 1-based guest line number
 * @param function   the function name, {@code <module>} at top level
 * @param sourceLine the stripped source line, or empty when unknown
 */
public record TraceFrame(String file, int line, String function, String sourceLine) {

    public TraceFrame {
        Objects.requireNonNull(file, "file == null");
        Objects.requireNonNull(function, "function == null");
        Objects.requireNonNull(sourceLine, "sourceLine == null");
        if (line < 0) {
            throw new IllegalArgumentException("line must be >= 0, got " + line);
        }
    }
}
