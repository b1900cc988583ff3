package io.agentcage.validator;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.Capabilities;
import io.agentcage.ExecutionLimits;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.ValidationReport;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The false-alarm corpus ({@code validator/false-alarms/*.py}: ordinary class-heavy programs) against a runtime
 * that is safe by construction: no ERROR finding under {@code standard}. The interpreter module runs the same
 * programs on the real interpreter ({@code FalseAlarmCorpusInterpreterTest}).
 */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class FalseAlarmCorpusTest {

    /** A runtime like the interpreter: its internals unreachable; no module list, so only the rules are tested. */
    static final Capabilities SAFE_RUNTIME = new Capabilities("interpreter", Set.of("python"), true, true, false,
            false, Set.of(), ExecutionLimits.defaults()).withInternalsReachable(false);

    @Test
    void should_list_every_program_when_the_index_is_read() throws IOException, URISyntaxException {
        Path dir = Path.of(FalseAlarmCorpusTest.class.getResource("/validator/false-alarms/INDEX").toURI())
                .getParent();
        List<String> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".py")).sorted()
                    .collect(Collectors.toList());
        }
        assertThat(FalseAlarmCorpus.names()).isEqualTo(files).hasSizeGreaterThanOrEqualTo(30);
    }

    @Test
    void should_find_no_error_when_standard_validates_the_corpus_for_a_safe_runtime() throws IOException {
        PolicyValidator v = PolicyValidator.standard().forTarget(SAFE_RUNTIME);
        List<String> errors = new ArrayList<>();
        for (String name : FalseAlarmCorpus.names()) {
            ValidationReport r = v.validate(FalseAlarmCorpus.read(name));
            for (Diagnostic d : r.errors()) {
                errors.add(name + ":" + d.line() + ": [" + d.ruleId() + "] " + d.message());
            }
        }
        assertThat(errors).isEmpty();
    }

    @Test
    void should_find_no_finding_at_all_when_standard_validates_the_corpus_for_a_safe_runtime() throws IOException {
        PolicyValidator v = PolicyValidator.standard().forTarget(SAFE_RUNTIME);
        List<String> findings = new ArrayList<>();
        for (String name : FalseAlarmCorpus.names()) {
            for (Diagnostic d : v.validate(FalseAlarmCorpus.read(name)).diagnostics()) {
                findings.add(name + ":" + d.line() + ": [" + d.ruleId() + "] " + d.message());
            }
        }
        assertThat(findings).isEmpty();
    }
}
