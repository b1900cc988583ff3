package io.agentcage.python;

import io.agentcage.python.internal.SourceDecoder;
import java.util.Objects;

/**
 * Python source files as bytes: decoding them to text as CPython does before it parses them.
 *
 * <p>Stateless and thread-safe.
 */
public final class PythonSource {
    private PythonSource() {
    }

    /**
     * Decodes the content of a source file like CPython: a UTF-8 byte order mark is dropped; a PEP 263 coding
     * declaration ({@code # -*- coding: latin-1 -*-}) on line 1, or on line 2 after a comment or blank line, names the
     * encoding (CPython's codec names and aliases, where the JDK has a charset that decodes alike); otherwise the
     * bytes must be UTF-8. The text is returned as it is (line endings are not changed).
     *
     * @param source the file content
     * @param filename the name used in error messages, e.g. {@code "examples/hello.py"}
     * @return the source text
     * @throws PythonSyntaxError if the bytes do not decode, the encoding is unknown, or a BOM is followed by a
     *     declaration other than UTF-8: CPython's message, on the line of the first byte that does not decode (of
     *     the declaration for an unknown encoding)
     */
    public static String decode(byte[] source, String filename) {
        Objects.requireNonNull(source, "source == null");
        Objects.requireNonNull(filename, "filename == null");
        return SourceDecoder.decode(source, filename);
    }

    /**
     * A decoder for a source that arrives line by line, such as an interactive session's standard input: the
     * same rules as {@link #decode}, applied as the lines come (a BOM before line 1, a declaration on line 1 or 2).
     *
     * @param filename the name used in error messages, e.g. {@code "<stdin>"}
     */
    public static Lines lines(String filename) {
        return new Lines(Objects.requireNonNull(filename, "filename == null"));
    }

    /** Decodes the lines of one source in order. Not thread-safe: one per source. */
    public static final class Lines {
        private final SourceDecoder.LineDecoder decoder;

        private Lines(String filename) {
            this.decoder = new SourceDecoder.LineDecoder(filename);
        }

        /**
         * The text of the next line.
         *
         * @param line the line's bytes, with or without its line ending
         * @return the decoded line
         * @throws PythonSyntaxError if the line does not decode (it counts as read) or its declaration is refused
         */
        public String next(byte[] line) {
            return decoder.next(Objects.requireNonNull(line, "line == null"));
        }
    }
}
