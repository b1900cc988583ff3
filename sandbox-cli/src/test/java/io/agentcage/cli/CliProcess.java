package io.agentcage.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs {@code agentcage} as a real process (java -cp, the test class path) with piped stdin. */
final class CliProcess {

    /** Exit code, stdout and stderr of one run. */
    record Run(int exit, String out, String err) {
    }

    private CliProcess() {
    }

    static Run run(String stdin, String... args) throws IOException, InterruptedException {
        return run(stdin.getBytes(StandardCharsets.UTF_8), args);
    }

    static Run run(byte[] stdin, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "io.agentcage.cli.Main"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).start();
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
        try (var in = p.getOutputStream()) {
            in.write(stdin);
        }
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("agentcage " + String.join(" ", args) + " did not finish in 60 s");
        }
        return new Run(p.exitValue(), out.join(), err.join());
    }

    private static String read(java.io.InputStream s) {
        try {
            return new String(s.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
