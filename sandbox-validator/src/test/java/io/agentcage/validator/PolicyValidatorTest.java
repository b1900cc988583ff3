package io.agentcage.validator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.spi.CodeValidatorProvider;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.Severity;
import io.agentcage.validation.ValidationReport;
import java.util.List;
import org.junit.jupiter.api.Test;

class PolicyValidatorTest {

    @Test
    void should_report_syntax_error_with_message_and_position_when_code_does_not_parse() {
        ValidationReport r = PolicyValidator.standard().validate("x = 1\ndef f(:\n    pass\n");
        assertThat(r.rejected()).isTrue();
        Diagnostic d = r.diagnostics().get(0);
        assertThat(d.ruleId()).isEqualTo(RuleIds.SYNTAX_ERROR);
        assertThat(d.message()).isEqualTo("SyntaxError: invalid syntax");
        assertThat(d.line()).isEqualTo(2);
        assertThat(d.column()).isEqualTo(7);
    }

    @Test
    void should_list_each_finding_with_line_and_fix_when_rendered_for_a_model() {
        String text = PolicyValidator.strict().validate("import math\n\nimport os\nx = eval('1')\n").toModelText();
        assertThat(text).startsWith("The code was rejected before running:\n"
                + "line 3: import of 'os' is not allowed: it reaches the file system, environment variables and "
                + "processes (allowed: math, re, json, collections, itertools, functools, heapq, bisect, string, "
                + "typing, random, datetime, …); fix: ");
        assertThat(text).contains("\nline 4: 'eval' runs code built from strings");
    }

    @Test
    void should_point_at_the_attribute_name_when_a_chain_has_a_forbidden_dunder() {
        Diagnostic d = PolicyValidator.standard().validate("x = ().__class__.__base__\n").errors().get(0);
        assertThat(d.ruleId()).isEqualTo(RuleIds.DUNDER_ACCESS);
        assertThat(d.column()).isEqualTo(18);
        assertThat(d.fixHint()).isNotEmpty();
    }

    @Test
    void should_accept_object_setattr_on_self_when_a_frozen_dataclass_sets_a_field_in_post_init() {
        String code = "from dataclasses import dataclass\n"
                + "@dataclass(frozen=True)\n"
                + "class P:\n"
                + "    x: int\n"
                + "    def __post_init__(self):\n"
                + "        object.__setattr__(self, 'x', abs(self.x))\n";
        for (PolicyValidator v : List.of(PolicyValidator.standard(), PolicyValidator.strict())) {
            assertThat(v.validate(code).diagnostics()).as(v.name()).isEmpty();
        }
    }

    @Test
    void should_refuse_object_setattr_when_the_target_is_not_the_methods_own_self() {
        String method = "class P:\n    def __post_init__(self, other):\n        %s\n";
        for (String bad : List.of("object.__setattr__(other, 'x', 1)", "object.__setattr__(self, '__class__', int)",
                "object.__setattr__(*[self, 'x', 1])", "self = other; object.__setattr__(self, 'x', 1)")) {
            assertThat(PolicyValidator.standard().validate(String.format(method, bad)).rejected()).as(bad).isTrue();
        }
        // outside a method, or with a shadowed 'object', it stays a dunder access
        assertThat(PolicyValidator.standard().validate("def f(self):\n    object.__setattr__(self, 'x', 1)\n")
                .errors()).extracting(Diagnostic::ruleId).containsExactly(RuleIds.DUNDER_ACCESS);
        assertThat(PolicyValidator.standard().validate(
                "class P:\n    def m(self):\n        object = type(self)\n        object.__setattr__(self, 'x', 1)\n")
                .rejected()).isTrue();
        assertThat(PolicyValidator.standard().validate("class P:\n    def m(self):\n        f = object.__setattr__\n")
                .rejected()).isTrue();
    }

    @Test
    void should_accept_a_module_when_a_custom_policy_allows_it() {
        PolicyValidator v = PolicyValidator.builder().allowModules("numpy", "os.path").build();
        assertThat(v.name()).isEqualTo("custom");
        assertThat(v.validate("import numpy as np\nimport os.path\nprint(np.zeros(3), os.path.sep)\n")
                .diagnostics()).isEmpty();
        assertThat(v.validate("import os\nos.system('id')\n").rejected()).isTrue();
        assertThat(v.validate("from os import path\n").rejected()).isFalse();
    }

