package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.Session;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * {@code sys.setrecursionlimit} as on CPython, bounded by the executor's ceiling ({@code maxRecursionDepth}): a
 * program starts at 1,000, may raise its limit to the ceiling and no further, keeps it for the rest of a session, and
 * deep recursion stays inside the memory limit.
 */
class RecursionLimitTest {
    private static final String DEPTH = "import sys\ndef depth(n):\n    return 0 if n == 0 else 1 + depth(n - 1)\n";

    private static InterpreterExecutor executor(ExecutionLimits limits) {
        return InterpreterExecutor.builder().limits(limits).build();
    }

    @Test
    void should_start_at_cpythons_limit_and_recurse_deeper_when_the_program_raises_it() {
        try (InterpreterExecutor ex = executor(ExecutionLimits.defaults())) {
            ExecutionResult before = ex.execute(ExecutionRequest.of(DEPTH + "print(sys.getrecursionlimit())\n"
                    + "depth(5000)"));
            assertThat(before.stdout()).isEqualTo("1000\n");
            assertThat(before.error().orElseThrow().type()).isEqualTo("RecursionError");
            ExecutionResult after = ex.execute(ExecutionRequest.of(DEPTH + "sys.setrecursionlimit(60000)\n"
                    + "print(depth(50000), sys.getrecursionlimit())"));
            assertThat(after.stdout()).as(after.message()).isEqualTo("50000 60000\n");
        }
    }

    @Test
    void should_stop_at_the_ceiling_when_the_program_asks_for_more() {
        try (InterpreterExecutor ex = executor(ExecutionLimits.builder().maxRecursionDepth(2000).build())) {
            ExecutionResult r = ex.execute(ExecutionRequest.of(DEPTH + "sys.setrecursionlimit(10**6)\n"
                    + "print(sys.getrecursionlimit(), depth(1500))\ndepth(2500)"));
            assertThat(r.stdout()).isEqualTo("1000000 1500\n");
            assertThat(r.error().orElseThrow().summary()).isEqualTo("RecursionError: maximum recursion depth exceeded");
        }
        try (InterpreterExecutor ex = executor(ExecutionLimits.builder().maxRecursionDepth(300).build())) {
            ExecutionResult r = ex.execute(ExecutionRequest.of(DEPTH + "print(sys.getrecursionlimit())\ndepth(400)"));
            assertThat(r.stdout()).isEqualTo("300\n");
            assertThat(r.error().orElseThrow().type()).isEqualTo("RecursionError");
        }
    }

    @Test
    void should_keep_the_raised_limit_when_a_session_runs_again() {
        try (InterpreterExecutor ex = executor(ExecutionLimits.defaults()); Session s = ex.openSession()) {
            assertThat(s.execute(ExecutionRequest.of("import sys\nsys.setrecursionlimit(20000)")).outcome())
                    .isEqualTo(Outcome.SUCCESS);
            ExecutionResult r = s.execute(ExecutionRequest.of(DEPTH + "print(depth(15000))"));
            assertThat(r.stdout()).as(r.message()).isEqualTo("15000\n");
        }
    }

    @Test
    void should_refuse_a_limit_below_the_current_depth_with_cpythons_message() {
        try (InterpreterExecutor ex = executor(ExecutionLimits.defaults())) {
            ExecutionResult r = ex.execute(ExecutionRequest.of("import sys\ndef f(n):\n    if n == 0:\n"
                    + "        sys.setrecursionlimit(5)\n    else:\n        f(n - 1)\nf(10)"));
            assertThat(r.error().orElseThrow().summary()).isEqualTo("RecursionError: cannot set the recursion limit"
                    + " to 5 at the recursion depth 13: the limit is too low");
        }
    }

    @Test
    void should_end_in_a_limit_when_unbounded_recursion_meets_a_small_memory_budget() {
        try (InterpreterExecutor ex = executor(ExecutionLimits.builder().memoryBytes(4L << 20)
                .timeout(Duration.ofMinutes(1)).build())) {
            ExecutionResult r = ex.execute(ExecutionRequest.of("import sys\nsys.setrecursionlimit(100000)\n"
                    + "def f(n, pad):\n    return f(n + 1, pad + 'x')\nf(0, '')"));
            assertThat(r.outcome()).as(r.message()).isIn(Outcome.LIMIT_EXCEEDED, Outcome.PYTHON_ERROR);
            if (r.outcome() == Outcome.LIMIT_EXCEEDED) {
                assertThat(r.limitExceeded()).contains(Limit.MEMORY);
            } else {
                assertThat(r.error().orElseThrow().type()).isEqualTo("RecursionError");
            }
        }
    }
}
