package io.agentcage.cli;

import io.agentcage.python.PythonSource;
import io.agentcage.python.PythonSyntaxError;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The lines of a session's standard input, decoded as CPython decodes a source file: a UTF-8 BOM before the first
 * line, a PEP 263 coding declaration on line 1 or 2, else UTF-8. Not thread-safe.
 */
final class StdinLines implements ReplCommand.LineSource {
    /** Longest line accepted: the CLI's source cap. */
    private static final int MAX_LINE_BYTES = (int) SourceFiles.MAX_SOURCE_BYTES;

    private final InputStream in;
    private final PythonSource.Lines decoder = PythonSource.lines("<stdin>");

    StdinLines(InputStream in) {
        this.in = in;
    }

    /**
     * The next line without its line ending, or null at the end of input.
     *
     * @throws PythonSyntaxError if the line does not decode (it is consumed; the next call reads the next line)
     */
    @Override
    public String readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b = in.read();
        if (b < 0) {
            return null;
        }
        while (b >= 0 && b != '\n') {
            if (line.size() >= MAX_LINE_BYTES) {
                throw new UsageException("<stdin>: a line is longer than " + (MAX_LINE_BYTES >> 20) + " MiB");
            }
            line.write(b);
            b = in.read();
        }
        String text = decoder.next(line.toByteArray());
        return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
    }
}
