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
    /** The main class the launcher names after the jar on the class path (the manifest's Main-Class). */
    private static final String MAIN = " io.agentcage.cli.Main";


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

    /**
     * A stand-in JDK under {@code jdks/NAME} whose release file says FEATURE and whose java echoes its name and
     * arguments, and makes the cache or archive it is asked to make at exit (recording the training in the log).
     */
    private Path jdk(String name, int feature) throws IOException {
        Path home = Files.createDirectories(dir.resolve("jdks").resolve(name).resolve("bin")).getParent();
        Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"test\"\nJAVA_VERSION=\"" + feature + ".0.1\"\n");
        Path java = home.resolve("bin/java");
        Files.writeString(java, "#!/usr/bin/bash\n" + trainingJava(name) + "\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    /** A java stand-in that writes the archive or cache it is asked to write, logs "train NAME", echoes its call. */
    private String trainingJava(String name) {
        return "for a in \"$@\"; do case \"$a\" in -XX:ArchiveClassesAtExit=*|-XX:AOTCacheOutput=*) : > \"${a#*=}\";"
                + " echo \"train " + name + "\" >> " + log + ";; esac; done; echo \"" + name + " $*\"";
    }

    private void builtJar() throws IOException {
        stub("javac", "true");
        stub("mvn", "mkdir -p sandbox-cli/target && : > sandbox-cli/target/agentcage.jar");
    }

    private Run launch(Map<String, String> env, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("/usr/bin/bash", dir.resolve("agentcage").toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().clear();
        pb.environment().put("PATH", bin.toString());
        // the machine's own JDKs stay out of the search unless a test names a directory
        pb.environment().put("AGENTCAGE_JDK_DIRS", dir.resolve("no-jdks").toString());
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
        assertThat(r.out()).isEqualTo("java -XX:TieredStopAtLevel=1 -cp " + dir.resolve(
                "sandbox-cli/target/agentcage.jar") + MAIN + " run examples/hello.py\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void should_build_and_run_without_asking_when_the_tools_are_there() throws Exception {
        stub("javac", "true");
        stub("java", "echo \"java $*\"");
        stub("mvn", "mkdir -p sandbox-cli/target && : > sandbox-cli/target/agentcage.jar");
        Run r = launch(Map.of(), "--version");
        assertThat(r.calls()).isEmpty();
        assertThat(r.out()).isEqualTo("java -XX:TieredStopAtLevel=1 -cp " + dir.resolve(
                "sandbox-cli/target/agentcage.jar") + MAIN + " --version\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void should_keep_tiered_compilation_for_mcp_and_let_java_opts_win_when_given() throws Exception {
        stub("javac", "true");
        stub("java", "echo \"java $*\"");
        stub("mvn", "mkdir -p sandbox-cli/target && : > sandbox-cli/target/agentcage.jar");
        Path jar = dir.resolve("sandbox-cli/target/agentcage.jar");
        assertThat(launch(Map.of(), "mcp", "--http", "0").out())
                .isEqualTo("java -cp " + jar + MAIN + " mcp --http 0\n");
        assertThat(launch(Map.of("AGENTCAGE_JAVA_OPTS", "-XX:TieredStopAtLevel=4"), "run", "x.py").out())
                .isEqualTo("java -XX:TieredStopAtLevel=1 -XX:TieredStopAtLevel=4 -cp " + jar + MAIN + " run x.py\n");
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
                + "-XX:TieredStopAtLevel=1 -cp " + jar + MAIN + " --version\n";
        Run first = launch(Map.of(), "--version");
        assertThat(first.out()).isEqualTo(expected);
        assertThat(first.calls()).isEqualTo("train\n");
        assertThat(jsa).exists();
        Run second = launch(Map.of(), "--version");
        assertThat(second.out()).isEqualTo(expected);
        assertThat(second.calls()).isEqualTo("train\n"); // the archive is newer than the jar: no second training
        Run off = launch(Map.of("AGENTCAGE_CDS", "0"), "--version");
        assertThat(off.out()).isEqualTo("java -XX:TieredStopAtLevel=1 -cp " + jar + MAIN + " --version\n");
    }

    @Test
    void should_pick_the_newest_jdk_25_or_later_and_train_an_aot_cache_when_the_path_java_is_older() throws Exception {
        builtJar();
        stub("java", trainingJava("java"));
        jdk("jdk-17", 17);
        Path j25 = jdk("jdk-25", 25);
        Path j26 = jdk("jdk-26", 26);
        Path jar = dir.resolve("sandbox-cli/target/agentcage.jar");
        Path aot = dir.resolve("sandbox-cli/target/agentcage.aot");
        Map<String, String> env = Map.of("AGENTCAGE_JDK_DIRS", dir.resolve("jdks").toString());
        Run first = launch(env, "--version");
        assertThat(first.out()).isEqualTo("jdk-26 -XX:AOTCache=" + aot + " -Xlog:aot=off,cds=off "
                + "-XX:TieredStopAtLevel=1 -cp " + jar + MAIN + " --version\n");
        assertThat(first.calls()).isEqualTo("train jdk-26\n");
        assertThat(aot).exists();
        assertThat(Files.readString(dir.resolve("sandbox-cli/target/agentcage.aot.jvm"))).isEqualTo(j26 + "\n");
        assertThat(launch(env, "--version").calls()).isEqualTo("train jdk-26\n"); // fresh cache: no second training
        // another JDK 25+ chosen explicitly: the cache another java made is trained again for this one
        Run other = launch(Map.of("AGENTCAGE_JAVA", j25.toString()), "run", "x.py");
        // on 25 with its cache the training's compilations are not replayed (ADR 0067); 26 is not told (above)
        assertThat(other.out()).isEqualTo("jdk-25 -XX:AOTCache=" + aot + " -Xlog:aot=off,cds=off "
                + "-XX:TieredStopAtLevel=1 -XX:+UnlockDiagnosticVMOptions -XX:-AOTReplayTraining -cp " + jar + MAIN
                + " run x.py\n");
        assertThat(launch(Map.of("AGENTCAGE_JAVA", j25.toString()), "mcp").out()).as("the MCP server keeps them")
                .isEqualTo("jdk-25 -XX:AOTCache=" + aot + " -Xlog:aot=off,cds=off -cp " + jar + MAIN + " mcp\n");
        assertThat(other.calls()).isEqualTo("train jdk-26\ntrain jdk-25\n");
    }

    @Test
    void should_take_java_home_when_it_is_25_or_later_and_the_path_java_when_no_jdk_is() throws Exception {
        builtJar();
        stub("java", "echo \"java $*\"");
        Path j25 = jdk("jdk-25", 25);
        Path jar = dir.resolve("sandbox-cli/target/agentcage.jar");
        Run home = launch(Map.of("JAVA_HOME", j25.getParent().getParent().toString(), "AGENTCAGE_CDS", "0"),
                "--version");
        assertThat(home.out()).isEqualTo("jdk-25 -XX:TieredStopAtLevel=1 -cp " + jar + MAIN + " --version\n");
        // only older JDKs around (here a JDK 21 as JAVA_HOME and in the directories): the java on the PATH, as before
        Path j21 = jdk("jdk-21", 21);
        Files.delete(j25);
        Run older = launch(Map.of("JAVA_HOME", j21.getParent().getParent().toString(), "AGENTCAGE_CDS", "0",
                "AGENTCAGE_JDK_DIRS", dir.resolve("jdks").toString()), "--version");
        assertThat(older.out()).isEqualTo("java -XX:TieredStopAtLevel=1 -cp " + jar + MAIN + " --version\n");
    }

    @Test
    void should_use_agentcage_java_with_a_cds_archive_when_it_is_older_than_25() throws Exception {
        builtJar();
        stub("java", "echo \"java $*\"");
        Path j17 = jdk("jdk-17", 17);
        jdk("jdk-25", 25);
        Path jar = dir.resolve("sandbox-cli/target/agentcage.jar");
        Path jsa = dir.resolve("sandbox-cli/target/agentcage.jsa");
        Run r = launch(Map.of("AGENTCAGE_JAVA", j17.toString(), "AGENTCAGE_JDK_DIRS", dir.resolve("jdks").toString()),
                "--version");
        assertThat(r.out()).isEqualTo("jdk-17 -XX:SharedArchiveFile=" + jsa + " -Xlog:cds=off,cds+dynamic=off "
                + "-XX:TieredStopAtLevel=1 -cp " + jar + MAIN + " --version\n");
        assertThat(r.calls()).isEqualTo("train jdk-17\n");
    }

    @Test
    void should_run_without_a_cache_and_leave_no_file_when_the_training_fails() throws Exception {
        builtJar();
        stub("java", "echo \"java $*\"");
        Path j25 = jdk("jdk-25", 25);
        // a JVM whose training run fails after starting to write the cache
        Files.writeString(j25, "#!/usr/bin/bash\nfor a in \"$@\"; do case \"$a\" in -XX:AOTCacheOutput=*) "
                + ": > \"${a#*=}\"; : > \"${a#*=}.config\"; exit 1;; esac; done; echo \"jdk-25 $*\"\n");
        Path jar = dir.resolve("sandbox-cli/target/agentcage.jar");
        Run r = launch(Map.of("AGENTCAGE_JAVA", j25.toString()), "--version");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).isEqualTo("jdk-25 -XX:TieredStopAtLevel=1 -cp " + jar + MAIN + " --version\n");
        try (var files = Files.list(dir.resolve("sandbox-cli/target"))) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactly("agentcage.jar");
        }
    }

    @Test
    void should_rebuild_when_a_main_source_is_newer_than_the_jar_and_not_for_build_output_or_tests() throws Exception {
        stub("javac", "true");
        stub("java", "echo \"java $*\"");
        stub("mvn", "echo mvn >> " + log + "; mkdir -p sandbox-cli/target && : > sandbox-cli/target/agentcage.jar");
        Map<String, String> env = Map.of("AGENTCAGE_CDS", "0");
        assertThat(launch(env, "--version").calls()).isEqualTo("mvn\n"); // no jar yet
        Path jar = dir.resolve("sandbox-cli/target/agentcage.jar");
        java.nio.file.attribute.FileTime later = java.nio.file.attribute.FileTime.fromMillis(
                Files.getLastModifiedTime(jar).toMillis() + 60_000);
        for (String path : List.of("sandbox-x/target/generated-sources/G.java", "sandbox-x/src/test/java/T.java",
                "docs/Notes.java")) {
            Path f = dir.resolve(path);
            Files.createDirectories(f.getParent());
            Files.writeString(f, "class G {}");
            Files.setLastModifiedTime(f, later);
        }
        assertThat(launch(env, "--version").calls()).isEqualTo("mvn\n");
        Path main = Files.createDirectories(dir.resolve("sandbox-x/src/main/java")).resolve("M.java");
        Files.writeString(main, "class M {}");
        Files.setLastModifiedTime(main, later);
        assertThat(launch(env, "--version").calls()).isEqualTo("mvn\nmvn\n");
    }

    @Test
    void should_say_what_is_wrong_and_exit_5_when_agentcage_java_is_not_an_executable() throws Exception {
        builtJar();
        stub("java", "echo \"java $*\"");
        Run r = launch(Map.of("AGENTCAGE_JAVA", dir.resolve("jdks/none/bin/java").toString()), "--version");
        assertThat(r.exit()).isEqualTo(5);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).endsWith("agentcage: AGENTCAGE_JAVA is '" + dir.resolve("jdks/none/bin/java")
                + "', not an executable java; set it to a JDK's bin/java\n");
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
