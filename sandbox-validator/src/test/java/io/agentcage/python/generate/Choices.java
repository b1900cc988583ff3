package io.agentcage.python.generate;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import java.util.Random;

/**
 * The decisions a {@link ProgramGenerator} makes, drawn either from a fuzzer's input (so that coverage guidance
 * steers them) or from a seeded {@link Random} (for soak tests and reproducible samples). Generation ends because
 * every recursion in the generator is bounded by depth and count, whatever the choices.
 */
public interface Choices {
    /** Characters that stress escaping and formatting, used by {@link #of(Random)}. */
    String SPECIAL = " \n\t'\"\\{}%é€\u0000";

    /** A number in {@code [0, bound)}; {@code bound} is at least 1. */
    int pick(int bound);

    /** Whether there is anything left to decide from (always true: kept for sources that can run dry). */
    boolean hasMore();

    /** A short string of arbitrary characters, at most {@code maxChars} long. */
    String text(int maxChars);

    /** An arbitrary long. */
    long number();

    /** An arbitrary double, including infinities and NaN. */
    double real();

    /**
     * Choices drawn from a fuzzer's input while it lasts, then from a {@link Random} seeded by the input's first
     * long: short inputs (libFuzzer starts with a few bytes) still give programs of full size, and each input
     * always gives the same program.
     */
    static Choices of(FuzzedDataProvider data) {
        Choices rest = of(new Random(data.consumeLong()));
        return new Choices() {
            @Override
            public int pick(int bound) {
                if (data.remainingBytes() == 0) {
                    return rest.pick(bound);
                }
                return bound <= 1 ? 0 : data.consumeInt(0, bound - 1);
            }

            @Override
            public boolean hasMore() {
                return true;
            }

            @Override
            public String text(int maxChars) {
                return data.remainingBytes() == 0 ? rest.text(maxChars) : data.consumeString(maxChars);
            }

            @Override
            public long number() {
                return data.remainingBytes() == 0 ? rest.number() : data.consumeLong();
            }

            @Override
            public double real() {
                return data.remainingBytes() == 0 ? rest.real() : data.consumeDouble();
            }
        };
    }

    /** Choices drawn from a seeded random generator: the same seed gives the same program. */
    static Choices of(Random random) {
        return new Choices() {
            @Override
            public int pick(int bound) {
                return bound <= 1 ? 0 : random.nextInt(bound);
            }

            @Override
            public boolean hasMore() {
                return true;
            }

            @Override
            public String text(int maxChars) {
                int n = random.nextInt(maxChars + 1);
                StringBuilder b = new StringBuilder(n);
                for (int i = 0; i < n; i++) {
                    int kind = random.nextInt(10);
                    b.append(kind < 7 ? (char) ('a' + random.nextInt(26)) : kind < 9
                            ? SPECIAL.charAt(random.nextInt(SPECIAL.length())) : (char) random.nextInt(0x3000));
                }
                return b.toString();
            }

            @Override
            public long number() {
                switch (random.nextInt(4)) {
                    case 0: return random.nextLong();
                    case 1: return random.nextInt(1000) - 500;
                    case 2: return 1L << random.nextInt(63);
                    default: return random.nextInt(10);
                }
            }

            @Override
            public double real() {
                switch (random.nextInt(6)) {
                    case 0: return Double.POSITIVE_INFINITY;
                    case 1: return Double.NaN;
                    case 2: return -0.0;
                    default: return (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(40) - 20);
                }
            }
        };
    }
}
