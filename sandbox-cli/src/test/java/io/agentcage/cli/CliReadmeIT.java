package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every {@code ./agentcage} line of the shell samples in this module's README and the root README against the
 * shaded jar, from the repository root, and checks the exit code (0, or the code named by a trailing
 * {@code # exit N} comment). Lines using the Docker backend need Docker, which CI always has.
 */
class CliReadmeIT {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path JAR = Path.of("target/agentcage.jar").toAbsolutePath();
    private static final Pattern EXIT = Pattern.compile("#\\s*exit (\\d+)");

    @TestFactory
    Stream<DynamicTest> should_exit_as_documented_when_running_the_readme_commands() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path readme : List.of(Path.of("README.md"), ROOT.resolve("README.md"))) {
            Matcher block = Pattern.compile("```sh\\n(.*?)```", Pattern.DOTALL).matcher(Files.readString(readme));
            while (block.find()) {
                for (String line : block.group(1).split("\n")) {
                    if (line.contains("./agentcage ")) {
                        tests.add(DynamicTest.dynamicTest(line.strip(), () -> check(line)));
                    }
                }
            }
        }
        assertThat(tests).hasSizeGreaterThanOrEqualTo(6);
        return tests.stream();
    }

    private static void check(String line) throws Exception {
        Matcher m = EXIT.matcher(line);
        int expected = m.find() ? Integer.parseInt(m.group(1)) : 0;
        String command = line.replace("./agentcage ", "java -jar '" + JAR + "' ");
        Process p = new ProcessBuilder("bash", "-o", "pipefail", "-c", command).directory(ROOT.toFile())
                .redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("finished: " + line).isTrue();
        assertThat(p.exitValue()).as(line + "\n" + new String(out, StandardCharsets.UTF_8)).isEqualTo(expected);
        assertThat(out).as("printed something: " + line).isNotEmpty();
    }
}
