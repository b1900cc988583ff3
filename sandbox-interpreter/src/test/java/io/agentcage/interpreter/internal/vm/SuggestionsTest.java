package io.agentcage.interpreter.internal.vm;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SuggestionsTest {

    private static int distance(String a, String b) {
        return Suggestions.distance(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8), 1000);
    }

    @Test
    void should_charge_a_case_change_half_a_move_when_measuring_distance() {
        assertThat(distance("print", "Print")).isEqualTo(1);
        assertThat(distance("print", "prnt")).isEqualTo(2);
        assertThat(distance("keys", "kyes")).isEqualTo(4);
        assertThat(distance("abc", "abc")).isZero();
        assertThat(distance("", "abc")).isEqualTo(6);
    }

    @Test
    void should_give_up_early_when_the_distance_must_exceed_the_bound() {
        byte[] a = "aaaaaaaa".getBytes(StandardCharsets.UTF_8);
        byte[] b = "bbbbbbbb".getBytes(StandardCharsets.UTF_8);
        assertThat(Suggestions.distance(a, b, 3)).isEqualTo(4);
    }

    @Test
    void should_prefer_the_first_of_equally_close_names_and_skip_the_name_itself() {
        assertThat(Suggestions.closest(List.of("cat", "bat", "rat"), "hat")).isEqualTo("cat");
        assertThat(Suggestions.closest(List.of("count", "counter"), "count")).isEqualTo("counter");
        assertThat(Suggestions.closest(List.of("alpha", "omega"), "zzzzzz")).isNull();
    }

    @Test
    void should_suggest_nothing_when_the_candidates_or_the_name_are_too_many_or_too_long() {
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 750; i++) {
            many.add("name" + i);
        }
        assertThat(Suggestions.closest(many, "name1x")).isNull();
        assertThat(Suggestions.closest(many.subList(0, 749), "name1x")).isEqualTo("name1");
        String longName = "x".repeat(41);
        assertThat(Suggestions.closest(List.of(longName + "y"), longName + "z")).isEqualTo(longName + "y");
        assertThat(Suggestions.closest(List.of("a" + longName + "b"), "c" + longName + "d")).isNull();
    }
}
