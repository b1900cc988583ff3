package io.agentcage.interpreter.internal.object;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.agentcage.Limit;
import io.agentcage.interpreter.internal.run.Runner;
import io.agentcage.interpreter.internal.stdlib.ModuleRegistry;
import io.agentcage.interpreter.internal.stdlib.Universe;
import io.agentcage.interpreter.internal.vm.MemoryGauge;
import io.agentcage.interpreter.internal.vm.Vm;
import io.agentcage.interpreter.internal.vm.VmMachine;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * The proven set of ADR 0038 stays a lower bound after every kind of write a program can make to the containers it
 * holds in its main namespace: after a walk proves the namespace, each statement below runs, and the proven figure
 * the write barrier kept must not exceed what a new walk proves from the same namespace (a missed barrier on a
 * removal leaves it too high: a false {@code MEMORY} for a program that churns near its limit). Writes that only add
 * must keep the proof, and keep it exact, or the limit would still walk to stop a program that fills it.
 */
class ProvenBoundTest {
    private static final String SETUP = "import heapq, random, collections\n"
            + "x = [[i] for i in range(2000)]\n"
            + "y = list(range(1000, 3000))\n"
            + "d = {i: str(i) for i in range(2000)}\n"
            + "e = {'k%d' % i: [i] for i in range(500)}\n"
            + "t = [(i, str(i)) for i in range(500)]\n"
            + "n = 12345678901234567890\n"
            + "f = [i * 0.5 for i in range(500)]\n"
            + "class P:\n    def __init__(self, v):\n        self.v = v\n"
            + "ps = [P([i]) for i in range(500)]\nq = P('q')\nq.w = (1, 'w')\n";

    private static Interp execution(long limit) {
        Universe.init();
        return new Interp(100_000_000, System.nanoTime() + 120_000_000_000L, limit, 1 << 16, 100, "",
                new Services(ModuleRegistry.defaults(), null, Map.of(), 0), VmMachine.INSTANCE);
    }

