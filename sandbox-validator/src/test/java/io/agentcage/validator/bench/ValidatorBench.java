package io.agentcage.validator.bench;

import io.agentcage.python.PythonParser;
import io.agentcage.python.ast.Module;
import io.agentcage.validation.ValidationReport;
import io.agentcage.validator.PolicyValidator;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Measures how long validating a 200-line program takes once the JIT is warm: parse + validate, and validate of an
 * already parsed tree, under both policies. Run by scripts/bench-validator.sh; prints medians and 90th percentiles
 * in microseconds. A benchmark, not a test: timings depend on the machine.
 */
public final class ValidatorBench {
    private ValidatorBench() {
    }

    public static void main(String[] args) throws IOException {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 3.0;
        String code;
        try (InputStream in = ValidatorBench.class.getResourceAsStream("/validator/bench_program.py")) {
            code = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        int lines = code.split("\n").length;
        Module tree = PythonParser.parse(code, "<bench>");
        PolicyValidator[] policies = {PolicyValidator.strict(), PolicyValidator.standard()};
        for (PolicyValidator v : policies) {
            ValidationReport r = v.validate(code);
            if (!r.diagnostics().isEmpty()) {
                throw new IllegalStateException("benchmark program has findings under " + v.name() + ": "
                        + r.toModelText());
            }
        }
        // Both policies share the parser and most rules: warm them together, long enough for C2 to compile the
        // hot paths even on a loaded machine, so that neither policy's figure includes JIT warm-up.
        warm(policies, code, tree, Math.max(seconds, MIN_WARM_UP_SECONDS));
        for (PolicyValidator v : policies) {
            long[] full = measure(() -> v.validate(code), seconds);
            long[] rules = measure(() -> v.validate(tree), seconds);
            long[] parse = measure(() -> PythonParser.parse(code, "<bench>"), seconds);
            System.out.printf("%s, %d-line program: parse+validate median %.1f us (p90 %.1f us); rules only median "
                    + "%.1f us (p90 %.1f us); parse only median %.1f us%n", v.name(), lines, us(full, 50),
                    us(full, 90), us(rules, 50), us(rules, 90), us(parse, 50));
        }
    }

    /** Warm-up lasts at least this long and at least {@link #MIN_WARM_UP_ROUNDS} rounds. */
    private static final double MIN_WARM_UP_SECONDS = 3;
    private static final int MIN_WARM_UP_ROUNDS = 5_000;

    private static void warm(PolicyValidator[] policies, String code, Module tree, double seconds) {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        for (int round = 0; round < MIN_WARM_UP_ROUNDS || System.nanoTime() < end; round++) {
            for (PolicyValidator v : policies) {
                v.validate(code);
                v.validate(tree);
            }
        }
    }

    private static long[] measure(Runnable r, double seconds) {
        long[] samples = new long[200_000];
        int n = 0;
        long end = System.nanoTime() + (long) (seconds * 1e9);
        while (n < samples.length && System.nanoTime() < end) {
            long t0 = System.nanoTime();
            r.run();
            samples[n++] = System.nanoTime() - t0;
        }
        long[] s = Arrays.copyOf(samples, n);
        Arrays.sort(s);
        return s;
    }

    private static double us(long[] sorted, int percentile) {
        return sorted[Math.min(sorted.length - 1, sorted.length * percentile / 100)] / 1000.0;
    }
}
