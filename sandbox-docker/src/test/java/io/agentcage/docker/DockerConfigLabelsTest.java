package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Extra container labels: none by default, the library's own keys reserved, carried by newBuilder(). */
class DockerConfigLabelsTest {

    @Test
    void should_add_no_label_by_default() {
        assertThat(DockerConfig.defaults().extraLabels()).isEmpty();
    }

    @Test
    void should_refuse_a_label_in_the_librarys_namespace() {
        assertThatThrownBy(() -> DockerConfig.builder().label("io.agentcage.owner", "someone else"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("io.agentcage.owner")
                .hasMessageContaining("reserved");
    }

    @Test
    void should_keep_extra_labels_when_rebuilt() {
        DockerConfig config = DockerConfig.builder().label("org.testcontainers.sessionId", "s-1").build();
        assertThat(config.newBuilder().build().extraLabels()).containsExactly(
                java.util.Map.entry("org.testcontainers.sessionId", "s-1"));
    }
}
