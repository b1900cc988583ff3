package io.agentcage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SandboxFileTest {

    @ParameterizedTest
    @ValueSource(strings = {"/etc/passwd", "../secret", "a/../../b", "a//b", "./a", "a/", "", "a\\b", "a\u0000b"})
    void should_refuse_paths_that_leave_the_workspace(String path) {
        assertThatThrownBy(() -> SandboxFile.ofText(path, "x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("file path");
    }

    @Test
    void should_accept_nested_relative_paths_and_guess_media_type() {
        SandboxFile f = SandboxFile.ofText("data/in.csv", "a,b\n");
        assertThat(f.mediaType()).isEqualTo("text/csv");
        assertThat(SandboxFile.of("plot.PNG", new byte[] {1}).mediaType()).isEqualTo("image/png");
        assertThat(SandboxFile.of("blob", new byte[] {1}).mediaType()).isEqualTo("application/octet-stream");
    }

    @Test
    void should_copy_content_so_that_files_are_immutable() {
        byte[] bytes = {1, 2, 3};
        SandboxFile f = SandboxFile.of("a.bin", bytes);
        bytes[0] = 9;
        f.content()[1] = 9;
        assertThat(f.content()).containsExactly(1, 2, 3);
        assertThat(f).isEqualTo(SandboxFile.of("a.bin", new byte[] {1, 2, 3}));
    }

    @Test
    void should_refuse_duplicate_input_paths() {
        assertThatThrownBy(() -> ExecutionRequest.builder("x").inputFile(SandboxFile.ofText("a.txt", "1"))
                .inputFile(SandboxFile.ofText("a.txt", "2")).build())
                .hasMessage("duplicate input file path 'a.txt'");
    }
}
