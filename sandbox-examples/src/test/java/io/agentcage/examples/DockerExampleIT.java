package io.agentcage.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The Docker example against the real daemon (an IT: it needs Docker and the sandbox image). */
class DockerExampleIT {

    @Test
    void should_run_numpy_and_return_the_plot_when_docker_is_available() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        boolean ran = DockerExample.run(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertThat(ran).as(out).isTrue();
        assertThat(out).contains("docker: SUCCESS value=[10, 35]")
                .containsPattern("file: squares.png image/png \\d+ bytes")
                .as("the saved figure comes back once").doesNotContain("_figures/");
    }
}
