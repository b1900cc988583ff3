package io.agentcage.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.SandboxFile;
import io.agentcage.Session;
import io.agentcage.SessionClosedException;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.ValidationReport;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The behaviour every {@link CodeExecutor} backend must show: same results, same limit behaviour, same error shapes.
 *
 * <p>A backend's test extends this class and implements {@link #createExecutor(ExecutionLimits)}. One executor is
 * created per test class (ceilings: {@link #ceilings()}) and shared by all tests, as applications share it.
 * Capabilities a backend does not claim (sessions, files) are skipped, not failed. The live part (streaming,
 * cancellation, asynchronous calls) is {@link LiveExecutionContract}: a backend's test implements it too once the
 * backend streams.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class CodeExecutorContract {

    private CodeExecutor executor;

    /** A new executor enforcing these ceilings. */
    protected abstract CodeExecutor createExecutor(ExecutionLimits ceilings);

    /** The ceilings of the shared executor: defaults, with a 3 s timeout to keep the suite fast. */
    protected ExecutionLimits ceilings() {
        return ExecutionLimits.builder().timeout(Duration.ofSeconds(3)).build();
    }

    /**
     * Extra time a backend may take past a deadline before the suite calls it a hang: 60 s by default. A hang
     * bound, not a performance margin: it tells "stopped at the deadline" from "ran to the request's 1-hour
     * timeout" or "never stopped", and a loaded machine does not come near it.
     */
    protected Duration deadlineSlack() {
        return Duration.ofSeconds(60);
    }

    @BeforeAll
    void startExecutor() {
        executor = createExecutor(ceilings());
    }

    @AfterAll
    void closeExecutor() {
        if (executor != null) {
            executor.close();
        }
    }

    /** The shared executor under test. */
    public CodeExecutor executor() {
        return executor;
    }

    private ExecutionResult run(String code) {
        return executor.execute(ExecutionRequest.of(code));
    }

    @Test
    void should_capture_stdout_when_code_prints() {
        ExecutionResult r = run("print('hello')\nprint(1 + 2, 'x', sep='-')\nprint('no newline', end='')\n");
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("hello\n3-x\nno newline");
        assertThat(r.stdoutTruncated()).isFalse();
        assertThat(r.error()).isEmpty();
    }

    @Test
    void should_report_error_type_message_and_line_when_code_raises() {
        ExecutionResult r = run("x = 1\n\ndef f(d):\n    return x / d\n\nf(0)\n");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error()).hasValueSatisfying(e -> {
            assertThat(e.type()).isEqualTo("ZeroDivisionError");
            assertThat(e.message()).isEqualTo("division by zero");
            assertThat(e.line()).isEqualTo(4);
            assertThat(e.traceback()).extracting(f -> f.line()).containsSubsequence(6, 4);
            assertThat(e.formatted()).startsWith("Traceback (most recent call last):")
                    .contains("line 4, in f").endsWith("ZeroDivisionError: division by zero\n");
        });
    }

    @Test
    void should_keep_output_printed_before_an_error() {
        ExecutionResult r = run("print('before')\nraise ValueError('bad value')\n");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.stdout()).isEqualTo("before\n");
        assertThat(r.error()).hasValueSatisfying(e -> {
            assertThat(e.summary()).isEqualTo("ValueError: bad value");
            assertThat(e.line()).isEqualTo(2);
        });
    }

    @Test
    void should_report_syntax_error_with_line_when_code_does_not_parse() {
        ExecutionResult r = run("x = 1\ndef f(:\n    pass\n");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error()).hasValueSatisfying(e -> {
            assertThat(e.type()).isEqualTo("SyntaxError");
            assertThat(e.line()).isEqualTo(2);
        });
    }

    @Test
    void should_return_repr_of_final_expression_when_code_ends_with_one() {
        assertThat(run("x = 20\nx * 2 + 2\n").value()).contains("42");
        assertThat(run("'a' + 'b'").value()).contains("'ab'");
        assertThat(run("[1, 'two', None]").value()).contains("[1, 'two', None]");
        assertThat(run("x = 5\n").value()).isEmpty();
        assertThat(run("None").value()).isEmpty();
    }

    @Test
    void should_read_stdin_when_code_calls_input() {
        ExecutionResult r = executor.execute(ExecutionRequest.builder("name = input()\nprint('hi', name)")
                .stdin("bob\n").build());
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("hi bob\n");
    }

    @Test
    void should_time_out_when_code_loops_forever() {
        ExecutionRequest req = ExecutionRequest.builder("while True:\n    pass\n").timeout(Duration.ofSeconds(1)).build();
        long start = System.nanoTime();
        ExecutionResult r = executor.execute(req);
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertThat(r.outcome()).isEqualTo(Outcome.TIMEOUT);
        assertThat(r.limitExceeded()).contains(Limit.TIME);
        assertThat(took).isLessThan(Duration.ofSeconds(1).plus(deadlineSlack()));
    }

    @Test
    void should_keep_ceiling_when_request_asks_for_a_longer_timeout() {
        ExecutionRequest req = ExecutionRequest.builder("while True:\n    pass\n").timeout(Duration.ofHours(1)).build();
        long start = System.nanoTime();
        ExecutionResult r = executor.execute(req);
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertThat(r.outcome()).isEqualTo(Outcome.TIMEOUT);
        assertThat(took).isLessThan(ceilings().timeout().plus(deadlineSlack()));
    }

    @Test
    void should_truncate_output_when_code_prints_past_the_limit() {
        ExecutionRequest req = ExecutionRequest.builder("for i in range(1000):\n    print('x' * 99)\nprint('done')")
                .limits(ExecutionLimits.requestBuilder().outputBytes(2000).build()).build();
        ExecutionResult r = executor.execute(req);
        assertThat(r.outcome()).isIn(Outcome.SUCCESS, Outcome.LIMIT_EXCEEDED);
        assertThat(r.stdoutTruncated()).isTrue();
        assertThat(r.stdout().length()).isBetween(1000, 2200);
        assertThat(r.stdout()).startsWith("x".repeat(99) + "\n");
    }

    @Test
    void should_stop_code_when_it_allocates_past_the_memory_limit() {
        ExecutionResult r = run("data = 'a' * (10 ** 11)\nprint(len(data))\n");
        assertThat(r.outcome()).isIn(Outcome.LIMIT_EXCEEDED, Outcome.PYTHON_ERROR);
        if (r.outcome() == Outcome.LIMIT_EXCEEDED) {
            assertThat(r.limitExceeded()).contains(Limit.MEMORY);
        } else {
            assertThat(r.error().orElseThrow().type()).isEqualTo("MemoryError");
        }
        assertThat(r.stdout()).isEmpty();
    }

    @Test
    void should_share_nothing_between_executions_when_not_in_a_session() {
        assertThat(run("secret = 42").outcome()).isEqualTo(Outcome.SUCCESS);
        ExecutionResult r = run("print(secret)");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error().orElseThrow().summary()).isEqualTo("NameError: name 'secret' is not defined");
    }

    @Test
    void should_keep_state_when_running_in_a_session() {
        assumeTrue(executor.capabilities().sessions(), "backend has no sessions");
        try (Session s = executor.openSession()) {
            assertThat(s.execute(ExecutionRequest.of("x = 41\ndef inc(v):\n    return v + 1\nimport math"))
                    .outcome()).isEqualTo(Outcome.SUCCESS);
            ExecutionResult r = s.execute(ExecutionRequest.of("print(inc(x), math.floor(2.5))"));
            assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
            assertThat(r.stdout()).isEqualTo("42 2\n");
        }
    }

    @Test
    void should_isolate_sessions_from_each_other() {
        assumeTrue(executor.capabilities().sessions(), "backend has no sessions");
        try (Session a = executor.openSession(); Session b = executor.openSession()) {
            assertThat(a.id()).isNotEqualTo(b.id());
            a.execute(ExecutionRequest.of("token = 'a-secret'"));
            ExecutionResult r = b.execute(ExecutionRequest.of("print(token)"));
            assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
            assertThat(r.error().orElseThrow().type()).isEqualTo("NameError");
        }
    }

    @Test
    void should_exchange_plain_data_when_host_sets_and_reads_session_variables() {
        assumeTrue(executor.capabilities().sessions(), "backend has no sessions");
        try (Session s = executor.openSession()) {
            Map<String, Object> order = new LinkedHashMap<>();
            order.put("id", 7L);
            order.put("items", List.of("tea", "cake"));
            order.put("price", 4.5);
            order.put("paid", Boolean.TRUE);
            order.put("note", null);
            order.put("raw", new byte[] {0, (byte) 255});
            order.put("big", new BigInteger("123456789012345678901234567890"));
            s.setVariable("order", order);
            ExecutionResult r = s.execute(ExecutionRequest.of(String.join("\n",
                    "print(type(order).__name__, order['id'] + 1, len(order['items']), order['price'] * 2,",
                    "      order['paid'], order['note'], order['raw'], order['big'] % 1000)",
                    "summary = {'n': len(order['items']), 'first': order['items'][0], 'pair': (1, 'two'),",
                    "           'ratio': 0.25, 'ok': False, 'none': None, 'data': b'\\x01'}")));
            assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
            assertThat(r.stdout()).isEqualTo("dict 8 2 9.0 True None b'\\x00\\xff' 890\n");
            Object back = s.getVariable("summary");
            assertThat(back).isInstanceOf(Map.class);
            Map<?, ?> m = (Map<?, ?>) back;
            assertThat(m.get("n")).isEqualTo(2L);
            assertThat(m.get("first")).isEqualTo("tea");
            assertThat(m.get("pair")).isEqualTo(List.of(1L, "two"));
            assertThat(m.get("ratio")).isEqualTo(0.25);
            assertThat(m.get("ok")).isEqualTo(Boolean.FALSE);
            assertThat(m.containsKey("none")).isTrue();
            assertThat(m.get("none")).isNull();
            assertThat((byte[]) m.get("data")).containsExactly(1);
            assertThat(new ArrayList<Object>(m.keySet())).containsExactly("n", "first", "pair", "ratio", "ok", "none", "data");
            assertThat(s.getVariable("order")).isInstanceOf(Map.class);
            String text = "it's a \\ \"quote\"\n\u00e9 \ud83d\ude00 \u0000end";
            s.setVariable("text", text);
            ExecutionResult n = s.execute(ExecutionRequest.of("print(len(text), text[-4:])\nwide = text + '!'"));
            assertThat(n.stdout()).isEqualTo("25 \u0000end\n");
            assertThat(s.getVariable("wide")).isEqualTo(text + "!");
            s.setVariable("big", List.of(Double.NaN, Double.NEGATIVE_INFINITY, 1e300, -0.0, Long.MIN_VALUE));
            assertThat(s.getVariable("big")).isEqualTo(
                    List.of(Double.NaN, Double.NEGATIVE_INFINITY, 1e300, -0.0, Long.MIN_VALUE));
        }
    }

    @Test
    void should_refuse_non_data_when_host_exchanges_session_variables() {
        assumeTrue(executor.capabilities().sessions(), "backend has no sessions");
        try (Session s = executor.openSession()) {
            s.execute(ExecutionRequest.of("def f():\n    return 1\nx = 1"));
            assertThatThrownBy(() -> s.getVariable("missing")).isInstanceOf(NoSuchElementException.class)
                    .hasMessageContaining("missing");
            assertThatThrownBy(() -> s.getVariable("f")).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("function");
            assertThatThrownBy(() -> s.getVariable("not a name")).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> s.setVariable("y", new Object())).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("Object");
            assertThatThrownBy(() -> s.setVariable("1y", 1)).isInstanceOf(IllegalArgumentException.class);
            s.close();
            assertThatThrownBy(() -> s.getVariable("x")).isInstanceOf(SessionClosedException.class);
            assertThatThrownBy(() -> s.setVariable("x", 2)).isInstanceOf(SessionClosedException.class);
        }
    }

    @Test
    void should_refuse_execution_when_session_is_closed() {
        assumeTrue(executor.capabilities().sessions(), "backend has no sessions");
        Session s = executor.openSession();
        s.close();
        assertThat(s.isOpen()).isFalse();
        assertThatThrownBy(() -> s.execute(ExecutionRequest.of("print(1)")))
                .isInstanceOf(SessionClosedException.class);
    }

    @Test
    void should_read_input_files_and_return_written_files() {
        assumeTrue(executor.capabilities().files(), "backend has no files");
        byte[] binary = new byte[256];
        for (int i = 0; i < binary.length; i++) {
            binary[i] = (byte) i;
        }
        ExecutionRequest req = ExecutionRequest.builder(String.join("\n",
                        "with open('data.txt') as f:",
                        "    text = f.read()",
                        "with open('out.txt', 'w') as f:",
                        "    f.write(text.upper())",
                        "with open('in.bin', 'rb') as f:",
                        "    raw = f.read()",
                        "with open('out.bin', 'wb') as f:",
                        "    f.write(raw[::-1])",
                        "print(len(raw))"))
                .inputFile(SandboxFile.ofText("data.txt", "abc déf"))
                .inputFile(SandboxFile.of("in.bin", binary))
                .build();
        ExecutionResult r = executor.execute(req);
        assertThat(r.outcome()).as(r.message() + r.error()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("256\n");
        assertThat(r.files()).extracting(SandboxFile::path).contains("out.txt", "out.bin");
        SandboxFile text = r.files().stream().filter(f -> f.path().equals("out.txt")).findFirst().orElseThrow();
        assertThat(text.text()).isEqualTo("ABC DÉF");
        SandboxFile bin = r.files().stream().filter(f -> f.path().equals("out.bin")).findFirst().orElseThrow();
        byte[] reversed = new byte[256];
        for (int i = 0; i < 256; i++) {
            reversed[i] = (byte) (255 - i);
        }
        assertThat(bin.content()).isEqualTo(reversed);
    }

    @Test
    void should_reject_code_before_it_reaches_the_backend_when_validator_refuses() {
        AtomicInteger validated = new AtomicInteger();
        GuardedExecutor guarded = GuardedExecutor.builder(executor).validator(code -> {
            validated.incrementAndGet();
            return code.contains("forbidden")
                    ? new ValidationReport(List.of(Diagnostic.error("test-rule", "'forbidden' is not allowed", 1, 7,
                    "remove it")))
                    : ValidationReport.clean();
        }).build();
        ExecutionResult r = guarded.execute(ExecutionRequest.of("print('forbidden')"));
        assertThat(r.outcome()).isEqualTo(Outcome.REJECTED);
        assertThat(r.stdout()).isEmpty();
        assertThat(r.diagnostics()).extracting(Diagnostic::ruleId).containsExactly("test-rule");
        assertThat(r.message()).contains("line 1: 'forbidden' is not allowed");
        assertThat(guarded.execute(ExecutionRequest.of("print('fine')")).stdout()).isEqualTo("fine\n");
        assertThat(validated).hasValue(2);
    }

    @Test
    void should_serve_concurrent_executions_independently() throws Exception {
        int threads = 4;
        int perThread = 5;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<List<String>>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int id = t;
                futures.add(pool.submit(() -> {
                    List<String> outs = new ArrayList<>();
                    for (int i = 0; i < perThread; i++) {
                        outs.add(run("n = " + id + "\nprint(sum(range(n * 100 + " + i + ")))").stdout());
                    }
                    return outs;
                }));
            }
            for (int t = 0; t < threads; t++) {
                List<String> outs = futures.get(t).get(60, TimeUnit.SECONDS);
                for (int i = 0; i < perThread; i++) {
                    long n = t * 100L + i;
                    assertThat(outs.get(i)).isEqualTo((n * (n - 1) / 2) + "\n");
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void should_describe_itself_when_asked_for_capabilities() {
        assertThat(executor.capabilities().backend()).isNotBlank();
        assertThat(executor.capabilities().languages()).contains("python");
        assertThat(executor.capabilities().limits().timeout()).isLessThanOrEqualTo(ceilings().timeout());
    }
}
