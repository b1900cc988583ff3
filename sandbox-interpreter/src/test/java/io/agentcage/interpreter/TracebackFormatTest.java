package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Tracebacks as CPython 3.11 prints them, including PEP 657 carets under the failing expression, the recursion
 * summary, notes and the boxed form of exception groups.
 */
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
        // expected text is CPython 3.11.7's output for the same program
        String tb = traceback("def r(n):\n    return r(n + 1)\nr(0)\n");
        assertThat(tb).isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 3, in <module>",
                "    r(0)",
                "  File \"<string>\", line 2, in r",
                "    return r(n + 1)",
                "           ^^^^^^^^",
                "  File \"<string>\", line 2, in r",
                "    return r(n + 1)",
                "           ^^^^^^^^",
                "  File \"<string>\", line 2, in r",
                "    return r(n + 1)",
                "           ^^^^^^^^",
                "  [Previous line repeated 996 more times]",
                "RecursionError: maximum recursion depth exceeded",
                ""));
    }

    @Test
    void should_count_wide_characters_as_two_columns_when_placing_carets() {
        // expected texts are CPython 3.11.7's output for the same programs: East Asian wide characters take two
        // columns before and under the carets, Cyrillic one
        assertThat(traceback("def g():\n    s = \"全角テキスト\"; return s[0] + 1 + s\ng()\n")).isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 3, in <module>",
                "    g()",
                "  File \"<string>\", line 2, in g",
                "    s = \"全角テキスト\"; return s[0] + 1 + s",
                "                               ~~~~~^~~",
                "TypeError: can only concatenate str (not \"int\") to str",
                ""));
        assertThat(traceback("d = {\"ключ\": 1, \"日本\": 2}\nprint(d[\"日本\"] + d[\"значение\"])\n"))
                .isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 2, in <module>",
                "    print(d[\"日本\"] + d[\"значение\"])",
                "                      ~^^^^^^^^^^^^",
                "KeyError: 'значение'",
                ""));
    }

    @Test
    void should_say_time_in_the_singular_when_one_frame_more_repeats() {
        String tb = traceback("def r(n):\n    if n == 0:\n        raise ValueError('bottom')\n    return r(n - 1)\nr(4)\n");
        assertThat(tb).contains("  [Previous line repeated 1 more time]\n  File \"<string>\", line 3, in r\n")
                .endsWith("ValueError: bottom\n");
        assertThat(tb.lines().filter(l -> l.equals("    return r(n - 1)")).count()).isEqualTo(3);
    }

    @Test
    void should_box_members_when_an_exception_group_is_uncaught() {
        // expected text is CPython 3.11.7's output for the same program
        String tb = traceback("def f():\n    raise ValueError(1)\ntry:\n    f()\nexcept Exception as e:\n    v = e\nraise ExceptionGroup(\"msg\", [v, TypeError(2), ExceptionGroup(\"inner\", [KeyError('k')])])\n");
        assertThat(tb).isEqualTo(String.join("\n",
                "  + Exception Group Traceback (most recent call last):",
                "  |   File \"<string>\", line 7, in <module>",
                "  |     raise ExceptionGroup(\"msg\", [v, TypeError(2), ExceptionGroup(\"inner\", [KeyError('k')])])",
                "  | ExceptionGroup: msg (3 sub-exceptions)",
                "  +-+---------------- 1 ----------------",
                "    | Traceback (most recent call last):",
                "    |   File \"<string>\", line 4, in <module>",
                "    |     f()",
                "    |   File \"<string>\", line 2, in f",
                "    |     raise ValueError(1)",
                "    | ValueError: 1",
                "    +---------------- 2 ----------------",
                "    | TypeError: 2",
                "    +---------------- 3 ----------------",
                "    | ExceptionGroup: inner (1 sub-exception)",
                "    +-+---------------- 1 ----------------",
                "      | KeyError: 'k'",
                "      +------------------------------------",
                ""));
    }

    @Test
    void should_group_raised_and_unmatched_parts_when_except_star_clauses_raise() {
        // expected text is CPython 3.11.7's output for the same program
        String tb = traceback("try:\n    raise ExceptionGroup(\"eg\", [ValueError(1), TypeError(2), OSError(3)])\nexcept* ValueError as e:\n    raise KeyError('x')\nexcept* TypeError:\n    pass\n");
        assertThat(tb).isEqualTo(String.join("\n",
                "  | ExceptionGroup:  (2 sub-exceptions)",
                "  +-+---------------- 1 ----------------",
                "    | Exception Group Traceback (most recent call last):",
                "    |   File \"<string>\", line 2, in <module>",
                "    |     raise ExceptionGroup(\"eg\", [ValueError(1), TypeError(2), OSError(3)])",
                "    | ExceptionGroup: eg (1 sub-exception)",
                "    +-+---------------- 1 ----------------",
                "      | ValueError: 1",
                "      +------------------------------------",
                "    | ",
                "    | During handling of the above exception, another exception occurred:",
                "    | ",
                "    | Traceback (most recent call last):",
                "    |   File \"<string>\", line 4, in <module>",
                "    |     raise KeyError('x')",
                "    | KeyError: 'x'",
                "    +---------------- 2 ----------------",
                "    | Exception Group Traceback (most recent call last):",
                "    |   File \"<string>\", line 2, in <module>",
                "    |     raise ExceptionGroup(\"eg\", [ValueError(1), TypeError(2), OSError(3)])",
                "    | ExceptionGroup: eg (1 sub-exception)",
                "    +-+---------------- 1 ----------------",
                "      | OSError: 3",
                "      +------------------------------------",
                ""));
    }

    @Test
    void should_print_notes_and_truncate_when_a_group_is_wide() {
        String tb = traceback("e = ExceptionGroup(\"many\", [ValueError(i) for i in range(20)])\ne.add_note(\"note one\")\ne.add_note(\"two\\nlines\")\nraise e\n");
        assertThat(tb).isEqualTo(String.join("\n",
                "  + Exception Group Traceback (most recent call last):",
                "  |   File \"<string>\", line 4, in <module>",
                "  |     raise e",
                "  | ExceptionGroup: many (20 sub-exceptions)",
                "  | note one",
                "  | two",
                "  | lines",
                "  +-+---------------- 1 ----------------",
                "    | ValueError: 0",
                "    +---------------- 2 ----------------",
                "    | ValueError: 1",
                "    +---------------- 3 ----------------",
                "    | ValueError: 2",
                "    +---------------- 4 ----------------",
                "    | ValueError: 3",
                "    +---------------- 5 ----------------",
                "    | ValueError: 4",
                "    +---------------- 6 ----------------",
                "    | ValueError: 5",
                "    +---------------- 7 ----------------",
                "    | ValueError: 6",
                "    +---------------- 8 ----------------",
                "    | ValueError: 7",
                "    +---------------- 9 ----------------",
                "    | ValueError: 8",
                "    +---------------- 10 ----------------",
                "    | ValueError: 9",
                "    +---------------- 11 ----------------",
                "    | ValueError: 10",
                "    +---------------- 12 ----------------",
                "    | ValueError: 11",
                "    +---------------- 13 ----------------",
                "    | ValueError: 12",
                "    +---------------- 14 ----------------",
                "    | ValueError: 13",
                "    +---------------- 15 ----------------",
                "    | ValueError: 14",
                "    +---------------- ... ----------------",
                "    | and 5 more exceptions",
                "    +------------------------------------",
                ""));
    }

    @Test
    void should_underline_the_failing_subscript_when_a_key_is_missing() {
        // expected text is CPython 3.11.7's output for the same program
        String tb = traceback("data = {\"a\": {\"b\": 1}}\nvalue = data[\"a\"][\"c\"]\n");
        assertThat(tb).isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 2, in <module>",
                "    value = data[\"a\"][\"c\"]",
                "            ~~~~~~~~~^^^^^",
                "KeyError: 'c'",
                ""));
    }

    @Test
    void should_underline_the_attribute_when_a_method_is_missing() {
        // expected text is CPython 3.11.7's output for the same program
        String tb = traceback("def f(x):\n    return x.upper()\nf(5)\n");
        assertThat(tb).isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 3, in <module>",
                "    f(5)",
                "  File \"<string>\", line 2, in f",
                "    return x.upper()",
                "           ^^^^^^^",
                "AttributeError: 'int' object has no attribute 'upper'",
                ""));
    }

    @Test
    void should_mark_the_operator_when_a_binary_operation_fails() {
        // expected text is CPython 3.11.7's output for the same program
        String tb = traceback("def f(a, b):\n    return a + b * 2\nx = {\"k\": [1, 2]}\nprint(f(1, 2))\ny = f(1, None) if x else 0\n");
        assertThat(tb).isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 5, in <module>",
                "    y = f(1, None) if x else 0",
                "        ^^^^^^^^^^",
                "  File \"<string>\", line 2, in f",
                "    return a + b * 2",
                "               ~~^~~",
                "TypeError: unsupported operand type(s) for *: 'NoneType' and 'int'",
                ""));
    }

    @Test
    void should_place_the_carets_in_characters_when_the_line_has_non_ascii_text() {
        // expected texts are CPython 3.11's output for the same programs: the parser's columns are UTF-8 bytes, the
        // carets count characters (the ranges are made when the traceback first asks, PositionTable)
        String subscript = traceback("d = {}\ntext = \"\u00fcn\u00ef\" + d[\"\u00e7ode\"]\n");
        assertThat(subscript).isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 2, in <module>",
                "    text = \"\u00fcn\u00ef\" + d[\"\u00e7ode\"]",
                "                   ~^^^^^^^^",
                "KeyError: '\u00e7ode'",
                ""));
        String twoLines = traceback("x = \"\u00fc\"; y = (\"\u00fc\" +\n  2)\n");
        assertThat(twoLines).isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 1, in <module>",
                "    x = \"\u00fc\"; y = (\"\u00fc\" +",
                "                  ^^^^^",
                "TypeError: can only concatenate str (not \"int\") to str",
                ""));
    }

    @Test
    void should_underline_the_targets_when_unpacking_fails() {
        // expected text is CPython 3.11.7's output for the same program
        String tb = traceback("items = [1, 2]\nfirst, second, third = items\n");
        assertThat(tb).isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 2, in <module>",
                "    first, second, third = items",
                "    ^^^^^^^^^^^^^^^^^^^^",
                "ValueError: not enough values to unpack (expected 3, got 2)",
                ""));
    }

    @Test
    void should_show_no_functools_frame_when_a_cached_function_or_reduce_raises() {
        // expected texts are CPython 3.11.7's output for the same programs: lru_cache's wrapper and reduce are C
        // there, so the traceback goes from the caller straight to the function they call
        String defs = "from functools import lru_cache, partial, reduce\n@lru_cache\ndef f(x):\n    return 10 // x\n"
                + "def g(a, b):\n    return a[b]\n";
        assertThat(traceback(defs + "f(0)\n")).isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 7, in <module>",
                "    f(0)",
                "  File \"<string>\", line 4, in f",
                "    return 10 // x",
                "           ~~~^^~~",
                "ZeroDivisionError: integer division or modulo by zero",
                ""));
        assertThat(traceback(defs + "reduce(lambda a, b: a // b, [1, 0])\n")).isEqualTo(String.join("\n",
                "Traceback (most recent call last):",
                "  File \"<string>\", line 7, in <module>",
                "    reduce(lambda a, b: a // b, [1, 0])",
                "  File \"<string>\", line 7, in <lambda>",
                "    reduce(lambda a, b: a // b, [1, 0])",
                "                        ~~^^~~",
                "ZeroDivisionError: integer division or modulo by zero",
                ""));
    }
}
