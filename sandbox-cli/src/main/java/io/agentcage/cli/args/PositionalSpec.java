package io.agentcage.cli.args;

/**
 * The positional parameters of a command: one label ({@code FILE}) for all of them, how many it takes at least and
 * at most, and their description.
 *
 * @param label the placeholder in the help text
 * @param min the fewest the command takes
 * @param max the most it takes ({@link Integer#MAX_VALUE}: no limit)
 * @param description the help text
 */
public record PositionalSpec(String label, int min, int max, String description) {

    /** Checks the bounds. */
    public PositionalSpec {
        if (label == null || label.isEmpty() || description == null) {
            throw new IllegalArgumentException("a positional parameter needs a label and a description");
        }
        if (min < 0 || max < Math.max(1, min)) {
            throw new IllegalArgumentException(label + ": want 0 <= min <= max and max >= 1, got " + min + ".." + max);
        }
    }

    /** At most one, and none is fine. */
    public static PositionalSpec optional(String label, String description) {
        return new PositionalSpec(label, 0, 1, description);
    }

    /** One or more. */
    public static PositionalSpec oneOrMore(String label, String description) {
        return new PositionalSpec(label, 1, Integer.MAX_VALUE, description);
    }
}
