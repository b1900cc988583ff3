package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Differential suite: every program of {@code src/test/resources/diff/*.py} (separated by {@code # ---}) must print
 * exactly what CPython printed and end with the same error line. Expected outputs are produced by
 * {@code src/test/python/gen_diff_expected.py} with the local CPython and committed.
 */
class DifferentialTest {
    private static final InterpreterExecutor EXECUTOR = InterpreterExecutor.create();
    private static final Path DIR = Path.of("src/test/resources/diff");

    @AfterAll
    static void close() {
        EXECUTOR.close();
    }

    @TestFactory
    Stream<DynamicTest> should_match_cpython_when_running_the_corpus() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        try (Stream<Path> files = Files.list(DIR)) {
            for (Path corpus : files.filter(p -> p.toString().endsWith(".py")).sorted().toList()) {
                String[] programs = Files.readString(corpus).split("\n# ---\n", -1);
                List<Expected> expected = Expected.load(corpus.resolveSibling(
                        corpus.getFileName().toString().replace(".py", ".expected.json")));
                assertThat(expected).as("regenerate " + corpus + " expectations").hasSize(programs.length);
                for (int i = 0; i < programs.length; i++) {
                    Expected e = expected.get(i);
                    String code = programs[i];
                    String name = corpus.getFileName() + "#" + i + ": " + code.lines().findFirst().orElse("");
                    tests.add(DynamicTest.dynamicTest(name, () -> check(code, e)));
                }
            }
        }
        return tests.stream();
    }

    private static void check(String code, Expected e) {
        assertThat(code).as("expectation is stale; run gen_diff_expected.py").isEqualTo(e.code);
        ExecutionResult r = EXECUTOR.execute(ExecutionRequest.of(code + "\npass\n"));
        String err = null;
        if (r.outcome() == Outcome.PYTHON_ERROR) {
            String f = r.error().orElseThrow().formatted().strip();
            err = f.substring(f.lastIndexOf('\n') + 1);
        } else if (r.outcome() != Outcome.SUCCESS) {
            err = r.outcome() + ": " + r.message();
        }
        assertThat(r.stdout()).as("stdout of:\n" + code + "\n(error: " + err + ")").isEqualTo(e.stdout);
        assertThat(err).as("error of:\n" + code).isEqualTo(e.error);
    }

    /** One expected result (a tiny JSON reader keeps the test free of dependencies). */
    record Expected(String code, String stdout, String error) {
        // a JSON string, unrolled ("normal* (escape normal*)*") so long strings do not recurse in the regex engine
        private static final String STR = "\"[^\"\\\\]*+(?:\\\\.[^\"\\\\]*+)*+\"";
        private static final Pattern ITEM = Pattern.compile(
                "\\{\\s*\"code\":\\s*(" + STR + "),\\s*\"stdout\":\\s*(" + STR + "),"
                        + "\\s*\"error\":\\s*(null|" + STR + ")\\s*}");

        static List<Expected> load(Path p) throws IOException {
            List<Expected> out = new ArrayList<>();
            Matcher m = ITEM.matcher(Files.readString(p, StandardCharsets.UTF_8));
            while (m.find()) {
                out.add(new Expected(unquote(m.group(1)), unquote(m.group(2)),
                        m.group(3).equals("null") ? null : unquote(m.group(3))));
            }
            return out;
        }

        static String unquote(String s) {
            StringBuilder sb = new StringBuilder();
            for (int i = 1; i < s.length() - 1; i++) {
                char c = s.charAt(i);
                if (c != '\\') {
                    sb.append(c);
                    continue;
                }
                char n = s.charAt(++i);
                switch (n) {
                    case 'n':
                        sb.append('\n');
                        break;
                    case 't':
                        sb.append('\t');
                        break;
                    case 'r':
                        sb.append('\r');
                        break;
                    case 'b':
                        sb.append('\b');
                        break;
                    case 'f':
                        sb.append('\f');
                        break;
                    case 'u':
                        sb.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                        i += 4;
                        break;
                    default:
                        sb.append(n);
                }
            }
            return sb.toString();
        }

        static InputStream unused() {
            return null;
        }
    }
}
