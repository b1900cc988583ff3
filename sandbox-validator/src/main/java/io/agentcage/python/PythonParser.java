package io.agentcage.python;

import io.agentcage.python.ast.Module;
import io.agentcage.python.internal.SourceDecoder;
import io.agentcage.python.internal.StatementParser;
import java.util.Objects;

/**
 * The Python 3.12 parser: turns source text into a {@link Module}, refusing exactly what CPython's
 * {@code ast.parse} refuses with a {@link PythonSyntaxError} carrying CPython's message and position.
 *
 * <p>Stateless and thread-safe. Nesting is bounded (200 open brackets, 100 indentation levels, and a fixed depth of
 * nested expressions) so that no input can exhaust the Java stack; parsing time is linear in the input size.
 */
public final class PythonParser {
    private PythonParser() {
    }

    /**
     * Parses a module from text.
     *
     * @param source the source code
     * @param filename the name used in error messages, e.g. {@code "<string>"}
     * @return the module
     * @throws PythonSyntaxError if the source is not valid Python
     */
    public static Module parse(String source, String filename) {
        Objects.requireNonNull(source, "source == null");
        Objects.requireNonNull(filename, "filename == null");
        return StatementParser.parseModule(SourceDecoder.normalize(source, filename), filename);
    }

    /**
     * Parses a module from bytes, decoded like CPython decodes a source file: a UTF-8 BOM or a PEP 263 coding
     * declaration in the first two lines, else UTF-8.
     *
     * @param source the file content
     * @param filename the name used in error messages
     * @return the module
     * @throws PythonSyntaxError if the bytes cannot be decoded or are not valid Python
     */
    public static Module parse(byte[] source, String filename) {
        Objects.requireNonNull(source, "source == null");
        Objects.requireNonNull(filename, "filename == null");
        return parse(SourceDecoder.decode(source, filename), filename);
    }
}
