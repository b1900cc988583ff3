package io.agentcage.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.Capabilities;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.PythonError;
import io.agentcage.SandboxFile;
import io.agentcage.TraceFrame;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.ValidationReport;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ModelTextTest {

    private static final String TRACEBACK = "Traceback (most recent call last):\n"
            + "  File \"<string>\", line 2, in <module>\nZeroDivisionError: division by zero\n";

    private static Capabilities caps(boolean files, Set<String> modules) {
        ExecutionLimits limits = ExecutionLimits.builder().timeout(Duration.ofSeconds(5)).memoryBytes(64L << 20)
                .build();
        return new Capabilities("interpreter", Set.of("python"), true, files, false, true, modules, limits);
    }

    @Test
    void should_describe_modules_limits_and_persistence_when_capabilities_are_given() {
        String text = ModelText.toolDescription(caps(false, Set.of("math", "json")), true, List.of());
        assertThat(text).contains("backend: interpreter")
                .contains("Only these modules can be imported: json, math.")
                .contains("5 s wall-clock time, 64 MiB memory, 1 MiB of output")
                .contains("persist between calls")
                .contains("There is no file system")
                .contains("no network access")
                .contains("value (repr) of the last expression");
    }

    @Test
    void should_list_host_functions_with_signatures_when_present() {
        HostFunction f = new HostFunction("weather", "Current weather of a city.",
                List.of(HostParameter.required("city", ValueType.STR, "the city"),
                        HostParameter.optional("days", ValueType.INT, "forecast days")),
                args -> "sunny");
        String text = ModelText.toolDescription(caps(true, Set.of()), false, List.of(f));
        assertThat(text).contains("weather(city: str, days: int = None): Current weather of a city.")
                .contains("Every call starts fresh")
                .contains("standard library")
                .contains("new files are listed");
    }

    @Test
    void should_show_the_backends_stubs_in_a_python_block_when_the_capabilities_list_them() {
        HostFunction f = HostFunction.blocking("weather", "Current weather of a city.",
                List.of(HostParameter.required("city", ValueType.STR, "the city")), args -> "sunny")
                .withReturns(ValueType.STR);
        Capabilities c = caps(true, Set.of()).withHostFunctionStubs(List.of(f.stub(true)));
        String text = ModelText.toolDescription(c.narrowedBy(ExecutionLimits.requestBuilder().build()), false,
                List.of(f));
        assertThat(text).contains("await them, and asyncio.gather(...) runs several calls at the same time")
                .contains("```python\nasync def weather(city: str) -> str:\n    \"\"\"Current weather of a city."
                        + "\n\n    Args:\n        city: the city\n    \"\"\"\n```\n")
                .doesNotContain("weather(city: str): Current");
    }

    @Test
    void should_state_packages_refused_modules_figures_and_requested_limits_when_capabilities_carry_them() {
        Capabilities docker = new Capabilities("docker", Set.of("python"), true, true, false, false, Set.of(),
                ExecutionLimits.defaults(), Set.of("subprocess", "ctypes"),
                java.util.Map.of("numpy", "1.26.4", "pandas", "2.2.3", "matplotlib", ""), true)
                .narrowedBy(ExecutionLimits.requestBuilder().timeout(Duration.ofSeconds(2)).build());
        String text = ModelText.toolDescription(docker, false, List.of());
        assertThat(text).contains("these packages are available: matplotlib, numpy 1.26.4, pandas 2.2.3")
                .contains("these modules cannot be imported: ctypes, subprocess.")
                .contains("figures still open at the end of a call come back to you as PNG images")
                .contains("Limits per call: 2 s wall-clock time, 256 MiB memory");
        assertThat(ModelText.toolDescription(caps(true, Set.of("math")), false, List.of()))
                .doesNotContain("PNG").doesNotContain("cannot be imported");
    }

    @Test
    void should_name_the_limit_when_formatting_a_timeout() {
        assertThat(ModelText.timeoutMessage(Duration.ofMillis(2004), Duration.ofSeconds(2)))
                .isEqualTo("timed out at the limit of 2 s (after 2.0 s)");
        assertThat(ModelText.timeoutMessage(Duration.ofMillis(5), Duration.ofMillis(300), "time.sleep would pass it"))
                .isEqualTo("timed out at the limit of 300 ms (after 5 ms; time.sleep would pass it)");
    }

    @Test
    void should_render_stdout_value_traceback_and_files_when_result_has_them() {
        PythonError err = new PythonError("ZeroDivisionError", "division by zero",
                List.of(new TraceFrame("<string>", 2, "<module>", "1/0")), TRACEBACK);
        ExecutionResult r = ExecutionResult.builder(Outcome.PYTHON_ERROR).stdout("partial\n", false).error(err)
                .file(SandboxFile.of("plot.png", new byte[2048])).build();
        String text = ModelText.render(r);
        assertThat(text).startsWith("Execution failed with ZeroDivisionError: division by zero.\n")
                .contains("--- stdout ---\npartial\n")
                .contains("--- traceback ---\n" + TRACEBACK)
                .contains("- plot.png (image/png, 2 KiB)");
    }

    @Test
    void should_name_the_limit_when_execution_was_stopped() {
        ExecutionResult r = ExecutionResult.builder(Outcome.LIMIT_EXCEEDED).limitExceeded(Limit.MEMORY)
                .message("memory limit of 64 MiB exceeded").build();
        assertThat(ModelText.render(r))
                .startsWith("Execution stopped: the memory limit was exceeded (memory limit of 64 MiB exceeded).");
        ExecutionResult t = ExecutionResult.builder(Outcome.TIMEOUT).message("timed out after 5s").build();
        assertThat(ModelText.render(t)).startsWith("Execution stopped: the time limit was exceeded");
    }

    @Test
    void should_give_the_validator_reason_when_code_was_rejected() {
        ValidationReport report = new ValidationReport(List.of(Diagnostic.error("import-not-allowed",
                "import of 'os' is not allowed", 1, 1, "use pathlib-free code")));
        String text = ModelText.render(ExecutionResult.rejected(report));
        assertThat(text).startsWith("The code was rejected before running")
                .contains("line 1: import of 'os' is not allowed; fix: use pathlib-free code");
    }

    @Test
    void should_hint_at_printing_when_success_has_no_output() {
        assertThat(ModelText.render(ExecutionResult.builder(Outcome.SUCCESS).build()))
                .contains("no output: print the values you need");
        assertThat(ModelText.render(ExecutionResult.builder(Outcome.SUCCESS).value("42").build()))
                .contains("--- value ---\n42").doesNotContain("no output");
    }

    @Test
    void should_keep_head_and_traceback_with_a_marker_when_text_exceeds_the_cap() {
        PythonError err = new PythonError("ValueError", "bad", List.of(), "Traceback ...\nValueError: bad\n");
        ExecutionResult r = ExecutionResult.builder(Outcome.PYTHON_ERROR).stdout("x".repeat(50_000), false)
                .error(err).build();
        String text = ModelText.render(r, 1000);
        assertThat(text).hasSizeLessThanOrEqualTo(1000)
                .startsWith("Execution failed with ValueError: bad.")
                .endsWith("ValueError: bad")
                .containsPattern("\\[\\.\\.\\. \\d+ characters omitted \\.\\.\\.\\]");
    }

    @Test
    void should_note_lost_state_and_truncated_output() {
        ExecutionResult r = ExecutionResult.builder(Outcome.TIMEOUT).stdout("a\n", true).sessionStateLost(true)
                .build();
        assertThat(ModelText.render(r)).contains("[stdout was cut at the output limit]")
                .contains("the session's state was lost");
    }

    @Test
    void should_refuse_a_tiny_cap() {
        assertThatThrownBy(() -> ModelText.render(ExecutionResult.builder(Outcome.SUCCESS).build(), 10))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("maxChars must be at least 200, got 10");
    }

    @Test
    void should_format_sizes_and_durations_for_people() {
        assertThat(ModelText.bytes(1)).isEqualTo("1 byte");
        assertThat(ModelText.bytes(1536)).isEqualTo("1.5 KiB");
        assertThat(ModelText.bytes(256L << 20)).isEqualTo("256 MiB");
        assertThat(ModelText.duration(Duration.ofMillis(500))).isEqualTo("500 ms");
        assertThat(ModelText.duration(Duration.ofMillis(2500))).isEqualTo("2.5 s");
        assertThat(ModelText.duration(Duration.ofMinutes(2))).isEqualTo("2 min");
    }
}
