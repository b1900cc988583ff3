package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shaded CLI jar on a JDK 25+ with an ahead-of-time cache trained as {@code ./agentcage} trains it (ADR 0059):
 * a small program's run loads every class from the cache and spins none at run time (ADR 0067). A class spun at
 * run time (a record's {@code equals}/{@code hashCode} bound through {@code invokedynamic}, the JDK's own lambdas in
 * {@code Comparator.comparing}, {@code SecureRandom}'s reflective provider set-up) cost the CLI ~50 ms of CPU per
 * start: the JDK's class-file writer ran cold and the C1 compiler compiled it. Skipped without a JDK 25+ under
 * {@code /usr/lib/jvm} or as this JVM.
 */
class AotCacheIT {
    private static final Path JAR = Path.of("target/agentcage.jar").toAbsolutePath();
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    /** A java binary of a JDK 25 or later, or null. */
    private static Path jdk25() throws IOException {
        List<Path> candidates = new ArrayList<>();
        candidates.add(Path.of(System.getProperty("java.home")));
        Path jvms = Path.of("/usr/lib/jvm");
        if (Files.isDirectory(jvms)) {
            try (DirectoryStream<Path> homes = Files.newDirectoryStream(jvms)) {
                homes.forEach(candidates::add);
            }
        }
        for (Path home : candidates) {
            Path release = home.resolve("release");
            Path java = home.resolve("bin/java");
            if (Files.isRegularFile(release) && Files.isExecutable(java)) {
                for (String line : Files.readAllLines(release, StandardCharsets.UTF_8)) {
                    if (line.startsWith("JAVA_VERSION=")) {
                        String v = line.substring(line.indexOf('=') + 1).replace("\"", "").split("[.+-]")[0];
                        if (v.matches("\\d+") && Integer.parseInt(v) >= 25) {
                            return java;
                        }
                    }
                }
            }
        }
        return null;
    }

    private static String run(List<String> command, Path out) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        if (!p.waitFor(5, TimeUnit.MINUTES)) {   // a hang guard only
            p.destroyForcibly();
            throw new AssertionError("timed out: " + command);
        }
        String text = Files.readString(out);
        assertThat(p.exitValue()).as("exit of %s, output %s", command, text).isZero();
        return text;
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void should_spin_no_class_and_read_none_from_the_jar_when_the_cli_runs_a_small_program() throws Exception {
        Path java = jdk25();
        assumeThat(java).as("a JDK 25 or later").isNotNull();
        Path cache = dir.resolve("agentcage.aot");
        run(List.of(java.toString(), "-XX:AOTCacheOutput=" + cache, "-Xlog:cds=off", "-cp", JAR.toString(),
                "io.agentcage.cli.Main", "run", ROOT.resolve("scripts/cds-training.py").toString()),
                dir.resolve("training.log"));
        assertThat(cache).exists();
        for (String program : List.of("scripts/bench/programs/hello10.py", "scripts/bench/imports.py")) {
            String log = run(List.of(java.toString(), "-XX:AOTCache=" + cache, "-Xlog:aot=off,cds=off",
                    "-Xlog:class+load", "-XX:TieredStopAtLevel=1", "-cp", JAR.toString(), "io.agentcage.cli.Main",
                    "run", ROOT.resolve(program).toString()), dir.resolve("run.log"));
            List<String> loads = log.lines().filter(l -> l.contains("[class,load]")).collect(Collectors.toList());
            assertThat(loads).as("classes loaded by %s", program).hasSizeGreaterThan(1000);
            // A JDK class the cache leaves out (java.lang.invoke.DirectMethodHandle$1, an anonymous ClassValue) is
            // read from the runtime image: cheap, and not spun. Spun classes show as __JVM_LookupDefineClass__ or
            // as lambdas of a JDK class (source: java.util.Comparator); the jar's own as source: file:.
            assertThat(loads).as("classes of %s neither from the cache nor from the runtime image", program)
                    .filteredOn(l -> !l.endsWith("source: shared objects file") && !l.contains("source: jrt:/"))
                    .isEmpty();
        }
    }
}
