package io.agentcage.python;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Differential test against CPython 3.11 on every {@code .py} file under its standard library directory: the
 * expected dumps are produced at test time by {@code python/dump_stdlib.py}; every file CPython parses must give a
 * byte-identical {@code ast.dump}, every file it refuses we must refuse.
 */
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

    @Test
    void should_dump_like_cpython_when_parsing_every_stdlib_file() throws Exception {
        String stdlib = python("import sysconfig;print(sysconfig.get_paths()['stdlib'])").strip();
        Path helper = Files.createTempFile("dump_stdlib", ".py");
        try (var in = getClass().getResourceAsStream("/python/dump_stdlib.py")) {
            Files.write(helper, in.readAllBytes());
        }
        Process p = new ProcessBuilder("python3", helper.toString(), stdlib).redirectErrorStream(false).start();
        ObjectMapper json = new ObjectMapper();
        int total = 0;
        int same = 0;
        Map<String, String> unexpected = new TreeMap<>();
        List<String> knownSeen = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                JsonNode n = json.readTree(line);
                String path = n.get("path").asText();
                total++;
                String verdict = compare(path, n);
                if (verdict == null) {
                    same++;
                } else if (KNOWN.keySet().stream().anyMatch(path::endsWith)) {
                    knownSeen.add(path);
                } else {
                    unexpected.put(path, verdict);
                }
            }
        }
        p.waitFor();
        Files.deleteIfExists(helper);
        System.out.printf("stdlib differential: %d / %d files identical (%.2f%%), %d known differences%n", same,
                total, 100.0 * same / total, knownSeen.size());
        assertThat(total).isGreaterThan(500);
        assertThat(unexpected).isEmpty();
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