    /** Writes that drop or overwrite references (each would leave the bound too high if its barrier were missed). */
    static Stream<String> removals() {
        return Stream.of("x[5] = None", "x[5] = 7", "y[3] = 1", "y[3] = 'abc'", "x.pop()", "x.pop(0)", "y.pop(7)",
                "del x[3]", "del y[3]", "x.remove(x[0])", "y.remove(1500)", "x.clear()", "y.clear()",
                "del x[10:20]", "del y[::3]", "x[10:20] = []", "y[10:20] = [1]", "y[::2] = [0] * len(y[::2])",
                "x[:] = []", "x *= 0", "y *= 0", "x.sort(key=lambda v: -v[0])", "y.sort()", "x.reverse()",
                "heapq.heappop(y)", "heapq.heapreplace(y, 5)", "heapq.heappushpop(y, 5000)", "heapq.heapify(y)",
                "random.shuffle(x)", "x = None", "del x", "y = 0", "n = 1", "f = f[:10]", "f[0] = 2.5",
                "d[5] = 'new'", "d[5] = [1]", "d.pop(5)", "del d[5]", "d.popitem()", "d.clear()",
                "d.update({1: 'a', 2: 'b'})", "d.update({1: [1]})", "d |= {3: 'c'}", "d.setdefault(4, 'z')",
                "e['k1'] = 0", "e.pop('k2')", "e.clear()", "t[0] = t[1]", "t.pop()", "del t[:]",
                "for i in range(10):\n    y.append(y.pop(0))", "for i in range(10):\n    x[i] = [i]",
                "for k in list(d)[:50]:\n    d[k] = d[k] + 'x'", "for k in list(e)[:50]:\n    del e[k]",
                "globals()['x'] = 0", "globals().pop('y')", "vars()['d'] = 0", "exec('x = 1')",
                "z = x\nx = []\nz.clear()", "x[0].append(1)\nx[0].clear()", "x[1][0] = None",
                "ps[0].v = None", "ps[0].v = 5", "q.v = 'other'", "q.w = None", "del ps[0].v", "del q.w",
                "vars(ps[2]).clear()", "ps[3].__dict__['v'] = 0", "setattr(ps[4], 'v', 'x')",
                "for p in ps[:100]:\n    p.v = p.v[0]", "ps[5].x = [1]\nps[5].x = 2", "q.__dict__.pop('v')",
                "ps.clear()", "ps = None", "del q", "for p in ps:\n    p.u = 'u'", "ps[6].__class__ = type('Q', (), {})");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("removals")
    void should_keep_a_lower_bound_when_a_program_drops_references(String statement) {
        long[] figures = provenAround(statement);
        assertThat(figures[0]).as("proof before").isPositive();
        if (figures[1] >= 0) {
            assertThat(figures[1]).as("proven after " + statement).isLessThanOrEqualTo(figures[2]);
        }
    }

    /** Writes that only add: the proof stays valid and equal to a new walk's. */
    static Stream<String> additions() {
        return Stream.of("x.append([1, 2])", "y.append(10 ** 30)", "y.extend(range(5000, 6000))",
                "y.extend([7] * 100)", "x.extend([[i] for i in range(100)])", "x.insert(0, (1, 'a'))",
                "y += [1.5, 2.5]", "d[10 ** 6] = 'new key'", "e['new'] = {'a': [1, (2, 'x')]}",
                "heapq.heappush(y, 3)", "w = [str(i) for i in range(100)]", "x.append(x)",
                "d.update({-1: 'a', -2: 'b'})", "d.setdefault(-5, 'z')", "x[0] = x[0]",
                "ps.append(P(7))", "ps[0].w = [1, 2]", "q.z = {'a': (1, 2.5)}",
                "q.v = q.v");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("additions")
    void should_keep_the_proof_exact_when_a_program_only_adds(String statement) {
        long[] figures = provenAround(statement);
        assertThat(figures[0]).as("proof before").isPositive();
        assertThat(figures[1]).as("proven after " + statement).isEqualTo(figures[2]);
    }

    /** The proven figure after the setup's walk, after the statement, and what a new walk proves. */
    private static long[] provenAround(String statement) {
        Interp in = execution(1L << 30);
        Interp before = in.enter();
        try {
            PyDict globals = Runner.newGlobals();
            in.memory().proofRoot(globals);
            Vm.execSource(in, SETUP, "<setup>", globals);
            MemoryGauge.retained(in, Long.MAX_VALUE);
            long proofBefore = in.memory().proven();
            Vm.execSource(in, statement + "\n", "<statement>", globals);
            long after = in.memory().proven();
            MemoryGauge.retained(in, Long.MAX_VALUE);
            return new long[] {proofBefore, after, in.memory().proven()};
        } finally {
            Interp.exit(before);
            in.releaseMemory();
        }
    }

    @Test
    void should_stop_on_the_store_that_crosses_the_limit_when_the_namespace_holds_instances() {
        Interp in = execution(64L << 20);
        Interp before = in.enter();
        try {
            PyDict globals = Runner.newGlobals();
            in.memory().proofRoot(globals);
            BudgetExceeded e = catchThrowableOfType(() -> Vm.execSource(in, "class P:\n    def __init__(self, v):\n"
                    + "        self.v = v\nx = []\nfor j in range(1000):\n"
                    + "    x.extend([P(i) for i in range(j * 1000, (j + 1) * 1000)])\n", "<fill>", globals),
                    BudgetExceeded.class);
            assertThat(e).isNotNull();
            assertThat(in.memory().stoppedOnProof()).as(e.getMessage()).isTrue();
            assertThat(MemoryGauge.retained(in, Long.MAX_VALUE)).isGreaterThan(64L << 20);
        } finally {
            Interp.exit(before);
            in.releaseMemory();
        }
    }

    @Test
    void should_stop_on_the_store_that_crosses_the_limit_when_the_namespace_holds_it() {
        Interp in = execution(64L << 20);
        Interp before = in.enter();
        try {
            PyDict globals = Runner.newGlobals();
            in.memory().proofRoot(globals);
            BudgetExceeded e = catchThrowableOfType(() -> Vm.execSource(in, "x = []\nfor j in range(1000):\n"
                    + "    x.extend([(i, str(i)) for i in range(1000)])\n", "<fill>", globals),
                    BudgetExceeded.class);
            assertThat(e).isNotNull();
            assertThat(e.limit()).isEqualTo(Limit.MEMORY);
            // stopped by the barrier (no walk of what the program holds after the crossing), and rightly: a walk
            // finds more than the limit
            assertThat(in.memory().stoppedOnProof()).as(e.getMessage()).isTrue();
            assertThat(MemoryGauge.retained(in, Long.MAX_VALUE)).isGreaterThan(64L << 20);
        } finally {
            Interp.exit(before);
            in.releaseMemory();
        }
    }
}
