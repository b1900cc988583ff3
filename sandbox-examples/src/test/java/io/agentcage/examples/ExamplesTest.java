package io.agentcage.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.Outcome;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.validator.PolicyValidator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Runs the offline examples and every script in {@code examples/}, checking what each one says it shows. */
class ExamplesTest {

    private static String capture(java.util.function.Consumer<PrintStream> example) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        example.accept(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void should_show_every_outcome_when_in_process_example_runs() {
        String out = capture(InProcessExample::run);
        assertThat(out).contains("one-shot: SUCCESS value=285")
                .contains("session: value=12.566")
                .contains("error: IndexError: list index out of range at line 2")
                .contains("rejected: REJECTED - import of 'subprocess' is not allowed")
                .contains("limit: TIMEOUT TIME");
    }

    @Test
    void should_answer_after_fixing_its_code_when_agent_example_runs_offline() {
        String[] answer = new String[1];
        String out = capture(o -> answer[0] = AgentExample.run(new AgentExample.OfflineModel(), o));
        assertThat(out).contains("NameError: name 'statistics' is not defined").contains("[tool] ");
        assertThat(answer[0]).isEqualTo("The median is 7.");
    }

    @Test
    void should_gather_the_tools_at_once_and_resume_an_approval_when_code_mode_example_runs_offline() {
        // the first eight calls meet before answering: if they were not gathered, the first would wait 30 s alone
        // and the in-flight count would stay below eight (no wall-clock margin decides this)
        CodeModeExample.Shop shop = new CodeModeExample.Shop(8);
        String[] answer = new String[1];
        String out = capture(o -> answer[0] = CodeModeExample.run(new CodeModeExample.OfflineModel(), shop, o));
        assertThat(out).contains("lamp   37 x  35.00").contains("stock value: 2027.00");
        assertThat(answer[0]).isEqualTo("The stock is worth 2027.00.");
        assertThat(shop.calls()).isEqualTo(8);
        assertThat(shop.maxInFlight()).as("the eight 100 ms calls ran at the same time").isEqualTo(8);
        String resumed = capture(CodeModeExample::suspendAndResume);
        assertThat(resumed).contains("SUSPENDED: approve({amount=5200})").contains("asking for 5200\n")
                .contains("resumed: SUCCESS\nordered {'book': 3, 'mug': 2}\n");
    }

    @Test
    void should_end_as_each_script_header_says_when_examples_run() throws IOException {
        Path dir = Path.of("..", "examples");
        List<Path> scripts;
        try (Stream<Path> s = Files.list(dir)) {
            scripts = s.filter(p -> p.toString().endsWith(".py")).sorted().toList();
        }
        assertThat(scripts).extracting(p -> p.getFileName().toString()).contains("hello.py", "traceback.py");
        // a step budget the one-second deadline always meets first: limits.py's runaway loop expects TIMEOUT
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(Duration.ofSeconds(1)).maxSteps(1L << 40).build();
        try (CodeExecutor sandbox = GuardedExecutor.builder(InterpreterExecutor.builder().limits(ceilings).build())
                .validator(PolicyValidator.strict()).closeBackendOnClose().build()) {
            for (Path script : scripts) {
                String code = Files.readString(script);
                Outcome expected = code.lines().filter(l -> l.startsWith("# expect: ")).findFirst()
                        .map(l -> Outcome.valueOf(l.substring(10).strip())).orElse(Outcome.SUCCESS);
                ExecutionResult r = sandbox.execute(ExecutionRequest.of(code));
                assertThat(r.outcome()).as(script + ": " + r.message() + r.error().map(e -> e.formatted())
                        .orElse("")).isEqualTo(expected);
            }
        }
    }
}
