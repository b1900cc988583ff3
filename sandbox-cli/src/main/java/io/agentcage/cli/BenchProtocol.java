package io.agentcage.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.spi.CodeExecutorProvider;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * The runner protocol of the interpreter benchmark harness ({@code shared/bench/interp/README.md}): {@code --bench}
 * times one program cold and warm inside this JVM; {@code --batch} runs many programs, one fresh execution each.
 */
final class BenchProtocol {
    private static final ObjectMapper JSON = new ObjectMapper();

    private BenchProtocol() {
    }

    /**
     * Cold sample: a new executor (fresh interpreter, code parsed again) plus one execution. Warm sample: the same
     * code executed again on one executor (parsed code reused), after an untimed warm-up of up to half the budget.
     * Stops after BENCH_BUDGET_S seconds per mode.
     */
    static int bench(String backend, String code, int reps, PrintStream out) {
        double budget = envSeconds("BENCH_BUDGET_S", 3);
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(Duration.ofSeconds(60)).build();
        CodeExecutorProvider provider = CodeExecutorProvider.find(backend)
                .orElseThrow(() -> new UsageException("unknown backend '" + backend + "'"));
        ExecutionRequest request = ExecutionRequest.of(code);
        ObjectNode res = JSON.createObjectNode();
        ArrayNode cold = JSON.createArrayNode();
        ArrayNode warm = JSON.createArrayNode();
        long t0 = System.nanoTime();
        ExecutionResult first;
        try (CodeExecutor ex = provider.create(ceilings)) {
            first = ex.execute(request);
        }
        res.put("first_ms", (System.nanoTime() - t0) / 1e6);
        res.put("ok", first.isSuccess());
        res.put("stdout", first.stdout());
        res.put("error", first.isSuccess() ? null : errorText(first));
        if (first.isSuccess()) {
            sample(reps, budget, cold, () -> {
                try (CodeExecutor ex = provider.create(ceilings)) {
                    ex.execute(request);
                }
            });
            try (CodeExecutor ex = provider.create(ceilings)) {
                warmUp(budget * WARM_UP_SHARE, () -> ex.execute(request));
                sample(reps, budget, warm, () -> ex.execute(request));
            }
        }
        res.set("cold_ms", cold);
        res.set("warm_ms", warm);
        out.println(res);
        out.flush();
        return first.isSuccess() ? ExitCodes.SUCCESS : ExitCodes.of(first);
    }

    /**
     * Untimed runs before the warm samples, so that they measure the steady state the protocol asks for (the JIT
     * has compiled the interpreter loop) rather than the JVM's warm-up: up to this share of the budget, at most
     * {@link #WARM_UP_RUNS} runs.
     */
    static final double WARM_UP_SHARE = 0.5;
    static final int WARM_UP_RUNS = 20_000;

    private static void warmUp(double seconds, Runnable run) {
        long start = System.nanoTime();
        for (int i = 0; i < WARM_UP_RUNS && (System.nanoTime() - start) / 1e9 < seconds; i++) {
            run.run();
        }
    }

    private static void sample(int reps, double budgetSeconds, ArrayNode into, Runnable run) {
        long start = System.nanoTime();
        for (int i = 0; i < reps; i++) {
            long t = System.nanoTime();
            run.run();
            into.add((System.nanoTime() - t) / 1e6);
            if (i >= 2 && (System.nanoTime() - start) / 1e9 > budgetSeconds) {
                break;
            }
        }
    }

    /** One fresh execution per input line; a failing item never ends the batch. */
    static int batch(String backend, Path input, PrintStream out) throws IOException {
        double timeout = envSeconds("BATCH_TIMEOUT_S", 10);
        ExecutionLimits ceilings = ExecutionLimits.builder()
                .timeout(Duration.ofMillis(Math.max(1, Math.round(timeout * 1000)))).build();
        try (CodeExecutor ex = Backends.create(backend, ceilings);
             BufferedReader reader = Files.newBufferedReader(input, StandardCharsets.UTF_8)) {
            String line;
            int lineNo = 0;
            while ((line = reader.readLine()) != null) {
                lineNo++;
                if (line.isBlank()) {
                    continue;
                }
                out.println(batchItem(ex, line, lineNo));
                out.flush();
            }
        } catch (java.nio.file.NoSuchFileException e) {
            throw new UsageException("--batch " + input + ": no such file");
        }
        return ExitCodes.SUCCESS;
    }

    private static ObjectNode batchItem(CodeExecutor ex, String line, int lineNo) {
        ObjectNode res = JSON.createObjectNode();
        JsonNode item;
        try {
            item = JSON.readTree(line);
        } catch (IOException e) {
            res.put("id", "line-" + lineNo);
            res.put("ok", false);
            res.put("stdout", "");
            res.put("error", "invalid JSON on line " + lineNo + ": " + e.getMessage());
            res.put("ms", 0.0);
            return res;
        }
        res.set("id", item.path("id"));
        long t = System.nanoTime();
        ExecutionResult r = ex.execute(ExecutionRequest.of(item.path("code").asText("")));
        res.put("ok", r.isSuccess());
        res.put("stdout", r.stdout());
        res.put("error", r.isSuccess() ? null : errorText(r));
        res.put("ms", (System.nanoTime() - t) / 1e6);
        return res;
    }

    /** {@code Type: message} for Python errors, otherwise the outcome and message. */
    static String errorText(ExecutionResult r) {
        if (r.error().isPresent()) {
            return r.error().get().summary();
        }
        return r.outcome().name() + ": " + r.message();
    }

    private static double envSeconds(String name, double fallback) {
        String v = System.getenv(name);
        if (v == null || v.isBlank()) {
            return fallback;
        }
        try {
            return Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            throw new UsageException(name + " must be a number of seconds, got '" + v + "'");
        }
    }
}
