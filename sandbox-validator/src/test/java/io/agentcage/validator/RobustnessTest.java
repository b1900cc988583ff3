package io.agentcage.validator;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.validation.ValidationReport;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** No input makes the validator throw: long chains, deep nesting and random bytes end in a report. */
class RobustnessTest {

    @Test
    void should_return_a_report_when_a_binary_chain_is_very_long() {
        String chain = "x = '_'" + " + '_'".repeat(50_000) + "\n";
        ValidationReport r = PolicyValidator.strict().validate(chain);
        assertThat(r.errors()).extracting(d -> d.ruleId()).containsExactly(RuleIds.TOO_DEEP);
        assertThat(PolicyValidator.strict().validate("x = 1" + " + 1".repeat(900) + "\n").diagnostics()).isEmpty();
    }

    @Test
    void should_return_a_report_when_attribute_chains_and_calls_are_very_long() {
        String code = "import math\ny = math" + ".floor".repeat(20_000) + "\nz = f" + "(1)".repeat(20_000) + "\n";
        assertThat(PolicyValidator.standard().validate(code)).isNotNull();
    }

    @Test
    void should_return_a_report_when_input_is_random() {
        Random rnd = new Random(42);
        String alphabet = "ab_()[]{}:.,=+*'\"\\\n #@!0123456789ｅ\t";
        for (int i = 0; i < 2_000; i++) {
            StringBuilder sb = new StringBuilder();
            int n = rnd.nextInt(60);
            for (int k = 0; k < n; k++) {
                sb.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
            }
            assertThat(PolicyValidator.strict().validate(sb.toString())).isNotNull();
        }
    }
}
