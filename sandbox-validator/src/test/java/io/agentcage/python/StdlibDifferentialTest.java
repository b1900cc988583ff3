package io.agentcage.python;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Differential test against CPython 3.11 on every {@code .py} file under its standard library directory, one test
 * per file: the expected dumps are produced by one run of {@code python/dump_stdlib.py}, alongside the tests;
 * every file CPython parses must give a byte-identical {@code ast.dump}, every file it refuses we must refuse.
 * Tagged {@code slow} (about 1,800 files): {@code mvn verify} runs it, a quick local loop may skip it with
 * {@code -DexcludedGroups=slow}.
 */
@Tag("slow")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StdlibDifferentialTest {

    /**
     * Known differences, by path suffix, each with its reason. Python strings are sequences of code points; a Java
     * String cannot tell a surrogate pair written as two escapes ({@code '\ud834\udd1e'}) from the astral character
     * it encodes, so the repr of such constants differs. No file is refused by 3.11 yet accepted by us (PEP 701
     * f-strings): the standard library of 3.11 contains none.
     */
    private static final Map<String, String> KNOWN = Map.of(
            "test/test_codecs.py", "surrogate pair written as two escapes",
            "test/test_codeccallbacks.py", "surrogate pair written as two escapes",
            "test/test_unicode.py", "surrogate pair written as two escapes",
            "test/test_json/test_scanstring.py", "surrogate pair written as two escapes",
            "test/test_sqlite3/test_userfunctions.py", "surrogate pair written as two escapes",
            "test/test_capi/test_unicode.py", "surrogate pair written as two escapes");

    /** CPython's verdict on each file, by absolute path: a line of the helper, filled in as it writes them. */
    private final Map<String, CompletableFuture<JsonNode>> cpython = new TreeMap<>();
    private Path stdlib;
    private Process helper;

    /**
     * Lists the files and starts CPython on them; a thread reads its verdicts while the tests parse, each test
     * waiting for its own file's (the JUnit timeout bounds the wait).
     */
    @BeforeAll
    void startCpython() throws Exception {
        stdlib = Path.of(python("import sysconfig;print(sysconfig.get_paths()['stdlib'])").strip());
        try (Stream<Path> walk = Files.walk(stdlib)) {
            walk.filter(f -> f.toString().endsWith(".py") && Files.isRegularFile(f))
                    .forEach(f -> cpython.put(f.toString(), new CompletableFuture<>()));
        }
        Path script = Files.createTempFile("dump_stdlib", ".py");
        try (var in = getClass().getResourceAsStream("/python/dump_stdlib.py")) {
            Files.write(script, in.readAllBytes());
        }
        script.toFile().deleteOnExit();
        helper = new ProcessBuilder("python3", script.toString(), stdlib.toString()).start();
        Thread reader = new Thread(this::readVerdicts, "cpython-stdlib-dump");
        reader.setDaemon(true);
        reader.start();
    }

    private void readVerdicts() {
        ObjectMapper json = new ObjectMapper();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(helper.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                JsonNode n = json.readTree(line);
                CompletableFuture<JsonNode> f = cpython.get(n.get("path").asText());
                if (f != null) {
                    f.complete(n);
                }
            }
        } catch (IOException e) {
            cpython.values().forEach(f -> f.completeExceptionally(e));
        }
        cpython.values().forEach(f -> f.completeExceptionally(new IllegalStateException(
                "CPython's helper ended without a verdict on this file")));
    }

    @AfterAll
    void stopCpython() {
        if (helper != null) {
            helper.destroy();
        }
    }

    Stream<String> files() {
        return cpython.keySet().stream().map(f -> stdlib.relativize(Path.of(f)).toString());
    }

    @Test
    void should_find_the_standard_library_when_cpython_lists_it() {
        assertThat(cpython).as("files under " + stdlib).hasSizeGreaterThan(500);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void should_dump_like_cpython_when_parsing_a_stdlib_file(String file) throws Exception {
        String path = stdlib.resolve(file).toString();
        String difference = compare(path, cpython.get(path).get());
        String known = KNOWN.entrySet().stream().filter(e -> file.endsWith(e.getKey())).map(Map.Entry::getValue)
                .findFirst().orElse(null);
        if (difference != null && known != null) {
            Assumptions.abort("known difference: " + known + " (" + difference + ")");
        }
        assertThat(difference).as(file).isNull();
    }

    /** Returns null when we agree with CPython on the file, else a description of the difference. */
    private static String compare(String path, JsonNode n) throws Exception {
        boolean ok = n.get("ok").asBoolean();
        String ours;
        boolean ourOk;
        try {
            ours = AstDump.dump(PythonParser.parse(Files.readAllBytes(Path.of(path)), path));
            ourOk = true;
        } catch (PythonSyntaxError e) {
            ours = e.format();
            ourOk = false;
        }
        if (ok != ourOk) {
            return "cpython " + (ok ? "accepts" : "refuses: " + n.get("error").asText()) + ", we "
                    + (ourOk ? "accept" : "refuse: " + ours);
        }
        if (ok && !ours.equals(n.get("dump").asText())) {
            return "dumps differ";
        }
        return null;
    }

    private static String python(String code) throws Exception {
        Process p = new ProcessBuilder("python3", "-c", code).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        return out;
    }
}
