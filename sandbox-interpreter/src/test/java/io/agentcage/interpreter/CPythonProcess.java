package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/** The local CPython ({@code python3}) as an interoperability partner of tests: runs a program, returns its output. */
final class CPythonProcess {
    private CPythonProcess() {
    }

    /** The stdout of {@code python3 -c code} fed {@code input}; skips the test where there is no python3. */
    static String run(String code, String input) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder("python3", "-c", code).redirectErrorStream(true).start();
        } catch (IOException e) {
            assumeThat(false).as("python3 is not installed: " + e.getMessage()).isTrue();
            throw e;
        }
        p.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("python3 ended").isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return out;
    }
}
