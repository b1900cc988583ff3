package io.agentcage.validator;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.validation.Severity;
import org.junit.jupiter.api.Test;

/**
 * What a policy says about imports, for the descriptions given to models, agrees with what it enforces: a module it
 * reports as allowed passes validation, one it reports as refused is rejected.
 */
class PolicyImportsTest {

    private static boolean rejects(PolicyValidator policy, String module) {
        return policy.validate("import " + module).rejected();
    }

    @Test
    void should_report_the_strict_allowlist_when_described_and_enforce_exactly_it() {
        PolicyValidator strict = PolicyValidator.strict();
        assertThat(strict.allowedModules()).contains("math", "json", "re", "collections", "sys", "io")
                .doesNotContain("os", "subprocess", "numpy");
        for (String module : strict.allowedModules()) {
            assertThat(rejects(strict, module)).as("strict accepts import " + module).isFalse();
        }
        assertThat(strict.allowsImport("numpy")).isFalse();
        assertThat(rejects(strict, "numpy")).isTrue();
        assertThat(strict.deniedModules()).contains("os", "subprocess", "socket");
        for (String module : strict.deniedModules()) {
            assertThat(rejects(strict, module)).as("strict rejects import " + module).isTrue();
        }
    }

    @Test
    void should_report_only_a_denylist_when_the_standard_policy_accepts_unlisted_modules() {
        PolicyValidator standard = PolicyValidator.standard();
        assertThat(standard.allowedModules()).isEmpty();
        assertThat(standard.allowsImport("numpy")).isTrue();
        assertThat(rejects(standard, "numpy")).isFalse();
        assertThat(standard.deniedModules()).contains("subprocess", "ctypes", "socket", "pickle")
                .doesNotContain("os");
        for (String module : standard.deniedModules()) {
            assertThat(rejects(standard, module)).as("standard rejects import " + module).isTrue();
        }
    }

    @Test
    void should_report_no_restriction_when_the_import_rule_is_only_a_warning() {
        PolicyValidator lenient = PolicyValidator.strict().toBuilder()
                .severity(RuleIds.IMPORT_NOT_ALLOWED, Severity.WARNING).build();
        assertThat(lenient.allowsImport("subprocess")).isTrue();
        assertThat(lenient.allowedModules()).isEmpty();
        assertThat(lenient.deniedModules()).isEmpty();
        assertThat(rejects(lenient, "subprocess")).isFalse();
    }
}
