package io.agentcage.interpreter.internal.vm;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.interpreter.InterpreterFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The compiled tier (ADR 0063) gives the interpreter's results: output, tracebacks with the guest's lines, the
 * recursion limit at the same depth, the step budget stopping loops and recursions. The same assertions hold with the
 * tier off (the default build) and forced on for every function (the {@code tier} test execution).
 */
class TierTest {
    @RegisterExtension
    static final InterpreterFixture EX = new InterpreterFixture();
    /** The steps the interpreter alone charges for the module loop of the steps test (measured with the tier off). */
    private static final long STEPS_MODULE_LOOP = 15_000;

    @Test
    void should_print_what_the_interpreter_prints_when_functions_loop_and_call() {
        long before = Tier.compiled();
        ExecutionResult r = EX.run("""
                class P:
                    def __init__(self, x, y):
                        self.x = x
                        self.y = y
                    def norm(self):
                        return self.x * self.x + self.y * self.y
                def total(n):
                    s = 0
                    f = 0.5
                    ps = []
                    for i in range(n):
                        p = P(i, i + 1)
                        ps.append(p)
                        s += p.norm() % 7
                        f = f * 1.5 - i
                        if s > 100 and i % 3 == 0:
                            s -= 50
                        elif not s:
                            s = -1
                    a, b = divmod(s, 3)
                    d = {"a": a, "b": b}
                    d["c"] = [x for x in (a, b)]
                    return s, f, d, len(ps), ps[-1].x, f"{s}:{a}"
                def kw(a, b=2, *, c=3):
                    return a + b * c
                print(total(50))
                print(kw(1, c=5), kw(1), sorted([3, 1, 2], key=lambda v: -v))
                """);
        assertThat(r.stdout()).isEqualTo("(97, -2231675146.749174, {'a': 32, 'b': 1, 'c': [32, 1]}, 50, 49,"
                + " '97:32')\n11 7 [3, 2, 1]\n");
        if (Tier.ALWAYS) {
            // total, __init__, norm, kw, the lambda (the comprehension's code may have been compiled before)
            assertThat(Tier.compiled()).as("functions compiled").isGreaterThanOrEqualTo(before + 5);
        } else if (!Tier.ON) {
            assertThat(Tier.compiled()).as("functions compiled").isEqualTo(before);
        }
    }

