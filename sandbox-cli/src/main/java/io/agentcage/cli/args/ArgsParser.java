package io.agentcage.cli.args;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Parses a command line against a {@link CommandSpec}: subcommand names, options ({@code --name VALUE},
 * {@code --name=VALUE}, flags), {@code --} ending the options, and positional parameters anywhere after the command's
 * name (a lone {@code -} is a positional parameter: standard input). Every mistake is an {@link ArgsException} that
 * names the argument and says what was wanted.
 */
public final class ArgsParser {

    /** What the command line asks for. */
    public enum Request {
        /** Run the command's handler. */
        RUN,
        /** Print the command's help. */
        HELP,
        /** Print the version. */
        VERSION
    }

    /**
     * A parsed command line.
     *
     * @param request what it asks for
     * @param args the arguments of the command it names (the last of {@code args.path()})
     */
    public record Parsed(Request request, ParsedArgs args) {
    }

    private ArgsParser() {
    }

    /** Parses {@code args} for the command tree rooted at {@code root}. */
    public static Parsed parse(CommandSpec root, List<String> args) {
        List<CommandSpec> path = new ArrayList<>(List.of(root));
        CommandSpec cmd = root;
        Map<String, List<String>> values = new LinkedHashMap<>();
        List<String> positionals = new ArrayList<>();
        boolean help = false;
        boolean version = false;
        boolean endOfOptions = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (!endOfOptions && a.equals("--")) {
                endOfOptions = true;
            } else if (!endOfOptions && a.startsWith("-") && a.length() > 1) {
                int eq = a.startsWith("--") ? a.indexOf('=') : -1;
                String name = eq < 0 ? a : a.substring(0, eq);
                if (eq < 0 && (CommandSpec.HELP.contains(a) || a.equals("-hV") || a.equals("-Vh"))) {
                    help = true;
                } else if (eq < 0 && CommandSpec.VERSION.contains(a)) {
                    version = true;
                } else {
                    OptionSpec o = optionOf(cmd, name, a, path);
                    String value;
                    if (o.isFlag()) {
                        if (eq >= 0) {
                            throw new ArgsException(name + " takes no value, got '" + a + "'", path);
                        }
                        value = "true";
                    } else if (eq >= 0) {
                        value = a.substring(eq + 1);
                    } else if (i + 1 < args.size() && !isOptionName(cmd, args.get(i + 1))) {
                        value = args.get(++i);
                    } else {
                        throw new ArgsException(name + " needs a value (" + o.label() + ")", path);
                    }
                    List<String> given = values.computeIfAbsent(o.key(), k -> new ArrayList<>());
                    if (!given.isEmpty() && !o.isFlag() && !o.repeatable()) {
                        throw new ArgsException(name + " given twice ('" + given.get(0) + "' and '" + value
                                + "'); give it once", path);
                    }
                    given.add(value);
                }
            } else if (!cmd.subcommands().isEmpty()) {
                CommandSpec sub = subcommandOf(cmd, a, path);
                path.add(sub);
                cmd = sub;
                values.clear();
            } else {
                positionals.add(a);
                int max = cmd.positional().map(PositionalSpec::max).orElse(0);
                if (positionals.size() > max) {
                    throw new ArgsException("unexpected argument '" + a + "'" + (max == 0 ? ": " + cmd.name()
                            + " takes options only" : ": " + cmd.name() + " takes at most " + max + " "
                            + cmd.positional().get().label()), path);
                }
            }
        }
        ParsedArgs parsed = new ParsedArgs(path, values, positionals);
        if (help) {
            return new Parsed(Request.HELP, parsed);
        }
        if (version) {
            return new Parsed(Request.VERSION, parsed);
        }
        if (!cmd.subcommands().isEmpty()) {
            throw new ArgsException("missing subcommand (" + names(cmd) + ")", path);
        }
        Optional<PositionalSpec> p = cmd.positional();
        if (p.isPresent() && positionals.size() < p.get().min()) {
            throw new ArgsException("missing " + p.get().label() + " (" + p.get().description() + ")", path);
        }
        return new Parsed(Request.RUN, parsed);
    }

    private static boolean isOptionName(CommandSpec cmd, String arg) {
        return arg.startsWith("--") && cmd.option(arg).isPresent() || CommandSpec.HELP.contains(arg);
    }

    private static OptionSpec optionOf(CommandSpec cmd, String name, String arg, List<CommandSpec> path) {
        Optional<OptionSpec> o = cmd.option(name);
        if (o.isPresent()) {
            return o.get();
        }
        List<String> known = new ArrayList<>();
        for (OptionSpec s : cmd.options()) {
            known.addAll(s.names());
        }
        known.add("--help");
        known.add("--version");
        throw new ArgsException("Unknown option: '" + arg + "'" + Suggestions.didYouMean(name, known), path);
    }

    private static CommandSpec subcommandOf(CommandSpec cmd, String name, List<CommandSpec> path) {
        Optional<CommandSpec> sub = cmd.subcommand(name);
        if (sub.isPresent()) {
            return sub.get();
        }
        List<String> known = new ArrayList<>();
        cmd.subcommands().forEach(c -> known.add(c.name()));
        String did = Suggestions.didYouMean(name, known);
        throw new ArgsException("unknown command '" + name + "'" + (did.isEmpty() ? " (commands: " + names(cmd) + ")"
                : did), path);
    }

    private static String names(CommandSpec cmd) {
        List<String> names = new ArrayList<>();
        cmd.subcommands().forEach(c -> names.add(c.name()));
        return String.join(", ", names);
    }
}
