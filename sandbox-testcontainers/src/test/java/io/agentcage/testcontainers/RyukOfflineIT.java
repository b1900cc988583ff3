package io.agentcage.testcontainers;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.dockerjava.api.exception.NotFoundException;
import io.agentcage.testcontainers.internal.TestcontainersEnvironment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.utility.TestcontainersConfiguration;

/**
 * Without a registry and without TESTCONTAINERS_RYUK_DISABLED, Testcontainers alone would try to pull Ryuk for
 * minutes. A child JVM started without the variable gets a working sandbox at once, and says what it did.
 */
class RyukOfflineIT {

    @Test
    @Timeout(240)
    void should_use_the_shutdown_hook_reaper_when_the_ryuk_image_is_missing(@TempDir Path tmp) throws Exception {
        String ryuk = TestcontainersConfiguration.getInstance().getRyukImage();
        try {
            DockerClientFactory.instance().client().inspectImageCmd(ryuk).exec();
            Assumptions.abort("the Ryuk image " + ryuk + " is on this engine: nothing to fall back from");
        } catch (NotFoundException expected) {
            // the offline case this test is about
        }
        Path out = tmp.resolve("child.txt");
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), RyukOfflineMain.class.getName())
                .redirectErrorStream(true).redirectOutput(out.toFile());
        pb.environment().remove(TestcontainersEnvironment.RYUK_DISABLED);
        Process child = pb.start();
        boolean ended = child.waitFor(180, TimeUnit.SECONDS);
        if (!ended) {
            child.destroyForcibly();
        }
        String output = Files.readString(out, StandardCharsets.UTF_8);
        assertThat(ended).as("child JVM ended; its output:%n%s", output).isTrue();
        assertThat(child.exitValue()).as("exit code; output:%n%s", output).isZero();
        assertThat(output).contains("result=SUCCESS 42").contains("Ryuk replaced by Testcontainers' JVM "
                + "shutdown-hook reaper").contains(ryuk);
        assertThat(output.lines()).noneMatch(l -> l.contains("Pulling docker image") && l.contains("ryuk"));
    }
}