    @Test
    void should_give_the_interpreters_traceback_when_a_compiled_function_raises() {
        ExecutionResult r = EX.run("""
                def inner(d, k):
                    x = 1
                    return d[k] + x
                def middle(d):
                    total = 0
                    for k in ["a", "b"]:
                        total += inner(d, k)
                    return total
                def outer():
                    try:
                        middle({"a": 1})
                    except KeyError as e:
                        print("caught", e)
                    middle({"a": 1})
                outer()
                """);
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.stdout()).isEqualTo("caught 'b'\n");
        assertThat(r.error().orElseThrow().formatted()).isEqualTo("""
                Traceback (most recent call last):
                  File "<string>", line 15, in <module>
                    outer()
                  File "<string>", line 14, in outer
                    middle({"a": 1})
                  File "<string>", line 7, in middle
                    total += inner(d, k)
                             ^^^^^^^^^^^
                  File "<string>", line 3, in inner
                    return d[k] + x
                           ~^^^
                KeyError: 'b'
                """);
    }

    @Test
    void should_reach_the_recursion_limit_at_the_interpreters_depth_when_functions_recurse() {
        String code = """
                def down(n):
                    if n == 0:
                        return 0
                    return 1 + down(n - 1)
                print(down(%d))
                """;
        ExecutionResult ok = EX.run(code.formatted(990));
        assertThat(ok.stdout()).isEqualTo("990\n");
        ExecutionResult deep = EX.run(code.formatted(1_100));
        assertThat(deep.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(deep.error().orElseThrow().formatted()).contains("[Previous line repeated 996 more times]")
                .endsWith("RecursionError: maximum recursion depth exceeded\n");
    }

    @Test
    void should_stop_at_the_step_limit_when_a_function_loops_forever() {
        ExecutionResult r = EX.runWithSteps("""
                def spin():
                    while True:
                        pass
                spin()
                """, 200_000);
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.STEPS);
    }

    @Test
    void should_stop_at_the_step_limit_when_functions_recurse_without_loops() {
        ExecutionResult r = EX.runWithSteps("""
                def fib(n):
                    return n if n < 2 else fib(n - 1) + fib(n - 2)
                fib(40)
                """, 500_000);
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.STEPS);
    }

    @Test
    void should_charge_the_interpreters_steps_within_a_tick_when_compiled() {
        String code = """
                def work(n):
                    s = 0
                    for i in range(n):
                        s += i
                    return s
                for _ in range(3):
                    work(1000)
                """;
        // what the interpreter charges for this program (work units / WORK_PER_STEP); one tick is 1,024 units
        long interpreted = 751;
        ExecutionResult r = EX.run(code);
        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.usage().steps()).isBetween(interpreted - 32, interpreted + 32);
    }

    @Test
    void should_finish_the_call_compiled_when_a_loop_gets_hot_in_a_function_called_once() {
        long before = Tier.compiled();
        long entered = Tier.osrRuns();
        ExecutionResult r = EX.run("""
                def main():
                    total = 0
                    seen = {}
                    for i in range(30000):
                        k = i % 11
                        seen[k] = seen.get(k, 0) + 1
                        if i % 7 == 0:
                            try:
                                if i % 2:
                                    raise ValueError(i)
                            except ValueError as e:
                                total -= e.args[0]
                        total += k * 2
                    total = abs(total)
                    while total > 10:
                        total //= 3
                    return total, sorted(seen.items())[:3]
                print(main())
                """);
        assertThat(r.stdout()).isEqualTo("(6, [(0, 2728), (1, 2728), (2, 2728)])\n");
        if (Tier.ON && !Tier.ALWAYS) {
            assertThat(Tier.compiled()).as("functions compiled").isGreaterThan(before);
            assertThat(Tier.osrRuns()).as("calls continued compiled from a hot loop").isGreaterThan(entered);
        }
    }

    @Test
    void should_give_the_interpreters_traceback_when_a_hot_loop_raises_after_many_iterations() {
        ExecutionResult r = EX.run("""
                def pick(xs, i):
                    return xs[i]
                def main():
                    xs = list(range(5000))
                    s = 0
                    for i in range(6000):
                        s += pick(xs, i)
                    return s
                main()
                """);
        assertThat(r.error().orElseThrow().formatted()).isEqualTo("""
                Traceback (most recent call last):
                  File "<string>", line 9, in <module>
                    main()
                  File "<string>", line 7, in main
                    s += pick(xs, i)
                         ^^^^^^^^^^^
                  File "<string>", line 2, in pick
                    return xs[i]
                           ~~^^^
                IndexError: list index out of range
                """);
    }

    @Test
    void should_unload_compiled_classes_when_their_programs_are_gone() {
        java.lang.management.ClassLoadingMXBean classes = java.lang.management.ManagementFactory.getClassLoadingMXBean();
        long unloadedBefore = classes.getUnloadedClassCount();
        for (int i = 0; i < 1_500; i++) {
            // a program of its own each time, whose function has a shape of its own (its instructions): a new class
            // when the tier is on
            StringBuilder e = new StringBuilder("x");
            for (int bit = 0; bit < 11; bit++) {
                e.insert(0, "(").append((i >> bit & 1) != 0 ? " + 0)" : " * 1)");
            }
            ExecutionResult r = EX.run("def f(x):\n    return %s\nprint(f(%d))\n".formatted(e, i));
            assertThat(r.stdout()).isEqualTo(i + "\n");
        }
        if (!Tier.ALWAYS) {
            return;
        }
        // the compile cache keeps 512 programs and the tier 1,024 shapes: the other classes are unreachable and a
        // full GC unloads them
        for (int k = 0; k < 5 && classes.getUnloadedClassCount() - unloadedBefore < 400; k++) {
            System.gc();
        }
        assertThat(classes.getUnloadedClassCount() - unloadedBefore).as("classes unloaded").isGreaterThanOrEqualTo(400);
    }

    @Test
    void should_share_one_class_when_functions_differ_only_in_names_and_constants() {
        long before = Tier.compiled();
        long classesBefore = Tier.classes();
        ExecutionResult r = EX.run("""
                def area_a(w, h):
                    return w * h + 1
                def area_b(width, height):
                    return width * height + 2
                print(area_a(2, 3), area_b(4, 5))
                """);
        assertThat(r.stdout()).isEqualTo("7 22\n");
        if (Tier.ALWAYS) {
            assertThat(Tier.compiled() - before).as("codes compiled").isEqualTo(2);
            assertThat(Tier.classes() - classesBefore).as("classes made").isLessThanOrEqualTo(1);
        }
    }

    @Test
    void should_run_a_hot_module_level_loop_compiled_when_the_program_loops_at_top_level() {
        long entered = Tier.osrRuns();
        ExecutionResult r = EX.run("""
                import math
                total = 0
                roots = []
                for i in range(60000):
                    total += i * i % 7
                    if i % 5000 == 0:
                        roots.append(round(math.sqrt(i), 3))
                counts = {}
                for w in ["a", "b", "c"] * 10000:
                    counts[w] = counts.get(w, 0) + 1
                print(total, roots[-1], counts)
                """);
        assertThat(r.stdout()).isEqualTo("119999 234.521 {'a': 10000, 'b': 10000, 'c': 10000}\n");
        if (Tier.ON) {
            assertThat(Tier.osrRuns()).as("module loops continued compiled").isGreaterThan(entered);
        }
    }

    @Test
    void should_stop_at_the_step_limit_when_a_module_level_loop_runs_forever() {
        long entered = Tier.osrRuns();
        ExecutionResult r = EX.runWithSteps("""
                i = 0
                while True:
                    i += 1
                """, 200_000);
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.STEPS);
        if (Tier.ON) {
            assertThat(Tier.osrRuns()).as("the loop ran compiled").isGreaterThan(entered);
        }
    }

    @Test
    void should_charge_the_interpreters_steps_within_a_tick_when_a_module_loop_runs_compiled() {
        ExecutionResult r = EX.run("""
                s = 0
                for i in range(40000):
                    s += i
                    if s < 0:
                        del s
                """);
        // what the interpreter alone charges for this program (tier off); one tick is 1,024 units
        long interpreted = STEPS_MODULE_LOOP;
        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.usage().steps()).isBetween(interpreted - 32, interpreted + 32);
    }

    @Test
    void should_give_the_interpreters_traceback_when_a_compiled_module_loop_raises() {
        ExecutionResult r = EX.run("""
                xs = list(range(5000))
                s = 0
                for i in range(6000):
                    s += xs[i]
                """);
        assertThat(r.error().orElseThrow().formatted()).isEqualTo("""
                Traceback (most recent call last):
                  File "<string>", line 4, in <module>
                    s += xs[i]
                         ~~^^^
                IndexError: list index out of range
                """);
    }

    @Test
    void should_compile_a_function_whole_when_it_has_instructions_the_tier_leaves_to_the_loop() {
        long before = Tier.compiled();
        long refused = Tier.refused();
        ExecutionResult r = EX.run("""
                def g(*args, **kw):
                    return len(args) + len(kw)
                def rare(n, *rest, **kw):
                    out = []
                    for i in range(n):
                        d = {"k": i}
                        del d["k"]
                        out.append(g(*rest, **kw))
                        match i % 3:
                            case 0:
                                out.append("zero")
                            case _:
                                pass
                    try:
                        raise ValueError("again")
                    except ValueError:
                        try:
                            raise
                        except ValueError as e:
                            out.append(str(e))
                    return len(out), out[-3:]
                for k in range(3):
                    print(rare(7 + k, 1, 2, x=3))
                """);
        assertThat(r.stdout()).isEqualTo("(11, [3, 'zero', 'again'])\n(12, ['zero', 3, 'again'])\n"
                + "(13, [3, 3, 'again'])\n");
        if (Tier.ALWAYS) {
            // g and rare: the del, the call with * and **, the match and the bare raise no longer keep them out
            assertThat(Tier.compiled() - before).as("functions compiled").isGreaterThanOrEqualTo(2);
            assertThat(Tier.refused()).as("functions refused").isEqualTo(refused);
        }
    }
}
