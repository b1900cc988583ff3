package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** Tracebacks as CPython 3.11 prints them (without its column carets), including the recursion summary. */
class TracebackFormatTest {
    private static final InterpreterExecutor EXECUTOR = InterpreterExecutor.create();

    @AfterAll
    static void close() {
        EXECUTOR.close();
    }

    private static String traceback(String code) {
        ExecutionResult r = EXECUTOR.execute(ExecutionRequest.of(code));
        return r.error().orElseThrow().formatted();
    }

    @Test
    void should_summarise_repeated_frames_when_recursion_runs_away() {
        String tb = traceback("def r(n):\n    return r(n + 1)\nr(0)\n");
        assertThat(tb).isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 3, in <module>",
                "    r(0)",
                "  File \"<string>\", line 2, in r",
                "    return r(n + 1)",
                "  File \"<string>\", line 2, in r",
                "    return r(n + 1)",
                "  File \"<string>\", line 2, in r",
                "    return r(n + 1)",
                "  [Previous line repeated 996 more times]",
                "RecursionError: maximum recursion depth exceeded", ""));
    }

    @Test
    void should_say_time_in_the_singular_when_one_frame_more_repeats() {
        String tb = traceback("def r(n):\n    if n == 0:\n        raise ValueError('bottom')\n    return r(n - 1)\nr(4)\n");
        assertThat(tb).contains("  [Previous line repeated 1 more time]\n  File \"<string>\", line 3, in r\n")
                .endsWith("ValueError: bottom\n");
        assertThat(tb.lines().filter(l -> l.equals("    return r(n - 1)")).count()).isEqualTo(3);
    }
}
