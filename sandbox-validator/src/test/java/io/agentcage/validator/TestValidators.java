package io.agentcage.validator;

import io.agentcage.validator.internal.SourceParser;
import io.agentcage.validator.support.CpythonTrees;

/**
 * The validators under test. Until the Java parser is on main they parse with CPython (python3 on this machine,
 * through {@link CpythonTrees}); the rules under test are the same.
 */
final class TestValidators {
    private static CpythonTrees cpython;

    private TestValidators() {
    }

    static synchronized SourceParser parser() {
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
        return PolicyValidator.strict().toBuilder().parser(parser()).build();
    }

    static PolicyValidator standard() {
        return PolicyValidator.standard().toBuilder().parser(parser()).build();
    }

    static PolicyValidator of(String policy) {
        return policy.equals("strict") ? strict() : standard();
    }
}
