package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Coroutines beyond what the differential corpus compares (stdout and the error line): CPython's warnings on stderr,
 * syntax errors with their lines, and budgets that hold inside coroutines and async generators. Expected texts are
 * CPython 3.11's for the same programs run with {@code python3 -c}.
 */
class AsyncAwaitTest {
    @RegisterExtension
    static final InterpreterFixture EX = new InterpreterFixture(b -> b
            .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(60)).memoryBytes(32L << 20).build()));

    private static ExecutionResult run(String code) {
        return EX.execute(ExecutionRequest.of(code));
    }

    @Test
    void should_warn_at_the_line_when_an_expression_statement_drops_a_coroutine() {
        ExecutionResult r = run("async def f():\n    return 1\nfor i in range(3):\n    f()\nprint('done')\n");
        assertThat(r.stdout()).isEqualTo("done\n");
        assertThat(r.stderr()).isEqualTo("<string>:4: RuntimeWarning: coroutine 'f' was never awaited\n"
                + "RuntimeWarning: Enable tracemalloc to get the object allocation traceback\n");
    }

    @Test
    void should_warn_at_exit_when_a_coroutine_never_ran() {
        ExecutionResult r = run("async def f():\n    return 1\nx = f()\ny = f()\nprint('done')\n");
        assertThat(r.stderr()).isEqualTo("sys:1: RuntimeWarning: coroutine 'f' was never awaited\n");
    }

    @Test
    void should_not_warn_when_every_coroutine_ran_or_was_closed() {
        ExecutionResult r = run("async def f():\n    return 1\nc = f()\ntry:\n    c.send(None)\n"
                + "except StopIteration as e:\n    print(e.value)\nf().close()\n");
        assertThat(r.stdout()).isEqualTo("1\n");
        assertThat(r.stderr()).isEmpty();
    }

    @Test
    void should_warn_at_the_last_line_when_the_program_ends_with_an_unawaited_call() {
        ExecutionResult r = run("async def main():\n    print('never')\nmain()\n");
        assertThat(r.stdout()).isEmpty();
        assertThat(r.stderr()).startsWith("<string>:3: RuntimeWarning: coroutine 'main' was never awaited\n");
    }

    @Test
    void should_report_cpythons_syntax_error_when_await_is_outside_an_async_function() {
        ExecutionResult r = run("x = 1\ndef f():\n    y = await g()\n");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error().orElseThrow().summary()).isEqualTo("SyntaxError: 'await' outside async function");
        assertThat(r.error().orElseThrow().line()).isEqualTo(3);
        assertThat(run("await x\n").error().orElseThrow().summary())
                .isEqualTo("SyntaxError: 'await' outside function");
        assertThat(run("x = [await y for y in z]\n").error().orElseThrow().summary())
                .isEqualTo("SyntaxError: asynchronous comprehension outside of an asynchronous function");
        assertThat(run("async def f():\n    yield 1\n    return 2\n").error().orElseThrow().summary())
                .isEqualTo("SyntaxError: 'return' with value in async generator");
    }

    @Test
    void should_time_out_when_a_coroutine_loops_forever() {
        ExecutionResult r = EX.execute(ExecutionRequest.builder(
                "async def spin():\n    while True:\n        await tick()\nasync def tick():\n    pass\n"
                        + "spin().send(None)\n").timeout(Duration.ofMillis(300)).build());
        assertThat(r.outcome()).isEqualTo(Outcome.TIMEOUT);
    }

    @Test
    void should_stop_at_the_step_limit_when_an_async_generator_runs_on() {
        ExecutionResult r = EX.execute(ExecutionRequest.builder(
                "async def count():\n    i = 0\n    while True:\n        yield i\n        i += 1\n"
                        + "async def main():\n    async for i in count():\n        pass\nmain().send(None)\n")
                .limits(ExecutionLimits.requestBuilder().maxSteps(100_000).build()).build());
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.STEPS);
    }

    @Test
    void should_count_suspended_coroutine_frames_against_the_memory_limit() {
        ExecutionResult r = run("class Never:\n    def __await__(self):\n        yield self\n"
                + "async def hold(n):\n    data = [0] * n\n    await Never()\n"
                + "held = []\nwhile True:\n    c = hold(1000)\n    c.send(None)\n    held.append(c)\n");
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.MEMORY);
    }

    @Test
    void should_not_leak_the_exception_a_suspended_coroutine_handles_into_its_caller() {
        ExecutionResult r = run("class Yield:\n    def __await__(self):\n        yield\n"
                + "async def handler():\n    try:\n        raise KeyError('inside')\n    except KeyError:\n"
                + "        await Yield()\n        raise\n"
                + "c = handler()\nc.send(None)\ntry:\n    raise ValueError('outside')\nexcept ValueError as e:\n"
                + "    print(repr(e.__context__))\ntry:\n    c.send(None)\nexcept KeyError as e:\n    print(repr(e))\n");
        assertThat(r.stdout()).isEqualTo("None\nKeyError('inside')\n");
    }
}
