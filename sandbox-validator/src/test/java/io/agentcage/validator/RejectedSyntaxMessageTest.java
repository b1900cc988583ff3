package io.agentcage.validator;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.Capabilities;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.Outcome;
import io.agentcage.Session;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.ValidationReport;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Syntax errors under a validator keep CPython's form: the rejected result's message shows the error exactly as
 * {@code python3 -c CODE} prints it (file line, source line, caret line, message); Markdown fences are unwrapped or
 * answered with a hint.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class RejectedSyntaxMessageTest {

    /** A backend that must never be reached: every code here is rejected or only needs to reach it once. */
    private static final class EchoBackend implements CodeExecutor {
        final List<String> received = new ArrayList<>();

        @Override
        public ExecutionResult execute(ExecutionRequest request) {
            received.add(request.code());
            return ExecutionResult.builder(Outcome.SUCCESS).stdout("ran\n", false).build();
        }

        @Override
        public Session openSession() {
            throw new UnsupportedOperationException("no sessions");
        }

        @Override
        public Capabilities capabilities() {
            return new Capabilities("echo", Set.of("python"), false, false, false, false, Set.of(),
                    ExecutionLimits.defaults());
        }

        @Override
        public void close() {
        }
    }

    /**
     * Syntax errors whose message and position our parser gives as CPython 3.11 does (the parser's agreement on
     * messages is measured by SyntaxErrorCorpusTest; here the point is the caret line).
     */
    private static final List<String> SNIPPETS = List.of(
            "print \"hi\"\n",
            "def f(:\n    pass\n",
            "x = (1,\n  2\n",
            "if x\n    pass\n",
            "  x = 1 +\n",
            "s = 'abc\n",
            "1 = x\n",
            "x = {1: 2, 3}\n",
            "for x in range(3):\npass\n",
            "x = 5 if True\n",
            "a, b += 1\n",
            "```python\nprint(1)\n```\nThis prints 1.\n",
            "x = 1\n    y = 2\n");

    @Test
    void should_print_the_syntax_error_as_cpython_does_when_the_validator_rejects_it() throws Exception {
        EchoBackend backend = new EchoBackend();
        GuardedExecutor ex = GuardedExecutor.builder(backend).validator(PolicyValidator.standard()).build();
        List<String> mismatches = new ArrayList<>();
        for (String code : SNIPPETS) {
            ExecutionResult r = ex.execute(ExecutionRequest.of(code));
            assertThat(r.outcome()).as(code).isEqualTo(Outcome.REJECTED);
            String ours = r.message().substring(ValidationReport.REJECTED_HEADER.length() + 1)
                    .replaceAll("(?m)^fix: .*\n", "");
            String cpython = cpythonStderr(code);
            if (!ours.equals(cpython)) {
                mismatches.add(code + "--- ours:\n" + ours + "--- CPython:\n" + cpython);
            }
        }
        assertThat(backend.received).isEmpty();
        assertThat(mismatches).isEmpty();
    }

    @Test
    void should_hint_at_the_fence_when_markdown_surrounds_the_code() {
        ValidationReport r = PolicyValidator.standard().validate("Here you go:\n```python\nprint(1)\n```\n");
        Diagnostic d = r.errors().get(0);
        assertThat(d.ruleId()).isEqualTo(RuleIds.SYNTAX_ERROR);
        assertThat(d.fixHint()).isEqualTo("line 2 is a Markdown code fence (```): send only the Python code, without "
                + "the fence lines and any text around them");
        assertThat(PolicyValidator.standard().validate("def f(:\n").errors().get(0).fixHint()).isEmpty();
    }

    @Test
    void should_run_the_inside_when_the_code_is_one_fenced_block() {
        EchoBackend backend = new EchoBackend();
        GuardedExecutor ex = GuardedExecutor.builder(backend).validator(PolicyValidator.standard()).build();
        ExecutionResult r = ex.execute(ExecutionRequest.of("```python\nimport math\nprint(math.pi)\n```"));
        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(backend.received).containsExactly("import math\nprint(math.pi)\n");
        assertThat(r.diagnostics()).extracting(Diagnostic::ruleId).containsExactly("code-fence-unwrapped");
    }

    private static String cpythonStderr(String code) throws Exception {
        Process p = new ProcessBuilder("python3", "-c", code).start();
        p.getOutputStream().close();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (InputStream in = p.getErrorStream()) {
            in.transferTo(err);
        }
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return err.toString(StandardCharsets.UTF_8);
    }
}
