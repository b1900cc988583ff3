package io.agentcage.cli.args;

import java.util.List;

/**
 * One option of a command: its names ({@code --timeout}, or {@code -h} and {@code --help}), the label of its value
 * ({@code DURATION}; empty for a flag, which takes no value), its default ({@code ""} for none), whether it may be
 * given more than once (each value is kept), and its description for the help text.
 *
 * @param names the option's names, the long one last; the first is the key its value is read by
 * @param label the placeholder of its value in the help text; empty for a flag
 * @param defaultValue the value when the option is not given; empty for none
 * @param repeatable whether it may be given more than once
 * @param description the help text ({@code \n} starts a new line)
 */
public record OptionSpec(List<String> names, String label, String defaultValue, boolean repeatable,
                         String description) {

    /** Checks the names (each starting with {@code -}) and copies the list. */
    public OptionSpec {
        names = List.copyOf(names);
        if (names.isEmpty()) {
            throw new IllegalArgumentException("an option needs a name");
        }
        for (String n : names) {
            if (!n.startsWith("-") || n.length() < 2 || n.contains("=")) {
                throw new IllegalArgumentException("option name '" + n + "': want -x or --name");
            }
        }
        if (label == null || defaultValue == null || description == null) {
            throw new NullPointerException("label, defaultValue and description must not be null (use \"\")");
        }
        if (label.isEmpty() && (repeatable || !defaultValue.isEmpty())) {
            throw new IllegalArgumentException(names.get(0) + ": a flag has no default and is not repeatable");
        }
    }

    /** A flag: present or not. */
    public static OptionSpec flag(String name, String description) {
        return new OptionSpec(List.of(name), "", "", false, description);
    }

    /** An option with a value and no default. */
    public static OptionSpec value(String name, String label, String description) {
        return new OptionSpec(List.of(name), label, "", false, description);
    }

    /** An option with a value and a default; the help text shows the default where the description says so. */
    public static OptionSpec value(String name, String label, String defaultValue, String description) {
        return new OptionSpec(List.of(name), label, defaultValue, false, description);
    }

    /** An option that may be given several times; every value is kept in order. */
    public static OptionSpec repeatable(String name, String label, String description) {
        return new OptionSpec(List.of(name), label, "", true, description);
    }

    /** The name its value is read by (the first). */
    public String key() {
        return names.get(0);
    }

    /** Whether it is a flag (takes no value). */
    public boolean isFlag() {
        return label.isEmpty();
    }
}
