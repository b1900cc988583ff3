package io.agentcage.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.code.CodeExecutionEngine;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SandboxCodeExecutionEngineTest {

    private CodeExecutor sandbox;
    private CodeExecutionEngine engine;

    @BeforeEach
    void open() {
        sandbox = TestBackends.interpreter(ExecutionLimits.defaults());
        engine = new SandboxCodeExecutionEngine(sandbox);
    }

    @AfterEach
    void close() {
        sandbox.close();
    }

    @Test
    void should_return_output_and_last_value_when_code_succeeds() {
        assertThat(engine.execute("print('hi')\n6 * 7")).isEqualTo("hi\n42");
        assertThat(engine.execute("print(2 ** 10)")).isEqualTo("1024\n");
    }

    @Test
    void should_return_the_traceback_when_code_fails() {
        assertThat(engine.execute("x = {}\nx['missing']")).startsWith("Execution failed with KeyError: 'missing'.")
                .contains("Traceback (most recent call last)");
    }

    @Test
    void should_share_nothing_between_calls() {
        engine.execute("y = 1");
        assertThat(engine.execute("y")).contains("NameError: name 'y' is not defined");
    }
}
