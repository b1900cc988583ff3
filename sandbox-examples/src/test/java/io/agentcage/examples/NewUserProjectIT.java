package io.agentcage.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Builds {@code sandbox-examples/new-user}, a separate Maven project that imports only {@code sandbox-bom}, as a
 * user would: from a private local repository ({@code target/new-user-repo}) seeded with this checkout's jars, never
 * the shared {@code ~/.m2}. Third-party artifacts come from the outer build's local repository through a
 * {@code file://} mirror, so the build is offline and deterministic; the project's enforcer rule fails on any split
 * Jackson, SLF4J or LangChain4j version, and its tests run the READMEs' first hour.
 *
 * <p>Runs in {@code verify} (Failsafe), after the modules' jars are packaged; it needs no Docker. Two builds: with
 * the LangChain4j release sandbox-bom manages, and with {@code -Dlangchain4j.version=N} for the newest release
 * ({@link #NEWEST_LANGCHAIN4J}, pinned; {@code -Dagentcage.newuser.langchain4j} and
 * {@code -Dagentcage.newuser.online=true} let {@code scripts/check-newest-langchain4j.sh} try tomorrow's).
 */
@Timeout(1800)
class NewUserProjectIT {

    /**
     * The newest LangChain4j release on Maven Central on 2026-11-27 (langchain4j-bom and langchain4j; only
     * langchain4j-core has later versions, which must not be mixed with an older langchain4j). Pinned so that this
     * test never depends on what Central serves tomorrow.
     */
    static final String NEWEST_LANGCHAIN4J = "1.19.0";

    private static final Path PROJECT = Path.of("new-user").toAbsolutePath();
    private static final Path REPO = Path.of("target/new-user-repo").toAbsolutePath();
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    private static String version() {
        return System.getProperty("agentcage.version", "0.1.0-SNAPSHOT");
    }

    /** The reactor's modules: artifactId to directory (a module's directory need not be named after it). */
    static Map<String, Path> modules() throws IOException {
        Map<String, Path> out = new LinkedHashMap<>();
        Matcher module = Pattern.compile("<module>([^<]+)</module>").matcher(Files.readString(ROOT.resolve("pom.xml")));
        while (module.find()) {
            Path dir = ROOT.resolve(module.group(1));
            String pom = Files.readString(dir.resolve("pom.xml"));
            int own = pom.indexOf("</parent>");
            Matcher id = Pattern.compile("<artifactId>([^<]+)</artifactId>").matcher(pom);
            if (id.find(own < 0 ? 0 : own)) {
                out.put(id.group(1), dir);
            }
        }
        return out;
    }

    /** The AgentCage artifacts the new-user project declares: their jars must be this checkout's. */
    static Set<String> required() throws IOException {
        Set<String> out = new TreeSet<>();
        Matcher m = Pattern.compile("<groupId>io.agentcage</groupId><artifactId>([^<]+)</artifactId>")
                .matcher(Files.readString(PROJECT.resolve("pom.xml")));
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /**
     * Copies this checkout's POMs and jars into the private repository, as {@code mvn install} would lay them out.
     * The modules the project declares must have been packaged (the IT runs in {@code verify}, after them); others
     * are copied when packaged.
     */
    static void seed() throws IOException {
        String v = version();
        Set<String> required = required();
        assertThat(required).contains("sandbox-interpreter", "sandbox-langchain4j");
        for (Map.Entry<String, Path> module : modules().entrySet()) {
            String name = module.getKey();
            Path source = module.getValue();
            if (name.equals("agentcage")) {
                continue;
            }
            Path dir = Files.createDirectories(REPO.resolve("io/agentcage/" + name + "/" + v));
            Files.copy(source.resolve("pom.xml"), dir.resolve(name + "-" + v + ".pom"),
                    StandardCopyOption.REPLACE_EXISTING);
            for (String classifier : List.of("", "-tests")) {
                Path jar = source.resolve("target/" + name + "-" + v + classifier + ".jar");
                if (Files.isRegularFile(jar)) {
                    Files.copy(jar, dir.resolve(jar.getFileName()), StandardCopyOption.REPLACE_EXISTING);
                }
            }
            assertThat(!required.contains(name) || Files.isRegularFile(dir.resolve(name + "-" + v + ".jar")))
                    .as(name + "'s jar: the IT runs in verify, after the modules are packaged").isTrue();
        }
    }

    private static Path settings(boolean online) throws IOException {
        Path file = REPO.resolveSibling("new-user-settings.xml");
        String outer = System.getProperty("agentcage.outer.repo",
                Path.of(System.getProperty("user.home"), ".m2", "repository").toString());
        Files.writeString(file, online ? "<settings/>\n"
                : "<settings><mirrors><mirror><id>outer-local-repository</id><mirrorOf>*</mirrorOf>"
                        + "<url>" + Path.of(outer).toUri() + "</url></mirror></mirrors></settings>\n");
        return file;
    }

    /** Builds the project; its output. */
    private static String build(String name, List<String> extra) throws Exception {
        seed();
        boolean online = Boolean.getBoolean("agentcage.newuser.online");
        List<String> command = new ArrayList<>(List.of("mvn", "-B", "-ntp", "-nsu", "-s", settings(online).toString(),
                "-Dmaven.repo.local=" + REPO, "-Dagentcage.version=" + version(), "-f",
                PROJECT.resolve("pom.xml").toString(), "clean", "verify"));
        command.addAll(extra);
        Path log = REPO.resolveSibling("new-user-" + name + ".log");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        p.getOutputStream().close();
        boolean done = p.waitFor(25, TimeUnit.MINUTES);
        if (!done) {
            p.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
        String out = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(done).as("the build finished in 25 minutes; log: " + log).isTrue();
        assertThat(p.exitValue()).as("mvn exit code; log " + log + ":\n" + tail(out)).isZero();
        return out;
    }

    private static String tail(String out) {
        return out.length() <= 6000 ? out : out.substring(out.length() - 6000);
    }

    @Test
    void should_build_and_pass_its_tests_when_a_user_project_imports_only_the_bom() throws Exception {
        String out = build("bom", List.of());
        assertThat(out).contains("Tests run: 3, Failures: 0, Errors: 0, Skipped: 0").contains("BUILD SUCCESS");
        assertThat(Files.list(REPO.resolve("io/agentcage")).count()).as("only this checkout's artifacts")
                .isGreaterThan(5);
    }

    @Test
    void should_build_against_the_newest_langchain4j_release_when_its_bom_is_imported() throws Exception {
        String newest = System.getProperty("agentcage.newuser.langchain4j", NEWEST_LANGCHAIN4J);
        String out = build("langchain4j-" + newest, List.of("-Dlangchain4j.version=" + newest));
        assertThat(out).contains("Tests run: 3, Failures: 0, Errors: 0, Skipped: 0").contains("BUILD SUCCESS");
        assertThat(Files.isDirectory(REPO.resolve("dev/langchain4j/langchain4j/" + newest)))
                .as("the build used LangChain4j " + newest).isTrue();
    }
}
