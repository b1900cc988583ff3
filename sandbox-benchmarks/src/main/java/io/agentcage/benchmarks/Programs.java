package io.agentcage.benchmarks;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The guest programs the benchmarks run: Python sources shipped as resources next to this class. */
final class Programs {
    private Programs() {
    }

    /** The source of {@code name.py}. */
    static String source(String name) {
        try (InputStream in = Programs.class.getResourceAsStream(name + ".py")) {
            if (in == null) {
                throw new IllegalArgumentException("no benchmark program '" + name + "'");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Runs the request once and fails unless it succeeds, so that a benchmark never times an error path by mistake.
     */
    static ExecutionResult checked(CodeExecutor executor, ExecutionRequest request) {
        ExecutionResult r = executor.execute(request);
        if (!r.isSuccess()) {
            throw new IllegalStateException("benchmark program failed: " + r.outcome() + " " + r.message()
                    + r.error().map(e -> " " + e.summary()).orElse(""));
        }
        return r;
    }
}
