package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionRequest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The carets under a call, subscript or attribute whose object is parenthesised start at the parenthesis, as
 * CPython's positions of the primary do ({@code (row.get("name") or "").strip()} is common agent code). Expected
 * texts are CPython 3.11.7's output for the same programs.
 */
class ParenthesisedPrimaryCaretsTest {
    private static final InterpreterExecutor EXECUTOR = InterpreterExecutor.create();

    @AfterAll
    static void close() {
        EXECUTOR.close();
    }

    private static String traceback(String code) {
        return EXECUTOR.execute(ExecutionRequest.of(code)).error().orElseThrow().formatted();
    }

    @Test
    void should_start_carets_at_the_parenthesis_when_a_called_function_is_parenthesised() {
        assertThat(traceback("def f(x):\n    return x / 0\nr = (f)(5) + 1\n")).isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 3, in <module>",
                "    r = (f)(5) + 1",
                "        ^^^^^^",
                "  File \"<string>\", line 2, in f",
                "    return x / 0",
                "           ~~^~~",
                "ZeroDivisionError: division by zero",
                ""));
    }

    @Test
    void should_start_carets_at_the_parenthesis_when_a_subscripted_value_is_parenthesised() {
        assertThat(traceback("d = {\"a\": [1]}\nr = (d[\"a\"])[3] + 1\n")).isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 2, in <module>",
                "    r = (d[\"a\"])[3] + 1",
                "        ~~~~~~~~^^^",
                "IndexError: list index out of range",
                ""));
    }

    @Test
    void should_start_carets_at_the_parenthesis_when_an_attribute_owner_is_parenthesised() {
        assertThat(traceback("row = {\"name\": None}\nname = (row.get(\"name\") or 0).strip()\n"))
                .isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 2, in <module>",
                "    name = (row.get(\"name\") or 0).strip()",
                "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
                "AttributeError: 'int' object has no attribute 'strip'",
                ""));
    }

    @Test
    void should_underline_to_the_line_end_when_a_parenthesised_call_spans_lines() {
        assertThat(traceback("r = (lambda x: x / 0)(\n    5\n)\n")).isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 1, in <module>",
                "    r = (lambda x: x / 0)(",
                "        ^^^^^^^^^^^^^^^^^^",
                "  File \"<string>\", line 1, in <lambda>",
                "    r = (lambda x: x / 0)(",
                "                   ~~^~~",
                "ZeroDivisionError: division by zero",
                ""));
    }
}
