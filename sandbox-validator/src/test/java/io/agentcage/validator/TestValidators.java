package io.agentcage.validator;

import io.agentcage.validator.internal.SourceParser;
import io.agentcage.validator.support.CpythonTrees;

/**
 * The validators under test: the built-in policies with the Java parser, and the same policies fed with CPython's
 * trees (python3 on this machine, through {@link CpythonTrees}) to check that both parsers lead to the same findings.
 */
final class TestValidators {
    private static CpythonTrees cpython;

    private TestValidators() {
    }

    static synchronized SourceParser cpythonParser() {
        if (cpython == null) {
            cpython = new CpythonTrees();
            Runtime.getRuntime().addShutdownHook(new Thread(cpython::close));
        }
        CpythonTrees trees = cpython;
        return source -> {
            CpythonTrees.Result r = trees.parse(source);
            return r.tree() != null ? SourceParser.Result.of(r.tree())
                    : SourceParser.Result.failure(r.error(), r.line(), r.column());
        };
    }

    static PolicyValidator strict() {
        return PolicyValidator.strict();
    }

    static PolicyValidator standard() {
        return PolicyValidator.standard();
    }

    static PolicyValidator of(String policy) {
        return policy.equals("strict") ? strict() : standard();
    }

    static PolicyValidator withCpython(String policy) {
        return of(policy).toBuilder().parser(cpythonParser()).build();
    }
}
