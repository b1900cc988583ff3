package io.agentcage.interpreter.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.interpreter.InterpreterExecutor;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Programs that churn (allocate and drop in a loop, many times their limit in total, never holding more than a part
 * of it) succeed under a small memory limit: the charges count garbage, so the limit must not fire on them
 * (issue 23). Each program also prints a checksum, so a program cut short cannot pass. The last case holds most of
 * its limit while it churns, where a limit that failed on the charged total alone would stop it.
 */
class MemoryChurnTest {
    private static final long LIMIT = 16L << 20;
    private static InterpreterExecutor executor;

    @BeforeAll
    static void start() {
        executor = InterpreterExecutor.builder().limits(ExecutionLimits.builder().memoryBytes(LIMIT)
                .timeout(Duration.ofMinutes(5)).build()).build();
    }

    @AfterAll
    static void stop() {
        executor.close();
    }

    static Stream<Arguments> churners() {
        return Stream.of(
                Arguments.of("list of lists rebuilt", "t = 0\nfor r in range(40):\n"
                        + "    x = [[i] for i in range(50_000)]\n    t += len(x)\nprint(t)", "2000000"),
                Arguments.of("big string rebuilt", "t = 0\nfor r in range(300):\n    s = 'x' * 1_000_000\n"
                        + "    t += len(s)\nprint(t)", "300000000"),
                Arguments.of("dict filled and cleared", "d = {}\nt = 0\nfor r in range(20):\n"
                        + "    for i in range(20_000):\n        d[i] = str(i)\n    t += len(d)\n    d.clear()\nprint(t)",
                        "400000"),
                Arguments.of("sliding window of lists", "from collections import deque\nq = deque()\nt = 0\n"
                        + "for i in range(200_000):\n    q.append([i, i])\n    if len(q) > 1000:\n"
                        + "        t += q.popleft()[0]\nprint(t)", String.valueOf(sum(0, 198_999))),
                Arguments.of("frames returning garbage", "def f(n):\n    return [n] * 1000\nt = 0\n"
                        + "for i in range(30_000):\n    t += len(f(i))\nprint(t)", "30000000"),
                Arguments.of("generators and temporaries", "t = 0\nfor r in range(1_000):\n"
                        + "    t += sum(x for x in range(1000)) + len([str(x) for x in range(100)])\nprint(t)",
                        String.valueOf(1_000L * (499_500 + 100))),
                Arguments.of("string built and dropped", "t = 0\nfor r in range(30):\n    s = ''\n"
                        + "    for j in range(20_000):\n        s += 'ab'\n    t += len(s)\nprint(t)", "1200000"),
                Arguments.of("instances made and dropped", "class P:\n    def __init__(self, v):\n"
                        + "        self.v = v\nt = 0\nfor r in range(30):\n    ps = [P(i) for i in range(20_000)]\n"
                        + "    t += ps[-1].v\nprint(t)", String.valueOf(30L * 19_999)),
                // the churners below keep their data in the main namespace, where the proven set of ADR 0038
                // counts it: each drops references in a way the write barrier must take off that lower bound
                // (a missed one leaves it growing with every store, and the program is stopped with a false MEMORY)
                Arguments.of("list slots overwritten in place", "x = [None] * 1000\nfor r in range(2_000):\n"
                        + "    for i in range(1000):\n        x[i] = str(r * 1000 + i)\nprint(len(x), x[-1])",
                        "1000 1999999"),
                Arguments.of("nested lists overwritten in place", "x = [[0] * 100 for _ in range(10)]\n"
                        + "for r in range(2_000):\n    for i in range(10):\n        row = x[i]\n"
                        + "        for j in range(100):\n            row[j] = r * 0.5 + j\nprint(x[9][99])",
                        "1098.5"),
                Arguments.of("pop and append", "q = [str(i) for i in range(1000)]\nt = 0\n"
                        + "for i in range(2_000_000):\n    t += len(q.pop())\n    q.append(str(i))\nprint(t, len(q))",
                        "12888886 1000"),
                Arguments.of("dict values replaced", "d = {}\nfor i in range(2_000_000):\n"
                        + "    d[i % 1000] = str(i)\nprint(len(d), d[999])", "1000 1999999"),
                Arguments.of("dict keys replaced", "d = {}\nfor i in range(1_000_000):\n    d[str(i)] = [i]\n"
                        + "    if len(d) > 1000:\n        del d[str(i - 1000)]\nprint(len(d))", "1000"),
                Arguments.of("slices assigned and deleted", "y = list(range(1000))\nfor r in range(20_000):\n"
                        + "    y[100:200] = [str(r)] * 100\n    del y[:50]\n    y.extend(str(r + k) for k in range(50))\n"
                        + "print(len(y))", "1000"),
                Arguments.of("list filled and cleared", "z = []\nt = 0\nfor r in range(200):\n"
                        + "    z.extend([str(i) for i in range(10_000)])\n    t += len(z)\n    z.clear()\nprint(t)",
                        "2000000"),
                Arguments.of("module global rebound to new strings", "t = 0\nfor r in range(2_000_000):\n"
                        + "    s = str(r)\n    t += len(s)\nprint(t)", "12888890"));
    }

    private static long sum(long from, long toInclusive) {
        return (from + toInclusive) * (toInclusive - from + 1) / 2;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("churners")
    void should_succeed_when_a_program_churns_many_times_its_limit(String name, String code, String expected) {
        ExecutionResult r = executor.execute(ExecutionRequest.of(code));
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout().strip()).isEqualTo(expected);
    }

    @Test
    void should_succeed_when_a_program_churns_while_it_holds_most_of_its_limit() {
        // about 10 MiB kept (93 bytes per one-item list by the model) out of 16, then 40 times 1 MiB of garbage
        ExecutionResult r = executor.execute(ExecutionRequest.of("keep = [[i] for i in range(110_000)]\nt = 0\n"
                + "for r in range(40):\n    x = [str(i) for i in range(10_000)]\n    t += len(x)\n"
                + "print(len(keep), t)"));
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout().strip()).isEqualTo("110000 400000");
        assertThat(r.usage().peakMemoryBytes()).isLessThanOrEqualTo(LIMIT);
    }

    @Test
    void should_stop_with_the_memory_limit_when_the_same_program_keeps_what_it_churned() {
        ExecutionResult r = executor.execute(ExecutionRequest.of("keep = [[i] for i in range(110_000)]\nall = []\n"
                + "for r in range(40):\n    x = [str(i) for i in range(10_000)]\n    all.append(x)\nprint(len(all))"));
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.MEMORY);
    }
}
