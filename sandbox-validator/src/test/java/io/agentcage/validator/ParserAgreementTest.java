package io.agentcage.validator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rules see the same tree whichever parser built it: every corpus entry gives identical findings (rule, severity,
 * message, line, column) with our parser and with CPython's ast (python3 on this machine), incl. NFKC-normalised
 * identifiers such as {@code ｅｖａｌ}.
 */
class ParserAgreementTest {

    static Stream<Arguments> cases() throws IOException {
        return CorpusTest.entries().stream().map(Arguments::of);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void should_report_the_same_findings_when_cpython_builds_the_tree(CorpusTest.Entry e) {
        assertThat(TestValidators.of(e.policy()).validate(e.code()).diagnostics())
                .isEqualTo(TestValidators.withCpython(e.policy()).validate(e.code()).diagnostics());
    }
}
