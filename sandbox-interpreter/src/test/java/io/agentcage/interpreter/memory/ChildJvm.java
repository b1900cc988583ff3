package io.agentcage.interpreter.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@link FootprintMain} in a child JVM of a given maximum heap and returns its output lines, failing when the
 * child saw a host {@code OutOfMemoryError} (thrown, or caught by the interpreter as "the host ran out of heap"),
 * exited with an error or did not finish within its hang guard.
 */
final class ChildJvm {
    private ChildJvm() {
    }

    /** The lines of {@code FootprintMain args} run with {@code -Xmx<heap>}; {@code minutes} is only a hang guard. */
    static List<String> run(String heap, long minutes, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx" + heap, "-Xss4m", "-cp", System.getProperty("java.class.path"),
                FootprintMain.class.getName()));
        cmd.addAll(List.of(args));
        Path log = Files.createTempFile("agentcage-footprint", ".log");
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            boolean done = p.waitFor(minutes, TimeUnit.MINUTES);
            if (!done) {
                p.destroyForcibly().waitFor();
            }
            String out = Files.readString(log, StandardCharsets.UTF_8);
            assertThat(done).as("child finished within " + minutes + " minutes: " + out).isTrue();
            assertThat(out).as("no host OutOfMemoryError").doesNotContain("OutOfMemoryError")
                    .doesNotContain("host ran out of heap");
            assertThat(p.exitValue()).as(out).isZero();
            return out.lines().toList();
        } finally {
            Files.deleteIfExists(log);
        }
    }

    /** The fields of the output line {@code kind index ...} (split on the first six spaces). */
    static String[] lineFor(List<String> lines, String kind, int index) {
        for (String l : lines) {
            String[] f = l.split(" ", 7);
            if (f[0].equals(kind) && Integer.parseInt(f[1]) == index) {
                return f;
            }
        }
        throw new AssertionError("no " + kind + " line for pattern " + index + " in " + lines);
    }
}
