package io.agentcage.validator;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.agentcage.python.generate.Choices;
import io.agentcage.python.generate.ProgramGenerator;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.ValidationReport;

/**
 * Jazzer target for the validator: any text, and above all any valid program (so that the analysis passes run,
 * not only the parser), ends in a {@link ValidationReport}, never an exception, with every finding positioned
 * inside the source. Kept inputs: {@code src/test/resources/io/agentcage/validator/PolicyValidatorFuzzTestInputs/}.
 */
class PolicyValidatorFuzzTest {
    private static final PolicyValidator STRICT = PolicyValidator.strict();
    private static final PolicyValidator STANDARD = PolicyValidator.standard();

    @FuzzTest(maxDuration = "30s")
    void should_return_a_report_when_validating_any_program(FuzzedDataProvider data) {
        boolean generated = data.consumeBoolean();
        String code = generated ? new ProgramGenerator(Choices.of(data)).program(25)
                : data.consumeRemainingAsString();
        // Python ends a line at \r\n, \r or \n (a kept input with \r endings: cr-line-endings).
        int lines = code.split("\r\n|\r|\n", -1).length;
        for (PolicyValidator v : new PolicyValidator[] {STRICT, STANDARD}) {
            ValidationReport report = v.validate(code);
            assertThat(report).isNotNull();
            for (Diagnostic d : report.diagnostics()) {
                assertThat(d.line()).as("line of %s", d).isBetween(0, lines + 1);
                assertThat(d.message()).as("message of %s", d).isNotBlank();
            }
        }
    }
}
