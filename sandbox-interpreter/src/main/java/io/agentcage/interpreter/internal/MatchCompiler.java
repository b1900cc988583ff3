package io.agentcage.interpreter.internal;

import io.agentcage.python.ast.Match;

/** Compiles {@code match} statements. */
final class MatchCompiler {
    private MatchCompiler() {
    }

    static void match(Compiler c, Match m) {
        throw new Symtable.CompileError("'match' is not supported yet by this interpreter; use if/elif", m.lineno());
    }
}
