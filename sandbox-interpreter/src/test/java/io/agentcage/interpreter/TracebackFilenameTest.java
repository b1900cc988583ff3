package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.TraceFrame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Tracebacks name the file the request names ({@code ExecutionRequest.filename}), as CPython names a script. */
class TracebackFilenameTest {
    @RegisterExtension
    static final InterpreterFixture EX = new InterpreterFixture();

    private static final String CODE = "def f(x):\n    return 1 / x\n\nf(0)\n";

    @Test
    void should_name_the_script_when_the_request_has_a_filename() {
        ExecutionResult r = EX.execute(ExecutionRequest.builder(CODE).filename("examples/div.py").build());
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error().orElseThrow().formatted()).isEqualTo("Traceback (most recent call last):\n"
                + "  File \"examples/div.py\", line 4, in <module>\n"
                + "    f(0)\n"
                + "  File \"examples/div.py\", line 2, in f\n"
                + "    return 1 / x\n"
                + "           ~~^~~\n"
                + "ZeroDivisionError: division by zero\n");
        assertThat(r.error().orElseThrow().traceback()).extracting(TraceFrame::file).containsOnly("examples/div.py");
        assertThat(r.error().orElseThrow().traceback()).extracting(TraceFrame::sourceLine)
                .containsExactly("f(0)", "return 1 / x");
    }

    @Test
    void should_set_dunder_file_to_the_script_name_when_the_request_has_a_filename() {
        String code = "import os, traceback\nprint(__file__, os.path.basename(__file__))\n"
                + "print(traceback.extract_stack()[-1].filename)\n";
        ExecutionResult named = EX.execute(ExecutionRequest.builder(code).filename("tools/report.py").build());
        assertThat(named.stdout()).as(named.message()).isEqualTo("tools/report.py report.py\ntools/report.py\n");
        ExecutionResult unnamed = EX.execute(ExecutionRequest.of("print(__file__)"));
        assertThat(unnamed.error().orElseThrow().formatted())
                .endsWith("NameError: name '__file__' is not defined. Did you mean: '__name__'?\n");
    }

    @Test
    void should_say_string_when_the_request_has_no_filename() {
        ExecutionResult r = EX.execute(ExecutionRequest.of(CODE));
        assertThat(r.error().orElseThrow().formatted()).contains("  File \"<string>\", line 4, in <module>\n    f(0)\n");
    }

    @Test
    void should_name_the_script_when_the_code_formats_its_own_traceback_or_does_not_parse() {
        String code = "import traceback\ntry:\n    1 / 0\nexcept ZeroDivisionError:\n"
                + "    print(traceback.format_exc().splitlines()[1:3])\n";
        ExecutionResult r = EX.execute(ExecutionRequest.builder(code).filename("s.py").build());
        assertThat(r.stdout()).isEqualTo("['  File \"s.py\", line 3, in <module>', '    1 / 0']\n");
        ExecutionResult bad = EX.execute(ExecutionRequest.builder("x = (\n").filename("s.py").build());
        assertThat(bad.error().orElseThrow().formatted()).startsWith("  File \"s.py\", line 1\n");
        ExecutionResult evaluated = EX.execute(ExecutionRequest.builder("eval('1/0')").filename("s.py").build());
        assertThat(evaluated.error().orElseThrow().formatted()).contains("  File \"<string>\", line 1, in <module>\n");
    }
}
