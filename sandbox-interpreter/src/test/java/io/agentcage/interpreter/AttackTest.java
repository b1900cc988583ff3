package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.Session;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Interpreter-specific checks next to the red-team suite: the escape techniques and budget attacks themselves are
 * data (sandbox-testkit's resources, {@code redteam/*.py}) run by {@link RedTeamInterpreterTest}; what stays here
 * needs more than one program's outcome (recursion messages, output truncation, module isolation, host calls).
 */
class AttackTest {
    private static final String TRUNCATED = "\n[output truncated]\n";

    @RegisterExtension
    static final InterpreterFixture EX = new InterpreterFixture(b -> b
            .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(3)).memoryBytes(64L << 20).build())
            .hostFunction(new HostFunction("host_add", "adds", List.of(
                    HostParameter.required("a", ValueType.INT, "a"), HostParameter.required("b", ValueType.INT, "b")),
                    args -> (Long) args.get("a") + (Long) args.get("b")))
            .hostFunction(new HostFunction("host_fail", "fails", List.of(), args -> {
                throw new IllegalStateException("backend down");
            }))
            );

    @Test
    void should_raise_recursion_error_when_guest_recursion_is_unbounded() {
        ExecutionResult r = EX.run("def f(n):\n    return f(n + 1)\nf(0)");
        assertThat(r.error().orElseThrow().summary()).isEqualTo("RecursionError: maximum recursion depth exceeded");
    }

    @Test
    void should_raise_recursion_error_when_native_code_recurses_through_guest_code() {
        assertThat(EX.run("def k(x):\n    return sorted([1, 2], key=k)\nk(0)").error().orElseThrow().type())
                .isEqualTo("RecursionError");
        assertThat(EX.run("a = []\nfor i in range(100000):\n    a = [a]\nrepr(a)").error().orElseThrow().type())
                .isEqualTo("RecursionError");
        assertThat(EX.run("class R:\n    def __repr__(self):\n        return repr(self)\nrepr(R())").error()
                .orElseThrow().type()).isEqualTo("RecursionError");
    }

    @Test
    void should_refuse_huge_int_to_str_conversion_like_cpython() {
        ExecutionResult r = EX.run("x = 10 ** 5000\nstr(x)");
        assertThat(r.error().orElseThrow().message()).startsWith("Exceeds the limit (4300 digits)");
    }

    @Test
    void should_keep_a_bound_on_int_to_str_conversion_when_the_program_lifts_the_limit() {
        ExecutionResult r = EX.run("import sys\nsys.set_int_max_str_digits(0)\nx = 10 ** 300000\nstr(x)");
        assertThat(r.error().orElseThrow().message()).startsWith("Exceeds the limit (200000 digits)");
        assertThat(EX.run("import sys\nsys.set_int_max_str_digits(0)\nlen(str(10 ** 150000))").value())
                .contains("150001");
    }

    @Test
    void should_stop_at_the_step_budget_when_a_request_lowers_it() {
        ExecutionResult r = EX.execute(ExecutionRequest.builder("for i in range(10**7):\n    pass")
                .limits(ExecutionLimits.requestBuilder().maxSteps(1000).build()).build());
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.STEPS);
    }

    @Test
    void should_truncate_output_and_flag_it_when_code_prints_too_much() {
        ExecutionResult r = EX.execute(ExecutionRequest.builder("while True:\n    print('x' * 1000)")
                .limits(ExecutionLimits.requestBuilder().outputBytes(10_000).timeout(Duration.ofSeconds(1)).build())
                .build());
        assertThat(r.stdoutTruncated()).isTrue();
        assertThat(r.stdout()).endsWith("[output truncated]\n");
        assertThat(r.stdout().length()).isLessThanOrEqualTo(10_000 + 40);
    }

    @Test
    void should_cut_whole_characters_at_the_limit_when_one_print_is_far_longer_than_it() {
        // 10 bytes: 'ab' (2) + two 3-byte chars (6) fit, the 4-byte pair that follows does not
        ExecutionResult r = EX.execute(ExecutionRequest.builder("print('ab' + '\\u20ac' * 2 + '\\U0001F600' * 1000)")
                .limits(ExecutionLimits.requestBuilder().outputBytes(10).build()).build());
        assertThat(r.stdoutTruncated()).as(r.outcome() + " " + r.message() + " " + r.stdout()).isTrue();
        assertThat(r.stdout()).isEqualTo("ab\u20ac\u20ac" + TRUNCATED);
        ExecutionResult big = EX.execute(ExecutionRequest.builder("print('y' * 2_000_000)")
                .limits(ExecutionLimits.requestBuilder().outputBytes(1000).build()).build());
        assertThat(big.outcome()).as(big.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(big.stdout()).isEqualTo("y".repeat(1000) + TRUNCATED);
        assertThat(big.usage().outputBytes()).isEqualTo(2_000_001L);
    }

    @Test
    void should_never_run_finalisers_when_objects_die() {
        ExecutionResult r = EX.run("class A:\n    def __del__(self):\n        print('finaliser ran')\na = A()\ndel a\n"
                + "print('done')");
        assertThat(r.stdout()).isEqualTo("done\n");
    }

    @Test
    void should_give_each_execution_its_own_module_objects() {
        assertThat(EX.run("import math\nmath.pi = 3\nmath.sqrt = len\nprint(math.pi)").stdout()).isEqualTo("3\n");
        assertThat(EX.run("import math\nprint(math.pi, math.sqrt(4))").stdout()).isEqualTo("3.141592653589793 2.0\n");
        try (Session s = EX.openSession()) {
            s.execute(ExecutionRequest.of("import math\nmath.pi = 0"));
            assertThat(EX.run("import math\nprint(math.pi)").stdout()).isEqualTo("3.141592653589793\n");
        }
        assertThat(EX.run("import re\nre.I = 0\nre.findall = len\ndel re.sub").isSuccess()).isTrue();
        assertThat(EX.run("import re\nprint(int(re.I), re.findall('a', 'aa'), re.sub('a', 'b', 'a'))").stdout())
                .isEqualTo("2 ['a', 'a'] b\n");
    }

    @Test
    void should_convert_host_values_as_data_and_count_host_calls() {
        ExecutionResult r = EX.run("print(host_add(2, 3), host_add(a=1, b=2))\ntry:\n    host_fail()\n"
                + "except RuntimeError as e:\n    print('host error:', e)\ntry:\n    host_add('x', 1)\n"
                + "except TypeError as e:\n    print(e)");
        assertThat(r.stdout()).isEqualTo("5 3\nhost error: host_fail() failed: backend down\n"
                + "host_add() argument 'a' must be int, not str\n");
        assertThat(r.usage().hostCalls()).isEqualTo(4);
    }

    @Test
    void should_keep_the_step_counter_out_of_guest_reach() {
        ExecutionResult r = EX.run("print(sorted(k for k in globals() if not k.startswith('__')))\nprint(dir())");
        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("[]\n['__doc__', '__name__']\n");
    }
}
