package io.agentcage.cli;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses human sizes ({@code 256m}) and durations ({@code 5s}) given on the command line. */
final class Sizes {
    private static final Pattern SIZE = Pattern.compile("(\\d+)([kmg]i?b?|b)?");
    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s|m|h)?");

    private Sizes() {
    }

    /** {@code 512}, {@code 64k}, {@code 256m}, {@code 1g} (binary multiples) to bytes. */
    static long bytes(String text, String option) {
        Matcher m = SIZE.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new UsageException(option + ": invalid size '" + text + "' (examples: 512k, 256m, 1g)");
        }
        long n;
        try {
            n = Long.parseLong(m.group(1));
        } catch (NumberFormatException e) {
            throw new UsageException(option + ": size '" + text + "' is too large");
        }
        String unit = m.group(2) == null ? "b" : m.group(2);
        int shift = unit.startsWith("k") ? 10 : unit.startsWith("m") ? 20 : unit.startsWith("g") ? 30 : 0;
        if (n == 0) {
            throw new UsageException(option + ": size must be positive, got '" + text + "'");
        }
        if (Long.numberOfLeadingZeros(n) <= shift) {
            throw new UsageException(option + ": size '" + text + "' is too large");
        }
        return n << shift;
    }

    /** {@code 500ms}, {@code 5s}, {@code 2m}, {@code 1h}; a bare number means seconds. */
    static Duration duration(String text, String option) {
        Matcher m = DURATION.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new UsageException(option + ": invalid duration '" + text + "' (examples: 500ms, 5s, 2m)");
        }
        double n = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        double millis = n * switch (unit) {
            case "ms" -> 1;
            case "m" -> 60_000;
            case "h" -> 3_600_000;
            default -> 1000;
        };
        if (millis < 1 || millis > 24 * 3_600_000.0) {
            throw new UsageException(option + ": duration must be between 1ms and 24h, got '" + text + "'");
        }
        return Duration.ofMillis(Math.round(millis));
    }
}
