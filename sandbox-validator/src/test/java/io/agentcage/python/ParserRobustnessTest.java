package io.agentcage.python;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** No input may make the parser fail with anything but {@link PythonSyntaxError}, nor take superlinear time. */
class ParserRobustnessTest {

    private static final String SAMPLE = "def f(a, *b, **c):\n    x = [i ** 2 for i in range(10) if i % 3]\n"
            + "    return {k: v for k, v in zip(a, b)}, f'{x!r:>{w}}', b'\\x00', 1_0.5e3j\n"
            + "class C(B, metaclass=M):\n    @property\n    def g(self) -> int:\n        match self:\n"
            + "            case [1, *r] | {'k': _}: pass\n        try:\n            pass\n"
            + "        except* E as e:\n            raise X from e\n        lambda q=1: (yield q)\n";

    /** Parses and returns normally or with a PythonSyntaxError; anything else fails the test. */
    private static void parseQuietly(String src) {
        try {
            PythonParser.parse(src, "<fuzz>");
        } catch (PythonSyntaxError e) {
            assertThat(e.line()).isPositive();
            assertThat(e.column()).isPositive();
        }
    }

    @Test
    void should_only_throw_syntax_errors_when_fed_random_mutations() {
        Random rnd = new Random(20261122L);
        String alphabet = "()[]{}:;,.'\"\\\n\t #@=*-+fbru0x9_aé€\uD800\u0000\r";
        // A fixed number of mutations (not a time box): every run parses the same inputs, however loaded the machine.
        for (int run = 0; run < 5_000; run++) {
            StringBuilder b = new StringBuilder(SAMPLE);
            int edits = 1 + rnd.nextInt(6);
            for (int i = 0; i < edits; i++) {
                int at = rnd.nextInt(b.length() + 1);
                switch (rnd.nextInt(3)) {
                    case 0: b.insert(at, alphabet.charAt(rnd.nextInt(alphabet.length()))); break;
                    case 1: if (at < b.length()) { b.deleteCharAt(at); } break;
                    default: b.insert(at, b.substring(rnd.nextInt(b.length()), b.length()).substring(0, 0)
                            + SAMPLE.substring(rnd.nextInt(SAMPLE.length() - 10)).substring(0, 8));
                }
            }
            parseQuietly(b.toString());
        }
    }

    @Test
    void should_only_throw_syntax_errors_when_fed_random_bytes() {
        Random rnd = new Random(7L);
        for (int i = 0; i < 3000; i++) {
            byte[] bytes = new byte[rnd.nextInt(200)];
            rnd.nextBytes(bytes);
            try {
                PythonParser.parse(bytes, "<bytes>");
            } catch (PythonSyntaxError e) {
                assertThat(e.getMessage()).isNotBlank();
            }
        }
    }

    @Test
    void should_refuse_like_cpython_when_nesting_is_deep() {
        assertThatThrownBy(() -> PythonParser.parse("x = " + "(".repeat(201) + ")".repeat(201), "<s>"))
                .hasMessage("too many nested parentheses");
        assertThat(AstDump.dump(PythonParser.parse("x = " + "[".repeat(150) + "]".repeat(150), "<s>")))
                .startsWith("Module(body=[Assign(");
        assertThatThrownBy(() -> PythonParser.parse("-".repeat(100_000) + "x", "<s>"))
                .isInstanceOf(PythonSyntaxError.class);
        assertThatThrownBy(() -> PythonParser.parse("x = " + "lambda: ".repeat(5000) + "1", "<s>"))
                .isInstanceOf(PythonSyntaxError.class);
        StringBuilder ifs = new StringBuilder();
        for (int i = 0; i < 150; i++) {
            ifs.append(" ".repeat(i)).append("if x:\n");
        }
        assertThatThrownBy(() -> PythonParser.parse(ifs + " ".repeat(150) + "pass\n", "<s>"))
                .hasMessage("too many levels of indentation");
    }

    @Test
    void should_not_overflow_the_stack_when_run_on_a_small_thread_stack() throws Exception {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        String[] inputs = {"x = " + "(".repeat(199) + ")".repeat(199), "x = " + "not ".repeat(50_000) + "y",
                "x = " + "a if b else ".repeat(3000) + "c", "x = " + "2 ** ".repeat(3000) + "1",
                "x = " + "f(".repeat(199) + ")".repeat(199), "x = " + "{1: ".repeat(199) + "}".repeat(199)};
        Thread t = new Thread(null, () -> {
            for (String in : inputs) {
                try {
                    PythonParser.parse(in, "<s>");
                } catch (PythonSyntaxError e) {
                    // refused cleanly
                } catch (Throwable e) {
                    failure.set(e);
                }
            }
        }, "small-stack", 256 * 1024);
        t.start();
        t.join();
        assertThat(failure.get()).isNull();
    }

    @Test
    void should_refuse_null_bytes_and_invalid_utf8() {
        assertThatThrownBy(() -> PythonParser.parse("x = 1\0", "<s>"))
                .hasMessage("source code cannot contain null bytes");
        assertThatThrownBy(() -> PythonParser.parse(new byte[] {'x', '=', (byte) 0xff}, "<s>"))
                .isInstanceOf(PythonSyntaxError.class);
        assertThat(AstDump.dump(PythonParser.parse("x = '\\ud800'", "<s>"))).contains("'\\ud800'");
        parseQuietly("x = '\uD800'");
    }

    @Test
    void should_parse_in_linear_time_when_input_grows() {
        String line = "x" + "+1".repeat(20) + "; s = 'abc' f'{y}'; z = [a for a in b]\n";
        long small = bestOf(line.repeat(2_000));
        long large = bestOf(line.repeat(16_000));
        assertThat(large).isLessThan(small * 8 * 4);
        String longLine = "x = [" + "1, ".repeat(50_000) + "]\n";
        long shortL = bestOf(longLine);
        long longL = bestOf("x = [" + "1, ".repeat(400_000) + "]\n");
        assertThat(longL).isLessThan(shortL * 8 * 4);
    }

    /**
     * The least CPU time of this thread over five parses: usage, not wall time, so that time spent waiting for a
     * core on a loaded machine does not count. (Quadratic parsing would take 64 times as long for 8 times the input;
     * the assertions allow 32.)
     */
    private static long bestOf(String src) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            long t0 = threads.getCurrentThreadCpuTime();
            PythonParser.parse(src, "<s>");
            best = Math.min(best, threads.getCurrentThreadCpuTime() - t0);
        }
        return Math.max(best, 1);
    }

    @Test
    void should_parse_megabyte_long_line() {
        String src = "s = '" + "a".repeat(1 << 20) + "'\n" + "x = " + "1 + ".repeat(200_000) + "1\n";
        assertThat(PythonParser.parse(src.getBytes(StandardCharsets.UTF_8), "<big>").body()).hasSize(2);
    }
}
