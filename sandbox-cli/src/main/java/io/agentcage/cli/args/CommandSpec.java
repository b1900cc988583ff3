package io.agentcage.cli.args;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A command of the command line: its name, description, options, positional parameters, subcommands and the handler
 * that runs it. A command with subcommands (a group, like {@code agentcage} or {@code agentcage image}) has no
 * handler and no positional parameters: its arguments name a subcommand. Every command also takes {@code -h/--help}
 * and {@code -V/--version}, which the parser answers itself.
 *
 * @param name the command's name as typed ({@code run})
 * @param description the help text; its first line is the summary in the parent's list of commands
 * @param options the options, in any order (the help text sorts them)
 * @param positional the positional parameters, when the command takes any
 * @param subcommands the subcommands, in the order the help text and messages list them
 * @param handler what runs the command with its parsed arguments; empty for a group
 */
public record CommandSpec(String name, String description, List<OptionSpec> options,
                          Optional<PositionalSpec> positional, List<CommandSpec> subcommands,
                          Optional<Handler> handler) {

    /** The names every command answers itself. */
    static final Set<String> HELP = Set.of("-h", "--help");
    static final Set<String> VERSION = Set.of("-V", "--version");

    /** Runs a command with its parsed arguments and returns its exit code. */
    @FunctionalInterface
    public interface Handler {
        /** Runs the command; exceptions are turned into messages and exit codes by {@link CommandLine}. */
        int run(ParsedArgs args) throws Exception;
    }

    /** Checks that names are unique and that a command is either a group or has a handler. */
    public CommandSpec {
        Objects.requireNonNull(name, "name == null");
        Objects.requireNonNull(description, "description == null");
        options = List.copyOf(options);
        subcommands = List.copyOf(subcommands);
        Objects.requireNonNull(positional, "positional == null");
        Objects.requireNonNull(handler, "handler == null");
        Set<String> seen = new HashSet<>(HELP);
        seen.addAll(VERSION);
        for (OptionSpec o : options) {
            for (String n : o.names()) {
                if (!seen.add(n)) {
                    throw new IllegalArgumentException(name + ": option " + n + " is defined twice");
                }
            }
        }
        if (subcommands.isEmpty() == handler.isEmpty()) {
            throw new IllegalArgumentException(name + ": a command has either subcommands or a handler");
        }
        if (!subcommands.isEmpty() && positional.isPresent()) {
            throw new IllegalArgumentException(name + ": a command with subcommands takes no positional parameters");
        }
    }

    /** A builder of a command named {@code name}. */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    /** The option with this name, if the command has one. */
    public Optional<OptionSpec> option(String optionName) {
        for (OptionSpec o : options) {
            if (o.names().contains(optionName)) {
                return Optional.of(o);
            }
        }
        return Optional.empty();
    }

    /** The subcommand with this name, if there is one. */
    public Optional<CommandSpec> subcommand(String commandName) {
        for (CommandSpec c : subcommands) {
            if (c.name().equals(commandName)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** The first line of the description. */
    public String summary() {
        int nl = description.indexOf('\n');
        return nl < 0 ? description : description.substring(0, nl);
    }

    /** Builds a {@link CommandSpec}. */
    public static final class Builder {
        private final String name;
        private String description = "";
        private final List<OptionSpec> options = new ArrayList<>();
        private PositionalSpec positional;
        private final List<CommandSpec> subcommands = new ArrayList<>();
        private Handler handler;

        private Builder(String name) {
            this.name = name;
        }

        /** The help text; {@code \n} starts a new line, and the first line is the command's summary. */
        public Builder description(String text) {
            this.description = text;
            return this;
        }

        /** Adds options. */
        public Builder options(List<OptionSpec> more) {
            options.addAll(more);
            return this;
        }

        /** Adds an option. */
        public Builder option(OptionSpec option) {
            options.add(option);
            return this;
        }

        /** The positional parameters. */
        public Builder positional(PositionalSpec spec) {
            this.positional = spec;
            return this;
        }

        /** Adds a subcommand. */
        public Builder subcommand(CommandSpec command) {
            subcommands.add(command);
            return this;
        }

        /** What runs the command. */
        public Builder handler(Handler h) {
            this.handler = h;
            return this;
        }

        /** The command. */
        public CommandSpec build() {
            return new CommandSpec(name, description, options, Optional.ofNullable(positional), subcommands,
                    Optional.ofNullable(handler));
        }
    }
}
