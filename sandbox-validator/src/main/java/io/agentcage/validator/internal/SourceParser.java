package io.agentcage.validator.internal;

import io.agentcage.python.ast.Module;

/** Turns source into a module, or a syntax error with a 1-based position. The seam between validator and parser. */
@FunctionalInterface
public interface SourceParser {

    /**
     * The outcome of parsing.
     *
     * @param module the tree, or null on a syntax error
     * @param error  the syntax error's message, or null
     * @param line   the error's 1-based line (0 when unknown)
     * @param column the error's 1-based column (0 when unknown)
     * @param endLine   the error's 1-based end line (0 when unknown)
     * @param endColumn the 1-based column just past the error's range (0 when unknown)
     */
    record Result(Module module, String error, int line, int column, int endLine, int endColumn) {
        /** A result without an end position. */
        public Result(Module module, String error, int line, int column) {
            this(module, error, line, column, 0, 0);
        }

        /** A successful parse. */
        public static Result of(Module module) {
            return new Result(module, null, 0, 0);
        }

        /** A syntax error. */
        public static Result failure(String error, int line, int column) {
            return failure(error, line, column, 0, 0);
        }

        /** A syntax error with the end of its range. */
        public static Result failure(String error, int line, int column, int endLine, int endColumn) {
            return new Result(null, error, Math.max(0, line), Math.max(0, column), Math.max(0, endLine),
                    Math.max(0, endColumn));
        }
    }

    /** Parses one program; never throws for bad input. */
    Result parse(String source);

    /** The production parser. */
    static SourceParser standard() {
        return DefaultParser.INSTANCE;
    }
}
