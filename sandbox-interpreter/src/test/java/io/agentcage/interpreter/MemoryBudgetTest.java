package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The memory budget counts what the guest retains, whatever kind of object it piles up, and not the garbage it
 * makes on the way. A generous deadline keeps a loaded machine from ending the programs first.
 */
class MemoryBudgetTest {
    private static final long LIMIT = 16L << 20;
    @RegisterExtension
    static final InterpreterFixture EX = new InterpreterFixture(b -> b
            .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(60)).memoryBytes(LIMIT).build()));

    static Stream<String> hogs() {
        return Stream.of(
                "a = []\nwhile True:\n    a.append('x' * 1000)",
                "a = []\nwhile True:\n    a.append([0] * 10)",
                "d = {}\ni = 0\nwhile True:\n    d[i] = (i, str(i))\n    i += 1",
                "s = set()\ni = 0\nwhile True:\n    s.add(i * 7)\n    i += 1",
                "class P:\n    pass\nps = []\nwhile True:\n    p = P()\n    p.x = [1, 2]\n    ps.append(p)",
                "def g():\n    data = []\n    while True:\n        data.append('y' * 100)\n        yield len(data)\n"
                        + "for n in g():\n    pass",
                "def f(keep=[]):\n    keep.append(str(len(keep)) * 50)\nwhile True:\n    f()",
                "def outer():\n    cache = {}\n    def put(k):\n        cache[k] = [k] * 4\n    return put\n"
                        + "put = outer()\ni = 0\nwhile True:\n    put(i)\n    i += 1",
                "b = bytearray()\nwhile True:\n    b += b'x' * 1000",
                "m = memoryview(bytearray(1000))\nkeep = []\nwhile True:\n    keep.append(m[::2].tobytes())",
                "m = memoryview(bytes(400)).cast('I')\nkeep = []\nwhile True:\n    keep.append(m.tolist())",
                "x = 'ab'\nparts = []\nwhile True:\n    parts.append(x * 500)\n    x = parts[-1][:2]",
                "from collections import deque\nd = deque()\nwhile True:\n    d.appendleft([0] * 10)",
                "from collections import deque, Counter\nc = Counter(str(i) for i in range(10 ** 9))",
                "from collections import deque\nd = deque(range(10 ** 9))",
                "s = ''\nwhile True:\n    s += 'x' * 100",
                "s = 'y' * 2000\nparts = []\nwhile True:\n    s += 'z' * 50\n    parts.append(s)\n"
                        + "    if len(parts) % 1000 == 0:\n        parts[-2].upper()",
                "def grow():\n    out = ''\n    while True:\n        out = out + str(len(out))\ngrow()");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hogs")
    void should_stop_with_the_memory_limit_when_the_program_keeps_allocating(String code) {
        ExecutionResult r = EX.run(code);
        assertThat(r.limitExceeded()).as(r.outcome() + " " + r.message()).contains(Limit.MEMORY);
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.usage().peakMemoryBytes()).isBetween(LIMIT / 2, LIMIT + 1);
    }

    @Test
    void should_not_count_garbage_when_a_loop_makes_many_temporary_objects() {
        ExecutionResult r = EX.run("n = 0\nfor i in range(40000):\n    s = 'x' * 1000\n    n += len([s, s])\nprint(n)");
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("80000\n");
        assertThat(r.usage().peakMemoryBytes()).isPositive().isLessThan(LIMIT / 4);
    }

    @Test
    void should_report_about_the_retained_size_when_the_program_ends_normally() {
        ExecutionResult r = EX.run("keep = ['z' * 1000 for _ in range(8000)]\nprint(len(keep))");
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.usage().peakMemoryBytes()).isBetween(5_000_000L, 12_000_000L);
    }
}
