package io.agentcage.contract;

import io.agentcage.CancellationToken;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.OutputChunk;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Figures of live executions for {@code docs/benchmarks.md}, for any backend: how long a printed line takes to reach
 * the output listener (the guest stamps each line with the wall clock, the listener compares it with its own), and
 * how long a cancelled execution takes to return its result after {@link CancellationToken#cancel()}. Not a test:
 * backends' benchmark tests call {@link #table} when {@code -Dagentcage.bench=true}.
 */
public final class LiveLatencyBench {
    private LiveLatencyBench() {
    }

    /** The rows (print to listener p50/p99, cancel to result p50/p99, in ms) for {@code backend}. */
    public static String table(String backend, CodeExecutor executor, int lines, int cancels) throws Exception {
        List<Double> print = printLatencies(executor, lines);
        List<Double> cancel = cancelLatencies(executor, cancels);
        return String.format("| %s | print -> listener | %d lines | %.2f ms | %.2f ms |%n"
                        + "| %s | cancel -> result | %d runs | %.2f ms | %.2f ms |%n",
                backend, print.size(), pct(print, 50), pct(print, 99), backend, cancel.size(), pct(cancel, 50),
                pct(cancel, 99));
    }

    private static List<Double> printLatencies(CodeExecutor executor, int lines) {
        List<Double> out = Collections.synchronizedList(new ArrayList<>());
        StringBuilder pending = new StringBuilder();
        executor.execute(ExecutionRequest.builder("import time\nfor i in range(" + lines + "):\n"
                + "    print(repr(time.time()), flush=True)\n    time.sleep(0.002)\n").outputListener(c -> {
                    double now = nowSeconds();
                    if (c.stream() != OutputChunk.Stream.STDOUT || c.isDropMarker()) {
                        return;
                    }
                    pending.append(c.text());
                    int nl;
                    while ((nl = pending.indexOf("\n")) >= 0) {
                        out.add((now - Double.parseDouble(pending.substring(0, nl))) * 1000.0);
                        pending.delete(0, nl + 1);
                    }
                }).build());
        return out;
    }

    private static List<Double> cancelLatencies(CodeExecutor executor, int runs) throws InterruptedException {
        List<Double> out = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            CancellationToken token = CancellationToken.create();
            CountDownLatch started = new CountDownLatch(1);
            long[] cancelledAt = {0};
            Thread canceller = new Thread(() -> {
                try {
                    started.await(60, TimeUnit.SECONDS);
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    return;
                }
                cancelledAt[0] = System.nanoTime();
                token.cancel();
            });
            canceller.start();
            ExecutionResult r = executor.execute(ExecutionRequest.builder("print('go', flush=True)\nwhile True:\n"
                    + "    pass\n").cancellation(token).outputListener(c -> started.countDown()).build());
            long end = System.nanoTime();
            canceller.join();
            if (r.outcome() == io.agentcage.Outcome.CANCELLED) {
                out.add((end - cancelledAt[0]) / 1e6);
            }
        }
        return out;
    }

    private static double nowSeconds() {
        Instant now = Instant.now();
        return now.getEpochSecond() + now.getNano() / 1e9;
    }

    private static double pct(List<Double> values, int p) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
    }
}
