package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The file-count cap of the container's tmpfs mounts: a secure default, validated, carried by newBuilder(). */
class DockerConfigTest {

    @Test
    void should_cap_tmpfs_files_by_default() {
        assertThat(DockerConfig.builder().build().maxFiles()).isEqualTo(DockerConfig.DEFAULT_MAX_FILES)
                .isEqualTo(16_384);
    }

    @Test
    void should_refuse_a_non_positive_file_cap() {
        assertThatThrownBy(() -> DockerConfig.builder().maxFiles(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxFiles");
    }

    @Test
    void should_keep_the_file_cap_when_rebuilt() {
        DockerConfig config = DockerConfig.builder().maxFiles(100).build();
        assertThat(config.newBuilder().build().maxFiles()).isEqualTo(100);
    }
}
