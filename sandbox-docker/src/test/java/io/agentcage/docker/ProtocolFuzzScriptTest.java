package io.agentcage.docker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Runs docker/python/tests/fuzz_protocol.py with the host's python3: random and mutated frames fed to the runner's
 * pure decoding functions (protocol.py only; the supervisor never runs on the host) must only ever produce a checked
 * message or a clean protocol error. Skipped where the host has no python3, failing in CI.
 */
class ProtocolFuzzScriptTest {
    private static final Path SCRIPT = Path.of("../docker/python/tests/fuzz_protocol.py");

    @Test
    void should_decode_or_cleanly_reject_every_fuzzed_frame() throws Exception {
        assertTrue(Files.isRegularFile(SCRIPT), SCRIPT + " is missing");
        for (String seed : List.of("1", "2", "3")) {
            Process p;
            try {
                p = new ProcessBuilder("python3", "-B", "-I", SCRIPT.toString(), "20000", seed)
                        .redirectErrorStream(true).start();
            } catch (IOException e) {
                if (System.getenv("CI") != null) {
                    throw e;
                }
                Assumptions.abort("python3 is not installed: " + e.getMessage());
                return;
            }
            p.getOutputStream().close();
            boolean done = p.waitFor(120, TimeUnit.SECONDS);
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!done) {
                p.destroyForcibly();
            }
            assertTrue(done, "the fuzz script did not finish in 120 s: " + out);
            assertEquals(0, p.exitValue(), "seed " + seed + ": " + out);
            assertTrue(out.startsWith("ok 20000 frames"), out);
            assertTrue(!out.contains(" 0 accepted") && !out.contains(" 0 rejected"), "both paths exercised: " + out);
        }
    }
}
