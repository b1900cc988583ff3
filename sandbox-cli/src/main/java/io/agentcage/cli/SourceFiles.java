package io.agentcage.cli;

import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.PythonError;
import io.agentcage.TraceFrame;
import io.agentcage.python.PythonSource;
import io.agentcage.python.PythonSyntaxError;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads source files (or {@code -} for standard input) with clear errors and a size cap, and decodes them as CPython
 * does (a UTF-8 BOM, a PEP 263 coding declaration, else UTF-8).
 */
final class SourceFiles {
    /** Largest source accepted: 8 MiB. */
    static final long MAX_SOURCE_BYTES = 8L << 20;

    private SourceFiles() {
    }

    /**
     * The decoded text of a source file.
     *
     * @throws UsageException if the file cannot be read (missing, a directory, too big)
     * @throws PythonSyntaxError if its bytes do not decode: an error of this file, as CPython reports it
     */
    static String read(String name) {
        return PythonSource.decode(readBytes(name), displayName(name));
    }

    /** The name tracebacks and messages use: the path as given, or {@code <stdin>} for {@code -}. */
    static String displayName(String name) {
        return name.equals("-") ? "<stdin>" : name;
    }

    static byte[] readBytes(String name) {
        try {
            if (name.equals("-")) {
                return readCapped(System.in, name);
            }
            Path p = Path.of(name);
            if (Files.isDirectory(p)) {
                throw new UsageException(name + ": is a directory, expected a Python file");
            }
            if (Files.size(p) > MAX_SOURCE_BYTES) {
                throw new UsageException(name + ": file is larger than " + (MAX_SOURCE_BYTES >> 20) + " MiB");
            }
            return Files.readAllBytes(p);
        } catch (NoSuchFileException e) {
            throw new UsageException(name + ": no such file");
        } catch (IOException e) {
            throw new UsageException(name + ": cannot read: " + e.getMessage());
        }
    }

    /**
     * The result of a file that did not decode, as a run of it would end under CPython: a {@code SyntaxError} naming
     * the file and line ({@link Outcome#PYTHON_ERROR}, exit code 1).
     */
    static ExecutionResult undecodable(PythonSyntaxError e) {
        String formatted = "  File \"" + e.filename() + "\", line " + e.line() + "\n" + e.errorType() + ": "
                + e.message() + "\n";
        PythonError error = new PythonError(e.errorType(), e.message(),
                List.of(new TraceFrame(e.filename(), e.line(), "<module>", "")), formatted);
        return ExecutionResult.builder(Outcome.PYTHON_ERROR).error(error).message(e.errorType() + ": " + e.message())
                .build();
    }

    private static byte[] readCapped(InputStream in, String name) throws IOException {
        byte[] bytes = in.readNBytes((int) MAX_SOURCE_BYTES + 1);
        if (bytes.length > MAX_SOURCE_BYTES) {
            throw new UsageException(name + ": input is larger than " + (MAX_SOURCE_BYTES >> 20) + " MiB");
        }
        return bytes;
    }
}
