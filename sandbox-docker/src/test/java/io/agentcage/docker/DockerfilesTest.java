package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.docker.internal.ImageContext;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The image the library builds (SandboxImage, from the copy in this jar) and the one {@code scripts/build-image.sh}
 * builds without a registry must be the same image but for the base: one Dockerfile, the same runner files, the
 * same runner hash. The registry route cannot be built here (no registry), so its inputs are checked here and its
 * build path by {@code SandboxImageIT} on a local base.
 */
class DockerfilesTest {
    private static final Path DIR = Path.of("../docker/python");

    /** The instructions of a Dockerfile, continuation lines joined, comments dropped. */
    static List<String> instructions(Path file) throws IOException {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : Files.readAllLines(file)) {
            String t = line.strip();
            if (t.startsWith("#") || (t.isEmpty() && current.length() == 0)) {
                continue;
            }
            if (t.endsWith("\\")) {
                current.append(t, 0, t.length() - 1).append(' ');
                continue;
            }
            current.append(t);
            out.add(current.toString().replaceAll("\\s+", " ").strip());
            current.setLength(0);
        }
        return out;
    }

    @Test
    void should_build_both_routes_from_one_dockerfile_when_the_script_and_the_library_build_the_image()
            throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            assertThat(files.filter(p -> p.getFileName().toString().startsWith("Dockerfile")))
                    .as("one Dockerfile only: two could drift apart").containsExactly(DIR.resolve("Dockerfile"));
        }
        String script = Files.readString(Path.of("../scripts/build-image.sh"));
        assertThat(script).contains("-f \"$CONTEXT/Dockerfile\"").contains("--build-arg PIP_PACKAGES= ")
                .contains("--label io.agentcage.runner-hash=\"$hash\"");
        List<String> dockerfile = instructions(DIR.resolve("Dockerfile"));
        assertThat(dockerfile).contains("USER 65534:65534", "WORKDIR /workspace",
                "ENTRYPOINT [\"python3\", \"-I\", \"-B\", \"/opt/agentcage/runner/main.py\"]",
                "COPY runner/ /opt/agentcage/runner/", "LABEL io.agentcage.protocol=\"1\"");
        assertThat(dockerfile).anyMatch(i -> i.contains("AGENTCAGE_SANDBOX=1"));
    }

    @Test
    void should_pin_every_package_and_default_to_the_documented_base_when_installing_from_a_registry()
            throws IOException {
        List<String> dockerfile = instructions(DIR.resolve("Dockerfile"));
        assertThat(dockerfile.get(0)).isEqualTo("ARG BASE=" + SandboxImage.DEFAULT_BASE_IMAGE);
        assertThat(dockerfile.get(1)).isEqualTo("FROM ${BASE}");
        assertThat(dockerfile).contains("ARG PIP_PACKAGES=\"" + String.join(" ", SandboxImage.DEFAULT_PACKAGES)
                + "\"");
        for (String pkg : SandboxImage.REQUIRED_PACKAGES) {
            assertThat(SandboxImage.DEFAULT_PACKAGES).anyMatch(p -> p.matches(pkg + "==\\d+\\.\\d+\\.\\d+"));
        }
    }

    @Test
    void should_ship_the_repositorys_runner_files_unchanged_when_packaged_in_the_jar() throws IOException {
        List<String> runner;
        try (Stream<Path> files = Files.list(DIR.resolve("runner"))) {
            runner = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".py")).sorted().toList();
        }
        assertThat(ImageContext.RUNNER_FILES).as("ImageContext.RUNNER_FILES lists every runner file").isEqualTo(runner);
        Map<String, byte[]> shipped = ImageContext.bundled().files();
        assertThat(shipped.keySet()).hasSize(runner.size() + 1);
        for (Map.Entry<String, byte[]> f : shipped.entrySet()) {
            assertThat(f.getValue()).as(f.getKey()).isEqualTo(Files.readAllBytes(DIR.resolve(f.getKey())));
        }
    }

    @Test
    void should_compute_the_runner_hash_of_build_image_sh_when_labelling_an_image() throws Exception {
        String function = "source <(sed -n '/^runner_hash()/,/^}/p' ../scripts/build-image.sh); "
                + "CONTEXT=../docker/python; runner_hash";
        Process p = new ProcessBuilder("bash", "-c", function).redirectErrorStream(true).start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String scriptHash = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(scriptHash).matches("[0-9a-f]{16}");
        assertThat(ImageContext.bundled().runnerHash()).isEqualTo(scriptHash);
    }

    @Test
    void should_write_a_tar_that_tar_extracts_to_the_same_files(@TempDir Path dir) throws Exception {
        Path tar = dir.resolve("context.tar");
        Files.write(tar, ImageContext.bundled().tar());
        Path out = Files.createDirectories(dir.resolve("out"));
        Process p = new ProcessBuilder("tar", "-xf", tar.toString(), "-C", out.toString()).redirectErrorStream(true)
                .start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8)).isZero();
        for (Map.Entry<String, byte[]> f : ImageContext.bundled().files().entrySet()) {
            assertThat(Files.readAllBytes(out.resolve(f.getKey()))).as(f.getKey()).isEqualTo(f.getValue());
        }
    }
}
