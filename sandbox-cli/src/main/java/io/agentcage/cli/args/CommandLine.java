package io.agentcage.cli.args;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A command tree ready to run: parses the arguments, answers {@code --help} and {@code --version} on standard output,
 * runs the named command's handler, and turns every mistake into a message and an exit code. A usage mistake (an
 * {@link ArgsException} from the parser or the command) prints {@code PROGRAM: MESSAGE} and the command's synopsis on
 * standard error and returns {@link #USAGE}; any other exception of the handler goes to the {@link FailureHandler}.
 * Not thread-safe: one instance per invocation.
 */
public final class CommandLine {
    /** The exit code of a usage mistake. */
    public static final int USAGE = 2;

    private final CommandSpec root;
    private final Supplier<List<String>> version;
    private final FailureHandler onFailure;
    private PrintWriter out = new PrintWriter(System.out, true);
    private PrintWriter err = new PrintWriter(System.err, true);

    /** Turns an exception a command threw (other than a usage mistake) into a message and an exit code. */
    @FunctionalInterface
    public interface FailureHandler {
        /** Prints what went wrong on {@code err} and returns the exit code. */
        int handle(Exception e, PrintWriter err);
    }

    /**
     * @param root the root command (its name is the program's)
     * @param version the lines {@code --version} prints
     * @param onFailure what a command's unexpected exception becomes
     */
    public CommandLine(CommandSpec root, Supplier<List<String>> version, FailureHandler onFailure) {
        this.root = Objects.requireNonNull(root, "root == null");
        this.version = Objects.requireNonNull(version, "version == null");
        this.onFailure = Objects.requireNonNull(onFailure, "onFailure == null");
    }

    /** Where help and version go (default: standard output). */
    public CommandLine setOut(PrintWriter writer) {
        this.out = Objects.requireNonNull(writer, "writer == null");
        return this;
    }

    /** Where error messages and usage go (default: standard error). */
    public CommandLine setErr(PrintWriter writer) {
        this.err = Objects.requireNonNull(writer, "writer == null");
        return this;
    }

    /** Parses and runs the command line; returns the exit code. */
    public int execute(String... args) {
        List<CommandSpec> path = List.of(root);
        try {
            ArgsParser.Parsed parsed = ArgsParser.parse(root, Arrays.asList(args));
            path = parsed.args().path();
            switch (parsed.request()) {
                case HELP:
                    out.print(HelpText.help(path));
                    out.flush();
                    return 0;
                case VERSION:
                    version.get().forEach(out::println);
                    out.flush();
                    return 0;
                default:
                    return parsed.args().command().handler().orElseThrow().run(parsed.args());
            }
        } catch (ArgsException e) {
            err.println(root.name() + ": " + e.getMessage());
            err.print(HelpText.synopsis(e.path().isEmpty() ? path : e.path()));
            err.print("Try '" + commandName(e.path().isEmpty() ? path : e.path()) + " --help' for more.\n");
            err.flush();
            return USAGE;
        } catch (Exception e) {
            int code = onFailure.handle(e, err);
            err.flush();
            return code;
        }
    }

    private static String commandName(List<CommandSpec> path) {
        StringBuilder sb = new StringBuilder();
        for (CommandSpec c : path) {
            sb.append(sb.length() == 0 ? "" : " ").append(c.name());
        }
        return sb.toString();
    }
}
