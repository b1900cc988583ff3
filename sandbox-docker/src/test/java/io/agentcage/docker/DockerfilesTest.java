package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The registry Dockerfile cannot be built on a machine without a registry, so its equivalence with the image that
 * {@code scripts/build-image.sh} builds (and every Docker test runs on) is checked here: both must add the runner
 * and set up the container in exactly the same instructions.
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

    private static List<String> fromRunnerOn(List<String> instructions) {
        int at = instructions.indexOf("COPY runner/ /opt/agentcage/runner/");
        assertThat(at).as("adds the runner").isNotNegative();
        return instructions.subList(at, instructions.size());
    }

    @Test
    void should_set_up_the_runner_identically_when_built_from_a_registry_or_offline() throws IOException {
        List<String> registry = instructions(DIR.resolve("Dockerfile"));
        List<String> offline = instructions(DIR.resolve("Dockerfile.offline"));
        assertThat(fromRunnerOn(registry)).isEqualTo(fromRunnerOn(offline));
        assertThat(fromRunnerOn(offline)).anyMatch(i -> i.startsWith("USER 65534"))
                .anyMatch(i -> i.startsWith("ENTRYPOINT [\"python3\", \"-I\""))
                .anyMatch(i -> i.contains("AGENTCAGE_SANDBOX=1"));
    }

    @Test
    void should_pin_every_package_when_installing_from_a_registry() throws IOException {
        List<String> registry = instructions(DIR.resolve("Dockerfile"));
        assertThat(registry.get(0)).matches("FROM python:3\\.11[-.\\w]*");
        String pip = registry.stream().filter(i -> i.contains("pip install")).findFirst().orElseThrow();
        for (String pkg : List.of("numpy", "pandas", "matplotlib")) {
            assertThat(pip).containsPattern(pkg + "==\\d+\\.\\d+\\.\\d+");
        }
    }
}