    @Test
    void should_reject_a_member_when_a_custom_policy_denies_it_under_an_allowed_module() {
        PolicyValidator v = PolicyValidator.standard().toBuilder().denyModules("os.path").build();
        assertThat(v.validate("import os\nos.path.join('a')\n").errors()).extracting(Diagnostic::message)
                .singleElement().asString().startsWith("use of 'os.path' is not allowed");
        assertThat(v.validate("import os\nos.getcwd()\n").rejected()).isFalse();
    }

    @Test
    void should_apply_builtin_severities_and_rule_overrides_when_configured() {
        PolicyValidator v = PolicyValidator.strict().toBuilder().name("files").allowBuiltins("open")
                .denyBuiltin("print", Severity.WARNING).severity(RuleIds.INFINITE_LOOP, Severity.ERROR)
                .disableRule(RuleIds.DYNAMIC_CLASS).build();
        assertThat(v.name()).isEqualTo("files");
        ValidationReport r = v.validate("open('a')\nprint(1)\nT = type('T', (), {})\nwhile True:\n    pass\n");
        assertThat(r.diagnostics()).extracting(Diagnostic::ruleId, Diagnostic::severity, Diagnostic::line)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(RuleIds.DANGEROUS_BUILTIN, Severity.WARNING, 2),
                        org.assertj.core.groups.Tuple.tuple(RuleIds.INFINITE_LOOP, Severity.ERROR, 4));
    }

    @Test
    void should_run_extra_rules_and_regrade_them_when_added() {
        ValidationRule noPrint = module -> List.of(Diagnostic.warning("no-print", "print is not wanted", 1, 1,
                "return the value"));
        PolicyValidator v = PolicyValidator.standard().toBuilder().addRule(noPrint)
                .severity("no-print", Severity.ERROR).build();
        ValidationReport r = v.validate("print(1)\n");
        assertThat(r.errors()).extracting(Diagnostic::ruleId).containsExactly("no-print");
        assertThat(PolicyValidator.standard().validate("print(1)\n").diagnostics()).isEmpty();
    }

    @Test
    void should_refuse_bad_settings_when_building() {
        assertThatThrownBy(() -> PolicyValidator.builder().allowModules("os path"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("not a dotted module path: 'os path'");
        assertThatThrownBy(() -> PolicyValidator.builder().maxConstantBytes(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("maxConstantBytes must be > 0, got 0");
        assertThatThrownBy(() -> PolicyValidator.strict().validate((String) null))
                .isInstanceOf(NullPointerException.class).hasMessage("code == null");
    }

    @Test
    void should_refuse_large_constants_when_the_limit_is_lowered() {
        String code = "buf = [0] * 10 ** 6\n";
        assertThat(PolicyValidator.strict().validate(code).rejected()).isFalse();
        ValidationReport r = PolicyValidator.strict().toBuilder().maxConstantBytes(1 << 20).build().validate(code);
        assertThat(r.errors()).extracting(Diagnostic::message).containsExactly(
                "this expression would build a list of about 1.0e+06 items (about 8 MiB; the limit is 1 MiB)");
    }

    @Test
    void should_find_both_policies_when_asked_by_name_through_the_spi() {
        assertThat(CodeValidatorProvider.find("strict")).containsSame(PolicyValidator.strict());
        assertThat(CodeValidatorProvider.find("standard")).containsSame(PolicyValidator.standard());
        assertThat(CodeValidatorProvider.find("lenient")).isEmpty();
    }

    @Test
    void should_cap_the_number_of_findings_when_code_has_very_many() {
        String code = "x = ().__class__.__bases__\n".repeat(80);
        List<Diagnostic> ds = PolicyValidator.standard().validate(code).diagnostics();
        assertThat(ds).hasSize(51);
        assertThat(ds).filteredOn(d -> d.ruleId().equals("too-many-findings")).extracting(Diagnostic::message)
                .containsExactly("30 more findings were not listed");
    }
}
