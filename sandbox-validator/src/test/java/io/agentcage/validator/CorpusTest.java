package io.agentcage.validator;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.Severity;
import io.agentcage.validation.ValidationReport;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Runs the corpus of named techniques (src/test/resources/validator/corpus.py) under both policies. */
class CorpusTest {

    record Entry(String technique, String policy, String verdict, String rule, String code) {
        @Override
        public String toString() {
            return policy + ": " + technique;
        }
    }

    static List<Entry> entries() throws IOException {
        String text;
        try (InputStream in = CorpusTest.class.getResourceAsStream("/validator/corpus.py")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<Entry> out = new ArrayList<>();
        String[] blocks = text.split("\n### ");
        for (int b = 1; b < blocks.length; b++) {
            String[] lines = blocks[b].split("\n", -1);
            String technique = lines[0].strip();
            StringBuilder code = new StringBuilder();
            List<String[]> expectations = new ArrayList<>();
            for (int i = 1; i < lines.length; i++) {
                if (lines[i].startsWith("# strict:") || lines[i].startsWith("# standard:")) {
                    String policy = lines[i].substring(2, lines[i].indexOf(':'));
                    String[] v = lines[i].substring(lines[i].indexOf(':') + 1).strip().split("\\s+");
                    expectations.add(new String[] {policy, v[0], v.length > 1 ? v[1] : ""});
                } else {
                    code.append(lines[i]).append('\n');
                }
            }
            assertThat(expectations).as("expectations of '%s'", technique).hasSize(2);
            for (String[] e : expectations) {
                out.add(new Entry(technique, e[0], e[1], e[2], code.toString()));
            }
        }
        return out;
    }

    static Stream<Arguments> cases() throws IOException {
        return entries().stream().map(Arguments::of);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void should_give_the_expected_verdict_when_validating_a_corpus_entry(Entry e) {
        ValidationReport report = TestValidators.of(e.policy()).validate(e.code());
        String shown = e + " -> " + report.toModelText();
        switch (e.verdict()) {
            case "reject":
                assertThat(report.rejected()).as(shown).isTrue();
                assertThat(report.errors()).as(shown).extracting(Diagnostic::ruleId).contains(e.rule());
                break;
            case "warn":
                assertThat(report.rejected()).as(shown).isFalse();
                assertThat(report.diagnostics()).as(shown).filteredOn(d -> d.severity() == Severity.WARNING)
                        .extracting(Diagnostic::ruleId).contains(e.rule());
                break;
            case "accept":
                assertThat(report.diagnostics()).as(shown).isEmpty();
                break;
            default:
                throw new IllegalArgumentException("unknown verdict '" + e.verdict() + "' in " + e);
        }
    }

    @org.junit.jupiter.api.Test
    void should_hold_at_least_80_techniques_when_corpus_is_loaded() throws IOException {
        assertThat(entries().stream().map(Entry::technique).distinct().count()).isGreaterThanOrEqualTo(80);
        assertThat(entries()).allSatisfy(e -> assertThat(e.verdict()).isIn("reject", "warn", "accept"));
    }
}
