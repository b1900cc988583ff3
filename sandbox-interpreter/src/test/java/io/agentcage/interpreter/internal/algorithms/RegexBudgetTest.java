package io.agentcage.interpreter.internal.algorithms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RegexBudgetTest {
    private static final class Exhausted extends RuntimeException {
        private static final long serialVersionUID = 1L;
    }

    @Test
    void should_stop_catastrophic_backtracking_when_the_step_budget_runs_out() {
        Regex r = Regex.compile("(.*a){25}$", 0, false);
        String text = "a".repeat(60) + "b";
        long[] used = {0};
        StepCharger charger = steps -> {
            used[0] += steps;
            if (used[0] > 1_000_000) {
                throw new Exhausted();
            }
        };
        assertThatThrownBy(() -> r.match(Regex.Mode.SEARCH, text, 0, text.length(), charger))
                .isInstanceOf(Exhausted.class);
        // the engine charged as it went: it stopped at the first charge past the budget, not after the search
        assertThat(used[0]).isGreaterThan(1_000_000).isLessThan(2_000_000);
    }

    @Test
    void should_charge_steps_in_proportion_to_the_text_when_scanning_a_long_input() {
        Regex r = Regex.compile("x", 0, false);
        String text = "a".repeat(1_000_000);
        long[] used = {0};
        assertThat(r.findall(text, 0, text.length(), steps -> used[0] += steps)).isEmpty();
        assertThat(used[0]).isGreaterThanOrEqualTo(1_000_000 / 16 - BudgetedText.STEPS_PER_CHUNK);
    }

    @Test
    void should_return_the_cached_pattern_when_compiling_the_same_source_twice() {
        assertThat(Regex.compile("a+b", 0, false)).isSameAs(Regex.compile("a+b", 0, false));
        assertThat(Regex.compile("a+b", RegexTranslator.IGNORECASE, false))
                .isNotSameAs(Regex.compile("a+b", 0, false));
    }

    @Test
    void should_refuse_conditional_groups_with_a_clear_message() {
        assertThatThrownBy(() -> Regex.compile("(a)?(?(1)b|c)", 0, false))
                .isInstanceOf(ModuleError.class)
                .hasMessageContaining("conditional groups (?(...)yes|no) are not supported");
    }

    @Test
    void should_escape_like_cpython_when_calling_escape() {
        assertThat(Regex.escape("a.b*c d_é")).isEqualTo("a\\.b\\*c\\ d_é");
    }
}
