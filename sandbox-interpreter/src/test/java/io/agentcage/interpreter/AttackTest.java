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
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Red-team suite: every known sandbox escape technique is impossible by construction (the attribute or name does
 * not exist), and every budget stops the code with the right outcome, uncatchable by guest code.
 */
class AttackTest {
    private static final InterpreterExecutor EX = InterpreterExecutor.builder()
            .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(3)).memoryBytes(64L << 20).build())
            .hostFunction(new HostFunction("host_add", "adds", List.of(
                    HostParameter.required("a", ValueType.INT, "a"), HostParameter.required("b", ValueType.INT, "b")),
                    args -> (Long) args.get("a") + (Long) args.get("b")))
            .hostFunction(new HostFunction("host_fail", "fails", List.of(), args -> {
                throw new IllegalStateException("backend down");
            }))
            .build();

    @AfterAll
    static void close() {
        EX.close();
    }

    private static ExecutionResult run(String code) {
        return EX.execute(ExecutionRequest.of(code));
    }

    static Stream<Arguments> escapes() {
        return Stream.of(
                Arguments.of("().__class__.__bases__[0].__subclasses__()", "AttributeError"),
                Arguments.of("object.__subclasses__()", "AttributeError"),
                Arguments.of("(lambda: 0).__globals__", "AttributeError"),
                Arguments.of("(lambda: 0).__code__", "AttributeError"),
                Arguments.of("(lambda: 0).__closure__", "AttributeError"),
                Arguments.of("(lambda: 0).__builtins__", "AttributeError"),
                Arguments.of("def g():\n    yield 1\ng().gi_frame", "AttributeError"),
                Arguments.of("def g():\n    yield 1\ng().gi_code", "AttributeError"),
                Arguments.of("try:\n    1/0\nexcept Exception as e:\n    e.__traceback__.tb_frame", "AttributeError"),
                Arguments.of("__builtins__", "NameError"),
                Arguments.of("__loader__", "NameError"),
                Arguments.of("globals()['__builtins__']", "KeyError"),
                Arguments.of("def f(): pass\n'{0.__globals__}'.format(f)", "AttributeError"),
                Arguments.of("'{0.__class__.__mro__[1].__subclasses__}'.format(1)", "AttributeError"),
                Arguments.of("'{0.__init__.__globals__}'.format(Exception())", "AttributeError"),
                Arguments.of("getattr(print, '__self' + '__')", "AttributeError"),
                Arguments.of("getattr(lambda: 0, ''.join(['__', 'glo', 'bals', '__']))", "AttributeError"),
                Arguments.of("type.__dict__['__subclasses__']", "KeyError"),
                Arguments.of("import os", "ModuleNotFoundError"),
                Arguments.of("import subprocess", "ModuleNotFoundError"),
                Arguments.of("import sys", "ModuleNotFoundError"),
                Arguments.of("__import__('os')", "ModuleNotFoundError"),
                Arguments.of("eval(\"__import__('subprocess')\")", "ModuleNotFoundError"),
                Arguments.of("exec('import ctypes')", "ModuleNotFoundError"),
                Arguments.of("open('/etc/passwd')", "PermissionError"),
                Arguments.of("open('../../etc/passwd')", "PermissionError"),
                Arguments.of("open('missing.txt')", "FileNotFoundError"),
                Arguments.of("compile('1', '', 'eval').co_consts", "AttributeError"),
                Arguments.of("int.x = 1", "TypeError"),
                Arguments.of("list.append = len", "TypeError"),
                Arguments.of("object.__setattr__(int, 'x', 1)", "AttributeError"),
                Arguments.of("try:\n    None.x\nexcept AttributeError as e:\n    e.obj", "AttributeError"),
                Arguments.of("class M(type):\n    pass\nM.__subclasses__(M)", "AttributeError"),
                Arguments.of("X = type('X', (), {})\nX.__subclasses__()", "AttributeError"),
                Arguments.of("super(int, 1).__subclasses__()", "AttributeError"),
                Arguments.of("breakpoint()", "RuntimeError"),
                Arguments.of("help(len)", "RuntimeError"),
                Arguments.of("(1).__class__.__class__.__base__.__subclasses__()", "AttributeError"),
                Arguments.of("import math\nmath.__loader__", "AttributeError"),
                Arguments.of("import math\nmath.sqrt.__self__", "AttributeError"),
                Arguments.of("[].append.__self__.__class__.__subclasses__()", "AttributeError"),
                Arguments.of("vars(len)", "TypeError"),
                Arguments.of("def d(f):\n    return f.__code__\n@d\ndef g(): pass", "AttributeError"),
                Arguments.of("class A:\n    def __del__(self):\n        pass\nA().__del__.__func__.__globals__",
                        "AttributeError"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("escapes")
    void should_raise_a_guest_error_when_code_reaches_for_interpreter_internals(String code, String type) {
        ExecutionResult r = run(code);
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error().orElseThrow().type()).isEqualTo(type);
    }

    static Stream<Arguments> budgets() {
        return Stream.of(
                Arguments.of("'a' * 10**10", Limit.MEMORY),
                Arguments.of("[0] * 10**9", Limit.MEMORY),
                Arguments.of("10**10**8", Limit.MEMORY),
                Arguments.of("1 << 10**9", Limit.MEMORY),
                Arguments.of("s = 'ab'\nwhile True:\n    s += s", Limit.MEMORY),
                Arguments.of("l = [0]\nwhile True:\n    l = l + l", Limit.MEMORY),
                Arguments.of("l = [0]\nwhile True:\n    l.extend(l)", Limit.MEMORY),
                Arguments.of("x = 2\nwhile True:\n    x = x * x", Limit.MEMORY),
                Arguments.of("sum(range(10**15))", Limit.STEPS),
                Arguments.of("sorted(range(10**9))", Limit.MEMORY),
                Arguments.of("while True:\n    try:\n        while True:\n            pass\n"
                        + "    except BaseException:\n        pass", Limit.TIME),
                Arguments.of("try:\n    while True:\n        pass\nfinally:\n    while True:\n        pass", Limit.TIME),
                Arguments.of("class C:\n    def __exit__(self, *a):\n        return True\n    def __enter__(self):\n"
                        + "        return self\nwhile True:\n    with C():\n        while True:\n            pass",
                        Limit.TIME),
                Arguments.of("def g():\n    while True:\n        yield 1\nsum(g())", Limit.TIME),
                Arguments.of("for i in range(10**6):\n    host_add(i, 1)", Limit.HOST_CALLS));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("budgets")
    void should_stop_code_with_the_budget_outcome_when_a_limit_is_hit(String code, Limit limit) {
        long start = System.nanoTime();
        ExecutionResult r = run(code);
        assertThat(r.limitExceeded()).as(r.outcome() + " " + r.message() + r.error()).contains(limit);
        assertThat(r.outcome()).isEqualTo(limit == Limit.TIME ? Outcome.TIMEOUT : Outcome.LIMIT_EXCEEDED);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(8));
    }

    @Test
    void should_raise_recursion_error_when_guest_recursion_is_unbounded() {
        ExecutionResult r = run("def f(n):\n    return f(n + 1)\nf(0)");
        assertThat(r.error().orElseThrow().summary()).isEqualTo("RecursionError: maximum recursion depth exceeded");
    }

    @Test
    void should_raise_recursion_error_when_native_code_recurses_through_guest_code() {
        assertThat(run("def k(x):\n    return sorted([1, 2], key=k)\nk(0)").error().orElseThrow().type())
                .isEqualTo("RecursionError");
        assertThat(run("a = []\nfor i in range(100000):\n    a = [a]\nrepr(a)").error().orElseThrow().type())
                .isEqualTo("RecursionError");
        assertThat(run("class R:\n    def __repr__(self):\n        return repr(self)\nrepr(R())").error()
                .orElseThrow().type()).isEqualTo("RecursionError");
    }

    @Test
    void should_refuse_huge_int_to_str_conversion_like_cpython() {
        ExecutionResult r = run("x = 10 ** 5000\nstr(x)");
        assertThat(r.error().orElseThrow().message()).startsWith("Exceeds the limit (4300 digits)");
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
    void should_never_run_finalisers_when_objects_die() {
        ExecutionResult r = run("class A:\n    def __del__(self):\n        print('finaliser ran')\na = A()\ndel a\n"
                + "print('done')");
        assertThat(r.stdout()).isEqualTo("done\n");
    }

    @Test
    void should_give_each_execution_its_own_module_objects() {
        assertThat(run("import math\nmath.pi = 3\nmath.sqrt = len\nprint(math.pi)").stdout()).isEqualTo("3\n");
        assertThat(run("import math\nprint(math.pi, math.sqrt(4))").stdout()).isEqualTo("3.141592653589793 2.0\n");
        try (Session s = EX.openSession()) {
            s.execute(ExecutionRequest.of("import math\nmath.pi = 0"));
            assertThat(run("import math\nprint(math.pi)").stdout()).isEqualTo("3.141592653589793\n");
        }
        assertThat(run("import re\nre.I = 0\nre.findall = len\ndel re.sub").isSuccess()).isTrue();
        assertThat(run("import re\nprint(int(re.I), re.findall('a', 'aa'), re.sub('a', 'b', 'a'))").stdout())
                .isEqualTo("2 ['a', 'a'] b\n");
    }

    @Test
    void should_convert_host_values_as_data_and_count_host_calls() {
        ExecutionResult r = run("print(host_add(2, 3), host_add(a=1, b=2))\ntry:\n    host_fail()\n"
                + "except RuntimeError as e:\n    print('host error:', e)\ntry:\n    host_add('x', 1)\n"
                + "except TypeError as e:\n    print(e)");
        assertThat(r.stdout()).isEqualTo("5 3\nhost error: host_fail() failed: backend down\n"
                + "host_add() argument 'a' must be int, not str\n");
        assertThat(r.usage().hostCalls()).isEqualTo(4);
    }

    @Test
    void should_keep_the_step_counter_out_of_guest_reach() {
        ExecutionResult r = run("print(sorted(k for k in globals() if not k.startswith('__')))\nprint(dir())");
        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("[]\n['__doc__', '__name__']\n");
    }
}
