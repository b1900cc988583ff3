package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Differential suite: every program of {@code src/test/resources/diff/*.py} (separated by {@code # ---}) must print
 * exactly what CPython printed and end with the same error line. Expected outputs are produced by
 * {@code src/test/python/gen_diff_expected.py} with the local CPython and committed.
 */
class DifferentialTest {
    /**
     * The corpus compares output, not speed: a generous deadline keeps the big-number programs from timing out on a
     * loaded machine (the step budget still stops a runaway loop).
     */
    @RegisterExtension
    static final InterpreterFixture EXECUTOR = new InterpreterFixture(b -> b
            .limits(ExecutionLimits.builder().timeout(Duration.ofMinutes(2)).build()));
    private static final Path DIR = Path.of("src/test/resources/diff");

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

    /** One expected result, as gen_diff_expected.py writes it. */
    record Expected(String code, String stdout, String error) {
        private static final ObjectMapper JSON = new ObjectMapper();

        static List<Expected> load(Path p) throws IOException {
            return JSON.readValue(p.toFile(), new TypeReference<List<Expected>>() { });
        }
    }
}
