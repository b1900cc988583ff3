package io.agentcage.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class EditDistanceTest {
    @Test
    void should_count_insertions_deletions_and_substitutions_when_words_differ() {
        assertThat(EditDistance.between("", "")).isZero();
        assertThat(EditDistance.between("kitten", "kitten")).isZero();
        assertThat(EditDistance.between("kitten", "sitting")).isEqualTo(3);
        assertThat(EditDistance.between("", "abc")).isEqualTo(3);
        assertThat(EditDistance.between("abc", "")).isEqualTo(3);
        assertThat(EditDistance.between("flaw", "lawn")).isEqualTo(2);
        assertThat(EditDistance.between("json", "jsno")).isEqualTo(2);
        assertThat(EditDistance.between("abc", "abd")).isEqualTo(EditDistance.between("abd", "abc"));
    }

    @Test
    void should_name_the_nearest_candidate_when_it_is_within_the_distance() {
        List<String> known = List.of("--timeout", "--memory", "--policy");
        assertThat(EditDistance.closest("--timout", known, 2)).isEqualTo("--timeout");
        assertThat(EditDistance.closest("--memroy", known, 2)).isEqualTo("--memory");
        assertThat(EditDistance.closest("--verbose", known, 2)).isNull();
        assertThat(EditDistance.closest("x", List.of(), 5)).isNull();
    }

    @Test
    void should_take_the_first_of_equally_near_candidates_when_there_is_a_tie() {
        assertThat(EditDistance.closest("cat", List.of("bat", "hat", "rat"), 1)).isEqualTo("bat");
        assertThat(EditDistance.closest("cat", List.of("hat", "bat"), 1)).isEqualTo("hat");
    }
}
