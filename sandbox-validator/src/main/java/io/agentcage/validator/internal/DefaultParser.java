package io.agentcage.validator.internal;

import io.agentcage.python.PythonParser;
import io.agentcage.python.PythonSyntaxError;

/** The production {@link SourceParser}: {@link PythonParser}, with syntax errors turned into results. Not API. */
final class DefaultParser implements SourceParser {
    static final DefaultParser INSTANCE = new DefaultParser();

    private DefaultParser() {
    }

    @Override
    public Result parse(String source) {
        try {
            return Result.of(PythonParser.parse(source, "<code>"));
        } catch (PythonSyntaxError e) {
            return Result.failure(e.errorType() + ": " + e.message(), e.line(), e.column(), e.endLine(),
                    e.endColumn());
        }
    }
}
