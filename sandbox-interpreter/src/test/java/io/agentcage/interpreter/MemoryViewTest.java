package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** memoryview behaviour that stdout comparisons cannot show: views stay inside their exporter's storage. */
class MemoryViewTest {
    private static final InterpreterExecutor EXECUTOR = InterpreterExecutor.create();

    @AfterAll
    static void close() {
        EXECUTOR.close();
    }

    private static ExecutionResult run(String code) {
        return EXECUTOR.execute(ExecutionRequest.of(code));
    }

    @Test
    void should_raise_index_error_when_the_bytearray_shrinks_under_a_view() {
        ExecutionResult r = run("b = bytearray(b'abcdef')\nm = memoryview(b)[2:]\nb.clear()\nm[1]\n");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error().orElseThrow().type()).isEqualTo("IndexError");
    }

    @Test
    void should_see_the_new_storage_when_the_bytearray_grows_under_a_view() {
        ExecutionResult r = run("b = bytearray(b'ab')\nm = memoryview(b)\nb.extend(b'x' * 100)\nm[0] = 65\n"
                + "print(b[:3], m.tobytes())\n");
        assertThat(r.stdout()).isEqualTo("bytearray(b'Abx') b'Ab'\n");
    }

    @Test
    void should_refuse_subclassing_and_stay_final() {
        ExecutionResult r = run("class M(memoryview):\n    pass\n");
        assertThat(r.error().orElseThrow().formatted()).endsWith(
                "TypeError: type 'memoryview' is not an acceptable base type\n");
    }
}
