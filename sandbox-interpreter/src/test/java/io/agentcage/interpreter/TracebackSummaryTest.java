package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What {@code traceback} refuses because the sandbox has no frame objects: another frame's stack and
 * {@code StackSummary.extract} over frames; each with a message that names what to use instead.
 */
class TracebackSummaryTest {
    @RegisterExtension
    static final InterpreterFixture EX = new InterpreterFixture();

    @Test
    void should_refuse_with_a_type_error_when_extract_stack_is_given_a_frame() {
        ExecutionResult r = EX.run("import traceback\ntraceback.extract_stack(object())\n");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error().orElseThrow().formatted()).endsWith("TypeError: extract_stack() of another frame is not"
                + " supported: the sandbox has no frame objects\n");
    }

    @Test
    void should_name_extract_tb_and_extract_stack_when_stack_summary_extract_is_called() {
        ExecutionResult r = EX.run("import traceback\ntraceback.StackSummary.extract(iter([]))\n");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error().orElseThrow().formatted()).contains("NotImplementedError: StackSummary.extract needs"
                + " frame objects").endsWith("use extract_tb or extract_stack\n");
    }

    @Test
    void should_clear_nothing_and_return_none_when_clear_frames_is_called() {
        ExecutionResult r = EX.run("import traceback, sys\ntry:\n    1/0\nexcept ZeroDivisionError as e:\n"
                + "    print(traceback.clear_frames(e.__traceback__))\n");
        assertThat(r.stdout()).as(r.message()).isEqualTo("None\n");
    }
}
