package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./agentcage} launcher on a machine without a JDK or Maven: it never installs packages without consent.
 * Runs a copy of the launcher in a scratch tree whose PATH holds only the tools it needs and stand-ins for
 * {@code apt-get}, {@code id}, {@code java} and {@code mvn} that record how they were called (nothing is installed).
 */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class LauncherTest {

    @TempDir
    Path dir;
    private Path bin;
    private Path log;

    private record Run(int exit, String out, String err, String calls) {
    }

    @BeforeEach
    void setUp() throws IOException {
        Path repo = Path.of("..").toAbsolutePath().normalize();
        Files.createDirectories(dir.resolve("scripts/lib"));
        Files.copy(repo.resolve("agentcage"), dir.resolve("agentcage"));
        Files.copy(repo.resolve("scripts/lib/install.sh"), dir.resolve("scripts/lib/install.sh"));
        bin = Files.createDirectories(dir.resolve("bin"));
        log = dir.resolve("calls.log");
        for (String tool : List.of("bash", "env", "dirname", "find", "cat", "mkdir", "mv", "rm")) {
            Files.createSymbolicLink(bin.resolve(tool), Path.of("/usr/bin", tool));
        }
        stub("apt-get", "echo \"apt-get $*\" >> " + log);
        stub("id", "echo 0");
    }

    private void stub(String name, String body) throws IOException {
        Path f = bin.resolve(name);
        Files.writeString(f, "#!/usr/bin/bash\n" + body + "\n");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private Run launch(Map<String, String> env, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("/usr/bin/bash", dir.resolve("agentcage").toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().clear();
        pb.environment().put("PATH", bin.toString());
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getOutputStream().close(); // no terminal: standard input is an empty pipe
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        String calls = Files.exists(log) ? Files.readString(log) : "";
        return new Run(p.exitValue(), out.join(), err.join(), calls);
    }

    private static String read(java.io.InputStream in) {
        try {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void should_print_the_command_and_install_nothing_when_not_told_to_and_not_on_a_terminal() throws Exception {
        Run r = launch(Map.of(), "run", "examples/hello.py");
        assertThat(r.exit()).isEqualTo(5);
        assertThat(r.calls()).isEmpty();
        assertThat(r.err()).contains("agentcage: not installing openjdk-17-jdk-headless maven. Run: apt-get install -y "
                + "--no-install-recommends openjdk-17-jdk-headless maven")
                .contains("./agentcage --yes ... or AGENTCAGE_INSTALL=yes ./agentcage ...");
    }

    @Test
    void should_install_with_apt_get_when_the_environment_says_yes() throws Exception {
        Run r = launch(Map.of("AGENTCAGE_INSTALL", "yes"), "run", "examples/hello.py");
        assertThat(r.calls()).contains("apt-get update").contains("apt-get install -y -qq --no-install-recommends "
                + "openjdk-17-jdk-headless maven");
        assertThat(r.out()).isEmpty(); // the launcher's own chatter goes to stderr
        assertThat(r.exit()).isEqualTo(5); // the stand-ins install nothing, so the build cannot run here
        assertThat(r.err()).contains("build failed");
    }

    @Test
    void should_install_and_pass_the_other_arguments_on_when_yes_is_the_first_argument() throws Exception {
        stub("java", "echo \"java $*\"");  // a JRE without javac: the JDK package is still needed
        stub("mvn", "mkdir -p sandbox-cli/target && : > sandbox-cli/target/agentcage.jar");
        Run r = launch(Map.of(), "--yes", "run", "examples/hello.py");
        assertThat(r.calls()).contains("apt-get install -y -qq --no-install-recommends openjdk-17-jdk-headless");
        assertThat(r.calls()).doesNotContain("maven");
        assertThat(r.out()).isEqualTo("java -XX:TieredStopAtLevel=1 -jar " + dir.resolve(
                "sandbox-cli/target/agentcage.jar") + " run examples/hello.py\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void should_build_and_run_without_asking_when_the_tools_are_there() throws Exception {
        stub("javac", "true");
        stub("java", "echo \"java $*\"");
        stub("mvn", "mkdir -p sandbox-cli/target && : > sandbox-cli/target/agentcage.jar");
        Run r = launch(Map.of(), "--version");
        assertThat(r.calls()).isEmpty();
        assertThat(r.out()).isEqualTo("java -XX:TieredStopAtLevel=1 -jar " + dir.resolve(
                "sandbox-cli/target/agentcage.jar") + " --version\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void should_keep_tiered_compilation_for_mcp_and_let_java_opts_win_when_given() throws Exception {
        stub("javac", "true");
        stub("java", "echo \"java $*\"");
        stub("mvn", "mkdir -p sandbox-cli/target && : > sandbox-cli/target/agentcage.jar");
        Path jar = dir.resolve("sandbox-cli/target/agentcage.jar");
        assertThat(launch(Map.of(), "mcp", "--http", "0").out()).isEqualTo("java -jar " + jar + " mcp --http 0\n");
        assertThat(launch(Map.of("AGENTCAGE_JAVA_OPTS", "-XX:TieredStopAtLevel=4"), "run", "x.py").out())
                .isEqualTo("java -XX:TieredStopAtLevel=1 -XX:TieredStopAtLevel=4 -jar " + jar + " run x.py\n");
    }

    @Test
    void should_train_a_class_data_sharing_archive_once_and_run_with_it_when_the_jar_is_built() throws Exception {
        stub("javac", "true");
        // a JVM that writes the archive it is asked to write at exit, and records the training run
        stub("java", "for a in \"$@\"; do case \"$a\" in -XX:ArchiveClassesAtExit=*) : > \"${a#*=}\";"
                + " echo train >> " + log + ";; esac; done; echo \"java $*\"");
        stub("mvn", "mkdir -p sandbox-cli/target && : > sandbox-cli/target/agentcage.jar");
        Path jar = dir.resolve("sandbox-cli/target/agentcage.jar");
        Path jsa = dir.resolve("sandbox-cli/target/agentcage.jsa");
        String expected = "java -XX:SharedArchiveFile=" + jsa + " -Xlog:cds=off,cds+dynamic=off "
                + "-XX:TieredStopAtLevel=1 -jar " + jar + " --version\n";
        Run first = launch(Map.of(), "--version");
        assertThat(first.out()).isEqualTo(expected);
        assertThat(first.calls()).isEqualTo("train\n");
        assertThat(jsa).exists();
        Run second = launch(Map.of(), "--version");
        assertThat(second.out()).isEqualTo(expected);
        assertThat(second.calls()).isEqualTo("train\n"); // the archive is newer than the jar: no second training
        Run off = launch(Map.of("AGENTCAGE_CDS", "0"), "--version");
        assertThat(off.out()).isEqualTo("java -XX:TieredStopAtLevel=1 -jar " + jar + " --version\n");
    }

    @Test
    void should_print_the_sudo_command_when_not_root() throws Exception {
        stub("id", "echo 1000");
        Run r = launch(Map.of("AGENTCAGE_INSTALL", "yes"), "run", "examples/hello.py");
        assertThat(r.exit()).isEqualTo(5);
        assertThat(r.calls()).isEmpty();
        assertThat(r.err()).contains("install with: sudo apt-get install -y --no-install-recommends "
                + "openjdk-17-jdk-headless maven");
    }
}
