package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** memoryview behaviour that stdout comparisons cannot show: views stay inside their exporter's storage. */
class MemoryViewTest {
    @RegisterExtension
    static final InterpreterFixture EXECUTOR = new InterpreterFixture();

    @Test
    void should_raise_buffer_error_when_the_bytearray_shrinks_under_a_live_view() {
        ExecutionResult r = EXECUTOR.run("b = bytearray(b'abcdef')\nm = memoryview(b)[2:]\nb.clear()\n");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error().orElseThrow().type()).isEqualTo("BufferError");
        assertThat(r.error().orElseThrow().message()).isEqualTo("Existing exports of data: object cannot be re-sized");
    }

    @Test
    void should_stay_in_bounds_when_a_view_the_program_cannot_see_outlives_a_resize() {
        // a view held only inside an iterator is not found by the reachability walk, so the resize goes ahead:
        // the view's accesses are still checked against the bytearray's current size
        ExecutionResult r = EXECUTOR.run("b = bytearray(b'abcdef')\nviews = iter([memoryview(b)[2:]])\nb.clear()\n"
                + "m = next(views)\nm[1]\n");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error().orElseThrow().type()).isIn("IndexError", "BufferError");
    }

    @Test
    void should_resize_and_forget_the_view_when_it_is_released_or_unreachable() {
        ExecutionResult r = EXECUTOR.run("b = bytearray(b'ab')\nm = memoryview(b)\nm.release()\nb.extend(b'x' * 100)\n"
                + "def peek(x):\n    return memoryview(x)[0]\npeek(b)\nb.append(1)\nprint(len(b), b[:3])\n");
        assertThat(r.stdout()).isEqualTo("103 bytearray(b'abx')\n");
    }

    @Test
    void should_refuse_subclassing_and_stay_final() {
        ExecutionResult r = EXECUTOR.run("class M(memoryview):\n    pass\n");
        assertThat(r.error().orElseThrow().formatted()).endsWith(
                "TypeError: type 'memoryview' is not an acceptable base type\n");
    }
}
