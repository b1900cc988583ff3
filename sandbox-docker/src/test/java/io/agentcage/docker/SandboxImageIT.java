package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.InspectImageResponse;
import com.github.dockerjava.api.exception.NotFoundException;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.SandboxException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The library builds the sandbox image itself through docker-java ({@link SandboxImage}). No registry is reachable
 * here, so the build runs on a base that exists locally, with the pip step skipped: the debootstrap base of
 * {@code scripts/build-image.sh} ({@code AGENTCAGE_BASE_IMAGE}, else {@code agentcage/python-sandbox-base:<version>},
 * else the sandbox image itself). The result must be the image that script builds: same user, paths, entry point,
 * environment and runner hash, and code must run in it. Every image built here is removed.
 */
@Timeout(600)
class SandboxImageIT {

    private final List<String> built = new ArrayList<>();

    @AfterEach
    void removeImages() {
        DockerClient docker = DockerTestSupport.docker();
        for (String tag : built) {
            try {
                docker.removeImageCmd(tag).withForce(true).exec();
            } catch (NotFoundException ignored) {
                // not built, or already removed
            }
        }
    }

    private static String localBase(DockerClient docker) {
        List<String> candidates = new ArrayList<>();
        String env = System.getenv("AGENTCAGE_BASE_IMAGE");
        if (env != null && !env.isBlank()) {
            candidates.add(env.strip());
        }
        candidates.add("agentcage/python-sandbox-base:" + Versions.IMAGE_VERSION);
        candidates.add(DockerConfig.DEFAULT_IMAGE);
        for (String image : candidates) {
            try {
                docker.inspectImageCmd(image).exec();
                return image;
            } catch (NotFoundException e) {
                // try the next one
            }
        }
        throw new AssertionError("no local base image among " + candidates);
    }

    private String newTag() {
        String tag = "agentcage/python-sandbox-it:" + UUID.randomUUID().toString().substring(0, 8);
        built.add(tag);
        return tag;
    }

    @Test
    void should_build_the_script_s_image_and_run_code_in_it_when_built_by_the_library() {
        DockerClient docker = DockerTestSupport.docker();
        String tag = newTag();
        SandboxImage image = SandboxImage.builder().baseImage(localBase(docker)).basePackagesOnly().tag(tag)
                .buildTimeout(Duration.ofMinutes(5)).build();
        assertThat(image.isPresent(docker)).isFalse();
        String id = image.buildImage(docker);
        assertThat(image.isPresent(docker)).isTrue();
        assertThat(image.ensureImage(docker)).as("present: not built again").isEqualTo(id);

        InspectImageResponse ours = docker.inspectImageCmd(tag).exec();
        InspectImageResponse script = docker.inspectImageCmd(DockerConfig.DEFAULT_IMAGE).exec();
        assertThat(ours.getConfig().getUser()).isEqualTo(script.getConfig().getUser()).isEqualTo("65534:65534");
        assertThat(ours.getConfig().getWorkingDir()).isEqualTo(script.getConfig().getWorkingDir())
                .isEqualTo("/workspace");
        assertThat(ours.getConfig().getEntrypoint()).isEqualTo(script.getConfig().getEntrypoint());
        assertThat(Set.of(ours.getConfig().getEnv())).containsAll(List.of("AGENTCAGE_SANDBOX=1", "HOME=/workspace",
                "MPLBACKEND=Agg")).isEqualTo(Set.of(script.getConfig().getEnv()));
        assertThat(ours.getConfig().getLabels()).containsEntry("io.agentcage.protocol", "1")
                .containsEntry(SandboxImage.RUNNER_HASH_LABEL, image.runnerHash())
                .containsEntry(SandboxImage.PACKAGES_LABEL, "numpy pandas matplotlib");
        assertThat(script.getConfig().getLabels().get(SandboxImage.RUNNER_HASH_LABEL))
                .as("the image scripts/build-image.sh built carries the same runner (rebuild it if this fails)")
                .isEqualTo(image.runnerHash());

        DockerConfig config = DockerTestSupport.config(ExecutionLimits.defaults()).allowImage(tag).image(tag)
                .poolMinIdle(0).build();
        try (DockerExecutor executor = DockerExecutor.builder().config(config).build()) {
            ExecutionResult r = executor.execute(ExecutionRequest.of("import os, numpy, matplotlib.pyplot as plt\n"
                    + "plt.plot([1, 2])\n"
                    + "print(os.getuid(), os.getcwd(), os.path.isfile('/opt/agentcage/runner/main.py'))\n"
                    + "int(numpy.arange(4).sum())"));
            assertThat(r.outcome()).as(r.message() + r.stderr()).isEqualTo(Outcome.SUCCESS);
            assertThat(r.stdout()).isEqualTo("65534 /workspace True\n");
            assertThat(r.value()).contains("6");
            assertThat(r.files()).extracting(f -> f.mediaType()).containsExactly("image/png");
            assertThat(executor.capabilities().packages()).containsOnlyKeys("numpy", "pandas", "matplotlib");
        }
    }

    @Test
    void should_build_the_image_on_first_use_only_when_the_executor_is_told_to() {
        DockerClient docker = DockerTestSupport.docker();
        String tag = newTag();
        DockerConfig config = DockerTestSupport.config(ExecutionLimits.defaults()).allowImage(tag).image(tag)
                .poolMinIdle(0).build();
        assertThatThrownBy(() -> DockerExecutor.builder().config(config).build())
                .hasMessageContaining(tag + " is not available locally")
                .hasMessageContaining("agentcage image build").hasMessageContaining("scripts/build-image.sh");
        SandboxImage image = SandboxImage.builder().baseImage(localBase(docker)).basePackagesOnly().tag(tag).build();
        try (DockerExecutor executor = DockerExecutor.builder().config(config).buildImageIfMissing(image).build()) {
            assertThat(image.isPresent(docker)).isTrue();
            assertThat(executor.execute(ExecutionRequest.of("print('built on first use')")).stdout())
                    .isEqualTo("built on first use\n");
        }
    }

    @Test
    void should_report_the_daemons_reason_when_the_base_image_cannot_be_had() {
        DockerClient docker = DockerTestSupport.docker();
        String tag = newTag();
        SandboxImage image = SandboxImage.builder().baseImage("agentcage/no-such-base:0").tag(tag)
                .buildTimeout(Duration.ofMinutes(2)).build();
        assertThatThrownBy(() -> image.buildImage(docker)).isInstanceOf(SandboxException.class)
                .hasMessageStartingWith("could not build the sandbox image " + tag + " on agentcage/no-such-base:0")
                .hasMessageContaining("without a registry use scripts/build-image.sh");
        assertThat(image.isPresent(docker)).isFalse();
    }
}
