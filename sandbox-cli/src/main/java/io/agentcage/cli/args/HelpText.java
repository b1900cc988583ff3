package io.agentcage.cli.args;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The usage and help text of a command, generated from its {@link CommandSpec}: a synopsis
 * ({@code Usage: agentcage run [-hV] [--json] [--backend=NAME] ... [FILE]}), the description, the positional
 * parameters and options in a two-column list sorted by name, and the subcommands with their summaries. Lines are
 * wrapped at 80 columns.
 */
public final class HelpText {
    static final int WIDTH = 80;
    private static final int MAX_NAME_COLUMN = 26;

    private HelpText() {
    }

    /** The full help of the last command of {@code path}. */
    public static String help(List<CommandSpec> path) {
        CommandSpec cmd = path.get(path.size() - 1);
        StringBuilder sb = new StringBuilder(synopsis(path));
        for (String para : cmd.description().split("\n", -1)) {
            wrap(sb, para, "", "");
        }
        List<String[]> rows = new ArrayList<>();
        cmd.positional().ifPresent(p -> rows.add(new String[] {"      " + positionalSynopsis(p), p.description()}));
        List<OptionSpec> options = new ArrayList<>(cmd.options());
        options.add(new OptionSpec(List.of("-h", "--help"), "", "", false, "Show this help message and exit."));
        options.add(new OptionSpec(List.of("-V", "--version"), "", "", false, "Print version information and exit."));
        options.sort(Comparator.comparing(HelpText::sortKey));
        for (OptionSpec o : options) {
            rows.add(new String[] {optionColumn(o), o.description()});
        }
        table(sb, rows);
        if (!cmd.subcommands().isEmpty()) {
            sb.append("Commands:\n");
            List<String[]> commands = new ArrayList<>();
            for (CommandSpec c : cmd.subcommands()) {
                commands.add(new String[] {"  " + c.name(), c.summary()});
            }
            table(sb, commands);
        }
        return sb.toString();
    }

    /** The synopsis of the last command of {@code path}: what a usage error prints after its message. */
    public static String synopsis(List<CommandSpec> path) {
        CommandSpec cmd = path.get(path.size() - 1);
        List<String> names = new ArrayList<>();
        for (CommandSpec c : path) {
            names.add(c.name());
        }
        String head = "Usage: " + String.join(" ", names) + " ";
        List<String> parts = new ArrayList<>(List.of("[-hV]"));
        List<OptionSpec> sorted = new ArrayList<>(cmd.options());
        sorted.sort(Comparator.comparing((OptionSpec o) -> o.isFlag() ? 0 : o.repeatable() ? 2 : 1)
                .thenComparing(HelpText::sortKey));
        for (OptionSpec o : sorted) {
            String name = o.names().get(o.names().size() - 1);
            parts.add(o.isFlag() ? "[" + name + "]" : "[" + name + "=" + o.label() + "]" + (o.repeatable() ? "..." : ""));
        }
        cmd.positional().ifPresent(p -> parts.add(positionalSynopsis(p)));
        if (!cmd.subcommands().isEmpty()) {
            parts.add("COMMAND");
        }
        StringBuilder sb = new StringBuilder();
        StringBuilder line = new StringBuilder(head);
        for (String part : parts) {
            if (line.length() > head.length() && line.length() + 1 + part.length() > WIDTH) {
                sb.append(line.toString().stripTrailing()).append('\n');
                line.setLength(0);
                line.append(" ".repeat(head.length()));
            }
            line.append(part).append(' ');
        }
        return sb.append(line.toString().stripTrailing()).append('\n').toString();
    }

    private static String positionalSynopsis(PositionalSpec p) {
        String many = p.max() > 1 ? "..." : "";
        return p.min() == 0 ? "[" + p.label() + "]" + many : p.label() + many;
    }

    private static String sortKey(OptionSpec o) {
        return o.names().get(o.names().size() - 1).replaceFirst("^-+", "");
    }

    private static String optionColumn(OptionSpec o) {
        String shortName = "";
        String longName = o.names().get(o.names().size() - 1);
        if (o.names().size() > 1 && !o.names().get(0).startsWith("--")) {
            shortName = o.names().get(0) + ", ";
        }
        return "  " + (shortName.isEmpty() ? "    " : shortName) + longName + (o.isFlag() ? "" : "=" + o.label());
    }

    private static void table(StringBuilder sb, List<String[]> rows) {
        int column = 0;
        for (String[] r : rows) {
            if (r[0].length() <= MAX_NAME_COLUMN) {
                column = Math.max(column, r[0].length());
            }
        }
        column += 3;
        String indent = " ".repeat(column);
        for (String[] r : rows) {
            String first;
            if (r[0].length() + 3 > column) {
                sb.append(r[0]).append('\n');
                first = indent;
            } else {
                first = r[0] + " ".repeat(column - r[0].length());
            }
            String[] paras = r[1].split("\n", -1);
            for (int i = 0; i < paras.length; i++) {
                wrap(sb, paras[i], i == 0 ? first : indent, indent + "  ");
            }
        }
    }

    /** Appends {@code text} wrapped at {@link #WIDTH}: the first line after {@code first}, the rest after
     * {@code rest}. */
    private static void wrap(StringBuilder sb, String text, String first, String rest) {
        StringBuilder line = new StringBuilder(first);
        int start = line.length();
        for (String word : text.split(" ")) {
            if (line.length() > start && line.length() + 1 + word.length() > WIDTH) {
                sb.append(line.toString().stripTrailing()).append('\n');
                line.setLength(0);
                line.append(rest);
                start = line.length();
            }
            if (line.length() > start) {
                line.append(' ');
            }
            line.append(word);
        }
        sb.append(line.toString().stripTrailing()).append('\n');
    }
}
