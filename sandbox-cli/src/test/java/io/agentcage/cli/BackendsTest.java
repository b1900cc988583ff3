package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.spi.CodeExecutorProvider;
import io.agentcage.validator.PolicyValidator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The CLI's backends and policies: the interpreter and the built-in policies made directly, the rest by name. */
class BackendsTest {

    @Test
    void should_make_the_interpreter_provider_when_the_interpreter_is_asked_for() {
        CodeExecutorProvider p = Backends.provider("interpreter");
        assertThat(p.name()).isEqualTo("interpreter");
        assertThat(p.getClass().getName()).isEqualTo("io.agentcage.interpreter.InterpreterExecutorProvider");
        assertThat(CodeExecutorProvider.find("interpreter").orElseThrow().getClass()).isEqualTo(p.getClass());
    }

    @Test
    void should_find_the_other_backends_by_name_and_list_them_when_the_name_is_unknown() {
        assertThat(Backends.provider("docker").name()).isEqualTo("docker");
        assertThatThrownBy(() -> Backends.provider("nope")).isInstanceOf(UsageException.class)
                .hasMessage("unknown backend 'nope' (available: " + String.join(", ", Backends.names()) + ")");
        assertThat(Backends.names()).contains("interpreter", "docker");
    }

    @Test
    void should_judge_code_as_the_policy_does_when_a_built_in_policy_is_named_in_any_case() {
        List<String> programs = List.of("print(1)", "import os\nos.system('ls')", "open('/etc/passwd')",
                "eval('1')", "import socket");
        for (String code : programs) {
            assertThat(Backends.validator("strict").validate(code).rejected()).as("strict: " + code)
                    .isEqualTo(PolicyValidator.strict().validate(code).rejected());
            assertThat(Backends.validator("STANDARD").validate(code).rejected()).as("standard: " + code)
                    .isEqualTo(PolicyValidator.standard().validate(code).rejected());
        }
        assertThat(Backends.validator("strict").validate("eval('1')").rejected()).isTrue();
        assertThat(Backends.validator("off").validate("eval('1')").rejected()).isFalse();
        assertThatThrownBy(() -> Backends.validator("lax")).isInstanceOf(UsageException.class)
                .hasMessage("unknown policy 'lax' (use strict, standard or off)");
    }
}
