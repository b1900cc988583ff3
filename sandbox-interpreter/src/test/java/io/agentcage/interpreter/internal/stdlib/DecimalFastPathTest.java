package io.agentcage.interpreter.internal.stdlib;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionResult;
import io.agentcage.interpreter.InterpreterFixture;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The native decimal fast path ({@link DecimalHelper}) gives what decimal.py alone gives: seeded operands (ties,
 * negative zero, huge and tiny exponents, subnormals, coefficients beyond a long and beyond the fast path's bound)
 * under seeded contexts (every rounding mode, precisions 1 to 1001, small exponent ranges, clamp, trapped signals)
 * through + - * /, quantize, comparisons, hash, str/repr/to_eng_string, parsing and mixed int operands: the same
 * results, exception messages and flags, while the fast path really took most cases.
 */
class DecimalFastPathTest {
    @RegisterExtension
    static final InterpreterFixture EX = new InterpreterFixture(b -> b.limits(ExecutionLimits.builder()
            .timeout(Duration.ofMinutes(5)).maxSteps(Long.MAX_VALUE / 4).memoryBytes(512L << 20).build()));

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3})
    void should_match_decimal_py_when_the_fast_path_computes(int seed) throws IOException {
        String program;
        try (InputStream in = DecimalFastPathTest.class.getResourceAsStream("decimal_fast_path.py")) {
            program = "SEED = " + seed + "\nCASES = 400\n" + new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        ExecutionResult r = EX.run(program);
        assertThat(r.stdout()).as(r.toString()).contains("results 15200 15200 differ 0 []").contains("fast path taken");
    }
}
