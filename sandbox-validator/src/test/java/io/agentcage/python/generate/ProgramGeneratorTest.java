package io.agentcage.python.generate;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.python.PythonParser;
import io.agentcage.python.PythonSyntaxError;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The generator's programs are valid Python and varied, so that fuzzing reaches the interpreter. */
class ProgramGeneratorTest {

    @Test
    void should_generate_programs_that_parse_when_drawn_from_random_choices() {
        int lines = 0;
        for (int seed = 0; seed < 500; seed++) {
            String program = new ProgramGenerator(Choices.of(new Random(seed))).program(30);
            try {
                PythonParser.parse(program, "<gen>");
            } catch (PythonSyntaxError e) {
                throw new AssertionError("seed " + seed + ": " + e.getMessage() + " at line " + e.line() + "\n"
                        + program, e);
            }
            lines += program.split("\n").length;
        }
        assertThat(lines / 500).as("average lines per program").isGreaterThan(40);
    }

    @Test
    void should_generate_the_same_program_when_given_the_same_seed() {
        String one = new ProgramGenerator(Choices.of(new Random(42))).program(20);
        String two = new ProgramGenerator(Choices.of(new Random(42))).program(20);
        assertThat(one).isEqualTo(two).contains("class K:").isNotEqualTo(
                new ProgramGenerator(Choices.of(new Random(43))).program(20));
    }
}
