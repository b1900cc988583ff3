package io.agentcage.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ValidationReportTest {

    private static ValidationReport of(Diagnostic... ds) {
        return new ValidationReport(List.of(ds));
    }

    @Test
    void should_print_a_syntax_error_as_cpython_does_when_the_source_is_given() {
        ValidationReport r = of(new Diagnostic("syntax-error", Severity.ERROR, "SyntaxError: Missing parentheses in "
                + "call to 'print'. Did you mean print(...)?", 2, 5, "", 2, 15));
        assertThat(r.toModelText("x = 1\n    print \"hi\"\n", "<string>")).isEqualTo(
                "The code was rejected before running:\n"
                        + "  File \"<string>\", line 2\n"
                        + "    print \"hi\"\n"
                        + "    ^^^^^^^^^^\n"
                        + "SyntaxError: Missing parentheses in call to 'print'. Did you mean print(...)?\n");
    }

    @Test
    void should_put_one_caret_and_the_hint_when_the_error_has_no_range() {
        ValidationReport r = of(Diagnostic.error("syntax-error", "SyntaxError: invalid syntax", 1, 1,
                "line 1 is a Markdown code fence"));
        assertThat(r.findingsText("```python\nprint(1)\n```", "f.py")).isEqualTo(
                "  File \"f.py\", line 1\n    ```python\n    ^\nSyntaxError: invalid syntax\n"
                        + "fix: line 1 is a Markdown code fence\n");
    }

    @Test
    void should_show_the_line_and_carets_under_other_errors_but_not_warnings() {
        ValidationReport r = of(new Diagnostic("import-not-allowed", Severity.ERROR, "import of 'os' is not allowed",
                1, 8, "use math", 1, 10), Diagnostic.warning("dangerous-builtin", "'eval' runs code", 2, 1, ""));
        assertThat(r.findingsText("import os\neval('1')\n", "<string>")).isEqualTo(
                "line 1: import of 'os' is not allowed; fix: use math\n    import os\n           ^^\n"
                        + "line 2: 'eval' runs code\n");
    }

    @Test
    void should_keep_tabs_and_skip_carets_when_the_position_is_left_of_the_text() {
        Diagnostic tab = new Diagnostic("x", Severity.ERROR, "m", 1, 3, "", 1, 4);
        assertThat(of(tab).findingsText("\ta\tb = 1", "s")).isEqualTo("line 1: m\n    \ta\tb = 1\n    \t ^\n");
        Diagnostic indent = Diagnostic.error("syntax-error", "IndentationError: unexpected indent", 1, 2, "");
        assertThat(of(indent).findingsText("  x = 1 +", "s"))
                .isEqualTo("  File \"s\", line 1\n    x = 1 +\nIndentationError: unexpected indent\n");
        Diagnostic outside = Diagnostic.error("syntax-error", "SyntaxError: x", 9, 1, "");
        assertThat(of(outside).findingsText("a\n", "s")).isEqualTo("  File \"s\", line 9\nSyntaxError: x\n");
        Diagnostic multi = new Diagnostic("y", Severity.ERROR, "m", 1, 3, "", 2, 2);
        assertThat(of(multi).findingsText("f(a,\n b)", "s")).isEqualTo("line 1: m\n    f(a,\n      ^^\n");
    }
}
