package io.agentcage.langchain4j;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.spi.CodeExecutorProvider;
import io.agentcage.spi.CodeValidatorProvider;
import io.agentcage.validation.CodeValidator;

/** The real backends and validators the tests run on, found the way the CLI finds them. */
final class TestBackends {
    private TestBackends() {
    }

    /** The in-process interpreter (a test dependency of this module). */
    static CodeExecutor interpreter(ExecutionLimits ceilings) {
        return CodeExecutorProvider.find("interpreter")
                .orElseThrow(() -> new AssertionError("the interpreter backend is not on the test class path"))
                .create(ceilings);
    }

    /** The validator of the {@code standard} policy (sandbox-validator, via the interpreter's dependencies). */
    static CodeValidator strictValidator() {
        return CodeValidatorProvider.find("strict")
                .orElseThrow(() -> new AssertionError("no validator for policy 'strict' on the test class path"));
    }
}
