package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.core.DefaultDockerClientConfig;
import com.github.dockerjava.core.DockerClientImpl;
import com.github.dockerjava.httpclient5.ApacheDockerHttpClient;
import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.SandboxImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code agentcage image build} builds the image through the daemon. No registry is reachable here, so it builds on
 * the local sandbox image as base with {@code --base-packages-only}; the image it made is removed.
 */
@Timeout(600)
class ImageCommandIT {

    @Test
    void should_build_the_image_and_print_its_id_then_skip_it_when_present_and_if_missing() throws Exception {
        DefaultDockerClientConfig cfg = DefaultDockerClientConfig.createDefaultConfigBuilder().build();
        String tag = "agentcage/python-sandbox-it:cli-" + UUID.randomUUID().toString().substring(0, 8);
        try (DockerClient docker = DockerClientImpl.getInstance(cfg, new ApacheDockerHttpClient.Builder()
                .dockerHost(cfg.getDockerHost()).sslConfig(cfg.getSSLConfig()).build())) {
            docker.inspectImageCmd(DockerConfig.DEFAULT_IMAGE).exec();   // CI always has it (setup-docker.sh)
            try {
                String first = run("image", "build", "--base", DockerConfig.DEFAULT_IMAGE, "--base-packages-only",
                        "--tag", tag);
                assertThat(first).startsWith(tag + " sha256:");
                assertThat(SandboxImage.builder().tag(tag).build().isPresent(docker)).isTrue();
                String again = run("image", "build", "--base", DockerConfig.DEFAULT_IMAGE, "--base-packages-only",
                        "--tag", tag, "--if-missing");
                assertThat(again).isEqualTo(first);
            } finally {
                try {
                    docker.removeImageCmd(tag).withForce(true).exec();
                } catch (NotFoundException ignored) {
                    // the build failed before tagging
                }
            }
        }
    }

    /** Runs the command in this JVM; its standard output, stripped. */
    private static String run(String... args) {
        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        int exit;
        try {
            exit = Main.execute(args);
        } finally {
            System.setOut(saved);
        }
        String text = out.toString(StandardCharsets.UTF_8).strip();
        assertThat(exit).as(text).isZero();
        return text;
    }
}
