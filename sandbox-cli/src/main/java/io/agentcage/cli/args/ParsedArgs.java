package io.agentcage.cli.args;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The arguments given to one command, after parsing: option values by option name, defaults filled in, and the
 * positional parameters. The typed getters turn a value that does not convert into an {@link ArgsException} naming
 * the option and the value.
 */
public final class ParsedArgs {
    private final List<CommandSpec> path;
    private final Map<String, List<String>> values;
    private final List<String> positionals;

    ParsedArgs(List<CommandSpec> path, Map<String, List<String>> values, List<String> positionals) {
        this.path = List.copyOf(path);
        Map<String, List<String>> copy = new HashMap<>();
        values.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        this.values = Map.copyOf(copy);
        this.positionals = List.copyOf(positionals);
    }

    /** The command these arguments were given to. */
    public CommandSpec command() {
        return path.get(path.size() - 1);
    }

    /** The commands from the root to this one. */
    public List<CommandSpec> path() {
        return path;
    }

    /** The positional parameters in order. */
    public List<String> positionals() {
        return positionals;
    }

    /** Whether the flag (or option) was given. */
    public boolean flag(String name) {
        return values.containsKey(spec(name).key());
    }

    /** The option's value, else its default, else empty. */
    public Optional<String> value(String name) {
        OptionSpec o = spec(name);
        List<String> given = values.get(o.key());
        if (given != null) {
            return Optional.of(given.get(given.size() - 1));
        }
        return o.defaultValue().isEmpty() ? Optional.empty() : Optional.of(o.defaultValue());
    }

    /** The value of an option that has a default (or was given). */
    public String string(String name) {
        return value(name).orElseThrow(() -> new IllegalStateException(name + " has no default and was not given"));
    }

    /** Every value of a repeatable option, in order; empty when it was not given. */
    public List<String> strings(String name) {
        return values.getOrDefault(spec(name).key(), List.of());
    }

    /** The value as an int, if there is one. */
    public Optional<Integer> integer(String name) {
        Optional<String> v = value(name);
        if (v.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Integer.parseInt(v.get().trim()));
        } catch (NumberFormatException e) {
            throw new ArgsException(name + ": '" + v.get() + "' is not an integer", path);
        }
    }

    /** The value as a file system path, if there is one. */
    public Optional<Path> path(String name) {
        Optional<String> v = value(name);
        return v.isEmpty() ? Optional.empty() : Optional.of(toPath(name, v.get()));
    }

    /** Every value of a repeatable option as a path. */
    public List<Path> paths(String name) {
        List<Path> out = new ArrayList<>();
        for (String s : strings(name)) {
            out.add(toPath(name, s));
        }
        return out;
    }

    private Path toPath(String name, String text) {
        try {
            return Path.of(text);
        } catch (InvalidPathException e) {
            throw new ArgsException(name + ": '" + text + "' is not a valid path (" + e.getReason() + ")", path);
        }
    }

    private OptionSpec spec(String name) {
        return command().option(name).orElseThrow(() -> new IllegalArgumentException(
                "command " + command().name() + " has no option " + name));
    }
}
