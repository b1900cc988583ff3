package io.agentcage.validator;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.redteam.Attack;
import io.agentcage.redteam.AttackCatalog;
import io.agentcage.redteam.RedTeamReport;
import io.agentcage.redteam.Verdicts;
import io.agentcage.validation.ValidationReport;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The red-team attacks (sandbox-testkit's resources, {@code redteam/*.py}) under both policies: each gets the
 * verdict its file records. The validator is not the boundary, so an attack it accepts is not a failure here; a
 * verdict that changes is. Writes {@code target/redteam/validator.md}.
 */
class RedTeamValidatorTest {
    private static final RedTeamReport STRICT = new RedTeamReport("validator-strict",
            "Every attack through `PolicyValidator.strict()`; the backends' outcomes are in their own reports.");
    private static final RedTeamReport STANDARD = new RedTeamReport("validator-standard",
            "Every attack through `PolicyValidator.standard()`; the backends' outcomes are in their own reports.");

    static Stream<Arguments> cases() {
        return AttackCatalog.all().stream().flatMap(a -> Stream.of(Arguments.of(a, "strict"),
                Arguments.of(a, "standard")));
    }

    @ParameterizedTest(name = "{1}: {0}")
    @MethodSource("cases")
    void should_give_the_recorded_verdict_when_validating_an_attack(Attack attack, String policy) {
        ValidationReport report = TestValidators.of(policy).validate(attack.code());
        String expected = attack.verdicts().get(policy);
        boolean ok = Verdicts.matches(expected, report);
        (policy.equals("strict") ? STRICT : STANDARD).add(attack, policy.equals("strict") ? Verdicts.describe(report)
                : attack.verdicts().get("strict"), policy.equals("standard") ? Verdicts.describe(report)
                : attack.verdicts().get("standard"), expected, Verdicts.describe(report), ok);
        assertThat(ok).as("%s under %s: expected %s, got %s%n%s", attack, policy, expected,
                Verdicts.describe(report), report.toModelText()).isTrue();
    }

    @Test
    void should_have_at_least_a_hundred_attacks_with_unique_ids() {
        assertThat(AttackCatalog.all()).hasSizeGreaterThanOrEqualTo(100);
        assertThat(AttackCatalog.all().stream().map(Attack::category).distinct()).hasSizeGreaterThanOrEqualTo(9);
    }

    @AfterAll
    static void writeReports() {
        STRICT.write();
        STANDARD.write();
    }
}
